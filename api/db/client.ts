import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** Either driver, or a transaction of either: the resources do not care which. */
export type Database = PgDatabase<PgQueryResultHKT, Schema> | PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * An open database, and what reaches it whole: PGlite's own instance, or PostgreSQL's address, for
 * the backups, whose pg_dump and psql connect by themselves (api/db/backups.ts).
 */
export type DatabaseHandle = {
  db: PgDatabase<PgQueryResultHKT, Schema>;
  /** Applies the drizzle-kit migrations that have not run yet; a second start applies nothing. */
  migrate(): Promise<void>;
  close(): Promise<void>;
} & ({ kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string });

/** Where a server's PGlite database lives in its DATA_DIR (the folder also holds mail and backups). */
export function pgliteFolder(dataDir: string): string {
  return resolve(dataDir, 'pglite');
}

/** Where drizzle-kit writes the migrations and their journal (drizzle.config.ts). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: it only has to be the same in every server that migrates this database.
const MIGRATION_LOCK = 20_250_615;

/**
 * Every statement with parameters prepared once per connection, as postgres.js's own tagged
 * queries are. Drizzle sends the rest unprepared (`unsafe` with prepare off), and postgres.js then
 * asks PostgreSQL to describe each one before running it: two round trips and two parses for
 * every query of every request (docs/decisions/0016-speed-of-real-work.md). Transactions and their
 * savepoints hand drizzle clients of their own, so those are wrapped too.
 */
function preparingEveryStatement<Client extends postgres.Sql | postgres.TransactionSql>(client: Client): Client {
  type Scoped = (scope: postgres.TransactionSql) => unknown;
  return new Proxy(client, {
    get(target, name, receiver) {
      if (name === 'unsafe') {
        return (query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, parameters, { ...options, prepare: true });
      }
      if (name === 'begin' || name === 'savepoint') {
        const open = Reflect.get(target, name, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const work = args.pop() as Scoped;
          return open.call(target, ...args, (scope: postgres.TransactionSql) => work(preparingEveryStatement(scope)));
        };
      }
      return Reflect.get(target, name, receiver);
    },
  });
}

/** `onStatement` sees every statement sent, with its parameters: the bench counts round trips with it. */
export function openPostgres(url: string, onStatement?: (text: string, parameters: unknown[]) => void): DatabaseHandle {
  const client = preparingEveryStatement(
    postgres(url, {
      max: 10,
      // PostgreSQL compiles a query with LLVM once its estimated cost passes jit_above_cost. The night
      // count's series of nights is estimated at 1,000 rows, so once the bookings table holds a few
      // thousand stays every booking paid 100+ ms of compiling for a sub-millisecond query, under the
      // places lock (decision 0016). Short queries are all this app sends.
      connection: { jit: 'off' },
      onnotice: () => {},
      ...(onStatement === undefined ? {} : { debug: (_connection: number, text: string, parameters: unknown[]) => onStatement(text, parameters) }),
    }),
  );
  const db = drizzlePostgres({ client, schema });
  return {
    db,
    kind: 'postgres',
    url,
    // Several servers may start together on one database, so they take turns under a lock.
    async migrate() {
      const lockClient = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await lockClient`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePostgres(db, { migrationsFolder });
        await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK})`;
      } finally {
        await lockClient.end({ timeout: 5 });
      }
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}

/**
 * Embedded PostgreSQL for one command on a fresh machine; `dataDir` undefined keeps it in memory.
 * `startingFrom`, a data directory PGlite dumped (`dumpDataDir`), is loaded instead of creating an
 * empty one: the tests copy one migrated database so.
 */
export async function openPglite(dataDir?: string, startingFrom?: Blob): Promise<Extract<DatabaseHandle, { kind: 'pglite' }>> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { loadDataDir: startingFrom });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate() {
      await migratePglite(db, { migrationsFolder });
    },
    async close() {
      await client.close();
    },
  };
}
