import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

describe('the server log on standard output', () => {
  it('keeps every line written just before process.exit, though it writes in the background', () => {
    // What a stop or a failed start does: lines, then process.exit at once.
    const script = `
      import { createLog } from './api/log.ts';
      const log = createLog('info');
      for (let n = 1; n <= 2000; n += 1) log.info({ n }, 'line ' + n);
      log.fatal('the last words');
      process.exit(3);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(3);
    const lines = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; level: string });
    expect(lines).toHaveLength(2001);
    expect(lines[1999]).toMatchObject({ msg: 'line 2000', level: 'info' });
    expect(lines[2000]).toMatchObject({ msg: 'the last words', level: 'fatal' });
  });
});
