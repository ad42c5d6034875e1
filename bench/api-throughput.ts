/**
 * Requests per second and p99 latency of two API reads, each beside a bare node:http server that
 * answers the same bytes, measured in one run so the machine's speed cancels out in the ratio.
 *
 *   npm run bench                       # PGlite in memory, as `npm start` runs by default
 *   BENCH_DATABASE_URL=postgres://... npm run bench
 *
 * The load comes from autocannon in a child process, so it does not share the servers' event loop.
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { createApp } from '../api/app.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../api/db/client.ts';
import { seedExtraServices } from '../api/extra-services.ts';
import { hotelListener } from '../api/listener.ts';
import { createTestProvider } from '../api/payments/test-provider.ts';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, cookie?: string, seconds = SECONDS): Promise<Figures> {
  const args = [
    'node_modules/autocannon/autocannon.js',
    '-c', String(CONNECTIONS),
    '-d', String(seconds),
    '-j',
    ...(cookie === undefined ? [] : ['-H', `cookie=${cookie}`]),
    url,
  ];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  };
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

/** The same status, type and bytes as the API answered, with no framework, auth or database. */
function bareServer(answers: Map<string, string>): Server {
  return createServer((request, response) => {
    const body = answers.get(request.url ?? '') ?? '';
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database: DatabaseHandle = url === undefined ? await openPglite() : openPostgres(url);
  await database.migrate();
  await seedExtraServices(database.db);
  const publicUrl = 'http://127.0.0.1';
  const app = createApp({
    db: database.db,
    publicUrl,
    guestCapacity: 5,
    pendingHoldMinutes: 2880,
    payments: createTestProvider({ publicUrl }),
    now: () => new Date(),
  });
  // The listener `npm start` runs, frozen answers included.
  const hono = createServer(await hotelListener(app, publicUrl));
  const honoUrl = await listen(hono);

  const registered = await fetch(`${honoUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench${Date.now()}@example.com`, password: 'whiskers1' }),
  });
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  for (const name of ['Mochi', 'Pepper', 'Luna']) {
    await fetch(`${honoUrl}/api/cats`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name, breed: 'Domestic shorthair', age: 3 }),
    });
  }

  // A query string is not frozen, so the second row shows what the app itself costs.
  const paths = { extraServices: '/api/extra-services', throughApp: '/api/extra-services?through=app', cats: '/api/cats' };
  const answers = new Map<string, string>();
  const services = await (await fetch(`${honoUrl}${paths.extraServices}`)).text();
  answers.set(paths.extraServices, services);
  answers.set(paths.throughApp, services);
  answers.set(paths.cats, await (await fetch(`${honoUrl}${paths.cats}`, { headers: { cookie } })).text());
  const bare = bareServer(answers);
  const bareUrl = await listen(bare);

  console.log(
    `API throughput: ${CONNECTIONS} connections, ${SECONDS} s each, database ${database.kind}, Node ${process.version}\n`,
  );
  console.log('endpoint                      server   req/s      p99 ms  errors');
  const rows: [string, Figures, Figures][] = [];
  for (const [name, path, withCookie] of [
    ['GET /api/extra-services', paths.extraServices, false],
    ['  the same, not frozen', paths.throughApp, false],
    ['GET /api/cats (signed in)', paths.cats, true],
  ] as const) {
    // A short first run warms each server's JIT, so neither is measured cold.
    await load(`${bareUrl}${path}`, undefined, 2);
    const bareFigures = await load(`${bareUrl}${path}`);
    await load(`${honoUrl}${path}`, withCookie ? cookie : undefined, 2);
    const apiFigures = await load(`${honoUrl}${path}`, withCookie ? cookie : undefined);
    for (const [label, f] of [['bare', bareFigures], ['api', apiFigures]] as const) {
      console.log(
        `${name.padEnd(29)} ${label.padEnd(6)} ${f.rps.toFixed(0).padStart(7)} ${f.p99.toFixed(1).padStart(9)} ${String(f.errors).padStart(7)}`,
      );
    }
    rows.push([name, bareFigures, apiFigures]);
  }
  console.log('');
  for (const [name, bareFigures, apiFigures] of rows) {
    console.log(`${name}: ${((apiFigures.rps / bareFigures.rps) * 100).toFixed(0)}% of bare req/s`);
  }
  const [extra] = rows;
  if (extra !== undefined) {
    const share = extra[2].rps / extra[1].rps;
    console.log(`goal: extra-services at 80% or more of bare: ${share >= 0.8 ? 'met' : 'NOT met'}`);
  }
  hono.close();
  bare.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
