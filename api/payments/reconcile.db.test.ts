import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../context.ts';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { PUBLIC_URL } from '../test/hotel.ts';
import type { DepositProvider } from './provider.ts';
import { reconcileDeposits, startReconciliation } from './reconcile.ts';
import { type Checkout, usePayPalHotel } from './test/paypal-hotel.ts';
import { createTestProvider } from './test-provider.ts';

// The hourly reconciliation pass against the fake PayPal. Checkouts of earlier tests stay in the
// database and may be due again, so each test looks at its own checkouts, never at the round's counts.

const paypal = usePayPalHotel();
const { hotel, fake } = paypal;

/** The hotel's clock `minutes` from now. */
function clockAt(minutes: number): Date {
  const at = new Date(Date.now() + minutes * 60_000);
  hotel.setNow(at);
  return at;
}

/** The capture requests PayPal had for a checkout (each carries the payment's PayPal-Request-Id). */
function captureRequests(checkout: Checkout): number {
  return fake.books.captureRequestIds.filter((id) => id === `capture-${checkout.paymentId}`).length;
}

describe('the reconciliation pass', () => {
  it('finds the capture whose every answer was lost, and records it once', async () => {
    const lost = await paypal.lostCapture();
    clockAt(31);

    await reconcileDeposits(hotel.deps);

    expect(await paypal.booking(lost.bookingId)).toMatchObject({ paymentStatus: 'deposit_paid', status: 'confirmed' });
    expect(await paypal.payment(lost.paymentId)).toMatchObject({
      status: 'captured',
      captureId: lost.captureId,
      failureReason: null,
      claimedUntil: null,
    });
    expect(fake.books.captures.filter((capture) => capture.orderId === lost.orderId)).toHaveLength(1);
    expect(await paypal.receiptsQueued(lost.paymentId)).toBe(1);
    expect((await paypal.history(lost.bookingId)).filter((step) => step.action === 'deposit-online')).toEqual([
      { action: 'deposit-online', via: 'reconciliation' },
    ]);

    // The owner comes back later: paid, no second receipt; a second pass has nothing to ask.
    expect((await paypal.complete(lost)).status).toBe(200);
    const asked = captureRequests(lost);
    clockAt(200);
    await reconcileDeposits(hotel.deps);
    expect(captureRequests(lost)).toBe(asked);
    expect(await paypal.receiptsQueued(lost.paymentId)).toBe(1);
  });

  it('captures an order the owner approved but never came back from', async () => {
    const checkout = await paypal.openCheckout();
    fake.approve(checkout.orderId);
    clockAt(45);

    await reconcileDeposits(hotel.deps);

    expect(await paypal.booking(checkout.bookingId)).toMatchObject({ paymentStatus: 'deposit_paid', status: 'confirmed' });
    expect(await paypal.receiptsQueued(checkout.paymentId)).toBe(1);
  });

  it('leaves a checkout not approved, asks again only an hour later, and stops asking after three days', async () => {
    const checkout = await paypal.openCheckout();
    clockAt(10);
    await reconcileDeposits(hotel.deps);
    expect(captureRequests(checkout)).toBe(0);

    const first = clockAt(31);
    await reconcileDeposits(hotel.deps);
    expect(captureRequests(checkout)).toBe(1);
    expect(await paypal.payment(checkout.paymentId)).toMatchObject({
      status: 'created',
      checkedAt: first,
      claimedUntil: null,
      failureReason: 'The payment has not been approved yet; finish the checkout first',
    });

    clockAt(80);
    await reconcileDeposits(hotel.deps);
    expect(captureRequests(checkout)).toBe(1);
    clockAt(92);
    await reconcileDeposits(hotel.deps);
    expect(captureRequests(checkout)).toBe(2);

    clockAt(3 * 24 * 60 + 1);
    await reconcileDeposits(hotel.deps);
    expect(captureRequests(checkout)).toBe(2);
    expect((await paypal.booking(checkout.bookingId)).paymentStatus).toBe('deposit_pending');
  });

  it('leaves uncaptured an approved order whose booking was cancelled meanwhile', async () => {
    const checkout = await paypal.openCheckout();
    fake.approve(checkout.orderId);
    expect((await checkout.owner.post(`/api/bookings/${checkout.bookingId}/cancel`)).status).toBe(200);
    clockAt(31);

    await reconcileDeposits(hotel.deps);

    expect(captureRequests(checkout)).toBe(0);
    expect(await paypal.payment(checkout.paymentId)).toMatchObject({
      status: 'created',
      failureReason: expect.stringMatching(/cancelled; no deposit/),
    });
    expect(await paypal.booking(checkout.bookingId)).toMatchObject({ status: 'cancelled', paymentStatus: 'deposit_pending' });
  });

  it('asks nothing of a provider that cannot be asked later', async () => {
    const checkout = await paypal.openCheckout();
    fake.approve(checkout.orderId);
    clockAt(31);
    const askedForNothing: DepositProvider = {
      ...createTestProvider({ publicUrl: PUBLIC_URL }),
      captureOrder: () => Promise.reject(new Error('asked')),
    };
    const payFastLike: DepositProvider = { ...hotel.deps.payments, name: 'payfast', canBeAskedLater: undefined };
    for (const payments of [askedForNothing, payFastLike]) {
      await expect(reconcileDeposits({ ...hotel.deps, payments })).resolves.toEqual({ asked: 0, paid: 0 });
    }
    expect(captureRequests(checkout)).toBe(0);
  });
});

