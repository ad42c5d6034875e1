// The engine's one way to the server: every request, and what its answer means for the queue.

/** Starts `run` after `ms`; the answer cancels it. Injected so tests drive time. */
export type Timer = (run: () => void, ms: number) => () => void;

export const realTimer: Timer = (run, ms) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

export type Answer =
  /** 2xx: the server did it; `body` is its JSON (null when it sent none). */
  | { kind: 'accepted'; body: unknown }
  /** No answer, a fault on the server's side, or "not now": the same request may succeed later. */
  | { kind: 'unreachable'; reason: string }
  /** 401: the session has ended; the owner must sign in again. */
  | { kind: 'signed-out' }
  /** Any other 4xx: the server will never accept this request; `message` is for the owner. */
  | { kind: 'refused'; status: number; message: string };

export interface HotelApi {
  call(method: string, path: string, options?: { body?: unknown; key?: string }): Promise<Answer>;
}

export interface HotelApiOptions {
  /** '' in the browser: the API is on the page's own origin. */
  baseUrl: string;
  fetch: typeof fetch;
  timer: Timer;
  /** A phone on a bad signal can wait minutes for nothing; after this the attempt counts as failed. */
  timeoutMs: number;
}

/** The server's `{ message }`, else spec point 8's "<status>: <body text or status text>". */
function messageOf(response: Response, text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return `${response.status}: ${text || response.statusText}`;
}

// 408 and 429 mean "not now", not "never".
const TRY_AGAIN_LATER = new Set([408, 429]);

function readAnswer(response: Response, text: string): Answer {
  const { status } = response;
  if (status >= 200 && status < 300) {
    try {
      return { kind: 'accepted', body: text === '' ? null : (JSON.parse(text) as unknown) };
    } catch {
      // A captive portal's login page answers 200 with HTML: that is not the hotel's answer.
      return { kind: 'unreachable', reason: `${status}: the answer was not the hotel's` };
    }
  }
  if (status === 401) return { kind: 'signed-out' };
  if (status >= 400 && status < 500 && !TRY_AGAIN_LATER.has(status)) {
    return { kind: 'refused', status, message: messageOf(response, text) };
  }
  return { kind: 'unreachable', reason: `${status}: ${messageOf(response, text)}` };
}

export function hotelApi(options: HotelApiOptions): HotelApi {
  return {
    async call(method, path, { body, key } = {}) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (key !== undefined) headers['Idempotency-Key'] = key;
      const abort = new AbortController();
      const cancelTimeout = options.timer(() => abort.abort(new Error('no answer in time')), options.timeoutMs);
      try {
        const response = await options.fetch(`${options.baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'include',
          signal: abort.signal,
        });
        return readAnswer(response, await response.text());
      } catch (error) {
        return { kind: 'unreachable', reason: `Could not reach the hotel: ${error instanceof Error ? error.message : String(error)}` };
      } finally {
        cancelTimeout();
      }
    },
  };
}
