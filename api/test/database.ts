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
  const name = `hotel_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw new Error(
      `The PostgreSQL tests need a server at ${TEST_POSTGRES_URL} (set TEST_POSTGRES_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
