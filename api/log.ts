import { type DestinationStream, type Logger, pino } from 'pino';

/**
 * The server's log: one JSON object a line on standard output, for journald, Docker or a log
 * shipper to keep (docs/decisions/0019-health-and-logs.md). pino, because the Node ecosystem
 * already trusts it for exactly this and it costs a request next to nothing.
 */
export type Log = Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Standard output, written in the background: each line goes as soon as the write before it is
 * done, and the lines that come meanwhile go together in the next one. Written synchronously, a
 * line cost a small read 40% of its speed (a bare node:http server at 41,000-47,000 answers a
 * second made 24,000-27,000 with a line each, 28,000-30,000 this way). pino flushes what is
 * waiting when the process exits, process.exit included; only a kill -9 or a power cut can lose
 * the lines of the last moment. `file` is another descriptor or path written the same way (the
 * bench writes to /dev/null).
 */
export function standardOutput(file: number | string = 1): DestinationStream {
  return pino.destination({ dest: file, sync: false });
}

/**
 * A log at `level` writing to `destination`. Levels are written as words and times as ISO dates,
 * for a person reading the lines as much as for a program.
 */
export function createLog(level: LogLevel, destination: DestinationStream = standardOutput()): Log {
  return pino(
    {
      level,
      timestamp: isoTimeByMillisecond(),
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/**
 * pino's ISO time, made once a millisecond instead of once a line: a busy server writes several
 * lines within one millisecond, and `toISOString` was a tenth of a request line's cost (3.5% of a
 * small read's time in npm run bench's profile). `clock` is for the tests.
 */
export function isoTimeByMillisecond(clock: () => number = Date.now): () => string {
  let millisecond = Number.NaN;
  let written = '';
  return () => {
    const now = clock();
    if (now !== millisecond) {
      millisecond = now;
      written = `,"time":"${new Date(now).toISOString()}"`;
    }
    return written;
  };
}
