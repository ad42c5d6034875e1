import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// PGlite has no lock of its own: two servers writing one data directory would corrupt it. So the
// server claims the directory with a file holding its pid. The file is written aside and then
// hard-linked into place: the link is atomic and fails if the lock exists (like open 'wx'), and the
// lock is never seen empty, so an empty file can never be mistaken for a dead holder.

export const LOCK_FILE = 'server.pid';

export class DataDirInUse extends Error {
  readonly dataDir: string;
  readonly holderPid: number;

  constructor(dataDir: string, holderPid: number) {
    super(`Another hotel server (pid ${holderPid}) is using the data directory ${dataDir}. ` + 'Stop it first, or set DATA_DIR to another folder.');
    this.dataDir = dataDir;
    this.holderPid = holderPid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it may well be a server.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Claims `dataDir` for this process and returns the release. A lock whose process has died (kill -9,
 * a power cut) is taken over; one naming our own pid is stale too, since a container restarted
 * after a crash often gives the new server the same pid.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const mine = `${path}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    for (;;) {
      try {
        linkSync(mine, path);
        return () => {
          if (readHolder(path) === String(process.pid)) rmSync(path, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      takeOverIfStale(dir, path);
    }
  } finally {
    rmSync(mine, { force: true });
  }
}

function takeOverIfStale(dir: string, path: string): void {
  const holder = readHolder(path);
  if (holder === undefined) return;
  const pid = Number(holder);
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirInUse(dir, pid);
  // Read again just before removing, so two servers taking over one stale lock do not remove
  // each other's fresh one.
  if (readHolder(path) === holder) rmSync(path, { force: true });
}
