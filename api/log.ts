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
 * the lines of the last moment.
 */
export function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * A log at `level` writing to `destination`. Levels are written as words and times as ISO dates,
 * for a person reading the lines as much as for a program.
 */
export function createLog(level: LogLevel, destination: DestinationStream = standardOutput()): Log {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
