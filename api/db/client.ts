import { mkdirSync } from 'node:fs';
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
export type Database =
  | PgDatabase<PgQueryResultHKT, Schema>
  | PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: PgDatabase<PgQueryResultHKT, Schema>;
  kind: 'pglite' | 'postgres';
  /** Applies the drizzle-kit migrations that have not run yet; a second start applies nothing. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: it only has to be the same in every server that migrates this database.
const MIGRATION_LOCK = 20_250_615;

/** `onStatement` sees every statement sent, with its parameters: the bench counts round trips with it. */
export function openPostgres(url: string, onStatement?: (text: string, parameters: unknown[]) => void): DatabaseHandle {
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    ...(onStatement === undefined ? {} : { debug: (_connection: number, text: string, parameters: unknown[]) => onStatement(text, parameters) }),
  });
  const db = drizzlePostgres({ client, schema });
  return {
    db,
    kind: 'postgres',
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

/** Embedded PostgreSQL for one command on a fresh machine; `dataDir` undefined keeps it in memory. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder });
    },
    async close() {
      await client.close();
    },
  };
}
