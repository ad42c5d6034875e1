// The engine's requests, sent through the phone's one client (api-client.ts), and what each answer means for the queue.
import * as v from 'valibot';
import { type ChangeResult, changeBatchAnswerSchema } from '../domain/schemas/change-batch.ts';
import { callHotel, type Problem, problemIn, RequestFailed } from './api-client.ts';

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
  /**
   * Any other 4xx: the server will never accept this request; `message` is for the owner, and
   * `field` names the input at fault when the server named one.
   */
  | { kind: 'refused'; status: number; message: string; field?: string };

/** One waiting change as it rides in a batch: its outbox entry's id is its Idempotency-Key. */
export interface BatchedChange {
  id: string;
  method: string;
  path: string;
  body?: unknown;
}

export type BatchAnswer =
  /**
   * The server took the batch: an answer for each change it reached, in order (the server stops
   * after the first one it did not apply; the rest were not reached).
   */
  | { kind: 'answered'; answers: Answer[] }
  /**
   * This server does not take the batch whole: 404 from an older server, or a batch it refused
   * as a batch (too large, say). Nothing ran; the changes go alone.
   */
  | { kind: 'not taken'; status: number }
  | Extract<Answer, { kind: 'unreachable' | 'signed-out' }>;

export interface HotelApi {
  call(method: string, path: string, options?: { body?: unknown; key?: string }): Promise<Answer>;
  /** Sends waiting changes together (POST /api/changes, or /api/staff/changes from the desk). */
  sendBatch(changes: BatchedChange[]): Promise<BatchAnswer>;
}

export interface HotelApiOptions {
  /** '' in the browser: the API is on the page's own origin. */
  baseUrl: string;
  fetch: typeof fetch;
  timer: Timer;
  /** A phone on a bad signal can wait minutes for nothing; after this the attempt counts as failed. */
  timeoutMs: number;
  /** Where batches go: the owner's /api/changes, or a staff phone's /api/staff/changes. */
  batchPath?: string;
}

// 408 and 429 mean "not now", not "never".
const TRY_AGAIN_LATER = new Set([408, 429]);

/** What a status other than 2xx means for the queue. */
function failureOf(status: number, problem: Problem): Answer {
  if (status === 401) return { kind: 'signed-out' };
  if (status >= 400 && status < 500 && !TRY_AGAIN_LATER.has(status)) return { kind: 'refused', status, ...problem };
  return { kind: 'unreachable', reason: `${status}: ${problem.message}` };
}

/** A 2xx answer's body; a captive portal's login page answers 200 with HTML, and that is not the hotel's answer. */
function readAccepted(status: number, text: string): Answer {
  try {
    return { kind: 'accepted', body: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch {
    return { kind: 'unreachable', reason: `${status}: the answer was not the hotel's` };
  }
}

/**
 * A change's answer inside a batch, read as the same answer sent alone would be. Undefined once
 * the server stopped: that change and the ones after it were not reached.
 */
function changeAnswer(result: ChangeResult): Answer | undefined {
  if (result.outcome === 'not reached') return undefined;
  if (result.outcome === 'applied') return { kind: 'accepted', body: result.body ?? null };
  return failureOf(result.status, problemIn(result.body) ?? { message: `${result.status}: ${JSON.stringify(result.body)}` });
}

/**
 * The batch's answer. Its results must name the changes sent, in order, and the server must have
 * reached at least the first; anything else is not the hotel's answer, and nothing is settled.
 */
function readBatchAnswer(sent: BatchedChange[], answer: Answer): BatchAnswer {
  if (answer.kind === 'refused') return { kind: 'not taken', status: answer.status };
  if (answer.kind !== 'accepted') return answer;
  const parsed = v.safeParse(changeBatchAnswerSchema, answer.body);
  const results = parsed.success ? parsed.output.results : [];
  const answers: Answer[] = [];
  for (const result of results) {
    const reached = changeAnswer(result);
    if (reached === undefined) break;
    answers.push(reached);
  }
  const namesWhatWasSent = results.length === sent.length && results.every((result, index) => result.id === sent[index]!.id);
  if (!namesWhatWasSent || answers.length === 0) return { kind: 'unreachable', reason: "The hotel's answer to the batch did not name its changes" };
  return { kind: 'answered', answers };
}

export function hotelApi(options: HotelApiOptions): HotelApi {
  async function call(method: string, path: string, { body, key }: { body?: unknown; key?: string } = {}): Promise<Answer> {
    const abort = new AbortController();
    const cancelTimeout = options.timer(() => abort.abort(new Error('no answer in time')), options.timeoutMs);
    try {
      const response = await callHotel(method, `${options.baseUrl}${path}`, { body, key, signal: abort.signal, fetch: options.fetch });
      return readAccepted(response.status, await response.text());
    } catch (error) {
      if (error instanceof RequestFailed && error.status !== 0) {
        return failureOf(error.status, error.field === undefined ? { message: error.message } : { message: error.message, field: error.field });
      }
      // Dropped on the way there, or while the answer came back: the cause says which.
      const cause = error instanceof RequestFailed ? error.cause : error;
      return { kind: 'unreachable', reason: `Could not reach the hotel: ${cause instanceof Error ? cause.message : String(cause)}` };
    } finally {
      cancelTimeout();
    }
  }
  return {
    call,
    async sendBatch(changes) {
      return readBatchAnswer(changes, await call('POST', options.batchPath ?? '/api/changes', { body: { changes } }));
    },
  };
}
