import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { ProviderUnavailableError } from './provider.ts';
import type { CaptureOutcome, DepositOrder, DepositProvider } from './provider.ts';

// PayPal REST, Orders v2. Every call can be repeated safely: the order and its capture carry a
// PayPal-Request-Id derived from our payment id, so PayPal answers a repeat with the first result
// instead of acting twice. That is what lets this adapter retry on its own and lets the caller retry
// later after a ProviderUnavailableError.

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api-m.sandbox.paypal.com */
  apiBase: string;
  /** PayPal does not settle ZAR, so the deposit's PayPal amount and currency are configuration (DESIGN D11) */
  amountCents: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  /** pause before the second attempt of a request, doubled before the third; default 300 */
  retryDelayMs?: number;
  /** limit for one attempt of a request; default 10 000 */
  timeoutMs?: number;
}

const MAX_ATTEMPTS = 3;
// Renewing a minute early means a token cannot run out between our check and PayPal's.
const TOKEN_RENEWAL_MARGIN_MS = 60_000;
// PayPal answers 422 to a purchase unit description longer than this.
const DESCRIPTION_MAX_LENGTH = 127;

// 422 issues that mean the payer's funding was refused. PayPal's advice for each is to send the
// buyer back to choose another way to pay, which is what a declined deposit lets them do.
const PAYER_REFUSALS: Readonly<Record<string, string>> = {
  INSTRUMENT_DECLINED: 'The payment method was declined',
  TRANSACTION_REFUSED: 'PayPal refused the payment',
  PAYER_CANNOT_PAY: 'The payer cannot pay with this PayPal account',
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: 'Too many payment attempts for this order',
};

const TokenAnswer = v.object({ access_token: v.string(), expires_in: v.number() });

const CreatedOrder = v.object({
  id: v.string(),
  links: v.optional(v.array(v.object({ href: v.string(), rel: v.string() })), []),
});

const OrderWithCapture = v.object({
  purchase_units: v.optional(
    v.array(
      v.object({
        custom_id: v.optional(v.string()),
        payments: v.optional(
          v.object({
            captures: v.optional(
              v.array(
                v.object({
                  id: v.string(),
                  status: v.string(),
                  custom_id: v.optional(v.string()),
                  amount: v.optional(v.object({ value: v.string(), currency_code: v.string() })),
                }),
              ),
            ),
          }),
        ),
      }),
    ),
  ),
});

// Only these identifiers go into error messages: free text from an answer is not ours to vouch for.
const ErrorAnswer = v.object({
  name: v.optional(v.string()),
  error: v.optional(v.string()),
  debug_id: v.optional(v.string()),
  details: v.optional(v.array(v.object({ issue: v.string() }))),
});

interface PayPalAnswer {
  status: number;
  body: unknown;
}

