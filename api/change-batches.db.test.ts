import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../domain/schemas/limits.ts';
import { cats, idempotencyKeys } from './db/schema.ts';
import { SERVER_FAULT_MESSAGE } from './http/problem.ts';
import { inDays, useTestHotel } from './test/hotel.ts';

const hotel = useTestHotel();

type Owner = Awaited<ReturnType<typeof hotel.owner>>;

function change(method: string, path: string, body?: unknown) {
  return { id: crypto.randomUUID(), method, path, ...(body === undefined ? {} : { body }) };
}

function sendBatch(owner: Owner, changes: unknown[]) {
  return owner.post('/api/changes', { changes });
}

async function namesOfCats(owner: Owner): Promise<string[]> {
  return (await owner.get('/api/cats')).body.map((cat: { name: string }) => cat.name);
}

describe('POST /api/changes', () => {
  it('runs the changes in order, each as it would run alone, and answers for each', async () => {
    const owner = await hotel.owner();
    const catId = crypto.randomUUID();
    const bookingId = crypto.randomUUID();
    const changes = [
      change('POST', '/api/cats', { id: catId, name: 'Whiskers' }),
      change('PATCH', `/api/cats/${catId}`, { age: 4 }),
      change('POST', '/api/bookings', { booking: { id: bookingId, checkInDate: inDays(20), checkOutDate: inDays(25) }, catIds: [catId] }),
      change('PATCH', `/api/bookings/${bookingId}`, { specialRequests: 'A sunny pen', version: 1 }),
      change('POST', `/api/bookings/${bookingId}/cancel`),
      change('PATCH', '/api/user/profile', { firstName: 'Naledi', lastName: 'Dlamini', phone: '082 555 0101' }),
    ];
    const answer = await sendBatch(owner, changes);
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((result: { id: string; outcome: string; status: number }) => [result.id, result.outcome, result.status])).toEqual([
      [changes[0]!.id, 'applied', 201],
      [changes[1]!.id, 'applied', 200],
      [changes[2]!.id, 'applied', 201],
      [changes[3]!.id, 'applied', 200],
      [changes[4]!.id, 'applied', 200],
      [changes[5]!.id, 'applied', 200],
    ]);
    // Each body is the one the change's own endpoint answers.
    expect(answer.body.results[1].body).toEqual((await owner.get('/api/cats')).body[0]);
    expect(answer.body.results[4].body).toEqual((await owner.get(`/api/bookings/${bookingId}`)).body);
    expect(answer.body.results[4].body).toMatchObject({ status: 'cancelled', specialRequests: 'A sunny pen', version: 3 });
    expect((await owner.get('/api/auth/user')).body).toMatchObject({ firstName: 'Naledi', phone: '082 555 0101' });
  });

  it('stops at the first change not applied: the ones after it are not reached and change nothing', async () => {
    const owner = await hotel.owner();
    const missing = crypto.randomUUID();
    const changes = [
      change('POST', '/api/cats', { name: 'Mochi' }),
      change('PATCH', `/api/cats/${missing}`, { age: 2 }),
      change('POST', '/api/cats', { name: 'Pepper' }),
      change('POST', '/api/cats', { name: 'Luna' }),
    ];
    const answer = await sendBatch(owner, changes);
    expect(answer.status).toBe(200);
    expect(answer.body.results.slice(1)).toEqual([
      { id: changes[1]!.id, outcome: 'refused', status: 404, body: { message: 'Cat not found' } },
      { id: changes[2]!.id, outcome: 'not reached' },
      { id: changes[3]!.id, outcome: 'not reached' },
    ]);
    expect(await namesOfCats(owner)).toEqual(['Mochi']);
    // Not reached means not seen: the phone sends those again under the same keys, and they run then.
    const rest = await sendBatch(owner, changes.slice(2));
    expect(rest.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(['applied', 'applied']);
    expect(await namesOfCats(owner)).toEqual(['Mochi', 'Pepper', 'Luna']);
  });

  it('answers a booking changed meanwhile as a conflict (409), as the booking’s own endpoint does', async () => {
    const owner = await hotel.owner();
    const catId = (await owner.post('/api/cats', { name: 'Biscuit' })).body.id as string;
    const booking = await owner.post('/api/bookings', { booking: { checkInDate: inDays(30), checkOutDate: inDays(34) }, catIds: [catId] });
    await owner.patch(`/api/bookings/${booking.body.id}`, { specialRequests: 'Near the catio' });
    const stale = change('PATCH', `/api/bookings/${booking.body.id}`, { specialRequests: 'A sunny pen', version: 1 });
    const answer = await sendBatch(owner, [stale, change('POST', '/api/cats', { name: 'Tiger' })]);
    expect(answer.body.results).toEqual([
      {
        id: stale.id,
        outcome: 'conflict',
        status: 409,
        body: { message: 'This booking was changed by the hotel since you last saw it; reload it and try again', field: 'version' },
      },
      { id: expect.any(String), outcome: 'not reached' },
    ]);
    expect((await owner.get(`/api/bookings/${booking.body.id}`)).body).toMatchObject({ specialRequests: 'Near the catio', version: 2 });
  });

  it('applies nothing twice when a batch is sent again, and answers the same', async () => {
    const owner = await hotel.owner();
    const catId = crypto.randomUUID();
    const changes = [
      change('POST', '/api/cats', { id: catId, name: 'Smokey' }),
      change('POST', '/api/bookings', { booking: { checkInDate: inDays(40), checkOutDate: inDays(44) }, catIds: [catId] }),
      change('POST', '/api/bookings', { booking: { checkInDate: inDays(40), checkOutDate: inDays(41) }, catIds: [catId] }),
      change('POST', '/api/cats', { name: 'Ginger' }),
    ];
    const first = await sendBatch(owner, changes);
    const again = await sendBatch(owner, changes);
    expect(first.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(['applied', 'applied', 'refused', 'not reached']);
    expect(again.body).toEqual(first.body);
    expect(await namesOfCats(owner)).toEqual(['Smokey']);
    expect((await owner.get('/api/bookings')).body).toHaveLength(1);
  });

  it('keeps each change’s key in its own transaction, whichever way the change travels', async () => {
    const owner = await hotel.owner();
    const sentAlone = change('POST', '/api/cats', { name: 'Patches' });
    const alone = await owner.post(sentAlone.path, sentAlone.body, { key: sentAlone.id });
    // An answer lost, then the change sent again in a batch (or the other way round): the first answer, no 422.
    const inBatch = change('POST', '/api/cats', { name: 'Socks' });
    const batch = await sendBatch(owner, [sentAlone, inBatch]);
    expect(batch.body.results[0]).toEqual({ id: sentAlone.id, outcome: 'applied', status: 201, body: alone.body });
    const replayed = await owner.post(inBatch.path, inBatch.body, { key: inBatch.id });
    expect(replayed).toMatchObject({ status: 201, body: batch.body.results[1].body });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await namesOfCats(owner)).toEqual(['Patches', 'Socks']);
    const stored = await hotel.database.db
      .select({ status: idempotencyKeys.status })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.ownerId, owner.id), eq(idempotencyKeys.key, inBatch.id)));
    expect(stored).toEqual([{ status: 201 }]);
  });

  it('ends the batch at a fault: the changes before it stay, and the failed one runs anew when sent again', async () => {
    const owner = await hotel.owner();
    const changes = [
      change('POST', '/api/cats', { name: 'Mochi' }),
      change('POST', '/api/cats', { name: 'Kaboom' }),
      change('POST', '/api/cats', { name: 'Pepper' }),
    ];
    const keysKept = async () =>
      (await hotel.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, owner.id))).map(
        (row) => row.key,
      );
    // A fault in the database itself, as a full disk would give, for one cat's name only.
    const { db } = hotel.database;
    await db.execute(
      sql.raw(`create function kaboom() returns trigger language plpgsql as $$
      begin if new.name = 'Kaboom' then raise exception 'the disk is full'; end if; return new; end $$`),
    );
    await db.execute(sql.raw('create trigger cats_kaboom before insert on cats for each row execute function kaboom()'));
    let first;
    try {
      first = await sendBatch(owner, changes);
    } finally {
      await db.execute(sql.raw('drop trigger cats_kaboom on cats'));
      await db.execute(sql.raw('drop function kaboom()'));
    }
    expect(first.status).toBe(200);
    expect(first.body.results.slice(1)).toEqual([
      { id: changes[1]!.id, outcome: 'failed', status: 500, body: { message: SERVER_FAULT_MESSAGE } },
      { id: changes[2]!.id, outcome: 'not reached' },
    ]);
    expect(await namesOfCats(owner)).toEqual(['Mochi']);
    // Only the applied change keeps its key: the failed one and the one after it were never answered for good.
    expect(await keysKept()).toEqual([changes[0]!.id]);
    const again = await sendBatch(owner, changes);
    expect(again.body.results[0]).toEqual(first.body.results[0]);
    expect(again.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(['applied', 'applied', 'applied']);
    expect(await namesOfCats(owner)).toEqual(['Mochi', 'Kaboom', 'Pepper']);
  });

  it('stops earlier when a change before the refused one is not applied on the batch’s second run', async () => {
    const owner = await hotel.owner();
    const changes = [
      change('POST', '/api/cats', { name: 'Mochi' }),
      change('POST', '/api/cats', { name: 'Flaky' }),
      change('PATCH', `/api/cats/${crypto.randomUUID()}`, { age: 2 }),
      change('POST', '/api/cats', { name: 'Luna' }),
    ];
    // Flaky's insert works the first time only: a sequence is not rolled back with the batch, so
    // the run after the refusal finds the database changed, as another request could have left it.
    const { db } = hotel.database;
    await db.execute(sql.raw('create sequence flaky_inserts'));
    await db.execute(
      sql.raw(`create function flaky() returns trigger language plpgsql as $$
      begin if new.name = 'Flaky' and nextval('flaky_inserts') > 1 then raise exception 'the disk is full'; end if; return new; end $$`),
    );
    await db.execute(sql.raw('create trigger cats_flaky before insert on cats for each row execute function flaky()'));
    let answer;
    try {
      answer = await sendBatch(owner, changes);
    } finally {
      await db.execute(sql.raw('drop trigger cats_flaky on cats'));
      await db.execute(sql.raw('drop function flaky()'));
      await db.execute(sql.raw('drop sequence flaky_inserts'));
    }
    expect(answer.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(['applied', 'failed', 'not reached', 'not reached']);
    expect(await namesOfCats(owner)).toEqual(['Mochi']);
    const keys = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, owner.id));
    expect(keys.map((row) => row.key)).toEqual([changes[0]!.id]);
  });

  it('does a change once when it is sent alone and in a batch at the same time', async () => {
    const owner = await hotel.owner();
    const twice = change('POST', '/api/cats', { name: 'Shadow' });
    const [alone, batch] = await Promise.all([
      owner.post(twice.path, twice.body, { key: twice.id }),
      sendBatch(owner, [twice, change('POST', '/api/cats', { name: 'Tigger' })]),
    ]);
    expect(batch.body.results[0]).toEqual({ id: twice.id, outcome: 'applied', status: 201, body: alone.body });
    expect(await namesOfCats(owner)).toEqual(['Shadow', 'Tigger']);
  });

  it('refuses a change to another owner’s record exactly as that change alone is refused', async () => {
    const alice = await hotel.owner();
    const bob = await hotel.owner();
    const alicesCat = (await alice.post('/api/cats', { name: 'Whiskers' })).body.id as string;
    const alicesStay = await alice.post('/api/bookings', { booking: { checkInDate: inDays(50), checkOutDate: inDays(55) }, catIds: [alicesCat] });
    for (const [method, path, body] of [
      ['PATCH', `/api/cats/${alicesCat}`, { name: 'Stolen' }],
      ['DELETE', `/api/cats/${alicesCat}`, undefined],
      ['PATCH', `/api/bookings/${alicesStay.body.id}`, { specialRequests: 'Mine now' }],
      ['POST', `/api/bookings/${alicesStay.body.id}/cancel`, undefined],
    ] as const) {
      const alone = await bob.request(method, path, body);
      const batched = await sendBatch(bob, [change(method, path, body)]);
      expect(batched.body.results[0]).toMatchObject({ outcome: 'refused', status: alone.status, body: alone.body });
      expect(alone.status).toBe(404);
    }
    expect(await namesOfCats(alice)).toEqual(['Whiskers']);
    expect((await alice.get(`/api/bookings/${alicesStay.body.id}`)).body).toMatchObject({ status: 'pending', specialRequests: null });
  });

  it('takes as many changes as the bound', async () => {
    const owner = await hotel.owner();
    const changes = Array.from({ length: LIMITS.changesPerBatch }, (_, n) => change('POST', '/api/cats', { name: `Cat ${n}` }));
    const answer = await sendBatch(owner, changes);
    expect(answer.body.results).toHaveLength(LIMITS.changesPerBatch);
    expect(answer.body.results.every((result: { outcome: string }) => result.outcome === 'applied')).toBe(true);
    expect(await namesOfCats(owner)).toEqual(changes.map((_, n) => `Cat ${n}`));
  });

  it('answers a malformed batch with one 400 and runs nothing of it', async () => {
    const owner = await hotel.owner();
    const good = () => change('POST', '/api/cats', { name: 'Mochi' });
    const bookingId = crypto.randomUUID();
    const twice = good();
    for (const [why, body] of [
      ['not a batch', [good()]],
      ['no list', { changes: 'all of them' }],
      ['an empty list', { changes: [] }],
      ['over the bound', { changes: Array.from({ length: LIMITS.changesPerBatch + 1 }, good) }],
      ['a payment', { changes: [good(), change('POST', '/api/payment/deposit', { bookingId })] }],
      ['a deposit checkout', { changes: [good(), change('POST', '/api/create-paypal-deposit', { bookingId })] }],
      ['the staff’s side', { changes: [good(), change('POST', `/api/staff/bookings/${bookingId}/cancel`, { reason: 'x', version: 1 })] }],
      ['a batch inside', { changes: [good(), change('POST', '/api/changes', { changes: [good()] })] }],
      ['a read', { changes: [good(), change('GET', '/api/cats')] }],
      ['a method the address does not take', { changes: [good(), change('DELETE', '/api/bookings')] }],
      ['an address with a query', { changes: [good(), change('POST', '/api/cats?x=1', { name: 'Luna' })] }],
      ['an address that climbs out', { changes: [good(), change('PATCH', '/api/cats/../staff/settings/capacity', { places: 9 })] }],
      ['an id that is not a key', { changes: [good(), { ...good(), id: 'two words' }] }],
      ['no id', { changes: [good(), { method: 'POST', path: '/api/cats', body: { name: 'Luna' } }] }],
      ['one id twice', { changes: [twice, { ...twice }] }],
    ] as const) {
      const answer = await owner.post('/api/changes', body);
      expect(answer.status, why).toBe(400);
      expect(answer.body.message, why).toEqual(expect.any(String));
    }
    expect(await namesOfCats(owner)).toEqual([]);
    expect(await hotel.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, owner.id))).toEqual([]);
  });

  it('asks a visitor to sign in, refuses another site’s page, and leaves single changes as they were', async () => {
    const visitor = hotel.visitor();
    expect((await visitor.post('/api/changes', { changes: [change('POST', '/api/cats', { name: 'Mochi' })] })).status).toBe(401);
    const owner = await hotel.owner();
    const crossSite = await owner.post(
      '/api/changes',
      { changes: [change('POST', '/api/cats', { name: 'Mochi' })] },
      {
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(crossSite.status).toBe(403);
    expect(await namesOfCats(owner)).toEqual([]);
    expect((await owner.post('/api/cats', { name: 'Luna' }, { key: crypto.randomUUID() })).status).toBe(201);
    expect(await hotel.database.db.select().from(cats).where(eq(cats.ownerId, owner.id))).toHaveLength(1);
  });
});
