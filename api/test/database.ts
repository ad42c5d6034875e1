import postgres from 'postgres';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';

/** Where the API tests find PostgreSQL; .ci/run passes it, and this machine's server is the default. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server that is dropped afterwards, so parallel runs never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const empty = await createEmptyDatabase();
  const handle = openPostgres(empty.url);
  await handle.migrate();
  return {
    ...handle,
    url: empty.url,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server (`server`, the tests' by default), not opened: for
 * tests whose servers create and migrate it themselves, and for the bench. `drop` ends any
 * connections still open to it.
 */
export async function createEmptyDatabase(server = TEST_POSTGRES_URL): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hotel_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw new Error(
      `The PostgreSQL tests need a server at ${server} (set TEST_POSTGRES_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
