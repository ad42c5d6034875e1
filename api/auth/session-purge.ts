import type { Database } from '../db/client.ts';
import { describeFault } from '../http/fault-log.ts';
import { purgeEndedSessions } from './sessions.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface SessionPurge {
  /** No further rounds; resolves when the one running, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Deletes ended sessions at server start and then every hour, so a session nobody uses again is
 * gone within an hour of its end instead of lying in the database (and its backups) for ever.
 */
export function startSessionPurge(db: Database, now: () => Date, everyMs = HOUR_MS): SessionPurge {
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= purgeEndedSessions(db, now())
      .then(
        () => undefined,
        (error: unknown) => console.error(`Ended sessions could not be deleted: ${describeFault(error)}`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(round, everyMs);
  timer.unref();
  round();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
