import { randomSource } from '../../../domain/random.test-support.ts';
import { createPayPalProvider } from '../paypal.ts';
import type { DepositProvider } from '../provider.ts';

// A fake PayPal (Orders v2) for tests, with a ledger of what really happened at the provider and a
// network that misbehaves on purpose. The hotel talks to it through the real PayPal adapter, so
// the adapter's retries and request ids are under test as much as the deposit routes.
//
// What the ledger guarantees, as PayPal does: an order is captured at most once; a capture or an
// order creation repeated with the same PayPal-Request-Id answers the first result instead of
// acting again. What the network does to the calls, driven by a seeded generator:
//   fail-before   the request never reaches the provider (connection refused, or a 503)
//   timeout-after the provider acts (creates, captures) but the answer is lost: the caller times out,
//                and the next few calls may fail before acting too (an outage)
//   twice        the request is delivered twice, so the provider sees it twice
//   stale        the first answer to the same request comes back (an old refusal, the same
//                capture again) and nothing is done; a lookup of an order reads its first state
//                (an order still waiting for the buyer after its capture)
//   slow         the provider takes SLOW_ANSWER_MS to act and answer, far past the adapter's limit
//                for one attempt, so the caller gives up first; the request is held, and acted on
//                (an order opened, a capture made, with nobody hearing of it) when the test lets
//                that time pass (`slowAnswersArrive`, and before hours pass)
// and every answer waits a random few milliseconds, so concurrent calls come back reordered.

export type Fault = 'fail-before' | 'timeout-after' | 'twice' | 'stale' | 'slow';

export type ProviderCall = 'token' | 'create' | 'capture' | 'lookup';

export const FAULTY_CHARGE = { amountCents: 550, currency: 'USD' } as const;

/** How long a slow provider takes to answer: longer than the adapter waits for one attempt (10 s). */
export const SLOW_ANSWER_MS = 30_000;
/**
 * The adapter's limit for one attempt here, standing in for its 10 s: a slow answer is given up on
 * after this long, so hundreds of runs do not each wait 30 s. Only slow answers come near it.
 */
const ATTEMPT_LIMIT_MS = 100;

type OrderStatus = 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

interface LedgerOrder {
  id: string;
  bookingId: string;
  paymentId: string;
  amount: { currency_code: string; value: string };
  status: OrderStatus;
  capture?: { id: string; amount: { currency_code: string; value: string } };
}

/** One capture as the provider's books show it: money that moved. */
export interface LedgerCapture {
  captureId: string;
  orderId: string;
  bookingId: string;
  paymentId: string;
  amountCents: number;
  currency: string;
}

interface Answer {
  status: number;
  body: unknown;
}

/** The shared seeded source, as a bare function: the fake only needs numbers in [0, 1). */
const seededRandom = (seed: number): (() => number) => randomSource(seed).next;

const API = 'https://paypal.fake';

function refusal(status: number, issue: string): Answer {
  return { status, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }], debug_id: 'fake' } };
}

function representation(order: LedgerOrder) {
  const unit = { reference_id: order.bookingId, custom_id: order.paymentId, amount: order.amount };
  return {
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        ...unit,
        ...(order.capture && {
          payments: {
            captures: [{ id: order.capture.id, status: 'COMPLETED', custom_id: order.paymentId, amount: order.capture.amount }],
          },
        }),
      },
    ],
    links: [{ rel: 'payer-action', href: `https://checkout.paypal.fake/?token=${order.id}` }],
  };
}

