import { createLog, type Log, type LogLevel } from '../log.ts';

/** A log whose lines a test reads back, instead of their reaching the terminal. */
export interface MemoryLog {
  log: Log;
  /** Every line written so far, parsed. */
  lines(): Record<string, unknown>[];
  /** Every line written so far, exactly as the server would write them. */
  text(): string;
}

/** The server's own log (api/log.ts), at `level`, writing into memory. */
export function memoryLog(level: LogLevel = 'debug'): MemoryLog {
  const written: string[] = [];
  return {
    log: createLog(level, { write: (line: string) => void written.push(line) }),
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join(''),
  };
}
