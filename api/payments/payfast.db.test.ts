import fc from 'fast-check';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileText } from '../test/security/hostile-input.ts';
import { type RowWatch, watchRows } from '../test/security/row-watch.ts';
import { type Answer, PUBLIC_URL, reserve, useTestHotel } from '../test/hotel.ts';
import { ownNetwork } from '../test/own-network.ts';
import { NOT_A_PAYFAST_ITN, NOTICE_NOT_VERIFIED } from './webhooks.ts';
import { AWAITING_PAYFAST, createPayFastProvider } from './payfast.ts';
import { type Field, formEncoded, payFastSignature } from './payfast-signature.ts';
import { depositBooks } from './test/deposit-books.ts';
import { imitatePayFast, PAYFAST_SANDBOX, payFastConfig } from './test/payfast-imitation.ts';

// The deposit in rand through PayFast, against a local imitation of PayFast's documented messages:
// the owner is sent to PayFast's checkout, PayFast's ITN records the deposit once, and a notice
// PayFast does not vouch for, or not for one of our payments at our price, changes nothing.

const payfast = imitatePayFast();
const network = setupServer(...payfast.handlers);
beforeAll(() => network.listen({ onUnhandledFrame: 'error' }));
afterAll(() => network.close());
const hotel = useTestHotel({
  // Places are not under test here, and every test books the same nights.
  guestCapacity: 1_000_000,
  // The global fetch is looked up at each request: MSW replaces it only once it is listening.
  payments: createPayFastProvider(payFastConfig, (input, init) => fetch(input, init)),
});
const books = depositBooks(hotel);
let rows: RowWatch;

