import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./side-by-side.ts', import.meta.url));

/** Runs side-by-side.ts with `commands`, its output read through a pipe, as CI reads it. */
function sideBySide(...commands: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SCRIPT, ...commands], { stdio: ['ignore', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((ended) => child.on('close', (code) => ended({ code, output: Buffer.concat(chunks).toString() })));
}

describe('side by side', () => {
  it('prints the whole output of a failing command into a pipe, and fails', async () => {
    // A browser test run's log is megabytes; the failure it names is at its end.
    const loud = `node -e "process.stdout.write('x'.repeat(2000000) + 'the failure'); process.exitCode = 3"`;
    const { code, output } = await sideBySide(loud, 'node -e "process.stdout.write(\'quiet\')"');
    expect(code).toBe(1);
    expect(output).toContain('quiet');
    expect(output).toContain('x'.repeat(2000000) + 'the failure');
    expect(output.trimEnd().endsWith('failed.')).toBe(true);
  });
});
