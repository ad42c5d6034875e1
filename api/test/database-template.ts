import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { createEmptyDatabase } from './database.ts';

/**
 * The global setup of the projects whose files open a test database (test/database.ts): the one
 * database they start from, created and migrated once per run instead of once per file, and
 * removed when the run ends. PGlite's is its data directory dumped to a file, which each file loads
 * into a new in-memory PGlite; PostgreSQL's is a database each file's is created from
 * (`create database ... template`), named uniquely so that parallel runs never share one.
 */
export default async function migrateOnce(project: TestProject): Promise<() => Promise<void>> {
  // The sync project sets no env: its hotel runs on PGlite.
  if (project.config.env?.TEST_DB === 'postgres') {
    const template = await createEmptyDatabase();
    try {
      const database = openPostgres(template.url);
      await database.migrate();
      // Closed, since PostgreSQL copies a database only while no one is connected to it.
      await database.close();
    } catch (error) {
      await template.drop();
      throw error;
    }
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const database = await openPglite();
  let dump: Blob;
  try {
    await database.migrate();
    // Not compressed: every file loads it, and unpacking would cost each of them more than the disk saves.
    dump = await database.pglite.dumpDataDir('none');
  } finally {
    await database.close();
  }
  const folder = await mkdtemp(join(tmpdir(), 'hotel-template-'));
  const file = join(folder, 'pglite.tar');
  await writeFile(file, await dump.bytes());
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
