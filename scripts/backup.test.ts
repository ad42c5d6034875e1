import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../api/data-dir-lock.ts';
import { openPglite, pgliteFolder } from '../api/db/client.ts';
import { folderPhotoStore, newStorageKey } from '../api/photos/store.ts';

// The two commands as a hotel's IT person runs them on a PGlite folder: what they print, and the
// exit code a nightly job or a script checks. The rows themselves are api/db/backups.db.test.ts's.

const ROOT = resolve(import.meta.dirname, '..');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'hotel-backup-cli-'));
  folders.push(folder);
  return folder;
}

/** The script as npm runs it: in the project folder, with INIT_CWD the folder npm was run from. */
function npmRun(script: 'backup' | 'restore', args: string[], dataDirectory: string, from = dataDirectory, settings: Record<string, string> = {}) {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const answer = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDirectory, INIT_CWD: from, ...settings },
    encoding: 'utf8',
  });
  return { status: answer.status, stdout: answer.stdout.trim(), stderr: answer.stderr.trim() };
}

describe('npm run backup and npm run restore on PGlite', () => {
  it('back up a hotel, restore it into a new folder once, and say where each went', { timeout: 120_000 }, async () => {
    const hotel = dataDir();
    const database = await openPglite(pgliteFolder(hotel));
    await database.migrate();
    await database.close();

    const made = npmRun('backup', [], hotel);
    expect(made).toMatchObject({ status: 0, stderr: '' });
    const [file] = readdirSync(join(hotel, 'backups'));
    expect(file).toMatch(/^hotel-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sql$/);
    const backup = join(hotel, 'backups', file!);
    expect(made.stdout).toMatch(
      new RegExp(
        `^Backed up PGlite in ${pgliteFolder(hotel)} to ${backup} \\(\\d+\\.\\d kB\\)\\.\n` +
          `There are no stays' photos in ${join(hotel, 'photos')} yet, so the backup has none\\.$`,
      ),
    );

    const copy = dataDir();
    // A name relative to where npm was run, as a person types it.
    expect(npmRun('restore', [join('backups', file!)], copy, hotel)).toEqual({
      status: 0,
      stdout: `Restored ${backup} into PGlite in ${pgliteFolder(copy)}. Start the server on it as usual.`,
      stderr: '',
    });
    const again = npmRun('restore', [backup], copy);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(
      /^The database already holds tables \(.+\)\. A restore only goes into an empty database, so that nothing live is overwritten: set DATA_DIR to a new folder and restore there\.$/,
    );
  });

  it('refuse a folder a running server holds, naming it, and write nothing', { timeout: 60_000 }, () => {
    const hotel = dataDir();
    const release = lockDataDir(hotel);
    try {
      for (const [script, args] of [
        ['backup', []],
        ['restore', ['some.sql']],
      ] as const) {
        const answer = npmRun(script, [...args], hotel);
        expect(answer.status).toBe(1);
        expect(answer.stderr).toBe(
          `A hotel server (pid ${process.pid}) is running on the PGlite database in ${hotel}. PGlite serves one process at a time, ` +
            `so stop the server first (systemctl stop cat-hotel, or Ctrl-C), run the ${script}, then start the server again.`,
        );
      }
    } finally {
      release();
    }
    expect(existsSync(join(hotel, 'backups'))).toBe(false);
  });

  it(
    'back up the stays’ photos beside the SQL, put them back on restore, and say a bucket is backed up on its own',
    { timeout: 120_000 },
    async () => {
      const hotel = dataDir();
      const database = await openPglite(pgliteFolder(hotel));
      await database.migrate();
      await database.close();
      const store = folderPhotoStore(join(hotel, 'photos'));
      const key = newStorageKey(crypto.randomUUID());
      const files = { 'small.webp': 'image/webp', 'small.jpg': 'image/jpeg', 'large.webp': 'image/webp', 'large.jpg': 'image/jpeg' } as const;
      for (const [file, type] of Object.entries(files)) await store.put(`${key}/${file}`, new TextEncoder().encode(`${file} of Marmalade`), type);

      const made = npmRun('backup', ['nightly.sql'], hotel);
      const photos = join(hotel, 'nightly.photos');
      expect(made).toMatchObject({ status: 0, stderr: '' });
      expect(made.stdout.split('\n')[1]).toMatch(
        new RegExp(`^Backed up the stays' photos in ${join(hotel, 'photos')} to ${photos} \\(4 files, 0\\.\\d kB\\)\\.$`),
      );
      expect(readdirSync(join(photos, key)).sort()).toEqual(Object.keys(files).sort());
      expect(statSync(photos).mode & 0o777).toBe(0o700);
      // The photo deleted after the backup stays in it.
      await store.removeUnder([key]);
      expect(readFileSync(join(photos, key, 'large.jpg'), 'utf8')).toBe('large.jpg of Marmalade');

      const copy = dataDir();
      const restored = npmRun('restore', [join(hotel, 'nightly.sql')], copy);
      expect(restored).toMatchObject({ status: 0, stderr: '' });
      expect(restored.stdout.split('\n')[0]).toMatch(
        new RegExp(`^Restored the stays' photos from ${photos} into ${join(copy, 'photos')} \\(4 files, 0\\.\\d kB\\)\\.$`),
      );
      expect(await folderPhotoStore(join(copy, 'photos')).get(`${key}/small.webp`)).toEqual({
        bytes: new TextEncoder().encode('small.webp of Marmalade'),
        contentType: 'image/webp',
      });

      const bucket = { PHOTO_BUCKET: 'sunningdale-photos', PHOTO_BUCKET_REGION: 'af-south-1' };
      const again = npmRun('backup', ['bucket.sql'], hotel, hotel, bucket);
      expect(again).toMatchObject({ status: 0, stderr: '' });
      expect(again.stdout.split('\n')[1]).toBe(
        "The stays' photos are in the bucket sunningdale-photos, which this backup does not hold (only their records): " +
          'back the bucket up on its own, with its versioning or its replication to another region (README, Backups).',
      );
      expect(existsSync(join(hotel, 'bucket.photos'))).toBe(false);
    },
  );

  it('say how they are used when the file is missing or too many are given', { timeout: 60_000 }, () => {
    const hotel = dataDir();
    expect(npmRun('restore', [], hotel)).toMatchObject({ status: 1, stderr: 'Usage: npm run restore FILE (a backup made by npm run backup)' });
    expect(npmRun('backup', ['one.sql', 'two.sql'], hotel)).toMatchObject({ status: 1, stderr: 'Usage: npm run backup [FILE]' });
  });
});