describe('two servers reconciling at once', () => {
  it('ask PayPal about each checkout once', async () => {
    const checkouts = [await paypal.lostCapture(), await paypal.openCheckout(), await paypal.openCheckout(), await paypal.openCheckout()];
    for (const checkout of checkouts.slice(1)) fake.approve(checkout.orderId);
    const before = checkouts.map(captureRequests);
    clockAt(31);
    // On PostgreSQL the second server has connections of its own; PGlite has one connection for all.
    const url = (hotel.database as DatabaseHandle & { url?: string }).url;
    const second = url === undefined ? undefined : openPostgres(url);
    const otherServer: AppDeps = { ...hotel.deps, db: second?.db ?? hotel.deps.db };
    try {
      await Promise.all([reconcileDeposits(hotel.deps), reconcileDeposits(otherServer)]);
    } finally {
      await second?.close();
    }
    for (const [index, checkout] of checkouts.entries()) {
      expect(captureRequests(checkout) - before[index]!).toBe(1);
      expect(await paypal.booking(checkout.bookingId)).toMatchObject({ paymentStatus: 'deposit_paid' });
      expect(await paypal.receiptsQueued(checkout.paymentId)).toBe(1);
    }
  });
});

describe('every witness of one capture at once', () => {
  it('records it once, with one receipt: the webhook, the owner coming back and the pass', async () => {
    const lost = await paypal.lostCapture();
    clockAt(31);
    const [told, back] = await Promise.all([
      paypal.notify(fake.send(fake.captureEvent(lost.orderId))),
      paypal.complete(lost),
      reconcileDeposits(hotel.deps),
    ]);
    expect(told.status).toBe(200);
    expect(back.status).toBe(200);
    expect(await paypal.booking(lost.bookingId)).toMatchObject({ paymentStatus: 'deposit_paid', status: 'confirmed' });
    expect(await paypal.receiptsQueued(lost.paymentId)).toBe(1);
    expect((await paypal.history(lost.bookingId)).filter((step) => step.action === 'deposit-online')).toHaveLength(1);
  });
});

describe("the server's pass", () => {
  it('runs a round at start, and its stop waits for the round', async () => {
    const lost = await paypal.lostCapture();
    clockAt(31);
    const pass = startReconciliation(hotel.deps, 60 * 60_000);
    await pass.stop();
    expect(await paypal.payment(lost.paymentId)).toMatchObject({ status: 'captured' });
  });
});
