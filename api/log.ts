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
 * A log at `level` writing to `destination`. Standard output is written synchronously: a stop ends
 * in process.exit, which would drop lines still waiting in a buffer, and a hotel's traffic never
 * needs the buffer's speed. Levels are written as words and times as ISO dates, for a person
 * reading the lines as much as for a program.
 */
export function createLog(level: LogLevel, destination: DestinationStream = pino.destination({ dest: 1, sync: true })): Log {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
