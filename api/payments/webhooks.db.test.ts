import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentNotices } from '../db/schema.ts';
import { DEPOSIT_RETURNED } from './capture.ts';
import { DENIED_AFTER_REVIEW } from './notices.ts';
import { createPayPalProvider } from './paypal.ts';
import { PAID_TWICE } from './settle.ts';
import { payPalCaptureEventShape, payPalTestConfig } from './test/fake-paypal.ts';
import { usePayPalHotel } from './test/paypal-hotel.ts';
import { jsonValueText, mutatedText, shapedText, shapeOf } from '../test/security/hostile-input.ts';
import { type RowWatch, watchRows } from '../test/security/row-watch.ts';
import { NOTICE_LIMITS } from './notice-throttle.ts';
import { ownNetwork } from '../test/own-network.ts';
import { NOT_A_PAYPAL_EVENT, NOTICE_NOT_VERIFIED, TOO_MANY_NOTICES } from './webhooks.ts';

// PayPal's webhook against the fake PayPal: each event changes the books once, whatever order the
// events and the owner's return come in, and an event PayPal does not vouch for changes nothing.

const paypal = usePayPalHotel();
const { hotel, fake } = paypal;
let rows: RowWatch;

beforeAll(async () => {
  rows = await watchRows(hotel.database.db);
});

async function noticeOutcome(noticeId: string) {
  const [notice] = await hotel.database.db.select().from(paymentNotices).where(eq(paymentNotices.noticeId, noticeId));
  return notice && { outcome: notice.outcome, paymentId: notice.paymentId };
}

describe('a completed capture told by the webhook', () => {
  it('records the capture whose every answer was lost: the booking is paid, one receipt', async () => {
    const lost = await paypal.lostCapture();
    const event = fake.captureEvent(lost.orderId);

    const told = await paypal.notify(fake.send(event));

    expect(told.status).toBe(200);
    expect(told.body).toEqual({ outcome: 'settled' });
    expect(await paypal.booking(lost.bookingId)).toMatchObject({ paymentStatus: 'deposit_paid', status: 'confirmed' });
    expect(await paypal.payment(lost.paymentId)).toMatchObject({ status: 'captured', captureId: lost.captureId, amountCents: 550, currency: 'USD' });
    expect(await paypal.receiptsQueued(lost.paymentId)).toBe(1);
    expect(await paypal.history(lost.bookingId)).toContainEqual({ action: 'deposit-online', via: 'provider-notice' });
    expect(await noticeOutcome(event.id)).toEqual({ outcome: 'settled', paymentId: lost.paymentId });

    // The owner comes back after all: the same paid booking, no second receipt.
    const back = await paypal.complete(lost);
    expect(back.status).toBe(200);
    expect(back.body.booking).toMatchObject({ paymentStatus: 'deposit_paid' });
    expect(await paypal.receiptsQueued(lost.paymentId)).toBe(1);
  });

  it('changes nothing when the owner was first', async () => {
    const checkout = await paypal.openCheckout();
    fake.approve(checkout.orderId);
    expect((await paypal.complete(checkout)).status).toBe(200);

    const told = await paypal.notify(fake.send(fake.captureEvent(checkout.orderId)));

    expect(told.body).toEqual({ outcome: 'already-known' });
    expect(await paypal.receiptsQueued(checkout.paymentId)).toBe(1);
    expect((await paypal.history(checkout.bookingId)).filter((step) => step.action === 'deposit-online')).toEqual([
      { action: 'deposit-online', via: 'owner-return' },
    ]);
  });

  it('records a capture after the deposit was taken at the desk as paid twice, for the desk to refund one', async () => {
    const lost = await paypal.lostCapture();
    const staff = await hotel.staff();
    const version = (await paypal.booking(lost.bookingId)).version;
    expect((await staff.post(`/api/staff/bookings/${lost.bookingId}/deposit`, { version, method: 'cash' })).status).toBe(200);
    const paidAtDesk = await paypal.booking(lost.bookingId);

    const told = await paypal.notify(fake.send(fake.captureEvent(lost.orderId)));

    expect(told).toMatchObject({ status: 200, body: { outcome: 'paid-twice' } });
    expect(await paypal.payment(lost.paymentId)).toMatchObject({ status: 'paid_twice', captureId: lost.captureId, failureReason: PAID_TWICE });
    expect(await paypal.booking(lost.bookingId)).toEqual(paidAtDesk);
    expect(await paypal.receiptsQueued(lost.paymentId)).toBe(0);
    expect((await paypal.history(lost.bookingId)).map((step) => step.action)).toContain('deposit-paid-twice');
    // The owner coming back is told the deposit is paid, and nothing is taken again.
    expect((await paypal.complete(lost)).status).toBe(409);
  });

  it('is found by PayPal order id when the capture carries no custom_id', async () => {
    const lost = await paypal.lostCapture();
    const event = fake.captureEvent(lost.orderId);
    const { custom_id: _ours, ...resource } = event.resource;
    const told = await paypal.notify(fake.send({ ...event, resource }));
    expect(told.body).toEqual({ outcome: 'settled' });
    expect(await paypal.payment(lost.paymentId)).toMatchObject({ status: 'captured' });
  });

  it('marks nothing paid when PayPal reports another amount than the hotel asked for', async () => {
    const lost = await paypal.lostCapture();
    const event = fake.captureEvent(lost.orderId);
    const told = await paypal.notify(fake.send({ ...event, resource: { ...event.resource, amount: { currency_code: 'USD', value: '0.55' } } }));
    // PayPal sending it again would not change the amount: a person must look (the log says so).
    expect(told.status).toBe(200);
    expect(told.body).toEqual({ outcome: 'amount-mismatch' });
    expect(await paypal.payment(lost.paymentId)).toMatchObject({ status: 'created', captureId: null });
    expect(await paypal.receiptsQueued(lost.paymentId)).toBe(0);
  });

  it('of a payment the hotel does not know is recorded and ignored', async () => {
    // Another shop on the same PayPal account: its own custom_id, its own order.
    const elsewhere = createPayPalProvider(payPalTestConfig, (input, init) => fetch(input, init));
    const { orderId } = await elsewhere.createOrder({ bookingId: 'other-shop', paymentId: 'ORDER-77', description: 'Shoes' });
    fake.approve(orderId);
    await elsewhere.captureOrder({ orderId, paymentId: 'ORDER-77' });
    const event = fake.captureEvent(orderId);
    await rows.mark();
    const told = await paypal.notify(fake.send(event));
    expect(told.body).toEqual({ outcome: 'unknown-payment' });
    expect((await rows.changes()).map((change) => change.table)).toEqual(['payment_notices', 'payment_notices']);
  });
});

