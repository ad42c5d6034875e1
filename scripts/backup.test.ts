import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../api/data-dir-lock.ts';
import { openPglite, pgliteFolder } from '../api/db/client.ts';

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
function npmRun(script: 'backup' | 'restore', args: string[], dataDirectory: string, from = dataDirectory) {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const answer = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDirectory, INIT_CWD: from },
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
    expect(made.stdout).toMatch(new RegExp(`^Backed up PGlite in ${pgliteFolder(hotel)} to ${backup} \\(\\d+\\.\\d kB\\)\\.$`));

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

  it('say how they are used when the file is missing or too many are given', { timeout: 60_000 }, () => {
    const hotel = dataDir();
    expect(npmRun('restore', [], hotel)).toMatchObject({ status: 1, stderr: 'Usage: npm run restore FILE (a backup made by npm run backup)' });
    expect(npmRun('backup', ['one.sql', 'two.sql'], hotel)).toMatchObject({ status: 1, stderr: 'Usage: npm run backup [FILE]' });
  });
});
