import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningHotel, startHotel } from '../../../scripts/hotel-server.ts';
import { createEmptyDatabase } from '../database.ts';
import { inDays, type Visitor } from '../hotel.ts';
import { remoteOwner, remoteVisitor, TRUSTS_ONE_PROXY } from './remote.ts';

// Two server processes on one PostgreSQL with no sticky sessions: any request may reach either.

const CAPACITY = 3;
const journal = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

let database: { url: string; drop(): Promise<void> };
let sql: postgres.Sql;
let one: RunningHotel;
let two: RunningHotel;
const dataDir = mkdtempSync(join(tmpdir(), 'hotel-two-'));

beforeAll(async () => {
  database = await createEmptyDatabase();
  sql = postgres(database.url, { max: 2, onnotice: () => {} });
  // Both at the same moment on the empty database, so their migrations race.
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, GUEST_CAPACITY: String(CAPACITY), ...TRUSTS_ONE_PROXY };
  [one, two] = await Promise.all([startHotel(env), startHotel(env)]);
});
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await sql?.end();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The same browser, its next request reaching the other server. */
function sameBrowserAt(hotel: RunningHotel, visitor: Visitor): Visitor {
  const other = remoteVisitor(hotel.origin);
  other.cookie = visitor.cookie;
  return other;
}

describe('two API servers on one PostgreSQL', () => {
  it('both start together on an empty database, each migration applied once', async () => {
    const [applied] = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    expect(applied?.n).toBe(journal.entries.length);
    expect((await fetch(`${one.origin}/api/extra-services`)).status).toBe(200);
    expect((await fetch(`${two.origin}/api/extra-services`)).status).toBe(200);
  });

  it('a session made on one server works on the other, and a logout on either ends it on both', async () => {
    const owner = await remoteOwner(one.origin);
    const me = await owner.get('/api/auth/user');
    const atTwo = sameBrowserAt(two, owner);
    expect((await atTwo.get('/api/auth/user')).body).toEqual(me.body);
    expect((await atTwo.post('/api/cats', { name: 'Roamer' })).status).toBe(201);
    expect((await owner.get('/api/cats')).body.map((cat: { name: string }) => cat.name)).toEqual(['Roamer']);

    const cookie = owner.cookie;
    expect((await atTwo.logOut()).status).toBe(302);
    const stale = remoteVisitor(one.origin);
    stale.cookie = cookie;
    expect((await stale.get('/api/auth/user')).status).toBe(401);
    expect((await stale.post('/api/cats', { name: 'Intruder' })).status).toBe(401);
  });

  it('a change sent to one server and replayed to the other gets the stored answer and makes one row', async () => {
    const owner = await remoteOwner(one.origin);
    const atTwo = sameBrowserAt(two, owner);
    const cat = { id: crypto.randomUUID(), name: 'Echo' };
    const first = await owner.post('/api/cats', cat, { key: 'add-echo' });
    expect(first.status).toBe(201);
    const replay = await atTwo.post('/api/cats', cat, { key: 'add-echo' });
    expect(replay.status).toBe(first.status);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await sql`select id from cats where id = ${cat.id}`).toHaveLength(1);

    const other = await atTwo.post('/api/cats', { ...cat, name: 'Not Echo' }, { key: 'add-echo' });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: 'This Idempotency-Key was already used for a different request' });
    expect((await sql`select name from cats where id = ${cat.id}`)[0]?.name).toBe('Echo');
  });

  it('gives the last place to exactly one of ten owners paying for it on both servers at the same moment', async () => {
    // Only paid stays take places (decision 0024): the race for the last place is between deposits.
    const stay = { checkInDate: inDays(40), checkOutDate: inDays(43) };
    const confirm = (email: string) => sql`update users set email_confirmed_at = now() where email = ${email}`;
    const filler = await remoteOwner(one.origin);
    await confirm(filler.email);
    const fillerCats = [];
    for (const name of ['Tom', 'Jerry']) fillerCats.push((await filler.post('/api/cats', { name })).body.id as string);
    const taken = await filler.post('/api/bookings', { booking: stay, catIds: fillerCats, extraServiceIds: [] });
    expect(taken.status).toBe(201);
    expect((await filler.post('/api/payment/deposit', { reservationId: taken.body.id, amount: 100 })).status).toBe(200);

    const rivals = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const owner = await remoteOwner(one.origin);
        await confirm(owner.email);
        const catId = (await owner.post('/api/cats', { name: `Rival ${i}` })).body.id as string;
        const booked = await owner.post('/api/bookings', { booking: stay, catIds: [catId], extraServiceIds: [] });
        expect(booked.status).toBe(201);
        return { visitor: i % 2 === 0 ? owner : sameBrowserAt(two, owner), bookingId: booked.body.id as string };
      }),
    );
    const answers = await Promise.all(
      rivals.map(({ visitor, bookingId }) => visitor.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toMatch(/^Sorry, we are full on .*: no places left for 1 cat\./);
    }

    const nights = await sql`
      select night::date::text as night, coalesce(sum(b.number_of_cats), 0)::int as booked
      from generate_series(${stay.checkInDate}::date, ${stay.checkOutDate}::date - 1, interval '1 day') as night
      left join bookings b on b.check_in <= night::date and b.check_out > night::date and b.status in ('confirmed', 'checked_in')
      group by night order by night`;
    expect(nights.map((night) => night.booked)).toEqual([CAPACITY, CAPACITY, CAPACITY]);
  });
});
