/**
 * Runs commands at the same time and fails if any of them fails. `npm test` runs the build beside
 * the typecheck and lint, then the browser tests, which keep only half of this 2-core machine busy,
 * beside vitest under `nice`, which takes what they leave idle (vitest waits for the build: the
 * server's test of the built site reads it):
 *
 *   node scripts/side-by-side.ts 'npm run test:e2e' 'nice -n 10 vitest run'
 *
 * Each command's output is held back and printed whole when it ends, under its name, its result
 * and its time, so that their logs never interleave; a failing one is printed last, nearest the
 * prompt. All of them run to the end even when one fails, so one run shows every failure.
 */
import { spawn } from 'node:child_process';

interface Ended {
  command: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  seconds: number;
}

function run(command: string): Promise<Ended> {
  const started = performance.now();
  // Piped, the tools would drop their colours; they keep them when the run is watched in a terminal.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((ended) => {
    child.on('close', (code, signal) =>
      ended({ command, code, signal, output: Buffer.concat(chunks).toString(), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

function report({ command, code, signal, output, seconds }: Ended): void {
  const result = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
  process.stdout.write(`\n== ${command}: ${result} in ${seconds.toFixed(0)} s\n${output}`);
}

const commands = process.argv.slice(2);
process.stdout.write(`== side by side, each printed when it ends:\n${commands.map((command) => `   ${command}\n`).join('')}`);
const failed: Ended[] = [];
await Promise.all(
  commands.map(async (command) => {
    const ended = await run(command);
    if (ended.code === 0) report(ended);
    else failed.push(ended);
  }),
);
failed.forEach(report);
if (failed.length > 0) {
  process.stdout.write(`\n${failed.map((ended) => ended.command).join(', ')} failed.\n`);
  // Not process.exit(1): into a pipe (CI's log) stdout is written later, and exiting at once
  // dropped the failing command's output, the one a reader needs most.
  process.exitCode = 1;
}
