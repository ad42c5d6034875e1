// The phone's one way to ask the hotel's API (issue 32): every screen's call and the sync engine's go
// through `callHotel`, and every failure is one error, RequestFailed, carrying what the screens and the
// outbox decide by: no answer (status 0), signed out (401), refused (another 4xx), the server's fault
// (5xx), and the server's `{ message, field? }` (api/http/problem.ts). No web/ or api/ import here:
// the answer types come from the callers, which take them from the contracts.

/** The server's words for a refusal, and the input at fault when it named one. */
export interface Problem {
  message: string;
  field?: string;
}

/** The server's `{ message, field? }`, if its body is one with words in it. */
export function problemIn(body: unknown): Problem | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body) || typeof body.message !== 'string') return undefined;
  if (body.message.trim() === '') return undefined;
  return 'field' in body && typeof body.field === 'string' ? { message: body.message, field: body.field } : { message: body.message };
}

/** A request that did not succeed, with the words to show for it. */
export class RequestFailed extends Error {
  /** The HTTP status; 0 when no answer came (offline, the connection dropped, too slow). */
  readonly status: number;
  /** The input the server found at fault, when it named one. */
  readonly field: string | undefined;
  /** Whether `message` is the server's own words (else the caller's, or spec point 8's "<status>: <text>"). */
  readonly fromServer: boolean;

  constructor(
    message: string,
    { status, field, fromServer = false, cause }: { status: number; field?: string; fromServer?: boolean; cause?: unknown },
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.field = field;
    this.fromServer = fromServer;
  }
}

/** The words to show for a failure: the request's own, or the caller's for anything else. */
export const failureWords = (error: unknown, fallback: string): string =>
  error instanceof RequestFailed && error.message !== '' ? error.message : fallback;

/** Whether the request never reached the hotel, or its answer never came back. */
export const noAnswer = (error: unknown): error is RequestFailed => error instanceof RequestFailed && error.status === 0;

/** How to send a request, and the caller's words for what can go wrong. */
export interface Asking {
  /** Sent as JSON. */
  body?: unknown;
  /** The Idempotency-Key: the server applies a request sent again under the same key only once. */
  key?: string;
  signal?: AbortSignal;
  /** The words when the phone knows it is offline: then nothing is sent. Unset: it is sent anyway. */
  offline?: string;
  /** The words when no answer came; `offline`'s when unset, else "Could not reach the hotel: <why>". */
  unreachable?: string;
  /** The words when the server refused without its own (a proxy's page, say); spec point 8's "<status>: <text>" when unset. */
  fallback?: string;
  /** Injected by the sync engine and its tests; the page's own fetch otherwise, looked up when asked. */
  fetch?: typeof fetch;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function unanswered(asking: Asking, cause: unknown): RequestFailed {
  const why = cause instanceof Error ? cause.message : String(cause);
  return new RequestFailed(asking.unreachable ?? asking.offline ?? `Could not reach the hotel: ${why}`, { status: 0, cause });
}

/** The refusal of an answer that is not 2xx: the server's words, else the caller's, else spec point 8's. */
function refusalOf(response: Response, text: string, fallback: string | undefined): RequestFailed {
  let problem: Problem | undefined;
  try {
    problem = problemIn(JSON.parse(text));
  } catch {
    // Not JSON (a proxy's error page): nothing the owner can act on.
  }
  const { status } = response;
  if (problem !== undefined)
    return new RequestFailed(problem.message, { status, fromServer: true, ...(problem.field === undefined ? {} : { field: problem.field }) });
  return new RequestFailed(fallback ?? `${status}: ${text || response.statusText}`, { status });
}

/**
 * Sends one request with the session's cookie and resolves with its 2xx answer, body unread (a file,
 * or a status the caller reads). Anything else rejects with RequestFailed.
 */
export async function callHotel(method: string, path: string, asking: Asking = {}): Promise<Response> {
  if (asking.offline !== undefined && isOffline()) throw new RequestFailed(asking.offline, { status: 0 });
  const headers: Record<string, string> = {};
  if (asking.body !== undefined) headers['Content-Type'] = 'application/json';
  if (asking.key !== undefined) headers['Idempotency-Key'] = asking.key;
  const send = asking.fetch ?? globalThis.fetch;
  let response: Response;
  let text: string;
  try {
    response = await send(path, {
      method,
      headers,
      body: asking.body === undefined ? undefined : JSON.stringify(asking.body),
      credentials: 'include',
      ...(asking.signal === undefined ? {} : { signal: asking.signal }),
    });
    if (response.ok) return response;
    text = await response.text();
  } catch (error) {
    throw unanswered(asking, error);
  }
  throw refusalOf(response, text, asking.fallback);
}

/** Reads a 2xx answer's JSON (null when it sent none); a page that is not JSON (a captive portal's) is not the hotel's answer. */
export async function answerOf<T>(response: Response, asking: Asking = {}): Promise<T> {
  try {
    const text = await response.text();
    return (text === '' ? null : JSON.parse(text)) as T;
  } catch (error) {
    throw unanswered(asking, error);
  }
}

/** Sends one request and reads its answer's JSON, typed by the caller from the contract it answers with. */
export async function callHotelFor<T>(method: string, path: string, asking: Asking = {}): Promise<T> {
  return answerOf<T>(await callHotel(method, path, asking), asking);
}
