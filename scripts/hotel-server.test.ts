import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPglite } from '../api/db/client.ts';
import { migratedPglite } from './hotel-server.ts';

describe('the migrated PGlite a started server copies', () => {
  const copy = mkdtempSync(join(tmpdir(), 'hotel-migrated-copy-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it(
    'holds every migration of this release, keeps its name while they stay the same, and copies open on their own',
    { timeout: 60_000 },
    async () => {
      const folder = await migratedPglite();
      cpSync(folder, copy, { recursive: true });
      const database = await openPglite(copy);
      try {
        const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
        const applied = await database.pglite.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations');
        expect(applied.rows[0]?.count).toBe(journal.entries.length);
        // The copy opens as a database of its own: it takes a write.
        await database.pglite.query('create table written_here (id int)');
      } finally {
        await database.close();
      }
      expect(await migratedPglite()).toBe(folder);
    },
  );
});
