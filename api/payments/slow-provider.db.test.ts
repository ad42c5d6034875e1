import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../db/schema.ts';
import { ABANDONED_CLAIM_MS, changeHash } from '../http/changes.ts';
import { PUBLIC_URL, reserve, useTestHotel } from '../test/hotel.ts';
import type { DepositProvider } from './provider.ts';
import { createTestProvider } from './test-provider.ts';

// A payment service that takes its time (PayPal's answers may take up to a minute with the
// adapter's retries) must not take the hotel with it: a deposit calls the provider outside any
// database transaction (docs/decisions/0013-reconciled-deposits.md), so it holds no row lock and
// no pool connection while it waits, and every other request still answers.

/** More deposits waiting at once than the PostgreSQL pool has connections (api/db/client.ts: 10). */
const WAITING_DEPOSITS = 12;

/** The test checkout, whose captures wait until the test lets them through. */
function slowProvider() {
  const base = createTestProvider({ publicUrl: PUBLIC_URL });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { waiting: 0, release };
  const provider: DepositProvider = {
    ...base,
    async captureOrder(input) {
      state.waiting += 1;
      await released;
      return base.captureOrder(input);
    },
  };
  return { provider, state };
}

const slow = slowProvider();
const hotel = useTestHotel({ payments: slow.provider, guestCapacity: 1_000 });

describe('a deposit while the payment service is slow', () => {
  it(`holds no connection: ${WAITING_DEPOSITS} deposits wait on the provider and the hotel still answers`, async () => {
    // An owner holds at most 3 unpaid bookings at once, so the twelve stays are four owners'.
    const owners = await Promise.all(Array.from({ length: WAITING_DEPOSITS / 3 }, () => hotel.owner()));
    const stays: { owner: (typeof owners)[number]; bookingId: string }[] = [];
    for (const owner of owners) {
      for (let i = 0; i < 3; i += 1) stays.push({ owner, bookingId: await reserve(owner, {}, 30 + 5 * i) });
    }
    // Half of them as a phone sends them, with an Idempotency-Key: the key's answer is kept without
    // a transaction held across the call either.
    const paying = stays.map(({ owner, bookingId }, i) =>
      owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 }, i % 2 === 0 ? { key: `pay-${bookingId}` } : {}),
    );

    try {
      await vi.waitFor(() => expect(slow.state.waiting, 'deposits waiting on the provider').toBe(WAITING_DEPOSITS), { timeout: 5_000 });
      const cats = await Promise.race([
        owners[0]!.get('/api/cats'),
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 2_000)),
      ]);
      expect(cats, 'GET /api/cats while the deposits wait').not.toBe('no answer');
      expect(cats).toMatchObject({ status: 200 });
    } finally {
      slow.state.release();
    }
    const answers = await Promise.all(paying);
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.booking).toMatchObject({ paymentStatus: 'deposit_paid', status: 'confirmed' });
    }
    // The keyed half kept their answers for a phone that lost them.
    const kept = await hotel.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, owners[0]!.id));
    expect(kept.map((row) => row.status)).toEqual([200, 200]);
  });
});

describe('a deposit whose server stopped between its steps', () => {
  it('leaves its Idempotency-Key claimed: a repeat is told to wait, and after 5 minutes runs the deposit once', async () => {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner, {}, 120);
    const body = { reservationId: bookingId, amount: 100 };
    // The claim a stopped server left: committed, never answered.
    const claim = { ownerId: owner.id, key: 'stopped-mid-deposit', requestHash: changeHash('POST', '/api/payment/deposit', JSON.stringify(body)) };
    await hotel.database.db.insert(idempotencyKeys).values({ ...claim, createdAt: new Date(Date.now() - ABANDONED_CLAIM_MS + 60_000) });
    expect(await owner.post('/api/payment/deposit', body, { key: claim.key })).toMatchObject({ status: 409 });

    await hotel.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - ABANDONED_CLAIM_MS - 1_000) })
      .where(eq(idempotencyKeys.key, claim.key));
    const paid = await owner.post('/api/payment/deposit', body, { key: claim.key });
    expect(paid.status).toBe(200);
    expect(paid.body.booking).toMatchObject({ paymentStatus: 'deposit_paid' });
    const replay = await owner.post('/api/payment/deposit', body, { key: claim.key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(paid.body);
  });
});
