import { openAsBlob } from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';

declare module 'vitest' {
  /** What test/database-template.ts, the database projects' global setup, hands every test file. */
  interface ProvidedContext {
    /** The file holding the migrated PGlite data directory, as PGlite dumps it (a tar file). */
    pgliteTemplate: string;
    /** The migrated database on the test server that each file's database is created from. */
    postgresTemplate: string;
  }
}

/** Where the API tests find PostgreSQL; .ci/run passes it, and this machine's server is the default. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server that is dropped afterwards, so parallel runs never see each other's rows.
 * Both are copies of the one database the run migrated before its first file (test/database-template.ts):
 * creating and migrating PGlite took seconds per file, most of a database test's time.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return openPglite(undefined, await openAsBlob(inject('pgliteTemplate')));
  const copy = await createDatabase(TEST_POSTGRES_URL, inject('postgresTemplate'));
  const handle = openPostgres(copy.url);
  return {
    ...handle,
    url: copy.url,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server (`server`, the tests' by default), not opened: for
 * tests whose servers create and migrate it themselves, and for the bench. `drop` ends any
 * connections still open to it.
 */
export function createEmptyDatabase(server = TEST_POSTGRES_URL): Promise<TestDatabase> {
  return createDatabase(server);
}

type TestDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * A new database named uniquely, so parallel runs never collide: empty, or a copy of `template`.
 * PostgreSQL copies a template only while no one else is connected to it, so nothing keeps it open.
 */
async function createDatabase(server: string, template?: string): Promise<TestDatabase> {
  const name = `hotel_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}${template === undefined ? '' : ` template ${template}`}`);
  } catch (error) {
    await admin.end();
    throw new Error(`The PostgreSQL tests need a server at ${server} (set TEST_POSTGRES_URL): ${(error as Error).message}`, { cause: error });
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
