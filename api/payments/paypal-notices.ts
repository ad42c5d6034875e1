import * as v from 'valibot';
import type { Log } from '../log.ts';
import { describeRefusal, isSuccess, parseAnswer, parsePayPalAmount } from './paypal-api.ts';
import type { PayPalCall } from './paypal-api.ts';
import type { DepositNews, DepositNotices, NoticeReading, NoticeSubject, ReceivedNotice } from './provider.ts';

// PayPal's webhooks, read the way its documentation asks:
//
// 1. The body must be a PayPal event (an id, an event_type, a resource). Anything else is not a
//    notification at all, and PayPal is not asked about it.
// 2. The five PAYPAL-* transmission headers must be there, no longer than PayPal documents them;
//    without them nothing can be verified, and again PayPal is not asked.
// 3. PayPal is asked whether it sent this event to the hotel's webhook (verify-webhook-signature,
//    webhook_id = PAYPAL_WEBHOOK_ID); only SUCCESS passes. The event goes in as the bytes that came,
//    spliced into the request rather than parsed and written again, because the signature covers
//    those bytes: "5.50" written back as 5.5, or an escaped character unescaped, would fail it.
// 4. Only a verified event is read further. A refund or a chargeback names only the capture it
//    returns, so PayPal is asked for that capture, which names our payment (custom_id) and the
//    order: a refund can arrive before the hotel has heard of the capture at all.

const TRANSMISSION_HEADERS = {
  auth_algo: ['paypal-auth-algo', 100],
  cert_url: ['paypal-cert-url', 500],
  transmission_id: ['paypal-transmission-id', 50],
  transmission_sig: ['paypal-transmission-sig', 500],
  transmission_time: ['paypal-transmission-time', 100],
} as const;

const PayPalEvent = v.object({
  // PayPal's event ids look like WH-2CL46544TB770421K-5VB92446WP7345818; the limit keeps junk out of payment_notices.
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)),
  event_type: v.pipe(v.string(), v.maxLength(100)),
  resource: v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input)),
});

const Link = v.object({ rel: v.string(), href: v.string() });

const CaptureResource = v.object({
  id: v.string(),
  custom_id: v.optional(v.string()),
  amount: v.optional(v.object({ value: v.string(), currency_code: v.string() })),
  supplementary_data: v.optional(v.object({ related_ids: v.optional(v.object({ order_id: v.optional(v.string()) })) })),
  links: v.optional(v.array(Link), []),
});

const VerificationAnswer = v.object({ verification_status: v.string() });

type Resource = Record<string, unknown>;
type Reading = { news: DepositNews; subject: NoticeSubject } | 'malformed';

const CAPTURE_PATH = /\/v2\/payments\/captures\/([^/?#]+)$/;

function subjectOf(capture: v.InferOutput<typeof CaptureResource>): NoticeSubject {
  return { paymentId: capture.custom_id, orderId: capture.supplementary_data?.related_ids?.order_id, captureId: capture.id };
}

function readCaptured(resource: Resource): Reading {
  const parsed = v.safeParse(CaptureResource, resource);
  if (!parsed.success || parsed.output.amount === undefined) return 'malformed';
  const { id, amount } = parsed.output;
  let amountCents: number;
  try {
    amountCents = parsePayPalAmount(amount.value);
  } catch {
    return 'malformed';
  }
  return { news: { kind: 'captured', capture: { captureId: id, amountCents, currency: amount.currency_code } }, subject: subjectOf(parsed.output) };
}

function readDenied(resource: Resource): Reading {
  const parsed = v.safeParse(CaptureResource, resource);
  return parsed.success ? { news: { kind: 'denied' }, subject: subjectOf(parsed.output) } : 'malformed';
}

/** The capture a refund or reversal returns: its `up` link, or the resource itself when it is the capture. */
function returnedCaptureId(resource: Resource): string | undefined {
  const parsed = v.safeParse(CaptureResource, resource);
  if (!parsed.success) return undefined;
  const link = (rel: string) => parsed.output.links.find((candidate) => candidate.rel === rel)?.href.match(CAPTURE_PATH)?.[1];
  const up = link('up');
  if (up !== undefined) return decodeURIComponent(up);
  return link('self') !== undefined ? parsed.output.id : undefined;
}

export function payPalNotices(webhookId: string, callApi: PayPalCall): DepositNotices {
  async function verify(headers: Headers, body: string): Promise<boolean> {
    const transmission: Record<string, string> = {};
    for (const [field, [header, maxLength]] of Object.entries(TRANSMISSION_HEADERS)) {
      const value = headers.get(header);
      if (value === null || value.length === 0 || value.length > maxLength) return false;
      transmission[field] = value;
    }
    // `body` parsed as a JSON object in step 1, so splicing it in cannot change the request's other fields.
    const request = `${JSON.stringify({ ...transmission, webhook_id: webhookId }).slice(0, -1)},"webhook_event":${body}}`;
    const answer = await callApi('webhook verification', 'POST', '/v1/notifications/verify-webhook-signature', {}, request);
    // PayPal refuses the request itself (400, 422) when the headers are not of its making.
    if (answer.status === 400 || answer.status === 422) return false;
    if (!isSuccess(answer)) throw new Error(`PayPal refused to verify a webhook event: ${describeRefusal(answer)}`);
    return parseAnswer(VerificationAnswer, answer, 'webhook verification').verification_status === 'SUCCESS';
  }

  async function readReturned(resource: Resource, kind: 'refunded' | 'reversed'): Promise<Reading> {
    const captureId = returnedCaptureId(resource);
    if (captureId === undefined) return 'malformed';
    const answer = await callApi('capture lookup', 'GET', `/v2/payments/captures/${encodeURIComponent(captureId)}`, {});
    // A capture PayPal does not show is none of the hotel's: the notice names nothing we know.
    if (answer.status === 404) return { news: { kind }, subject: { captureId } };
    if (!isSuccess(answer)) throw new Error(`PayPal refused to show capture ${captureId}: ${describeRefusal(answer)}`);
    return { news: { kind }, subject: subjectOf(parseAnswer(CaptureResource, answer, 'capture lookup')) };
  }

  function readEvent(eventType: string, resource: Resource): Reading | Promise<Reading> {
    switch (eventType) {
      case 'PAYMENT.CAPTURE.COMPLETED':
        return readCaptured(resource);
      case 'PAYMENT.CAPTURE.DENIED':
        return readDenied(resource);
      case 'PAYMENT.CAPTURE.REFUNDED':
        return readReturned(resource, 'refunded');
      case 'PAYMENT.CAPTURE.REVERSED':
        return readReturned(resource, 'reversed');
      // The webhook may be subscribed to more than these; the others change nothing here.
      default:
        return { news: { kind: 'other' }, subject: {} };
    }
  }

  return {
    from: 'paypal',
    async read({ headers, body }: ReceivedNotice, log: Log): Promise<NoticeReading> {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return { verdict: 'malformed' };
      }
      const event = v.safeParse(PayPalEvent, json);
      if (!event.success) return { verdict: 'malformed' };
      if (!(await verify(headers, body))) return { verdict: 'unverified' };
      const { id, event_type: eventType, resource } = event.output;
      const reading = await readEvent(eventType, resource);
      if (reading === 'malformed') {
        // PayPal sent it, so this is ours to look into; PayPal keeps it and sends it again meanwhile.
        log.error(`PayPal webhook event ${id} (${eventType}) was verified but could not be read`);
        return { verdict: 'malformed' };
      }
      return { verdict: 'verified', notice: { id, event: eventType, subject: reading.subject, ...reading.news } };
    },
  };
}
