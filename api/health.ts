import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { type Database, migrationsFolder } from './db/client.ts';
import { describeFault } from './http/fault-log.ts';
import { LIVENESS_PATH, READINESS_PATH } from '../domain/health-paths.ts';
import type { Log } from './log.ts';

/**
 * The table where drizzle's migrator records each migration it applied, by the `when` of its
 * journal entry (drizzle-orm's pg-core dialect). Declared here, not in db/schema.ts, so that
 * drizzle-kit never tries to make it.
 */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** Every migration this release brings, as the journal names them; read once, at start. */
const releaseMigrations = readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);

/**
 * A stopped or unreachable PostgreSQL can leave a query waiting for the TCP timeout, minutes on
 * Linux; a load balancer asks every few seconds and gives up after one or two, so the answer
 * must be "not ready" well within that.
 */
export const READINESS_TIMEOUT_MS = 1500;

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether this server can do its work: the database answers, and has every migration of this
 * release (a server started on a database another release migrated, or whose migrations failed,
 * would fail on its first query that needs them).
 */
export async function checkReadiness(db: Database, log: Log): Promise<Readiness> {
  // Async, so that a driver failing at once fails this promise rather than the request.
  const applied = (async (): Promise<Readiness> => {
    const rows = await db.select({ createdAt: appliedMigrations.createdAt }).from(appliedMigrations);
    const done = new Set(rows.map((row) => row.createdAt));
    const missing = releaseMigrations.filter((when) => !done.has(when)).length;
    return missing === 0 ? { ready: true } : { ready: false, reason: `${missing} of this release's migrations are not applied` };
  })();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: 'the database did not answer in time' }), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([applied, late]);
  } catch (error) {
    log.warn({ fault: describeFault(error) }, 'Readiness: the database could not be asked');
    return { ready: false, reason: 'the database could not be asked' };
  } finally {
    clearTimeout(timer);
    // A late answer, or a late failure, is nobody's any more.
    applied.catch(() => undefined);
  }
}

/**
 * The health checks, at the root. Both are `no-store`: a cached "ready" would hide an outage.
 * Neither is among the answers frozen at start (listener.ts), and the service worker leaves them
 * to the network (web/pwa/navigation.ts).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get(LIVENESS_PATH, (c) => c.json({ status: 'live' }, 200, { 'cache-control': 'no-store' }))
  .get(READINESS_PATH, async (c) => {
    const readiness = await checkReadiness(c.var.deps.db, c.var.deps.log);
    return readiness.ready
      ? c.json({ status: 'ready' }, 200, { 'cache-control': 'no-store' })
      : c.json({ status: 'not ready', reason: readiness.reason }, 503, { 'cache-control': 'no-store' });
  });