describe('an event PayPal does not vouch for', () => {
  it('is refused (401) and changes nothing, even naming a real open checkout', async () => {
    const lost = await paypal.lostCapture();
    const event = fake.captureEvent(lost.orderId);
    await rows.mark();
    for (const delivery of [fake.forge(event), fake.send(event, 'SOMEONEELSESWEBHOOK')]) {
      const refused = await paypal.notify(delivery);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: NOTICE_NOT_VERIFIED });
    }
    const altered = fake.send(event);
    const refused = await paypal.notify({ ...altered, body: altered.body.replace(lost.paymentId, '00000000-0000-5000-8000-000000000000') });
    expect(refused.status).toBe(401);
    expect(await rows.changes()).toEqual([]);
    expect(fake.books.verifications.slice(-3).map((verification) => verification.verdict)).toEqual(['FAILURE', 'FAILURE', 'FAILURE']);
  });

  it('is refused (400) without asking PayPal when it is no PayPal event at all', async () => {
    const asked = fake.books.verifications.length;
    await rows.mark();
    for (const body of ['{', '{"hello":"world"}', '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":null}']) {
      const refused = await paypal.notify(fake.forge(body));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: NOT_A_PAYPAL_EVENT });
    }
    expect(await rows.changes()).toEqual([]);
    expect(fake.books.verifications.length).toBe(asked);
  });

  it('is refused from a browser on another site before anything is read', async () => {
    const lost = await paypal.lostCapture();
    const delivery = fake.send(fake.captureEvent(lost.orderId));
    const refused = await paypal.notify({
      ...delivery,
      headers: { ...delivery.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(refused.status).toBe(403);
    expect((await paypal.payment(lost.paymentId)).status).toBe('created');
  });
});

describe('a sender posting forged events without end (issue 30)', () => {
  it('has 30 a minute checked with PayPal, then 429 with Retry-After and PayPal not asked, while PayPal’s own events still pass', async () => {
    const lost = await paypal.lostCapture();
    const forger = ownNetwork();
    const asked = fake.books.verifications.length;
    const start = new Date(Date.now() + 3_600_000);
    hotel.setNow(start);
    try {
      for (let i = 0; i < NOTICE_LIMITS.perAddress; i += 1) {
        expect((await paypal.notify(fake.forge(fake.captureEvent(lost.orderId)), forger)).status).toBe(401);
      }
      expect(fake.books.verifications.length).toBe(asked + NOTICE_LIMITS.perAddress);
      const throttled = await paypal.notify(fake.forge(fake.captureEvent(lost.orderId)), forger);
      expect(throttled.status).toBe(429);
      expect(throttled.body).toEqual({ message: TOO_MANY_NOTICES });
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(fake.books.verifications.length).toBe(asked + NOTICE_LIMITS.perAddress);
      // PayPal's genuine event, from another of its servers, is checked and taken.
      expect((await paypal.notify(fake.send(fake.captureEvent(lost.orderId)))).body).toEqual({ outcome: 'settled' });
      hotel.setNow(new Date(start.getTime() + 61_000));
      expect((await paypal.notify(fake.forge(fake.captureEvent(lost.orderId)), forger)).status).toBe(401);
    } finally {
      hotel.setNow(new Date());
    }
  });
});

describe('forged events, spoiled at random', () => {
  it('are all refused (400 or 401) and change nothing, signed by nobody or with the signature of another body', async () => {
    const lost = await paypal.lostCapture();
    const genuine = fake.captureEvent(lost.orderId);
    const shape = shapeOf(payPalCaptureEventShape)!;
    const known = [lost.paymentId, lost.orderId, lost.captureId, lost.bookingId];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 3, arbitrary: mutatedText(shape, genuine, known) }, shapedText(shape, known), jsonValueText),
        fc.boolean(),
        async (body, madeUp) => {
          // PayPal signed the genuine event (pretty-printed, so never these bytes): its signature is reused here.
          const delivery = madeUp ? fake.forge(body) : { ...fake.send(genuine), body };
          await rows.mark();
          const answer = await paypal.notify(delivery);
          expect([400, 401], answer.text).toContain(answer.status);
          expect(Object.keys(answer.body)).toEqual(['message']);
          expect(await rows.changes()).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
    expect(await paypal.payment(lost.paymentId)).toMatchObject({ status: 'created', captureId: null });
  });
});