export function createPayPalProvider(config: PayPalConfig, fetchImpl: typeof fetch = fetch): DepositProvider {
  if (!/^[A-Z]{3}$/.test(config.currency)) throw new Error(`PayPal currency must be a three-letter code, not "${config.currency}"`);
  if (!Number.isSafeInteger(config.amountCents) || config.amountCents <= 0) {
    throw new Error(`PayPal deposit amount must be a positive whole number of cents, not ${config.amountCents}`);
  }
  const apiBase = config.apiBase.replace(/\/+$/, '');
  const retryDelayMs = config.retryDelayMs ?? 300;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const depositValue = formatPayPalAmount(config.amountCents);

  let token: { value: string; renewAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  async function send(label: string, path: string, init: RequestInit): Promise<PayPalAnswer> {
    let problem = '';
    let cause: unknown;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      if (attempt > 1) await sleep(retryDelayMs * 2 ** (attempt - 2));
      try {
        const response = await fetchImpl(apiBase + path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        // Reading the body inside the attempt makes an answer cut off midway count as lost too.
        const text = await response.text();
        // 429 (RATE_LIMIT_REACHED) passes like a 5xx, so it is retried the same way.
        if (response.status < 500 && response.status !== 429) return { status: response.status, body: parseJson(text) };
        problem = `answered ${response.status}`;
        cause = undefined;
      } catch (error) {
        problem = error instanceof Error ? error.message : 'the request failed';
        cause = error;
      }
    }
    throw new ProviderUnavailableError(`PayPal ${label} failed ${MAX_ATTEMPTS} times, last: ${problem}`, { cause });
  }

  async function fetchToken(): Promise<string> {
    const answer = await send('token request', '/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (answer.status === 401) throw new Error(`PayPal refused the client id and secret: ${describeRefusal(answer)}`);
    if (!isSuccess(answer)) throw new Error(`PayPal refused the token request: ${describeRefusal(answer)}`);
    const granted = parseAnswer(TokenAnswer, answer, 'token request');
    token = { value: granted.access_token, renewAt: Date.now() + granted.expires_in * 1000 - TOKEN_RENEWAL_MARGIN_MS };
    return granted.access_token;
  }

  function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    // Requests that arrive while a token is on its way wait for it instead of each asking for one.
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  async function callApi(label: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) {
    const attempt = (bearer: string) =>
      send(label, path, {
        method,
        headers: { ...headers, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const used = await accessToken();
    const answer = await attempt(used);
    if (answer.status !== 401) return answer;
    // PayPal can revoke a token before its expires_in (or our clock is off). One fresh token is
    // worth a try; a second 401 is a real refusal. Another request may have renewed it already.
    if (token?.value === used) token = undefined;
    return attempt(await accessToken());
  }

  return {
    name: 'paypal',
    approvesInstantly: false,
    charge: { amountCents: config.amountCents, currency: config.currency },

    async createOrder({ bookingId, paymentId, description }): Promise<DepositOrder> {
      const answer = await callApi(
        'create order',
        'POST',
        '/v2/checkout/orders',
        { 'PayPal-Request-Id': `create-${paymentId}`, Prefer: 'return=representation' },
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: bookingId,
              custom_id: paymentId,
              description: description.slice(0, DESCRIPTION_MAX_LENGTH),
              amount: { currency_code: config.currency, value: depositValue },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: config.returnUrl,
                cancel_url: config.cancelUrl,
                brand_name: 'Sunningdale Cat Hotel',
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
      );
      if (!isSuccess(answer)) throw new Error(`PayPal refused to create the order: ${describeRefusal(answer)}`);
      const order = parseAnswer(CreatedOrder, answer, 'create order');
      // Orders created with payment_source.paypal name the link 'payer-action'; older ones 'approve'.
      const approve = order.links.find((link) => link.rel === 'payer-action') ?? order.links.find((link) => link.rel === 'approve');
      if (!approve) throw new Error(`PayPal order ${order.id} came without an approval link`);
      return { orderId: order.id, approveUrl: approve.href };
    },

    async captureOrder({ orderId, paymentId }): Promise<CaptureOutcome> {
      // The order id comes back through the buyer's browser; encoding keeps it inside its path segment.
      const orderPath = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const answer = await callApi('capture', 'POST', `${orderPath}/capture`, {
        'PayPal-Request-Id': `capture-${paymentId}`,
        Prefer: 'return=representation',
      });
      if (isSuccess(answer)) return readCapture(answer, paymentId, 'capture');
      if (answer.status === 404) return { state: 'declined', reason: 'Unknown PayPal order' };
      const issue = firstIssue(answer);
      if (answer.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
        // An earlier capture went through but its answer was lost, or PayPal has forgotten the
        // request id by now: the order itself still holds that capture.
        const order = await callApi('order lookup', 'GET', orderPath, {});
        if (!isSuccess(order)) throw new Error(`PayPal refused to show captured order ${orderId}: ${describeRefusal(order)}`);
        // PayPal's reads can lag its writes: a copy of the order from before the capture is no
        // reason to give up, only to ask again later.
        if (parseAnswer(OrderWithCapture, order, 'order lookup').purchase_units?.[0]?.payments?.captures?.length === undefined) {
          throw new ProviderUnavailableError(`PayPal says order ${orderId} is captured but does not show the capture yet`);
        }
        return readCapture(order, paymentId, 'order lookup');
      }
      if (answer.status === 422 && (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED')) {
        return { state: 'not_approved', reason: 'The payment has not been approved at PayPal yet' };
      }
      const refusal = answer.status === 422 && issue !== undefined ? PAYER_REFUSALS[issue] : undefined;
      if (refusal) return { state: 'declined', reason: refusal };
      throw new Error(`PayPal refused to capture order ${orderId}: ${describeRefusal(answer)}`);
    },
  };
}

function readCapture(answer: PayPalAnswer, paymentId: string, label: string): CaptureOutcome {
  const unit = parseAnswer(OrderWithCapture, answer, label).purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!capture) throw new Error(`PayPal's answer to the ${label} holds no capture`);
  // The order id reaches us through the browser: without this check one paid order could be
  // replayed to mark another booking's deposit paid.
  const owner = capture.custom_id ?? unit?.custom_id;
  if (owner !== undefined && owner !== paymentId) throw new Error(`PayPal capture ${capture.id} belongs to another payment`);
  switch (capture.status) {
    case 'COMPLETED': {
      if (!capture.amount) throw new Error(`PayPal capture ${capture.id} has no amount`);
      return {
        state: 'captured',
        captureId: capture.id,
        amountCents: parsePayPalAmount(capture.amount.value),
        currency: capture.amount.currency_code,
      };
    }
    // PayPal holds some captures for review and can still deny them days later. Nothing here hears
    // its later verdict (there is no webhook), so confirming the stay now could confirm one that is
    // never paid. If PayPal completes it after all, the money is in the hotel's PayPal account and
    // the hotel settles it by hand.
    case 'PENDING':
      return { state: 'declined', reason: 'Payment is pending review at PayPal' };
    case 'DECLINED':
      return { state: 'declined', reason: 'PayPal declined the payment' };
    case 'FAILED':
      return { state: 'declined', reason: 'The payment failed at PayPal' };
    // REFUNDED or PARTIALLY_REFUNDED: money moved and (some) went back, which only a person can judge.
    default:
      throw new Error(`PayPal capture ${capture.id} has status ${capture.status}`);
  }
}

/** Cents to PayPal's decimal text: 550 => "5.50". */
export function formatPayPalAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${cents} is not a whole number of cents`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal text to cents, without passing through a float: "5.50" and "5.5" => 550. */
export function parsePayPalAmount(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new Error(`PayPal amount "${value}" is not a decimal amount`);
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new Error(`PayPal amount "${value}" is too large`);
  return cents;
}

function isSuccess(answer: PayPalAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseAnswer<T extends v.GenericSchema>(schema: T, answer: PayPalAnswer, label: string): v.InferOutput<T> {
  const parsed = v.safeParse(schema, answer.body);
  if (!parsed.success) throw new Error(`PayPal's answer to the ${label} was not understood (status ${answer.status})`);
  return parsed.output;
}

function firstIssue(answer: PayPalAnswer): string | undefined {
  const parsed = v.safeParse(ErrorAnswer, answer.body);
  return parsed.success ? parsed.output.details?.[0]?.issue : undefined;
}

function describeRefusal(answer: PayPalAnswer): string {
  const parsed = v.safeParse(ErrorAnswer, answer.body);
  if (!parsed.success) return `status ${answer.status}`;
  const { name, error, debug_id: debugId, details } = parsed.output;
  return [
    `status ${answer.status}`,
    name ?? error,
    details?.map((detail) => detail.issue).join(', '),
    debugId && `debug id ${debugId}`,
  ]
    .filter(Boolean)
    .join(', ');
}
