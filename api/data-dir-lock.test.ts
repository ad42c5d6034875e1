import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hotel-lock-'));
  dirs.push(dir);
  return dir;
}

/** The pid of a process that has already ended, as a server killed with -9 leaves behind. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('the data directory lock', () => {
  it('holds our pid until released, then leaves the folder free', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a folder held by a live process and names the folder and the pid', () => {
    const dir = dataDir();
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(dir, LOCK_FILE), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(
      `Another hotel server (pid ${process.ppid}) is using the data directory ${dir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that died, and one naming our own pid', () => {
    for (const stale of [String(deadPid()), String(process.pid), '']) {
      const dir = dataDir();
      writeFileSync(join(dir, LOCK_FILE), stale);
      const release = lockDataDir(dir);
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('does not remove a lock that another server took after ours was released', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE), String(process.ppid));
    release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.ppid));
  });
});