function createLedger() {
  const orders = new Map<string, LedgerOrder>();
  const captures: LedgerCapture[] = [];
  /** PayPal-Request-Id of an order creation => the order; kept for the whole test */
  const createRequests = new Map<string, string>();
  /** PayPal-Request-Id of a capture => the order; PayPal forgets these after some hours */
  const captureRequests = new Map<string, string>();
  /** each order as it was made, for a lookup that reads a lagging copy */
  const asMade = new Map<string, Answer>();

  function createOrder(requestId: string, body: unknown, approved: boolean): Answer {
    const earlier = createRequests.get(requestId);
    if (earlier !== undefined) return { status: 200, body: representation(orders.get(earlier)!) };
    const unit = (body as { purchase_units: { reference_id: string; custom_id: string; amount: LedgerOrder['amount'] }[] }).purchase_units[0]!;
    const order: LedgerOrder = {
      id: `ORDER-${orders.size + 1}`,
      bookingId: unit.reference_id,
      paymentId: unit.custom_id,
      amount: unit.amount,
      status: approved ? 'APPROVED' : 'PAYER_ACTION_REQUIRED',
    };
    orders.set(order.id, order);
    asMade.set(order.id, { status: 200, body: representation(order) });
    createRequests.set(requestId, order.id);
    return { status: 201, body: representation(order) };
  }

  function capture(orderId: string, requestId: string): Answer {
    const order = orders.get(orderId);
    if (order === undefined) return refusal(404, 'INVALID_RESOURCE_ID');
    if (captureRequests.get(requestId) === orderId) return { status: 201, body: representation(order) };
    if (order.status === 'COMPLETED') return refusal(422, 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return refusal(422, 'ORDER_NOT_APPROVED');
    order.status = 'COMPLETED';
    order.capture = { id: `CAPTURE-${captures.length + 1}`, amount: order.amount };
    captureRequests.set(requestId, orderId);
    const [whole = '0', fraction = '00'] = order.amount.value.split('.');
    captures.push({
      captureId: order.capture.id,
      orderId,
      bookingId: order.bookingId,
      paymentId: order.paymentId,
      amountCents: Number(whole) * 100 + Number(fraction.padEnd(2, '0')),
      currency: order.amount.currency_code,
    });
    return { status: 201, body: representation(order) };
  }

  function lookUp(orderId: string): Answer {
    const order = orders.get(orderId);
    return order === undefined ? refusal(404, 'INVALID_RESOURCE_ID') : { status: 200, body: representation(order) };
  }

  function approve(orderId: string): void {
    const order = orders.get(orderId);
    if (order?.status !== 'PAYER_ACTION_REQUIRED') return;
    order.status = 'APPROVED';
  }

  return { captures, captureRequests, asMade, createOrder, capture, lookUp, approve };
}

export interface FaultyProvider {
  /** The hotel's provider: the real PayPal adapter over the faulty network. */
  provider: DepositProvider;
  /** Every capture that happened at the provider, whatever the hotel heard of it. */
  captures: readonly LedgerCapture[];
  /**
   * A new run: a new generator, a fault rate (0 to 1), and whether orders need the buyer's approval
   * (PayPal) or are approved as they are made (the hotel's test checkout, paid in one call).
   */
  beginRun(run: { seed: number; faultRate: number; approvesInstantly: boolean }): void;
  /** These faults happen to the next calls of this kind, in order, before any drawn at random. */
  failNext(call: ProviderCall, ...faults: Fault[]): void;
  /** What the buyer does on the checkout page; approving a captured order changes nothing. */
  approve(orderId: string): void;
  /**
   * Hours pass: slow requests have long been acted on (as `slowAnswersArrive`), and the provider no
   * longer recognises capture request ids (the order still knows its capture).
   */
  forgetCaptureRequests(): void;
  /** SLOW_ANSWER_MS pass: the provider acts on every request it held, whose callers gave up on them. */
  slowAnswersArrive(): void;
}

export function createFaultyProvider(): FaultyProvider {
  const ledger = createLedger();
  let random = seededRandom(1);
  let faultRate = 0;
  let approvesInstantly = false;
  const forced = new Map<ProviderCall, Fault[]>();
  /** calls still to fail before the provider answers again */
  let outage = 0;
  /** the first answer to each request (method, path and request id), for stale repeats */
  const firstAnswers = new Map<string, Answer>();
  /** requests a slow provider has not acted on yet, in the order they came */
  let held: (() => void)[] = [];

  function callOf(method: string, path: string): { call: ProviderCall; orderId: string } {
    if (path === '/v1/oauth2/token') return { call: 'token', orderId: '' };
    if (method === 'POST' && path === '/v2/checkout/orders') return { call: 'create', orderId: '' };
    const [, orderId = '', action] = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path) ?? [];
    return { call: action === undefined ? 'lookup' : 'capture', orderId: decodeURIComponent(orderId) };
  }

  function act(call: ProviderCall, orderId: string, requestId: string, body: unknown): Answer {
    switch (call) {
      case 'token':
        return { status: 200, body: { access_token: 'fake-token', expires_in: 32_400 } };
      case 'create':
        return ledger.createOrder(requestId, body, approvesInstantly);
      case 'capture':
        return ledger.capture(orderId, requestId);
      case 'lookup':
        return ledger.lookUp(orderId);
    }
  }

  function drawFault(call: ProviderCall): Fault | undefined {
    const next = forced.get(call)?.shift();
    if (next !== undefined) return next;
    if (outage > 0) {
      outage -= 1;
      return 'fail-before';
    }
    const roll = random();
    if (roll >= faultRate) return undefined;
    const kinds: Fault[] = ['fail-before', 'fail-before', 'timeout-after', 'timeout-after', 'twice', 'stale', 'slow'];
    const fault = kinds[Math.floor((roll / faultRate) * kinds.length)];
    // A lost answer is often the start of an outage that outlasts the adapter's own retries.
    if (fault === 'timeout-after') outage = Math.floor(random() * 5);
    return fault;
  }

  function slowAnswersArrive(): void {
    const due = held;
    held = [];
    for (const actOn of due) actOn();
  }

  const faultyFetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = init?.method ?? 'GET';
    const requestId = new Headers(init?.headers).get('PayPal-Request-Id') ?? '';
    const body: unknown = typeof init?.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : undefined;
    const { call, orderId } = callOf(method, url.pathname);
    const fault = drawFault(call);
    const delayMs = Math.floor(random() * 8);
    await new Promise((resolve) => setTimeout(resolve, delayMs));

    const key = `${method} ${url.pathname} ${requestId}`;
    // A lookup may read a lagging copy of the order, from before its capture.
    const stale = call === 'lookup' ? ledger.asMade.get(orderId) : firstAnswers.get(key);
    let answer: Answer;
    if (fault === 'slow') {
      held.push(() => {
        const late = act(call, orderId, requestId, body);
        if (!firstAnswers.has(key)) firstAnswers.set(key, late);
      });
      return answerAfterGivingUp(init?.signal);
    }
    if (fault === 'fail-before') {
      if (random() < 0.5) throw new TypeError('fetch failed: connect ECONNREFUSED');
      answer = { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
    } else if (fault === 'stale' && stale !== undefined) {
      answer = stale;
    } else {
      answer = act(call, orderId, requestId, body);
      if (fault === 'twice') answer = act(call, orderId, requestId, body);
      if (!firstAnswers.has(key)) firstAnswers.set(key, answer);
      if (fault === 'timeout-after') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };

  const paypal = createPayPalProvider(
    {
      clientId: 'hotel',
      clientSecret: 'secret',
      apiBase: API,
      amountCents: FAULTY_CHARGE.amountCents,
      currency: FAULTY_CHARGE.currency,
      returnUrl: 'http://hotel.test/payment/paypal-return',
      cancelUrl: 'http://hotel.test/payment/paypal-cancel',
      retryDelayMs: 0,
      timeoutMs: ATTEMPT_LIMIT_MS,
    },
    faultyFetch,
  );
  // The adapter is PayPal's; only whether a buyer must approve changes between runs.
  const provider: DepositProvider = {
    name: paypal.name,
    charge: paypal.charge,
    get approvesInstantly() {
      return approvesInstantly;
    },
    createOrder: (input) => paypal.createOrder(input),
    captureOrder: (input) => paypal.captureOrder(input),
  };

  return {
    provider,
    captures: ledger.captures,
    beginRun(run) {
      random = seededRandom(run.seed);
      faultRate = run.faultRate;
      approvesInstantly = run.approvesInstantly;
      forced.clear();
      outage = 0;
      held = [];
    },
    failNext(call, ...faults) {
      forced.set(call, [...(forced.get(call) ?? []), ...faults]);
    },
    approve: ledger.approve,
    forgetCaptureRequests() {
      slowAnswersArrive();
      ledger.captureRequests.clear();
    },
    slowAnswersArrive,
  };
}

/** A slow provider's answer: it comes SLOW_ANSWER_MS later, so the caller's time limit (`signal`) always ends the wait first. */
function answerAfterGivingUp(signal: AbortSignal | null | undefined): Promise<never> {
  if (!signal) throw new Error('A slow answer needs the caller to set a time limit, as the PayPal adapter does');
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}
