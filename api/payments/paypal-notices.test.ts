import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryLog } from '../test/memory-log.ts';
import { createPayPalProvider } from './paypal.ts';
import { type DepositNotices, type DepositProvider, ProviderUnavailableError } from './provider.ts';
import { createFakePayPal, type Delivery, PAYPAL_API, PAYPAL_WEBHOOK_ID, payPalTestConfig } from './test/fake-paypal.ts';

const fake = createFakePayPal();
const server = setupServer(...fake.handlers);

let provider: DepositProvider;
let notices: DepositNotices;

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // Made once MSW is listening: the adapter keeps the fetch it was given.
  provider = createPayPalProvider({ ...payPalTestConfig, webhookId: PAYPAL_WEBHOOK_ID });
  notices = provider.notices!;
});
beforeEach(() => fake.reset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PAYMENT_ID = '0193a0c4-7f1e-5a3b-8c2d-4e5f60718293';

/** An order of PAYMENT_ID that the buyer approved and the adapter captured. */
async function capturedOrder(): Promise<{ orderId: string; captureId: string }> {
  const { orderId } = await provider.createOrder({ bookingId: 'booking-1', paymentId: PAYMENT_ID, description: 'Deposit' });
  fake.approve(orderId);
  const outcome = await provider.captureOrder({ orderId, paymentId: PAYMENT_ID });
  if (outcome.state !== 'captured') throw new Error(`not captured: ${JSON.stringify(outcome)}`);
  return { orderId, captureId: outcome.captureId };
}

function read(delivery: Delivery) {
  return notices.read({ headers: new Headers(delivery.headers), body: delivery.body }, memoryLog().log);
}

describe('PayPal webhook events', () => {
  it('are taken only with a webhook id', () => {
    expect(createPayPalProvider(payPalTestConfig).notices).toBeUndefined();
    expect(notices.from).toBe('paypal');
  });

  it('reads a completed capture that PayPal vouches for, naming our payment, the order and the capture', async () => {
    const { orderId, captureId } = await capturedOrder();
    const event = fake.captureEvent(orderId);
    await expect(read(fake.send(event))).resolves.toEqual({
      verdict: 'verified',
      notice: {
        kind: 'captured',
        capture: { captureId, amountCents: 550, currency: 'USD' },
        id: event.id,
        event: 'PAYMENT.CAPTURE.COMPLETED',
        subject: { paymentId: PAYMENT_ID, orderId, captureId },
      },
    });
    expect(fake.books.verifications.map((verification) => verification.verdict)).toEqual(['SUCCESS']);
  });

  it('has PayPal verify the body byte for byte as it came, with the transmission headers and our webhook id', async () => {
    const { orderId } = await capturedOrder();
    let asked = '';
    server.use(
      http.post(`${PAYPAL_API}/v1/notifications/verify-webhook-signature`, async ({ request }) => {
        asked = await request.clone().text();
        return undefined;
      }),
    );
    // Spaces and an escaped character that writing the parsed event again would change.
    const body = JSON.stringify(fake.captureEvent(orderId), null, 3).replace('"summary": "', '"summary": "\\u00e9 ');
    const delivery = fake.send(body);
    expect((await read(delivery)).verdict).toBe('verified');
    expect(JSON.parse(asked)).toMatchObject({
      auth_algo: delivery.headers['paypal-auth-algo'],
      cert_url: delivery.headers['paypal-cert-url'],
      transmission_id: delivery.headers['paypal-transmission-id'],
      transmission_sig: delivery.headers['paypal-transmission-sig'],
      transmission_time: delivery.headers['paypal-transmission-time'],
      webhook_id: PAYPAL_WEBHOOK_ID,
    });
    expect(asked.endsWith(`"webhook_event":${body}}`)).toBe(true);
  });

  it('refuses an event PayPal does not vouch for: a made-up signature, another webhook, a changed body', async () => {
    const { orderId } = await capturedOrder();
    const event = fake.captureEvent(orderId);
    const genuine = fake.send(event);
    const changed = { ...genuine, body: genuine.body.replace('"5.50"', '"0.01"') };
    for (const delivery of [fake.forge(event), fake.send(event, 'ANOTHERWEBHOOK1'), changed]) {
      await expect(read(delivery)).resolves.toEqual({ verdict: 'unverified' });
    }
    expect(fake.books.verifications.map((verification) => verification.verdict)).toEqual(['FAILURE', 'FAILURE', 'FAILURE']);
  });

  it('refuses without asking PayPal when the transmission headers are missing or too long', async () => {
    const { orderId } = await capturedOrder();
    const delivery = fake.send(fake.captureEvent(orderId));
    const without = { ...delivery.headers };
    delete without['paypal-transmission-sig'];
    const overlong = { ...delivery.headers, 'paypal-transmission-id': 'x'.repeat(51) };
    for (const headers of [without, overlong, {}]) {
      await expect(read({ headers, body: delivery.body })).resolves.toEqual({ verdict: 'unverified' });
    }
    expect(fake.books.verifications).toEqual([]);
  });

  it('calls a body that is no PayPal event malformed, without asking PayPal', async () => {
    const headers = fake.send({}).headers;
    for (const body of [
      '',
      'not json',
      '[]',
      '"WH-1"',
      '{"id":"WH-1"}',
      '{"id":"WH 1","event_type":"X","resource":{}}',
      '{"id":"WH-1","event_type":"X","resource":[1]}',
    ]) {
      await expect(read({ headers, body })).resolves.toEqual({ verdict: 'malformed' });
    }
    expect(fake.books.tokensIssued).toEqual([]);
  });

  it('calls a verified capture event without an amount malformed, so PayPal keeps it', async () => {
    const { orderId } = await capturedOrder();
    const event = fake.captureEvent(orderId);
    const delivery = fake.send({ ...event, resource: { ...event.resource, amount: { value: 'lots', currency_code: 'USD' } } });
    await expect(read(delivery)).resolves.toEqual({ verdict: 'malformed' });
  });

  it('reads a refund and a reversal by asking PayPal for the capture they return', async () => {
    const { orderId, captureId } = await capturedOrder();
    const refund = fake.giveBack(captureId, 'REFUNDED');
    await expect(read(fake.send(refund))).resolves.toEqual({
      verdict: 'verified',
      notice: { kind: 'refunded', id: refund.id, event: 'PAYMENT.CAPTURE.REFUNDED', subject: { paymentId: PAYMENT_ID, orderId, captureId } },
    });
    const reversal = fake.giveBack(captureId, 'REVERSED');
    const reading = await read(fake.send(reversal));
    expect(reading).toMatchObject({ notice: { kind: 'reversed', subject: { paymentId: PAYMENT_ID, orderId, captureId } } });
  });

  it('reads a denied review, and news the hotel does not act on', async () => {
    const { orderId } = await provider.createOrder({ bookingId: 'booking-1', paymentId: PAYMENT_ID, description: 'Deposit' });
    fake.approve(orderId).captureStatus = 'PENDING';
    await provider.captureOrder({ orderId, paymentId: PAYMENT_ID });
    const denied = fake.review(orderId, 'DECLINED');
    await expect(read(fake.send(denied))).resolves.toMatchObject({
      notice: { kind: 'denied', event: 'PAYMENT.CAPTURE.DENIED', subject: { paymentId: PAYMENT_ID, orderId } },
    });
    const other = { ...denied, id: 'WH-OTHER-1', event_type: 'CHECKOUT.ORDER.APPROVED' };
    await expect(read(fake.send(other))).resolves.toEqual({
      verdict: 'verified',
      notice: { kind: 'other', id: 'WH-OTHER-1', event: 'CHECKOUT.ORDER.APPROVED', subject: {} },
    });
  });

  it('says PayPal could not be asked when verification keeps failing, so the sender retries', async () => {
    const { orderId } = await capturedOrder();
    server.use(http.post(`${PAYPAL_API}/v1/notifications/verify-webhook-signature`, () => new HttpResponse(null, { status: 503 })));
    await expect(read(fake.send(fake.captureEvent(orderId)))).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
