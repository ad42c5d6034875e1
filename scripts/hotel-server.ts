import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { migrationsFolder, openPglite, pgliteFolder } from '../api/db/client.ts';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * A PGlite database with every migration applied, made once for these migrations and this PGlite
 * and kept in node_modules/.cache: a server on a folder of its own starts from a copy of it instead
 * of creating a cluster and migrating it, which was 3.6 s of a 9.6 s start (the build's prerender
 * and six browser specs start one each). A server's first start on an empty folder is still tested
 * where a test names its DATA_DIR (api/server.db.test.ts, the resilience tests, the browser tests'
 * own server).
 */
export async function migratedPglite(): Promise<string> {
  const fingerprint = createHash('sha256');
  fingerprint.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) fingerprint.update(file).update(readFileSync(path));
  }
  const folder = join(ROOT, 'node_modules/.cache/hotel-pglite', fingerprint.digest('hex').slice(0, 16));
  if (existsSync(folder)) return folder;
  mkdirSync(resolve(folder, '..'), { recursive: true });
  // Made beside its final name and renamed into it, so a server started meanwhile never copies half of one.
  const making = mkdtempSync(`${folder}-making-`);
  const database = await openPglite(making);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  try {
    renameSync(making, folder);
  } catch (error) {
    // Another process made it first: theirs is the same.
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
  return folder;
}

/** A free port on loopback, so parallel runs do not collide. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface RunningHotel {
  origin: string;
  pid: number;
  /** Where the server writes its e-mail as .eml files (no SMTP_URL, and a DATA_DIR); undefined otherwise. */
  mailDir: string | undefined;
  /** What the server printed so far, for the message when something goes wrong. */
  output(): string;
  /**
   * SIGTERM, then SIGKILL after 15 s (the server gives up on slow requests after 10 s); resolves
   * with the exit code and removes its own data.
   */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash or the OOM killer would: no clean-up of any kind runs in the server. */
  kill(): Promise<void>;
}

/**
 * The server as `npm run serve` runs it, in a child process on a free port. Unless `env` names a
 * database (DATA_DIR or DATABASE_URL), it gets a migrated PGlite of its own with no data in it (a
 * copy of `migratedPglite`), removed at stop.
 * Resolves once `/api/health` answers; rejects with the server's output if it stops or stays silent.
 * `nodeOptions` go to Node before the server's entry (a bench's `--cpu-prof`, say).
 */
export async function startHotel(env: Record<string, string> = {}, waitMs = 120_000, nodeOptions: readonly string[] = []): Promise<RunningHotel> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const ownData = env.DATA_DIR === undefined && env.DATABASE_URL === undefined;
  const dataDir = ownData ? mkdtempSync(join(tmpdir(), 'hotel-run-')) : undefined;
  if (dataDir !== undefined) cpSync(await migratedPglite(), pgliteFolder(dataDir), { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, 'api/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: origin,
      PAYMENTS: 'test',
      ...(dataDir === undefined ? {} : { DATA_DIR: dataDir }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const mailFolderIn = env.DATA_DIR ?? dataDir;
  const mailDir = env.SMTP_URL === undefined && mailFolderIn !== undefined ? join(mailFolderIn, 'mail') : undefined;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close' rather than 'exit': by then the last words the server printed have been read too.
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const removeOwnData = () => {
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (!ended()) child.kill('SIGTERM');
    const timeout = new Promise<'late'>((done) => setTimeout(() => done('late'), 15_000).unref());
    let code = await Promise.race([exited, timeout]);
    if (code === 'late') {
      child.kill('SIGKILL');
      code = await exited;
    }
    removeOwnData();
    return code;
  };
  const kill = async () => {
    if (!ended()) child.kill('SIGKILL');
    await exited;
    removeOwnData();
  };

  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline && !ended()) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, pid: child.pid!, mailDir, output: () => output, stop, kill };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  if (ended()) {
    await exited;
    removeOwnData();
    throw new Error(`The server stopped (exit code ${child.exitCode}) before answering /api/health:\n${output}`);
  }
  await stop();
  throw new Error(`The server did not answer /api/health within ${waitMs / 1000} s:\n${output}`);
}