describe('a repeated event', () => {
  it('changes nothing the second time, whether PayPal sends it again or someone replays the request', async () => {
    const lost = await paypal.lostCapture();
    const event = fake.captureEvent(lost.orderId);
    const delivery = fake.send(event);
    expect((await paypal.notify(delivery)).body).toEqual({ outcome: 'settled' });

    await rows.mark();
    expect((await paypal.notify(delivery)).body).toEqual({ outcome: 'replayed' });
    expect((await paypal.notify(fake.send(event))).body).toEqual({ outcome: 'replayed' });
    expect(await rows.changes()).toEqual([]);
    expect(await paypal.receiptsQueued(lost.paymentId)).toBe(1);
  });

  it('sent twice at once is taken once', async () => {
    const lost = await paypal.lostCapture();
    const event = fake.captureEvent(lost.orderId);
    const answers = await Promise.all([paypal.notify(fake.send(event)), paypal.notify(fake.send(event))]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['replayed', 'settled']);
    expect(await paypal.receiptsQueued(lost.paymentId)).toBe(1);
  });
});

describe('a capture given back', () => {
  it('after it was recorded: the booking owes its deposit again', async () => {
    for (const how of ['REFUNDED', 'REVERSED'] as const) {
      const checkout = await paypal.openCheckout();
      fake.approve(checkout.orderId);
      expect((await paypal.complete(checkout)).status).toBe(200);
      const { captureId } = await paypal.payment(checkout.paymentId);

      const told = await paypal.notify(fake.send(fake.giveBack(captureId!, how)));

      const outcome = how === 'REFUNDED' ? 'refunded' : 'reversed';
      expect(told.body).toEqual({ outcome });
      expect(await paypal.payment(checkout.paymentId)).toMatchObject({ status: outcome, captureId });
      // The stay stays confirmed; whether to keep it is the desk's call, and the history tells it.
      expect(await paypal.booking(checkout.bookingId)).toMatchObject({ paymentStatus: 'pending', status: 'confirmed' });
      expect((await paypal.history(checkout.bookingId)).at(-1)).toEqual({ action: `deposit-${outcome}`, via: undefined });
    }
  });

  it('before its capture was heard of: the later COMPLETED finds it returned, nothing is paid and no receipt goes', async () => {
    const lost = await paypal.lostCapture();
    const completed = fake.captureEvent(lost.orderId);
    const refund = fake.giveBack(lost.captureId, 'REFUNDED');

    expect((await paypal.notify(fake.send(refund))).body).toEqual({ outcome: 'refunded' });
    expect(await paypal.payment(lost.paymentId)).toMatchObject({ status: 'refunded', captureId: lost.captureId });
    expect(await paypal.booking(lost.bookingId)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });

    expect((await paypal.notify(fake.send(completed))).body).toEqual({ outcome: 'already-known' });
    expect(await paypal.booking(lost.bookingId)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
    expect(await paypal.receiptsQueued(lost.paymentId)).toBe(0);

    // The owner coming back is told what happened, and PayPal is not asked to capture again.
    const captureRequests = fake.books.captureRequestIds.length;
    const back = await paypal.complete(lost);
    expect(back.status).toBe(409);
    expect(back.body).toEqual({ message: DEPOSIT_RETURNED });
    expect(fake.books.captureRequestIds.length).toBe(captureRequests);
  });

  it('of a payment the hotel does not know changes nothing', async () => {
    const elsewhere = createPayPalProvider(payPalTestConfig, (input, init) => fetch(input, init));
    const { orderId } = await elsewhere.createOrder({ bookingId: 'other-shop', paymentId: 'ORDER-78', description: 'Socks' });
    fake.approve(orderId);
    await elsewhere.captureOrder({ orderId, paymentId: 'ORDER-78' });
    const told = await paypal.notify(fake.send(fake.giveBack(fake.captureIdOf(orderId)!, 'REFUNDED')));
    expect(told.body).toEqual({ outcome: 'unknown-payment' });
  });
});

