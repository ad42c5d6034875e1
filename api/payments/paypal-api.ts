import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { ProviderUnavailableError } from './provider.ts';

// The connection to PayPal's REST API that the deposit's orders (paypal.ts) and its webhooks
// (paypal-notices.ts) share: one access token, renewed before it runs out; every request retried on
// a lost answer, a 5xx or a 429, then reported as ProviderUnavailableError so the caller can try
// again later. Retrying is safe only because every call that acts carries a PayPal-Request-Id.

export interface PayPalConnection {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api-m.sandbox.paypal.com */
  apiBase: string;
  /** pause before the second attempt of a request, doubled before the third; default 300 */
  retryDelayMs?: number;
  /** limit for one attempt of a request; default 10 000 */
  timeoutMs?: number;
}

export interface PayPalAnswer {
  status: number;
  body: unknown;
}

/** One PayPal call with a bearer token; `json` is the request body, already written as JSON text. */
export type PayPalCall = (
  label: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  json?: string,
) => Promise<PayPalAnswer>;

const MAX_ATTEMPTS = 3;
// Renewing a minute early means a token cannot run out between our check and PayPal's.
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

const TokenAnswer = v.object({ access_token: v.string(), expires_in: v.number() });

// Only these identifiers go into error messages: free text from an answer is not ours to vouch for.
const ErrorAnswer = v.object({
  name: v.optional(v.string()),
  error: v.optional(v.string()),
  debug_id: v.optional(v.string()),
  details: v.optional(v.array(v.object({ issue: v.string() }))),
});

export function connectToPayPal(config: PayPalConnection, fetchImpl: typeof fetch = fetch): PayPalCall {
  const apiBase = config.apiBase.replace(/\/+$/, '');
  const retryDelayMs = config.retryDelayMs ?? 300;
  const timeoutMs = config.timeoutMs ?? 10_000;

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

  return async function call(label, method, path, headers, json) {
    const attempt = (bearer: string) =>
      send(label, path, { method, headers: { ...headers, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' }, body: json });
    const used = await accessToken();
    const answer = await attempt(used);
    if (answer.status !== 401) return answer;
    // PayPal can revoke a token before its expires_in (or our clock is off). One fresh token is
    // worth a try; a second 401 is a real refusal. Another request may have renewed it already.
    if (token?.value === used) token = undefined;
    return attempt(await accessToken());
  };
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

export function isSuccess(answer: PayPalAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function parseAnswer<T extends v.GenericSchema>(schema: T, answer: PayPalAnswer, label: string): v.InferOutput<T> {
  const parsed = v.safeParse(schema, answer.body);
  if (!parsed.success) throw new Error(`PayPal's answer to the ${label} was not understood (status ${answer.status})`);
  return parsed.output;
}

export function firstIssue(answer: PayPalAnswer): string | undefined {
  const parsed = v.safeParse(ErrorAnswer, answer.body);
  return parsed.success ? parsed.output.details?.[0]?.issue : undefined;
}

export function describeRefusal(answer: PayPalAnswer): string {
  const parsed = v.safeParse(ErrorAnswer, answer.body);
  if (!parsed.success) return `status ${answer.status}`;
  const { name, error, debug_id: debugId, details } = parsed.output;
  return [`status ${answer.status}`, name ?? error, details?.map((detail) => detail.issue).join(', '), debugId && `debug id ${debugId}`]
    .filter(Boolean)
    .join(', ');
}
