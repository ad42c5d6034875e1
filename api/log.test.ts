import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { isoTimeByMillisecond } from './log.ts';

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
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; level: string });
    expect(lines).toHaveLength(2001);
    expect(lines[1999]).toMatchObject({ msg: 'line 2000', level: 'info' });
    expect(lines[2000]).toMatchObject({ msg: 'the last words', level: 'fatal' });
  });
});

describe('the time on each line', () => {
  it('is the ISO time of the millisecond it was written in, as pino writes it', () => {
    let now = Date.UTC(2026, 10, 26, 14, 5, 9, 120);
    const time = isoTimeByMillisecond(() => now);
    expect(time()).toBe(',"time":"2026-11-26T14:05:09.120Z"');
    expect(time()).toBe(',"time":"2026-11-26T14:05:09.120Z"');
    now += 1;
    expect(time()).toBe(',"time":"2026-11-26T14:05:09.121Z"');
    now -= 5_000;
    expect(time()).toBe(',"time":"2026-11-26T14:05:04.121Z"');
    expect(time()).toBe(pino.stdTimeFunctions.isoTime().replace(/"[^"]*"$/, `"${new Date(now).toISOString()}"`));
  });
});
