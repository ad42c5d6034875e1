import { inspect } from 'node:util';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayPalProvider } from './paypal.ts';
import { formatPayPalAmount, parsePayPalAmount } from './paypal-api.ts';
import { ProviderUnavailableError } from './provider.ts';
import {
  createFakePayPal,
  PAYPAL_API as API,
  PAYPAL_CLIENT_ID as CLIENT_ID,
  PAYPAL_CLIENT_SECRET as CLIENT_SECRET,
  payPalTestConfig as config,
  refusal,
} from './test/fake-paypal.ts';

// The adapter against a fake PayPal (test/fake-paypal.ts) that keeps PayPal's books.
const fake = createFakePayPal();
const paypal = fake.books;
const approve = fake.approve;
const server = setupServer(...fake.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => fake.reset());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const booking = { bookingId: 'booking-1', paymentId: 'pay-1', description: 'Deposit for a stay at Sunningdale Cat Hotel' };

async function approvedOrder(provider = createPayPalProvider(config)) {
  const { orderId } = await provider.createOrder(booking);
  return { provider, order: approve(orderId) };
}

describe('PayPal deposit provider: orders', () => {
  it('charges the configured amount and needs the buyer to approve', () => {
    const provider = createPayPalProvider(config);
    expect(provider.name).toBe('paypal');
    expect(provider.approvesInstantly).toBe(false);
    expect(provider.charge).toEqual({ amountCents: 550, currency: 'USD' });
  });

  it('creates an order with the deposit, the booking, the payment and the checkout options', async () => {
    const provider = createPayPalProvider(config);
    const created = await provider.createOrder(booking);

    const order = paypal.orders.get(created.orderId);
    expect(order?.headers).toEqual({ requestId: 'create-pay-1', prefer: 'return=representation' });
    expect(order?.request).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'booking-1',
          custom_id: 'pay-1',
          description: 'Deposit for a stay at Sunningdale Cat Hotel',
          amount: { currency_code: 'USD', value: '5.50' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://hotel.example/payment/paypal-return',
            cancel_url: 'https://hotel.example/payment/paypal-cancel',
            brand_name: 'Sunningdale Cat Hotel',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
    expect(created.approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${created.orderId}`);
  });

  it('answers a repeated create for the same payment with the same order', async () => {
    const provider = createPayPalProvider(config);
    const first = await provider.createOrder(booking);
    const again = await provider.createOrder(booking);
    expect(again).toEqual(first);
    expect(paypal.orders.size).toBe(1);
  });

  it("uses an older order's 'approve' link", async () => {
    server.use(
      http.post(`${API}/v2/checkout/orders`, () =>
        HttpResponse.json(
          { id: 'ORDER-OLD', links: [{ href: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER-OLD', rel: 'approve' }] },
          { status: 201 },
        ),
      ),
    );
    const created = await createPayPalProvider(config).createOrder(booking);
    expect(created).toEqual({ orderId: 'ORDER-OLD', approveUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER-OLD' });
  });

  it('cuts a description to the 127 characters PayPal accepts', async () => {
    const created = await createPayPalProvider(config).createOrder({ ...booking, description: 'x'.repeat(200) });
    expect(paypal.orders.get(created.orderId)?.request.purchase_units[0]?.description).toHaveLength(127);
  });

  it('reports a refused order as an error that retrying will not cure', async () => {
    server.use(http.post(`${API}/v2/checkout/orders`, () => refusal(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER')));
    const failure = createPayPalProvider(config).createOrder(booking);
    await expect(failure).rejects.toThrow(
      'PayPal refused to create the order: status 400, INVALID_REQUEST, MISSING_REQUIRED_PARAMETER, debug id f1a2b3c4d5e6f',
    );
    await expect(failure).rejects.not.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('PayPal deposit provider: access token', () => {
  it('fetches one token and reuses it, also for requests made at the same time', async () => {
    const provider = createPayPalProvider(config);
    await Promise.all([provider.createOrder(booking), provider.createOrder({ ...booking, paymentId: 'pay-2' })]);
    await provider.createOrder({ ...booking, paymentId: 'pay-3' });
    expect(paypal.tokensIssued).toHaveLength(1);
    expect(paypal.orders.size).toBe(3);
  });

  it('renews the token a minute before it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-01T08:00:00Z'));
    paypal.tokenLifetimeSeconds = 3600;
    const provider = createPayPalProvider(config);

    await provider.createOrder(booking);
    vi.setSystemTime(new Date('2025-12-01T08:58:59Z'));
    await provider.createOrder({ ...booking, paymentId: 'pay-2' });
    expect(paypal.tokensIssued).toHaveLength(1);

    vi.setSystemTime(new Date('2025-12-01T08:59:00Z'));
    await provider.createOrder({ ...booking, paymentId: 'pay-3' });
    expect(paypal.tokensIssued).toHaveLength(2);
  });

  it('fetches a new token once when PayPal no longer accepts the cached one', async () => {
    const { provider, order } = await approvedOrder();
    paypal.validTokens.clear();

    const outcome = await provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' });

    expect(outcome.state).toBe('captured');
    expect(paypal.tokensIssued).toHaveLength(2);
  });

  it('gives up after one new token when PayPal keeps answering 401', async () => {
    const provider = createPayPalProvider(config);
    let attempts = 0;
    server.use(
      http.post(`${API}/v2/checkout/orders`, () => {
        attempts += 1;
        return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
      }),
    );
    await expect(provider.createOrder(booking)).rejects.toThrow('PayPal refused to create the order: status 401, invalid_token');
    expect(attempts).toBe(2);
    expect(paypal.tokensIssued).toHaveLength(2);
  });

  it('reports wrong client credentials as an error that retrying will not cure', async () => {
    const provider = createPayPalProvider({ ...config, clientSecret: 'a-wrong-secret' });
    const failure = provider.createOrder(booking);
    await expect(failure).rejects.toThrow('PayPal refused the client id and secret: status 401, invalid_client');
    await expect(failure).rejects.not.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('PayPal deposit provider: capture', () => {
  it('captures an approved order', async () => {
    const { provider, order } = await approvedOrder();

    const outcome = await provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' });

    expect(outcome).toEqual({ state: 'captured', captureId: paypal.captures[0]?.captureId, amountCents: 550, currency: 'USD' });
    expect(paypal.captureRequestIds).toEqual(['capture-pay-1']);
  });

  it('recovers a capture whose answer was lost by asking again with the same request id', async () => {
    const { provider, order } = await approvedOrder();
    paypal.captureAnswersToLose = 1;

    const outcome = await provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' });

    expect(paypal.captures).toHaveLength(1);
    expect(outcome).toEqual({ state: 'captured', captureId: paypal.captures[0]?.captureId, amountCents: 550, currency: 'USD' });
    expect(paypal.captureRequestIds).toEqual(['capture-pay-1', 'capture-pay-1']);
  });

  it('answers a repeated capture with the same capture while PayPal remembers the request id', async () => {
    const { provider, order } = await approvedOrder();
    const first = await provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' });
    const again = await provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' });
    expect(again).toEqual(first);
    expect(paypal.captures).toHaveLength(1);
  });

  it('answers a repeated capture with the same capture after PayPal has forgotten the request id', async () => {
    const { provider, order } = await approvedOrder();
    const first = await provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' });
    paypal.answersByRequestId.clear();

    const again = await provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' });

    expect(again).toEqual(first);
    expect(paypal.captures).toHaveLength(1);
  });

  it("refuses to count another payment's captured order", async () => {
    const { provider, order } = await approvedOrder();
    await provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' });

    await expect(provider.captureOrder({ orderId: order.id, paymentId: 'pay-2' })).rejects.toThrow(/belongs to another payment/);
  });

  it('declines a capture PayPal declined', async () => {
    const { provider, order } = await approvedOrder();
    order.captureStatus = 'DECLINED';
    await expect(provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' })).resolves.toEqual({
      state: 'declined',
      reason: 'PayPal declined the payment',
    });
  });

  it("declines when the payer's funding is refused", async () => {
    const { provider, order } = await approvedOrder();
    order.captureRefusal = 'INSTRUMENT_DECLINED';
    await expect(provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' })).resolves.toEqual({
      state: 'declined',
      reason: 'The payment method was declined',
    });
    expect(paypal.captures).toHaveLength(0);
  });

  it('does not confirm a capture that PayPal holds for review', async () => {
    const { provider, order } = await approvedOrder();
    order.captureStatus = 'PENDING';
    await expect(provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' })).resolves.toEqual({
      state: 'declined',
      reason: 'Payment is pending review at PayPal',
    });
  });

  it('answers not approved before the buyer has approved', async () => {
    const provider = createPayPalProvider(config);
    const { orderId } = await provider.createOrder(booking);
    await expect(provider.captureOrder({ orderId, paymentId: 'pay-1' })).resolves.toEqual({
      state: 'not_approved',
      reason: 'The payment has not been approved at PayPal yet',
    });
    expect(paypal.captures).toHaveLength(0);
  });

  it('answers not approved when PayPal asks for payer action', async () => {
    server.use(http.post(`${API}/v2/checkout/orders/:orderId/capture`, () => refusal(422, 'UNPROCESSABLE_ENTITY', 'PAYER_ACTION_REQUIRED')));
    const outcome = await createPayPalProvider(config).captureOrder({ orderId: 'ORDER-1', paymentId: 'pay-1' });
    expect(outcome.state).toBe('not_approved');
  });

  it('declines an order PayPal does not know', async () => {
    await expect(createPayPalProvider(config).captureOrder({ orderId: 'NO-SUCH-ORDER', paymentId: 'pay-1' })).resolves.toEqual({
      state: 'declined',
      reason: 'Unknown PayPal order',
    });
  });

  it('keeps an order id from the browser inside its path segment', async () => {
    let capturedPath = '';
    server.use(
      http.post(`${API}/v2/checkout/orders/:orderId/capture`, ({ request }) => {
        capturedPath = new URL(request.url).pathname;
        return refusal(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      }),
    );
    await createPayPalProvider(config).captureOrder({ orderId: 'X/../../v1/y', paymentId: 'pay-1' });
    expect(capturedPath).toBe('/v2/checkout/orders/X%2F..%2F..%2Fv1%2Fy/capture');
  });
});

describe('PayPal deposit provider: unavailable', () => {
  it('retries a 5xx and succeeds when PayPal recovers', async () => {
    const { provider, order } = await approvedOrder();
    let failuresLeft = 2;
    server.use(
      http.post(`${API}/v2/checkout/orders/:orderId/capture`, () => {
        if (failuresLeft === 0) return undefined;
        failuresLeft -= 1;
        return HttpResponse.json({ name: 'INTERNAL_SERVER_ERROR' }, { status: 500 });
      }),
    );
    const outcome = await provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' });
    expect(outcome.state).toBe('captured');
  });

  it('throws ProviderUnavailableError after three 5xx answers', async () => {
    const { provider, order } = await approvedOrder();
    let attempts = 0;
    server.use(
      http.post(`${API}/v2/checkout/orders/:orderId/capture`, () => {
        attempts += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const failure = provider.captureOrder({ orderId: order.id, paymentId: 'pay-1' });
    await expect(failure).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(failure).rejects.toThrow('PayPal capture failed 3 times, last: answered 503');
    expect(attempts).toBe(3);
  });

  it('counts a request that takes too long as lost', async () => {
    let attempts = 0;
    server.use(
      http.post(`${API}/v1/oauth2/token`, async () => {
        attempts += 1;
        await delay(1000);
        return HttpResponse.json({ access_token: 'late', expires_in: 32400 });
      }),
    );
    const failure = createPayPalProvider({ ...config, timeoutMs: 20 }).createOrder(booking);
    await expect(failure).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(failure).rejects.toThrow(/PayPal token request failed 3 times, last: .*timeout/);
    expect(attempts).toBe(3);
  });

  it('keeps the client secret and the access token out of every error', async () => {
    const errors: unknown[] = [];
    const collect = (promise: Promise<unknown>) =>
      promise.then(
        () => expect.fail('should have failed'),
        (error: unknown) => errors.push(error),
      );

    await collect(createPayPalProvider({ ...config, clientSecret: `${CLIENT_SECRET}-wrong` }).createOrder(booking));

    const provider = createPayPalProvider(config);
    await provider.createOrder(booking);
    server.use(
      http.post(`${API}/v2/checkout/orders`, () => refusal(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE')),
      http.post(`${API}/v2/checkout/orders/:orderId/capture`, () => HttpResponse.error()),
    );
    await collect(provider.createOrder({ ...booking, paymentId: 'pay-2' }));
    await collect(provider.captureOrder({ orderId: 'ORDER-1', paymentId: 'pay-1' }));

    expect(errors).toHaveLength(3);
    const basicCredentials = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
    for (const error of errors) {
      const shown = `${String(error)}\n${inspect(error, { depth: 5 })}`;
      expect(shown).not.toContain(CLIENT_SECRET);
      expect(shown).not.toContain(basicCredentials);
      for (const token of paypal.tokensIssued) expect(shown).not.toContain(token);
    }
  });
});

describe('PayPal amounts', () => {
  it('writes cents as decimal text', () => {
    expect(formatPayPalAmount(550)).toBe('5.50');
    expect(formatPayPalAmount(7)).toBe('0.07');
    expect(formatPayPalAmount(10000)).toBe('100.00');
  });

  it('reads decimal text as cents without a float', () => {
    expect(parsePayPalAmount('5.50')).toBe(550);
    expect(parsePayPalAmount('5.5')).toBe(550);
    expect(parsePayPalAmount('0.07')).toBe(7);
    expect(parsePayPalAmount('1234')).toBe(123400);
    // 1.15 * 100 is 114.99999999999999 as a float
    expect(parsePayPalAmount('1.15')).toBe(115);
  });

  it('refuses text that is not an amount', () => {
    for (const value of ['', '-5.00', '5.505', '5,50', 'abc', '.50']) expect(() => parsePayPalAmount(value)).toThrow();
  });

  it('refuses a configured deposit that PayPal could not charge', () => {
    expect(() => createPayPalProvider({ ...config, currency: 'usd' })).toThrow(/three-letter code/);
    expect(() => createPayPalProvider({ ...config, amountCents: 5.5 })).toThrow(/whole number of cents/);
    expect(() => createPayPalProvider({ ...config, amountCents: 0 })).toThrow(/whole number of cents/);
  });
});
