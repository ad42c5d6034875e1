import { randomBytes, randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import type { PayPalConfig } from '../paypal.ts';

// A fake PayPal for MSW: just enough of OAuth2, Orders v2, Payments v2 and webhooks to play the flows
// the adapter relies on. It keeps the books as PayPal would (an order captured at most once, a
// repeated PayPal-Request-Id answered with its first answer) and sends webhook events that only it
// can vouch for: verify-webhook-signature answers SUCCESS for an event it sent, to the webhook it
// was sent to, byte for byte as sent, and FAILURE for anything else.

export const PAYPAL_API = 'https://api-m.sandbox.paypal.com';
export const PAYPAL_CLIENT_ID = 'hotel-client-id';
export const PAYPAL_CLIENT_SECRET = 'hotel-client-secret-never-shown';
/** The hotel's webhook at the fake PayPal (PAYPAL_WEBHOOK_ID). */
export const PAYPAL_WEBHOOK_ID = '8PT597110X687430LKGECATA';

export const payPalTestConfig: PayPalConfig = {
  clientId: PAYPAL_CLIENT_ID,
  clientSecret: PAYPAL_CLIENT_SECRET,
  apiBase: PAYPAL_API,
  amountCents: 550,
  currency: 'USD',
  returnUrl: 'https://hotel.example/payment/paypal-return',
  cancelUrl: 'https://hotel.example/payment/paypal-cancel',
  retryDelayMs: 0,
};

interface OrderRequest {
  purchase_units: { reference_id: string; custom_id: string; description: string; amount: { currency_code: string; value: string } }[];
}

export type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'REFUNDED' | 'REVERSED';

export interface FakeOrder {
  id: string;
  request: OrderRequest;
  headers: { requestId: string | null; prefer: string | null };
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  /** what the capture of this order will turn out as */
  captureStatus: CaptureStatus;
  /** a 422 issue the capture will be refused with instead */
  captureRefusal?: string;
  capture?: { id: string; status: CaptureStatus };
}

/** A webhook event as PayPal posts it: the headers and the body, byte for byte. */
export interface Delivery {
  headers: Record<string, string>;
  body: string;
}

type EventType = 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.DENIED' | 'PAYMENT.CAPTURE.REFUNDED' | 'PAYMENT.CAPTURE.REVERSED';

// Ids are never reused, not even across resets: a test database keeps its orders for the whole file.
let made = 0;
const nextId = (prefix: string) => `${prefix}${(made += 1).toString().padStart(6, '0')}`;

/** The fields of a PayPal capture event, for the fuzz to spoil. */
export const payPalCaptureEventShape = v.object({
  id: v.string(),
  event_type: v.string(),
  resource: v.object({
    id: v.string(),
    custom_id: v.string(),
    amount: v.object({ value: v.string(), currency_code: v.string() }),
    supplementary_data: v.object({ related_ids: v.object({ order_id: v.string() }) }),
  }),
});

/**
 * A PAYMENT.CAPTURE.COMPLETED event for `orderId` of our `paymentId`, shaped as PayPal's, that PayPal
 * never sent: what someone posts to the webhook hoping to mark a deposit paid.
 */
export function unsentCaptureEvent(orderId: string, paymentId: string, amount = { currency_code: 'ZAR', value: '100.00' }) {
  return {
    id: 'WH-FORGED-0001',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource: { id: 'CAPTURE-FORGED', status: 'COMPLETED', amount, custom_id: paymentId, supplementary_data: { related_ids: { order_id: orderId } } },
  };
}

export function refusal(status: number, name: string, issue: string) {
  return HttpResponse.json({ name, details: [{ issue, description: `${issue} (fake)` }], debug_id: 'f1a2b3c4d5e6f' }, { status });
}

function freshBooks() {
  return {
    tokenLifetimeSeconds: 32400,
    tokensIssued: [] as string[],
    validTokens: new Set<string>(),
    orders: new Map<string, FakeOrder>(),
    captures: [] as { orderId: string; captureId: string }[],
    captureRequestIds: [] as string[],
    /** PayPal answers a repeated PayPal-Request-Id with its first answer, for a few hours */
    answersByRequestId: new Map<string, unknown>(),
    /** the next so many capture answers are lost on the way back (the capture itself happens) */
    captureAnswersToLose: 0,
    /** the events the fake sent, by signature: what verification holds a request against */
    sent: new Map<string, { webhookId: string; transmissionId: string; body: string }>(),
    /** every verification asked for, and PayPal's verdict */
    verifications: [] as { transmissionId: string; verdict: 'SUCCESS' | 'FAILURE' }[],
  };
}

export type PayPalBooks = ReturnType<typeof freshBooks>;

export function createFakePayPal() {
  /** Changed in place by reset(), so a test may hold on to it. */
  const books = freshBooks();

  function orderOf(orderId: string): FakeOrder {
    const order = books.orders.get(orderId);
    if (!order) throw new Error(`no fake order ${orderId}`);
    return order;
  }

  function captureOf(captureId: string): FakeOrder {
    const order = [...books.orders.values()].find((candidate) => candidate.capture?.id === captureId);
    if (!order) throw new Error(`no fake capture ${captureId}`);
    return order;
  }

  function captureResource(order: FakeOrder) {
    const unit = order.request.purchase_units[0]!;
    const capture = order.capture!;
    return {
      id: capture.id,
      amount: unit.amount,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      seller_receivable_breakdown: { gross_amount: unit.amount, paypal_fee: { currency_code: unit.amount.currency_code, value: '0.49' } },
      status: capture.status,
      custom_id: unit.custom_id,
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: '2026-11-20T08:00:00Z',
      update_time: '2026-11-20T08:00:00Z',
      links: [
        { href: `${PAYPAL_API}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        { href: `${PAYPAL_API}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${PAYPAL_API}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  function representation(order: FakeOrder) {
    const unit = order.request.purchase_units[0];
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          ...unit,
          ...(order.capture && {
            payments: {
              captures: [
                { id: order.capture.id, status: order.capture.status, amount: unit?.amount, custom_id: unit?.custom_id, final_capture: true },
              ],
            },
          }),
        },
      ],
      links: [
        { href: `${PAYPAL_API}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
      ],
    };
  }

  function unauthorized(request: Request) {
    const bearer = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    if (bearer !== undefined && books.validTokens.has(bearer)) return undefined;
    return HttpResponse.json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, { status: 401 });
  }

  const handlers = [
    http.post(`${PAYPAL_API}/v1/oauth2/token`, async ({ request }) => {
      const credentials = `Basic ${Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_CLIENT_SECRET}`).toString('base64')}`;
      if (request.headers.get('Authorization') !== credentials) {
        return HttpResponse.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, { status: 401 });
      }
      if (request.headers.get('Content-Type') !== 'application/x-www-form-urlencoded' || (await request.text()) !== 'grant_type=client_credentials') {
        return HttpResponse.json({ error: 'unsupported_grant_type' }, { status: 400 });
      }
      const token = `A21AA-fake-access-token-${books.tokensIssued.length + 1}`;
      books.tokensIssued.push(token);
      books.validTokens.add(token);
      return HttpResponse.json({
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: books.tokenLifetimeSeconds,
      });
    }),

    http.post(`${PAYPAL_API}/v2/checkout/orders`, async ({ request }) => {
      const refused = unauthorized(request);
      if (refused) return refused;
      const requestId = request.headers.get('PayPal-Request-Id');
      const earlier = requestId === null ? undefined : books.answersByRequestId.get(requestId);
      if (earlier) return HttpResponse.json(earlier, { status: 200 });
      const order: FakeOrder = {
        id: nextId('5O190127TN3647'),
        request: (await request.json()) as OrderRequest,
        headers: { requestId, prefer: request.headers.get('Prefer') },
        status: 'PAYER_ACTION_REQUIRED',
        captureStatus: 'COMPLETED',
      };
      books.orders.set(order.id, order);
      const answer = representation(order);
      if (requestId !== null) books.answersByRequestId.set(requestId, answer);
      return HttpResponse.json(answer, { status: 201 });
    }),

    http.post(`${PAYPAL_API}/v2/checkout/orders/:orderId/capture`, ({ request, params }) => {
      const refused = unauthorized(request);
      if (refused) return refused;
      const requestId = request.headers.get('PayPal-Request-Id') ?? '';
      books.captureRequestIds.push(requestId);
      const loseAnswer = () => {
        if (books.captureAnswersToLose === 0) return false;
        books.captureAnswersToLose -= 1;
        return true;
      };
      const earlier = books.answersByRequestId.get(requestId);
      if (earlier) return loseAnswer() ? HttpResponse.error() : HttpResponse.json(earlier, { status: 201 });
      const order = books.orders.get(String(params.orderId));
      if (!order) return refusal(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (order.status === 'COMPLETED') return refusal(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') return refusal(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      if (order.captureRefusal) return refusal(422, 'UNPROCESSABLE_ENTITY', order.captureRefusal);
      order.capture = { id: nextId('3C679366HH9086'), status: order.captureStatus };
      order.status = 'COMPLETED';
      books.captures.push({ orderId: order.id, captureId: order.capture.id });
      const answer = representation(order);
      books.answersByRequestId.set(requestId, answer);
      return loseAnswer() ? HttpResponse.error() : HttpResponse.json(answer, { status: 201 });
    }),

    http.get(`${PAYPAL_API}/v2/checkout/orders/:orderId`, ({ request, params }) => {
      const refused = unauthorized(request);
      if (refused) return refused;
      const order = books.orders.get(String(params.orderId));
      if (!order) return refusal(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return HttpResponse.json(representation(order));
    }),

    http.get(`${PAYPAL_API}/v2/payments/captures/:captureId`, ({ request, params }) => {
      const refused = unauthorized(request);
      if (refused) return refused;
      const order = [...books.orders.values()].find((candidate) => candidate.capture?.id === params.captureId);
      if (!order) return refusal(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return HttpResponse.json(captureResource(order));
    }),

    http.post(`${PAYPAL_API}/v1/notifications/verify-webhook-signature`, async ({ request }) => {
      const refused = unauthorized(request);
      if (refused) return refused;
      const text = await request.text();
      const asked = JSON.parse(text) as Record<string, string>;
      if (
        ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'].some(
          (field) => typeof asked[field] !== 'string',
        )
      ) {
        return refusal(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
      }
      const sent = books.sent.get(asked.transmission_sig!);
      // The signature covers the event's bytes as sent, so they must arrive here unchanged.
      const verdict =
        sent !== undefined &&
        sent.webhookId === asked.webhook_id &&
        sent.transmissionId === asked.transmission_id &&
        text.endsWith(`"webhook_event":${sent.body}}`)
          ? 'SUCCESS'
          : 'FAILURE';
      books.verifications.push({ transmissionId: asked.transmission_id!, verdict });
      return HttpResponse.json({ verification_status: verdict });
    }),
  ];

  function event<Resource extends object>(eventType: EventType, resourceType: 'capture' | 'refund', resource: Resource) {
    const id = `WH-${randomBytes(8).toString('hex').toUpperCase()}-${randomBytes(8).toString('hex').toUpperCase()}`;
    return {
      id,
      event_version: '1.0',
      create_time: '2026-11-20T08:00:05.000Z',
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary: `${eventType} (fake)`,
      resource,
      links: [{ href: `${PAYPAL_API}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
    };
  }

  /** The event for an order's capture as it stands: DENIED for a declined one, else COMPLETED. */
  function captureEvent(orderId: string) {
    const order = orderOf(orderId);
    const eventType = order.capture?.status === 'DECLINED' ? 'PAYMENT.CAPTURE.DENIED' : 'PAYMENT.CAPTURE.COMPLETED';
    return event(eventType, 'capture', captureResource(order));
  }

  function transmissionHeaders(transmissionId: string, signature: string): Record<string, string> {
    return {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${PAYPAL_API}/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': '2026-11-20T08:00:06Z',
    };
  }

  return {
    books,
    handlers,

    reset() {
      Object.assign(books, freshBooks());
    },

    /** What the buyer does on PayPal's page. */
    approve(orderId: string): FakeOrder {
      const order = orderOf(orderId);
      order.status = 'APPROVED';
      return order;
    },

    /** The capture made for an order, if any. */
    captureIdOf(orderId: string): string | undefined {
      return orderOf(orderId).capture?.id;
    },

    /** PayPal's review of a held capture ends: completed or denied, with the event that says so. */
    review(orderId: string, verdict: 'COMPLETED' | 'DECLINED') {
      orderOf(orderId).capture!.status = verdict;
      return captureEvent(orderId);
    },

    captureEvent,

    /** The hotel refunds a capture in PayPal's dashboard, or the buyer's bank reverses it. */
    giveBack(captureId: string, how: 'REFUNDED' | 'REVERSED') {
      const order = captureOf(captureId);
      order.capture!.status = how;
      const refundId = nextId('1Y107995YT7834');
      return event(`PAYMENT.CAPTURE.${how}`, 'refund', {
        id: refundId,
        amount: order.request.purchase_units[0]!.amount,
        status: 'COMPLETED',
        create_time: '2026-11-21T08:00:00Z',
        update_time: '2026-11-21T08:00:00Z',
        links: [
          { href: `${PAYPAL_API}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
          { href: `${PAYPAL_API}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
        ],
      });
    },

    /** PayPal posts `body` (an event, written as PayPal writes it) to the webhook `webhookId`, signed. */
    send(body: object | string, webhookId = PAYPAL_WEBHOOK_ID): Delivery {
      const text = typeof body === 'string' ? body : JSON.stringify(body, null, 1);
      const transmissionId = randomUUID();
      const signature = randomBytes(96).toString('base64');
      books.sent.set(signature, { webhookId, transmissionId, body: text });
      return { headers: transmissionHeaders(transmissionId, signature), body: text };
    },

    /** Someone else posts `body` with PayPal's headers and a signature PayPal never made. */
    forge(body: object | string): Delivery {
      const text = typeof body === 'string' ? body : JSON.stringify(body, null, 1);
      return { headers: transmissionHeaders(randomUUID(), randomBytes(96).toString('base64')), body: text };
    },
  };
}

export type FakePayPal = ReturnType<typeof createFakePayPal>;
