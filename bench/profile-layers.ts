/**
 * Where a CPU profile's time went, by the app's layers: each function's self time (V8's samples)
 * summed by the file it lives in, and the functions that cost the most. Used by `npm run bench`
 * with BENCH_PROFILE, and on a profile written by `node --cpu-prof`:
 *
 *   node bench/profile-layers.ts some.cpuprofile
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The layer a function belongs to, from the file it was loaded from. */
const LAYERS: [RegExp, string][] = [
  [/node_modules\/@hono\/node-server\//, 'Node adapter (@hono/node-server: Request, Response)'],
  [/node_modules\/hono\//, 'Hono (routing, context, middleware, c.json)'],
  [/node_modules\/(@hono\/standard-validator|valibot)\//, 'validation (valibot)'],
  [/node_modules\/drizzle-orm\//, 'Drizzle (query building, result mapping)'],
  [/node_modules\/postgres\//, 'postgres.js (protocol, parsing)'],
  [/node_modules\/@electric-sql\/pglite\//, 'PGlite (embedded PostgreSQL, in WebAssembly)'],
  [/node_modules\/@oslojs\//, '@oslojs (session token encoding)'],
  [/\/api\/auth\//, 'session check (api/auth)'],
  [/\/api\/http\/security-headers/, 'security headers'],
  [/\/api\/http\//, 'api/http (guards, changes, frozen answers)'],
  [/\/api\//, 'the routes (api/)'],
  [/\/domain\//, 'domain rules'],
  [/\/bench\//, 'the bench itself'],
  [/node_modules\//, 'other packages'],
  [/^node:(internal\/)?(_?http|https?_|internal\/http)/, 'node:http (parser, outgoing)'],
  [/^node:/, 'Node internals (net, streams, timers, crypto)'],
];

function layerOf(frame: ProfileNode['callFrame']): string {
  if (frame.url === '') {
    if (frame.functionName === '(garbage collector)') return 'garbage collection';
    if (frame.functionName === '(idle)') return 'idle (waiting for the database or the network)';
    if (frame.functionName === '(program)') return 'V8 itself (compiling, runtime)';
    return 'built-ins (JSON, strings, regexps, native calls)';
  }
  return LAYERS.find(([pattern]) => pattern.test(frame.url))?.[1] ?? 'other';
}

/** Self time in ms by layer and by function, largest first. */
export function summariseProfile(profile: CpuProfile): { total: number; layers: [string, number][]; functions: [string, number][] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const layers = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (node === undefined) return;
    total += ms;
    const layer = layerOf(node.callFrame);
    layers.set(layer, (layers.get(layer) ?? 0) + ms);
    const file = node.callFrame.url.replace(/^.*\/(node_modules\/)?/, '');
    const name = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  const largest = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { total, layers: largest(layers), functions: largest(functions) };
}

export function printProfile(profile: CpuProfile, topFunctions = 25): void {
  const { total, layers, functions } = summariseProfile(profile);
  const busy = total - (layers.find(([name]) => name.startsWith('idle'))?.[1] ?? 0);
  console.log(`self time by layer (${total.toFixed(0)} ms sampled, ${busy.toFixed(0)} ms busy; share of busy time):`);
  for (const [name, ms] of layers) {
    const share = name.startsWith('idle') ? '' : `${((ms / busy) * 100).toFixed(1).padStart(5)}%`;
    console.log(`  ${name.padEnd(52)} ${ms.toFixed(0).padStart(7)} ms ${share}`);
  }
  console.log(`top ${topFunctions} functions by self time:`);
  for (const [name, ms] of functions.filter(([name]) => !name.startsWith('(idle)')).slice(0, topFunctions)) {
    console.log(`  ${ms.toFixed(0).padStart(6)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printProfile(JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as CpuProfile);
}