beforeAll(async () => {
  rows = await watchRows(hotel.database.db);
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * PayFast's server (or whoever) posts `body` to the notify_url: no cookie, no Origin, from a network
 * of its own each time, as PayFast posts from several servers (the notify address throttles each sender).
 */
async function notify(body: string, headers: Record<string, string> = FORM): Promise<Answer> {
  const response = await hotel.app.request(`${PUBLIC_URL}/api/webhooks/payfast`, {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': ownNetwork() },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text, headers: response.headers };
}

/** A new owner's reservation with its PayFast checkout opened, as the reservation page opens it. */
async function openCheckout() {
  const owner = await hotel.owner();
  const bookingId = await reserve(owner);
  const started = await owner.post('/api/create-paypal-deposit', { bookingId });
  expect(started.status, started.text).toBe(201);
  const paymentId = started.body.paymentId as string;
  const comeBack = () => owner.post('/api/paypal-deposit-complete', { bookingId, orderData: { id: started.body.orderId } });
  return { owner, bookingId, paymentId, started, comeBack };
}

describe('a PayFast checkout', () => {
  it('sends the owner to PayFast for R100.00 in rand, every field signed, our payment as m_payment_id', async () => {
    const { bookingId, paymentId, started } = await openCheckout();
    expect(started.body).toMatchObject({ orderId: paymentId, amount: '100.00', currency: 'ZAR', charge: { amount: '100.00', currency: 'ZAR' } });
    const url = new URL(started.body.approveUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${PAYFAST_SANDBOX}/eng/process`);
    const fields = [...url.searchParams];
    expect(Object.fromEntries(fields)).toMatchObject({
      merchant_id: payFastConfig.merchantId,
      m_payment_id: paymentId,
      amount: '100.00',
      return_url: `${PUBLIC_URL}/payment?token=${paymentId}`,
      cancel_url: `${PUBLIC_URL}/reservation-confirm`,
      notify_url: `${PUBLIC_URL}/api/webhooks/payfast`,
      signature: payFastSignature(fields.slice(0, -1), payFastConfig.passphrase),
    });
    expect((await books.booking(bookingId)).paymentStatus).toBe('deposit_pending');
  });

  it('is what the reservation page is sent to, as for PayPal (202)', async () => {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner);
    const answer = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ status: 'approval_required', bookingId });
    expect(answer.body.approveUrl).toMatch(new RegExp(`^${PAYFAST_SANDBOX}/eng/process\\?merchant_id=`));
  });
});

describe("PayFast's ITN", () => {
  it('marks the deposit paid once; the owner back before it is told to wait, and after it sees the stay paid', async () => {
    const checkout = await openCheckout();
    const early = await checkout.comeBack();
    expect(early.status).toBe(202);
    expect(early.body).toEqual({ status: 'awaiting_confirmation', bookingId: checkout.bookingId, message: AWAITING_PAYFAST });
    expect((await books.booking(checkout.bookingId)).paymentStatus).toBe('deposit_pending');

    const itn = payfast.itn({ paymentId: checkout.paymentId, pfPaymentId: '3000001' });
    const told = await notify(itn.body);
    expect(told.status, told.text).toBe(200);
    expect(told.body).toEqual({ outcome: 'settled' });
    expect(await books.booking(checkout.bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid' });
    expect(await books.payment(checkout.paymentId)).toMatchObject({ status: 'captured', captureId: '3000001', amountCents: 10000, currency: 'ZAR' });
    expect(await books.receiptsQueued(checkout.paymentId)).toBe(1);
    expect(await books.history(checkout.bookingId)).toContainEqual({ action: 'deposit-online', via: 'provider-notice' });

    const back = await checkout.comeBack();
    expect(back.status).toBe(200);
    expect(back.body.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid' });
    expect(back.body.payment).toMatchObject({ status: 'captured', amount: '100.00', currency: 'ZAR' });

    // PayFast sends it again (our 200 lost on the way), or someone replays it: nothing changes.
    await rows.mark();
    const again = await notify(itn.body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ outcome: 'replayed' });
    expect(await rows.changes()).toEqual([]);
    expect(await books.receiptsQueued(checkout.paymentId)).toBe(1);
  });

  it('is asked about again by PayFast when its validation cannot be reached: nothing changes until then', async () => {
    const checkout = await openCheckout();
    const itn = payfast.itn({ paymentId: checkout.paymentId });
    payfast.validationAnswer = () => HttpResponse.error();
    await rows.mark();
    try {
      const told = await notify(itn.body);
      expect(told.status).toBe(503);
      expect(await rows.changes()).toEqual([]);
    } finally {
      payfast.validationAnswer = undefined;
    }
    expect((await notify(itn.body)).body).toEqual({ outcome: 'settled' });
  });

  it('of a cancelled payment changes nothing, and the owner may still pay', async () => {
    const checkout = await openCheckout();
    await rows.mark();
    const told = await notify(payfast.itn({ paymentId: checkout.paymentId, status: 'CANCELLED' }).body);
    expect(told.status).toBe(200);
    expect(told.body).toEqual({ outcome: 'ignored' });
    expect(await rows.changes()).toEqual([]);
    expect((await checkout.comeBack()).status).toBe(202);
  });
});

describe('a notice that is not PayFast’s word for one of our payments at our price', () => {
  const forgeries: [string, (paymentId: string) => string, number, string][] = [
    [
      'a made-up signature',
      (id) => payfast.itn({ paymentId: id }).body.replace(/signature=[0-9a-f]+$/, `signature=${'a'.repeat(32)}`),
      401,
      NOTICE_NOT_VERIFIED,
    ],
    ['a notice signed without our passphrase', (id) => payfast.itn({ paymentId: id, passphrase: '' }).body, 401, NOTICE_NOT_VERIFIED],
    ['a notice for another merchant', (id) => payfast.itn({ paymentId: id, merchantId: '10000999' }).body, 401, NOTICE_NOT_VERIFIED],
    [
      'a genuine notice with its amount lowered',
      (id) => payfast.itn({ paymentId: id }).body.replace('amount_gross=100.00', 'amount_gross=1.00'),
      401,
      NOTICE_NOT_VERIFIED,
    ],
    [
      // Someone who learnt the passphrase: the signature holds, but PayFast never sent it (INVALID).
      'a notice signed with our passphrase that PayFast never sent',
      (id) => {
        const itn = payfast.itn({ paymentId: id });
        payfast.sent.clear();
        return itn.body;
      },
      401,
      NOTICE_NOT_VERIFIED,
    ],
    [
      'a notice without the payment it is about',
      (id) => payfast.itn({ paymentId: id }).body.replace(/^m_payment_id=[^&]*&/, ''),
      400,
      NOT_A_PAYFAST_ITN,
    ],
  ];

  for (const [what, forge, status, message] of forgeries) {
    it(`${what} is refused (${status}) and changes nothing`, async () => {
      const checkout = await openCheckout();
      const body = forge(checkout.paymentId);
      // Each looks the part: a form ending in a signature.
      expect(body).toMatch(/&signature=[0-9a-f]{32}$/);
      await rows.mark();
      const told = await notify(body);
      expect(told.status, told.text).toBe(status);
      expect(told.body).toEqual({ message });
      expect(await rows.changes()).toEqual([]);
      expect((await books.booking(checkout.bookingId)).paymentStatus).toBe('deposit_pending');
    });
  }

  it('a notice from PayFast of another amount pays nothing: it is only kept, for a person to look at', async () => {
    const checkout = await openCheckout();
    const itn = payfast.itn({ paymentId: checkout.paymentId, amountGross: '10.00', pfPaymentId: '3000002' });
    await rows.mark();
    const told = await notify(itn.body);
    expect(told.status).toBe(200);
    expect(told.body).toEqual({ outcome: 'amount-mismatch' });
    const changes = await rows.changes();
    expect(changes.map((change) => change.table)).toEqual(['payment_notices', 'payment_notices']);
    expect(changes.at(-1)!.after).toMatchObject({ provider: 'payfast', noticeId: '3000002:COMPLETE', outcome: 'amount-mismatch' });
    expect(await books.payment(checkout.paymentId)).toMatchObject({ status: 'created', captureId: null });
    expect((await books.booking(checkout.bookingId)).paymentStatus).toBe('deposit_pending');
    expect(await books.receiptsQueued(checkout.paymentId)).toBe(0);
  });

  it('a notice from PayFast of a payment that is not ours pays nothing: it is only kept', async () => {
    await rows.mark();
    const told = await notify(payfast.itn({ paymentId: crypto.randomUUID(), pfPaymentId: '3000003' }).body);
    expect(told.body).toEqual({ outcome: 'unknown-payment' });
    expect((await rows.changes()).map((change) => change.table)).toEqual(['payment_notices', 'payment_notices']);
  });

  it('a body that is not a form, or a form from another site’s page, is refused before it is read', async () => {
    const checkout = await openCheckout();
    const itn = payfast.itn({ paymentId: checkout.paymentId });
    await rows.mark();
    const asJson = await notify(JSON.stringify(Object.fromEntries(new URLSearchParams(itn.body))), { 'content-type': 'application/json' });
    expect(asJson.status).toBe(415);
    const crossSite = await notify(itn.body, { ...FORM, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await rows.changes()).toEqual([]);
    expect(payfast.validations).not.toContain(itn.body.replace(/&signature=[0-9a-f]+$/, ''));
  });

  it('no change to a genuine notice gets past its signature: a value changed, a field dropped, added, sent twice or moved', async () => {
    const checkout = await openCheckout();
    const { fields } = payfast.itn({ paymentId: checkout.paymentId });
    const signed = (changed: Field[]) => formEncoded([...changed, ['signature', payFastSignature(fields, payFastConfig.passphrase)]]);
    // A form carries UTF-8: a lone surrogate is sent as U+FFFD, as a browser or PayFast would send it.
    const sendable = hostileText.map((text) => new TextDecoder().decode(new TextEncoder().encode(text)));
    const spoiled = fc.oneof(
      fc
        .tuple(fc.nat(fields.length - 1), sendable)
        .map(([at, value]) => fields.map((field, index): Field => (index === at ? [field[0], value] : field))),
      fc.nat(fields.length - 1).map((at) => fields.filter((_, index) => index !== at)),
      fc
        .tuple(fc.nat(fields.length), fc.stringMatching(/^[a-z_]{1,20}$/), sendable)
        .map(([at, name, value]) => fields.toSpliced(at, 0, [name, value])),
      fc.nat(fields.length - 1).map((at) => fields.toSpliced(at, 0, fields[at]!)),
      fc
        .tuple(fc.nat(fields.length - 1), fc.nat(fields.length - 1))
        .map(([a, b]) => fields.map((_, index) => fields[index === a ? b : index === b ? a : index]!)),
    );
    await fc.assert(
      fc.asyncProperty(spoiled, async (changed) => {
        fc.pre(formEncoded(changed) !== formEncoded(fields));
        await rows.mark();
        const told = await notify(signed(changed));
        // 413: a value so long the notice passes the 64 kB limit is refused before it is read.
        expect([400, 401, 413], told.text).toContain(told.status);
        expect(await rows.changes()).toEqual([]);
      }),
      { numRuns: 40 },
    );
    expect((await books.booking(checkout.bookingId)).paymentStatus).toBe('deposit_pending');
  });
});
