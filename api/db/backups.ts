import { execFile, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { sql } from 'drizzle-orm';
import { DataDirInUse, lockDataDir } from '../data-dir-lock.ts';
import type { Env } from '../env.ts';
import { type DatabaseHandle, openPglite, openPostgres, pgliteFolder } from './client.ts';

// A backup is the plain SQL that pg_dump writes, on either database: PostgreSQL's own pg_dump, which
// reads one snapshot while the servers go on writing, and for PGlite the same pg_dump built to
// WebAssembly (@electric-sql/pglite-tools). Its rows are INSERTs, not COPY, so PGlite's exec can
// replay a backup as well as psql can, and a hotel's trial on PGlite can move to PostgreSQL
// (docs/decisions/0021-backups.md).

/** A backup or restore that must not go ahead; the message says why and what to do instead. */
export class BackupRefused extends Error {}

const DUMP_OPTIONS = [
  // The restoring user owns what it creates: the hotel's database user need not exist by the same
  // name on the machine a backup comes back on, nor PGlite's postgres on a PostgreSQL server.
  '--no-owner',
  '--no-privileges',
  // INSERTs of 100 rows at a time: replayable by PGlite, and far quicker than one row a statement.
  '--rows-per-insert=100',
];

/** The first line pg_dump writes, by which a restore knows a backup from any other file. */
const DUMP_HEADING = '--\n-- PostgreSQL database dump\n--';

const run = promisify(execFile);

/** Where `npm run backup` writes when not told: DATA_DIR/backups/hotel-2026-11-26T10-41-07Z.sql. */
export function defaultBackupFile(dataDir: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return resolve(dataDir, 'backups', `hotel-${stamp}.sql`);
}

/**
 * The server's database for one backup or restore, opened as the server opens it. PGlite's folder
 * is claimed with the server's own lock, so a running server is named instead of being read
 * half-written, and no server starts on the folder until `close`.
 */
export async function openServersDatabase(env: Pick<Env, 'databaseUrl' | 'dataDir'>, purpose: 'backup' | 'restore'): Promise<DatabaseHandle> {
  if (env.databaseUrl !== undefined) return openPostgres(env.databaseUrl);
  let release: () => void;
  try {
    release = lockDataDir(env.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    throw new BackupRefused(
      `A hotel server (pid ${error.holderPid}) is running on the PGlite database in ${error.dataDir}. PGlite serves one process at a time, ` +
        `so stop the server first (systemctl stop cat-hotel, or Ctrl-C), run the ${purpose}, then start the server again.`,
    );
  }
  const folder = pgliteFolder(env.dataDir);
  // Opening a folder without a database would make an empty one there.
  if (purpose === 'backup' && !existsSync(join(folder, 'PG_VERSION'))) {
    release();
    throw new BackupRefused(
      `There is no PGlite database in ${folder} to back up: set DATA_DIR to the folder the server uses (or DATABASE_URL for PostgreSQL).`,
    );
  }
  try {
    const handle = await openPglite(folder);
    return {
      ...handle,
      async close() {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Writes the whole database to `file` (never over an existing one), readable by its owner only:
 * it holds owners' details and password hashes. Written aside and renamed, so a backup cut short
 * never looks complete. Resolves with its size in bytes.
 */
export async function backUp(database: DatabaseHandle, file: string): Promise<number> {
  if (existsSync(file)) throw new BackupRefused(`${file} already exists: name another file, or move that one away first.`);
  if ((await tablesIn(database)).length === 0) {
    throw new BackupRefused(
      `The database holds no tables, so there is nothing to back up: check that ${database.kind === 'pglite' ? 'DATA_DIR' : 'DATABASE_URL'} names the hotel's.`,
    );
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  // Created here, owner-only, so that pg_dump writes into a file nobody else can read.
  closeSync(openSync(partial, 'w', 0o600));
  try {
    if (database.kind === 'pglite') {
      await checkPgliteDumpKeepsText(database);
      const dump = await pgDump({ pg: database.pglite, args: DUMP_OPTIONS });
      writeFileSync(partial, await dump.text());
    } else {
      await checkPgDump(database);
      await run('pg_dump', [...DUMP_OPTIONS, '--file', partial, ...connection(database.url)], { env: withPassword(database.url) });
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw withPgDumpsWords(error);
  }
  return statSync(file).size;
}

/**
 * Replays a backup into `database`, which must hold no tables: a restore is for a new, empty
 * database, never over a hotel's live one. All of it or nothing: one transaction.
 */
export async function restore(database: DatabaseHandle, file: string): Promise<void> {
  const dump = readBackup(file);
  const tables = await tablesIn(database);
  if (tables.length > 0) {
    const named = tables.slice(0, 5).join(', ') + (tables.length > 5 ? `, and ${tables.length - 5} more` : '');
    throw new BackupRefused(
      `The database already holds tables (${named}). A restore only goes into an empty database, so that nothing live is overwritten: ` +
        (database.kind === 'pglite'
          ? 'set DATA_DIR to a new folder and restore there.'
          : 'create a new database (createdb -O <user> <name>), set DATABASE_URL to it and restore there.'),
    );
  }
  const known = new Set((await rows<{ name: string }>(database, 'select name from pg_settings')).map((row) => row.name));
  const statements = forThisServer(dump, known, database.kind);
  const made = dumpedBy(dump);
  const server = await serverMajor(database);
  const newer =
    made !== undefined && made > server ? ` (it was written by pg_dump ${made}, for PostgreSQL ${made}: restore it there or into a newer one)` : '';
  if (database.kind === 'pglite') {
    try {
      await database.pglite.transaction((tx) => tx.exec(statements));
    } catch (error) {
      throw new BackupRefused(
        `The backup could not be replayed, and the restore was rolled back (the database is still empty)${newer}: ${(error as Error).message}`,
      );
    }
    // The backup's settings (an empty search_path among them) were for the restore alone.
    await database.pglite.exec('reset all');
  } else {
    await checkTool('psql', server, 'restore');
    const options = ['--no-psqlrc', '--quiet', '--single-transaction', '--set', 'ON_ERROR_STOP=1', '--output', '/dev/null', '--file', '-'];
    const failure = await runWithInput('psql', [...options, ...connection(database.url)], withPassword(database.url), statements);
    if (failure !== undefined)
      throw new BackupRefused(`psql failed, and the restore was rolled back (the database is still empty)${newer}:\n${failure}`);
  }
}

/**
 * The backup as this server can run it. Only pg_dump's header is touched, before its first object:
 * below it a line may be part of an owner's text, which is never changed.
 * - A newer pg_dump sets limits this server may not have (pg_dump 17 and later turn
 *   transaction_timeout off, which PostgreSQL 15 does not know). They only loosen the restoring
 *   session, so they are left out, and a PGlite backup (PostgreSQL 18) comes back on PostgreSQL 15.
 * - psql's \restrict and \unrestrict (the header's first line and the file's last) guard a backup
 *   against meta-commands; PGlite runs SQL only, which has none, and would take them for SQL.
 */
function forThisServer(dump: string, known: ReadonlySet<string>, kind: DatabaseHandle['kind']): string {
  const firstObject = dump.indexOf('\n--\n-- Name: ');
  const headerEnd = firstObject === -1 ? dump.length : firstObject;
  const header = dump.slice(0, headerEnd).replace(/^SET (\w+) = .*;$/gm, (line, name: string) => (known.has(name) ? line : ''));
  const whole = header + dump.slice(headerEnd);
  if (kind === 'postgres') return whole;
  return whole.replace(/^\\restrict \S+$/m, '').replace(/^\\unrestrict \S+\s*$(?![\s\S])/m, '');
}

/** Runs a program with `input` on its standard input; resolves with what it printed on error, if it failed. */
function runWithInput(program: string, args: string[], env: NodeJS.ProcessEnv, input: string): Promise<string | undefined> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { env, stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
    child.once('error', fail);
    // psql stops reading at the first error (ON_ERROR_STOP): the rest of the input has nowhere to go.
    child.stdin.on('error', () => {});
    child.once('close', (code) => done(code === 0 ? undefined : errors.trim() || `${program} exited with ${code}`));
    child.stdin.end(input);
  });
}

function readBackup(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new BackupRefused(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
  if (!text.startsWith(DUMP_HEADING)) throw new BackupRefused(`${file} is not a backup made by npm run backup (a plain SQL file from pg_dump).`);
  // pg_dump's closing comment, before the \unrestrict line that newer versions write last.
  if (!/^-- PostgreSQL database dump complete$/m.test(text.slice(-500))) {
    throw new BackupRefused(`${file} ends before pg_dump's last line: the backup was cut short. Restore another one.`);
  }
  return text;
}

/** The major version of the pg_dump that wrote a backup, from its header. */
function dumpedBy(dump: string): number | undefined {
  const match = /^-- Dumped by pg_dump version (\d+)/m.exec(dump);
  return match === null ? undefined : Number(match[1]);
}

/** Every table in the database but PostgreSQL's own, schema-qualified. */
async function tablesIn(database: DatabaseHandle): Promise<string[]> {
  const found = await rows<{ name: string }>(
    database,
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
     order by 1`,
  );
  return found.map((row) => row.name);
}

async function serverMajor(database: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ server_version_num: string }>(database, 'show server_version_num');
  return Math.floor(Number(row!.server_version_num) / 10_000);
}

async function rows<Row>(database: DatabaseHandle, query: string): Promise<Row[]> {
  if (database.kind === 'pglite') return (await database.pglite.query<Row>(query)).rows;
  // postgres.js answers drizzle's execute with the rows themselves.
  return (await database.db.execute(sql.raw(query))) as unknown as Row[];
}

/**
 * pglite-tools takes psql's \restrict lines out of the dump it returns, and with them any line of
 * stored text that begins with \restrict or \unrestrict. A backup that silently changed an owner's
 * words is refused instead, naming where they are.
 */
async function checkPgliteDumpKeepsText(database: DatabaseHandle): Promise<void> {
  const columns = await rows<{ place: string; query: string }>(
    database,
    `select table_schema || '.' || table_name || '.' || column_name as place,
       format('select 1 from %I.%I where %I ~ %L limit 1', table_schema, table_name, column_name, '(^|\\n)\\\\(un)?restrict') as query
     from information_schema.columns natural join information_schema.tables
     where table_type = 'BASE TABLE' and data_type in ('text', 'character varying', 'character')
       and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  for (const column of columns) {
    if ((await rows(database, column.query)).length > 0) {
      throw new BackupRefused(
        `${column.place} holds a line beginning with \\restrict or \\unrestrict, which PGlite's pg_dump leaves out of a backup. ` +
          'Change that text (a space before the backslash is enough) and back up again.',
      );
    }
  }
}

/** pg_dump reads servers of its own major version and older ones only: the message beats its own. */
async function checkPgDump(database: DatabaseHandle): Promise<void> {
  const server = await serverMajor(database);
  const tool = await checkTool('pg_dump', server, 'backup');
  if (tool < server) {
    throw new BackupRefused(
      `pg_dump is version ${tool} and cannot read the database, which is PostgreSQL ${server}. ` +
        `Install the client of version ${server} (Debian and Ubuntu: apt-get install postgresql-client-${server}) and put it first in PATH ` +
        `(PATH=/usr/lib/postgresql/${server}/bin:$PATH).`,
    );
  }
}

/** The major version of a PostgreSQL client program, or a message naming the package that brings it. */
async function checkTool(name: 'pg_dump' | 'psql', server: number, purpose: string): Promise<number> {
  let version: string;
  try {
    version = (await run(name, ['--version'])).stdout;
  } catch {
    throw new BackupRefused(
      `${name} was not found, and a ${purpose} on PostgreSQL needs it: install PostgreSQL's client programs of the server's version ` +
        `(Debian and Ubuntu: apt-get install postgresql-client-${server}).`,
    );
  }
  const match = /\(PostgreSQL\) (\d+)/.exec(version);
  if (match === null) throw new BackupRefused(`${name} --version said "${version.trim()}", which is not PostgreSQL's ${name}.`);
  return Number(match[1]);
}

// pg_dump and psql reach DATABASE_URL with the password in PGPASSWORD rather than on the command
// line, where any user of the machine could read it in the list of processes.

function connection(url: string): string[] {
  const address = new URL(url);
  address.password = '';
  return ['--dbname', address.toString()];
}

function withPassword(url: string): NodeJS.ProcessEnv {
  const password = decodeURIComponent(new URL(url).password);
  return password === '' ? process.env : { ...process.env, PGPASSWORD: password };
}

/** pg_dump's failure with what it printed, since its own words say what went wrong. */
function withPgDumpsWords(error: unknown): unknown {
  if (error instanceof BackupRefused) return error;
  const stderr = (error as { stderr?: string }).stderr?.trim();
  if (stderr === undefined || stderr === '') return error;
  return new BackupRefused(`pg_dump failed, and no backup was written:\n${stderr}`);
}