describe('a capture PayPal held for review', () => {
  async function heldForReview() {
    const checkout = await paypal.openCheckout();
    fake.approve(checkout.orderId).captureStatus = 'PENDING';
    const back = await paypal.complete(checkout);
    expect(back.status).toBe(402);
    return checkout;
  }

  it('denied: recorded beside the open checkout, nothing paid', async () => {
    const checkout = await heldForReview();
    const told = await paypal.notify(fake.send(fake.review(checkout.orderId, 'DECLINED')));
    expect(told.body).toEqual({ outcome: 'denied' });
    expect(await paypal.payment(checkout.paymentId)).toMatchObject({ status: 'created', failureReason: DENIED_AFTER_REVIEW });
    expect(await paypal.booking(checkout.bookingId)).toMatchObject({ paymentStatus: 'deposit_pending', status: 'pending' });
  });

  it('completed after all: the booking is paid then, with its receipt', async () => {
    const checkout = await heldForReview();
    const told = await paypal.notify(fake.send(fake.review(checkout.orderId, 'COMPLETED')));
    expect(told.body).toEqual({ outcome: 'settled' });
    expect(await paypal.booking(checkout.bookingId)).toMatchObject({ paymentStatus: 'deposit_paid', status: 'confirmed' });
    expect(await paypal.receiptsQueued(checkout.paymentId)).toBe(1);
  });
});

describe('news the hotel does not act on', () => {
  it('is answered 200 and recorded nowhere', async () => {
    await rows.mark();
    const told = await paypal.notify(fake.send({ id: 'WH-ORDER-APPROVED-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'X' } }));
    expect(told.status).toBe(200);
    expect(told.body).toEqual({ outcome: 'ignored' });
    expect(await rows.changes()).toEqual([]);
  });
});
