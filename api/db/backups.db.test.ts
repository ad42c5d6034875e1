import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates.ts';
import { createApp } from '../app.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { act, bookStay, deskStay, standOn } from '../staff/desk.test-support.ts';
import { createEmptyDatabase } from '../test/database.ts';
import { addCat, inDays, PUBLIC_URL, reserve, useTestHotel } from '../test/hotel.ts';
import { BackupRefused, backUp, restore } from './backups.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';

// A backup is only as good as the restore: every row of every table, the sequences, the indexes and
// constraints come back equal, and the server runs on the copy as it ran on the original.

const hotel = useTestHotel();
const folder = mkdtempSync(join(tmpdir(), 'hotel-backups-'));
const opened: DatabaseHandle[] = [];
afterAll(async () => {
  for (const database of opened.splice(0)) await database.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A new, empty database of the kind this project runs on, closed (and dropped) after the file. */
async function emptyDatabase(kind: DatabaseHandle['kind'] = hotel.database.kind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const database = await openPglite();
    opened.push(database);
    return database;
  }
  const empty = await createEmptyDatabase();
  const database = openPostgres(empty.url);
  opened.push({
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  });
  return database;
}

/** Rows read with timestamps in UTC, so that two servers' time zones cannot tell copies apart. */
async function rows<Row>(database: DatabaseHandle, query: string): Promise<Row[]> {
  if (database.kind === 'pglite') {
    return database.pglite.transaction(async (tx) => {
      await tx.exec(`set local timezone = 'UTC'`);
      return (await tx.query<Row>(query)).rows;
    });
  }
  const client = postgres(database.url, { max: 1, onnotice: () => {}, connection: { TimeZone: 'UTC' } });
  try {
    return (await client.unsafe(query)) as unknown as Row[];
  } finally {
    await client.end();
  }
}

/**
 * Everything a backup must carry, as text: each table's rows whole (every column, in a stable order),
 * each sequence's value, and each index and constraint as PostgreSQL would create it again (but
 * NOT NULL, a column's property before PostgreSQL 18 and a constraint of its own since).
 */
async function contents(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables = await rows<{ name: string }>(
    database,
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const found: Record<string, string[]> = {};
  for (const { name } of tables) {
    // A row's text holds every column.
    const text = await rows<{ row: string }>(database, `select t::text as row from ${name} t order by 1`);
    found[name] = text.map((entry) => entry.row);
  }
  const sequences = await rows<{ entry: string }>(
    database,
    `select schemaname || '.' || sequencename || ' = ' || coalesce(last_value::text, 'unused') as entry from pg_sequences order by 1`,
  );
  found['(sequences)'] = sequences.map((row) => row.entry);
  const indexes = await rows<{ entry: string }>(
    database,
    `select indexdef as entry from pg_indexes where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  found['(indexes)'] = indexes.map((row) => row.entry);
  const constraints = await rows<{ entry: string }>(
    database,
    `select conrelid::regclass::text || ' ' || conname || ': ' || pg_get_constraintdef(oid) as entry from pg_constraint
     where connamespace::regnamespace::text not in ('pg_catalog', 'information_schema') and contype in ('p', 'u', 'f', 'c', 'x') order by 1`,
  );
  found['(constraints)'] = constraints.map((row) => row.entry);
  return found;
}

let backup: string;
let alice: Awaited<ReturnType<typeof hotel.owner>>;

beforeAll(async () => {
  // The hotel's ordinary weeks, made through its own API: owners and their cats, stays booked, paid
  // online and at the desk, checked in and out with the balance, a closed night, a cancelled request.
  const today = inDays(40);
  await standOn(hotel, today);
  alice = await hotel.owner();
  const bob = await hotel.owner({ confirmed: false });
  const staff = await hotel.staff();
  const manager = await hotel.staff('manager');
  const stay = await bookStay(alice, today);
  // Lines of an owner's text that look like pg_dump's own header and footer come back as typed.
  const notes = "Drops twice a day\nSET hotel_made_up_setting = 'on';\n-- Name: not a table\n\\ back slash";
  await addCat(bob, { name: 'Biscuit', breed: 'Ginger tom', medicalInfo: notes });
  const paidOnline = await reserve(alice, {}, 60);
  expect((await alice.post('/api/payment/deposit', { reservationId: paidOnline, amount: 100 })).status).toBe(200);
  const cancelled = await reserve(bob, { email: bob.email }, 70);
  expect((await bob.post(`/api/bookings/${cancelled}/cancel`)).status).toBe(200);
  const arrived = await deskStay(staff, stay, 'check-in');
  await standOn(hotel, addDays(today, 4));
  expect((await act(staff, stay.id, 'check-out', { version: arrived.version, method: 'card' })).status).toBe(200);
  const closed = { firstNight: inDays(80), lastNight: inDays(81), reason: 'Closed for painting' };
  expect((await manager.post('/api/staff/settings/closed-nights', closed)).status).toBe(201);
  // The receipts' sending changes their outbox rows after the answer: the copy is taken once they are done.
  await mailSettled();
  backup = join(folder, 'hotel.sql');
  await backUp(hotel.database, backup);
});

describe('a backup restored into a new database', () => {
  it('brings back every row of every table, the sequences, the indexes and the constraints', async () => {
    const original = await contents(hotel.database);
    // Not a test of two empty databases: the hotel's records are there to be compared.
    for (const table of ['public.users', 'public.cats', 'public.bookings', 'public.payments', 'public.booking_events', 'public.closed_nights']) {
      expect(original[table]?.length, table).toBeGreaterThan(0);
    }
    expect(original['public.payments']!.length).toBeGreaterThanOrEqual(3);
    const copy = await emptyDatabase();
    await restore(copy, backup);
    expect(await contents(copy)).toEqual(original);
  });

  it('is one the server starts on: its migrations are applied, and owners sign in and see their stays', async () => {
    const copy = await emptyDatabase();
    await restore(copy, backup);
    const applied = 'select count(*)::int as count from drizzle.__drizzle_migrations';
    const before = await rows<{ count: number }>(copy, applied);
    expect(before).toEqual(await rows<{ count: number }>(hotel.database, applied));
    const tables = (await contents(copy))['(indexes)'];
    await copy.migrate();
    expect(await rows<{ count: number }>(copy, applied)).toEqual(before);
    expect((await contents(copy))['(indexes)']).toEqual(tables);

    const app = createApp({ ...hotel.deps, db: copy.db });
    const signIn = await app.request(`${PUBLIC_URL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: alice.email, password: 'whiskers1' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const stays = await app.request(`${PUBLIC_URL}/api/bookings`, { headers: { cookie } });
    expect(await stays.json()).toEqual((await alice.get('/api/bookings')).body);
  });

  it('writes a file only its owner may read, and never over another', async () => {
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    await expect(backUp(hotel.database, backup)).rejects.toThrow(`${backup} already exists`);
  });
});

describe('a restore', () => {
  it('refuses a database that holds tables, and leaves its rows as they were', async () => {
    const before = await contents(hotel.database);
    const refusal = restore(hotel.database, backup);
    await expect(refusal).rejects.toBeInstanceOf(BackupRefused);
    await expect(refusal).rejects.toThrow(
      /^The database already holds tables \(drizzle\.__drizzle_migrations, public\.account_links, .+ more\)\. A restore only goes into an empty database/,
    );
    expect(await contents(hotel.database)).toEqual(before);
  });

  it('refuses a backup cut short, or a file that is no backup, and leaves the database empty', async () => {
    const whole = readFileSync(backup, 'utf8');
    const cut = join(folder, 'cut.sql');
    writeFileSync(cut, whole.slice(0, Math.floor(whole.length / 2)));
    const other = join(folder, 'notes.sql');
    writeFileSync(other, 'drop table users;\n');
    const copy = await emptyDatabase();
    await expect(restore(copy, cut)).rejects.toThrow(`${cut} ends before pg_dump's last line: the backup was cut short. Restore another one.`);
    await expect(restore(copy, other)).rejects.toThrow(`${other} is not a backup made by npm run backup`);
    expect(Object.keys(await contents(copy)).filter((name) => !name.startsWith('('))).toEqual([]);
  });

  it('is all or nothing: a backup that fails half-way leaves the database empty', async () => {
    const broken = join(folder, 'broken.sql');
    writeFileSync(broken, readFileSync(backup, 'utf8').replace(/^CREATE TABLE public\.payments /m, 'CREATE TABLE public.payments_typo ('));
    const copy = await emptyDatabase();
    await expect(restore(copy, broken)).rejects.toThrow(/the restore was rolled back \(the database is still empty\)/);
    expect(Object.keys(await contents(copy)).filter((name) => !name.startsWith('('))).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB === 'pglite')('a backup on PGlite', () => {
  it('refuses text its pg_dump would leave out, naming where it is', async () => {
    const trial = await emptyDatabase();
    await rows(trial, 'create table notes (body text)');
    await rows(trial, `insert into notes values (E'Feed at 8\\n\\\\unrestrict the cat flap')`);
    await expect(backUp(trial, join(folder, 'dropped.sql'))).rejects.toThrow(
      "public.notes.body holds a line beginning with \\restrict or \\unrestrict, which PGlite's pg_dump leaves out of a backup.",
    );
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('a backup on PostgreSQL', () => {
  /** Runs `work` with PATH holding only Node and, when `version` is given, a pg_dump that says it is that version. */
  async function withPgDump(version: string | undefined, work: () => Promise<unknown>) {
    const bin = mkdtempSync(join(folder, 'bin-'));
    if (version !== undefined) writeFileSync(join(bin, 'pg_dump'), `#!/bin/sh\necho "pg_dump (PostgreSQL) ${version}"\n`, { mode: 0o755 });
    const path = process.env.PATH;
    process.env.PATH = bin;
    try {
      await work();
    } finally {
      process.env.PATH = path;
    }
  }
  const server = async () =>
    Math.floor(Number((await rows<{ v: string }>(hotel.database, "select current_setting('server_version_num') as v"))[0]!.v) / 10_000);

  it('names the client to install when pg_dump is missing or older than the server, and writes nothing', async () => {
    const major = await server();
    const file = join(folder, 'refused.sql');
    await withPgDump(undefined, () =>
      expect(backUp(hotel.database, file)).rejects.toThrow(
        `pg_dump was not found, and a backup on PostgreSQL needs it: install PostgreSQL's client programs of the server's version (Debian and Ubuntu: apt-get install postgresql-client-${major}).`,
      ),
    );
    await withPgDump(`${major - 1}.9`, () =>
      expect(backUp(hotel.database, file)).rejects.toThrow(
        `pg_dump is version ${major - 1} and cannot read the database, which is PostgreSQL ${major}. Install the client of version ${major}`,
      ),
    );
    expect(readdirSync(folder).filter((name) => name.startsWith('refused'))).toEqual([]);
  });
});

// The hotel's trial on PGlite moves to PostgreSQL (and a copy of PostgreSQL's comes home to a laptop).
describe.runIf(process.env.TEST_DB === 'postgres')('a backup between PGlite and PostgreSQL', () => {
  it('carries every row across, both ways', async () => {
    const original = await contents(hotel.database);
    const trial = await emptyDatabase('pglite');
    await restore(trial, backup);
    expect(await contents(trial)).toEqual(original);
    const fromTrial = join(folder, 'trial.sql');
    await backUp(trial, fromTrial);
    expect(readFileSync(fromTrial, 'utf8')).toMatch(/^-- Dumped from database version 18\./m);
    const production = await emptyDatabase('postgres');
    await restore(production, fromTrial);
    expect(await contents(production)).toEqual(original);
  });
});
