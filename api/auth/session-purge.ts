import type { Database } from '../db/client.ts';
import type { Log } from '../log.ts';
import { type RepeatedWork, repeatWork } from '../repeated-work.ts';
import { purgeEndedSessions } from './sessions.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes ended sessions at server start and then every hour, so a session nobody uses again is
 * gone within an hour of its end instead of lying in the database (and its backups) for ever.
 */
export function startSessionPurge(db: Database, now: () => Date, log: Log, everyMs = HOUR_MS): RepeatedWork {
  return repeatWork(() => purgeEndedSessions(db, now()), 'Ended sessions could not be deleted', log, everyMs);
}
