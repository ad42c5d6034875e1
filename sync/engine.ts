// The sync engine (DESIGN section 4, decision record 0007): sends the outbox in order, in batches,
// one request at a time, from one tab at a time, and brings the server's copy down when the queue
// is empty.
import { liveQuery } from 'dexie';
import { LIMITS } from '../domain/schemas/limits.ts';
import { backoffDelay } from './backoff.ts';
import { retryChange } from './changes.ts';
import { hotelApi, realTimer, type Timer } from './hotel-api.ts';
import { type HotelData, readMeta } from './local-data.ts';
import { pullDeskFromServer, pullFromServer, restoreFromServer } from './pull.ts';
import { type BatchOutcome, oldestWaiting, type Refusal, sendBatch, sendChange } from './replay.ts';
import { updateSyncState } from './status.ts';
import { leaseInMeta, type Locks, webLock } from './tab-lock.ts';

/** Longer than this, a phone on a bad signal is better off counting the attempt as failed. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** Outlasts a batch of changes and a restore (two requests), so a live tab never loses its lease mid-send. */
export const LEASE_MS = 60_000;
/**
 * How long an owner who just made a booking waits for the hotel's answer before being told it
 * waits to be sent: a good signal answers in well under a second.
 */
export const ANSWER_WAIT_MS = 10_000;

/** What became of a change sent at once (sendNow). */
export type SendOutcome =
  | { kind: 'sent' }
  /** The hotel will not take it; the change has left the outbox (the caller shows the refusal). */
  | ({ kind: 'refused' } & Refusal)
  /** No answer yet (offline, no signal, signed out, or slow): the change waits in the outbox. */
  | { kind: 'waiting' };

export interface SyncOptions {
  /** Where the API lives: '' in the browser (the page's own origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The clock, in milliseconds. */
  now?: () => number;
  timer?: Timer;
  /** For the backoff's jitter: a number in [0, 1). */
  random?: () => number;
  /** `navigator.locks` by default; null where there are none, and a lease in `meta` is used. */
  locks?: Locks | null;
  /** Sources of `online` and `visibilitychange`: the page's window and document by default. */
  window?: EventTarget;
  document?: EventTarget & { readonly visibilityState: DocumentVisibilityState };
  requestTimeoutMs?: number;
  leaseMs?: number;
  /** Changes sent in one request, at most the server's bound (LIMITS.changesPerBatch). */
  changesPerBatch?: number;
  /**
   * Whose phone: an owner's (the default) sends to /api/changes and pulls the owner's records; the
   * desk's (issue 33) sends the staff's changes to /api/staff/changes and pulls today's care log.
   */
  side?: 'owner' | 'desk';
}

export interface SyncEngine {
  /** Sends what waits, then pulls; resolves when this tab has done so (or another tab is doing it). */
  syncNow(): Promise<void>;
  /** After the owner signed in again: the paused queue goes on. */
  resume(): Promise<void>;
  /**
   * Sends what waits now, and says within `waitMs` what became of this one change: the same outbox
   * entry, with its key, so it is still sent once whatever happens. A refusal is handed to the
   * caller to show where the owner is, and the change leaves the outbox, so it is not shown twice.
   */
  sendNow(entryId: string, waitMs?: number): Promise<SendOutcome>;
  /** Sends a refused change again, under a new key. */
  retry(entryId: string): Promise<void>;
  /** Drops a refused change and puts its record back as the server has it. */
  discard(entryId: string): Promise<void>;
  /** No more triggers; resolves once a request in flight has been settled. */
  stop(): Promise<void>;
}

/**
 * Starts the engine for one tab. Triggers: the start, every change from any tab (a Dexie liveQuery
 * on the outbox's counter, whose first answer is the start), `online`, the page becoming visible,
 * and the backoff timer. While it backs off, a change waits for the timer: a new change says
 * nothing about whether the network or the server is back; `online`, visibility and syncNow() do.
 */
export function startSync(data: HotelData, options: SyncOptions = {}): SyncEngine {
  const now = options.now ?? Date.now;
  const timer = options.timer ?? realTimer;
  const random = options.random ?? Math.random;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const changesPerBatch = options.changesPerBatch ?? LIMITS.changesPerBatch;
  const api = hotelApi({
    baseUrl: options.baseUrl ?? '',
    // Looked up at each call, so a fetch wrapped after the engine started (a test's MSW) is used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timer,
    timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    batchPath: options.side === 'desk' ? '/api/staff/changes' : '/api/changes',
  });
  const pullRecords = options.side === 'desk' ? pullDeskFromServer : pullFromServer;
  const locks = options.locks === undefined ? globalThis.navigator?.locks : options.locks;
  const lock = locks ? webLock(locks, data.name) : leaseInMeta(data, now, leaseMs);
  const isoNow = () => new Date(now()).toISOString();

  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let cancelWake: (() => void) | undefined;
  let backingOff = false;
  /** The page came online or into view during the round that runs: worth trying again after a backoff. */
  let signalNews = false;
  /** The outbox counter as the latest round found it before reading the outbox: undefined before the first. */
  let seqSeen: number | undefined;
  /** False once the server answered 404 to a batch: an older server, sent every change alone until reload. */
  let serverTakesBatches = true;
  /** Changes someone on the page waits to hear about (sendNow), and the refusals this tab took for them. */
  const awaited = new Set<string>();
  const refusedHere = new Map<string, Refusal>();
  const takeRefusal = (entryId: string, refusal: Refusal) => {
    if (!awaited.has(entryId)) return false;
    refusedHere.set(entryId, refusal);
    return true;
  };

  function wakeAfter(ms: number): void {
    cancelWake?.();
    cancelWake = timer(() => {
      cancelWake = undefined;
      void syncNow();
    }, ms);
  }

  const pause = () => updateSyncState(data, { paused: 'signed-out', sending: false });

  async function pull(): Promise<void> {
    const result = await pullRecords(data, api);
    // Holding the lock, this tab knows no one is sending: a tab that died mid-send said otherwise.
    if (result.kind === 'pulled') await updateSyncState(data, { lastSyncedAt: isoNow(), lastError: null, sending: false });
    else if (result.kind === 'signed-out') await pause();
    else await updateSyncState(data, { lastError: result.reason });
  }

  /**
   * One tab's turn, holding the lock:
   * 1. Before each request, make sure the lock is still this tab's (a lease can be lost).
   * 2. Send the oldest waiting changes, up to a batch, in one request and settle each answer
   *    (replay.ts); a lone change goes to its own endpoint, as it always has. A sent or refused
   *    change lets the next one go; the queue never stops for a refusal: the server stops a batch
   *    at a refusal, and the changes after it go in the next batch.
   * 3. A server that does not take the batch: the oldest change goes alone, and after a 404 (an
   *    older server) every change does.
   * 4. Unreachable: wait with full-jitter backoff; 401: pause until resume().
   * 5. Nothing left: pull the server's copy, and note the time the two agreed (the desk's, only
   *    after it sent something).
   */
  async function replay(stillMine: () => Promise<boolean>): Promise<'done' | 'backing off'> {
    let sending = false;
    let aloneNext = false;
    try {
      for (;;) {
        if (stopped || !(await stillMine())) return 'done';
        const entries = await oldestWaiting(data, serverTakesBatches && !aloneNext ? changesPerBatch : 1);
        aloneNext = false;
        if (entries.length === 0) {
          // The desk's screens ask the server themselves; its pull brings down what other phones
          // logged, worth a request only after this phone sent something.
          if (sending || options.side !== 'desk') await pull();
          return 'done';
        }
        if (!sending) await updateSyncState(data, { sending: (sending = true) });
        const outcome: BatchOutcome =
          entries.length === 1
            ? await sendChange(data, api, entries[0]!, isoNow(), takeRefusal)
            : await sendBatch(data, api, entries, isoNow(), takeRefusal);
        if (outcome.kind === 'not taken') {
          if (outcome.status === 404) serverTakesBatches = false;
          aloneNext = true;
          continue;
        }
        if (outcome.kind === 'signed-out') {
          await pause();
          return 'done';
        }
        if (outcome.kind === 'unreachable') {
          await updateSyncState(data, { lastError: outcome.reason });
          wakeAfter(backoffDelay(outcome.attempts, random));
          backingOff = true;
          return 'backing off';
        }
      }
    } finally {
      if (sending) await updateSyncState(data, { sending: false });
    }
  }

  async function round(): Promise<'done' | 'backing off'> {
    cancelWake?.();
    cancelWake = undefined;
    backingOff = false;
    seqSeen = (await readMeta(data, 'outboxSeq')) ?? 0;
    if ((await readMeta(data, 'sync'))?.paused) return 'done';
    let result: 'done' | 'backing off' = 'done';
    const ran = await lock.runAlone(async (stillMine) => {
      result = await replay(stillMine);
    });
    // Another tab is sending and sees every change too; look again in case it dies holding a lease.
    if (!ran) wakeAfter(leaseMs);
    return result;
  }

  /**
   * Triggers that come while a round runs fold into one more round after it, unless the round
   * ended in a backoff: then the backoff's timer says when to try again, except when the page
   * said meanwhile that the signal is back (a request made offline can still be failing when it
   * returns, and the owner should not wait out the backoff for it).
   */
  function syncNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    again = true;
    running ??= (async () => {
      try {
        while (again && !stopped) {
          again = false;
          signalNews = false;
          if ((await round()) === 'backing off' && !signalNews) break;
        }
      } catch (error) {
        // A database closed under a stopping engine is expected; anything else the owner should see.
        if (!stopped) await updateSyncState(data, { sending: false, lastError: String(error) }).catch(() => {});
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const page = options.window ?? globalThis.window;
  const doc = options.document ?? globalThis.document;
  const onOnline = () => {
    signalNews = true;
    void syncNow();
  };
  const onVisible = () => {
    if (doc?.visibilityState !== 'visible') return;
    signalNews = true;
    void syncNow();
  };
  page?.addEventListener('online', onOnline);
  doc?.addEventListener('visibilitychange', onVisible);
  // A round that began after a change was written sends it; only newer changes need another.
  const watch = liveQuery(() => readMeta(data, 'outboxSeq')).subscribe({
    next: (seq) => {
      if (!backingOff && (seq ?? 0) !== seqSeen) void syncNow();
    },
    error: () => {},
  });

  /**
   * 1. Note that the page waits for the change, so a refusal of it is taken, not left in the outbox.
   * 2. Watch the entry: gone means sent (or refused here, as noted), rejected means another tab's
   *    engine refused it; the time running out means it waits.
   * 3. Send now. A round that ends with the entry still waiting because the hotel could not be
   *    reached or the owner must sign in again answers at once: it waits. Another tab holding the
   *    lock sends it meanwhile, and the watch sees the outcome.
   */
  function sendNow(entryId: string, waitMs = ANSWER_WAIT_MS): Promise<SendOutcome> {
    awaited.add(entryId);
    return new Promise<SendOutcome>((resolve) => {
      let done = false;
      const finish = (outcome: SendOutcome) => {
        if (done) return;
        done = true;
        awaited.delete(entryId);
        refusedHere.delete(entryId);
        cancelTimer();
        queueMicrotask(() => watch.unsubscribe());
        resolve(outcome);
      };
      const cancelTimer = timer(() => finish({ kind: 'waiting' }), waitMs);
      const watch = liveQuery(() => data.outbox.get(entryId)).subscribe({
        next: (entry) => {
          const refusal = refusedHere.get(entryId);
          if (entry === undefined) finish(refusal === undefined ? { kind: 'sent' } : { kind: 'refused', ...refusal });
          else if (entry.state === 'rejected')
            finish({ kind: 'refused', message: entry.error ?? '', ...(entry.field === undefined ? {} : { field: entry.field }) });
        },
        error: () => finish({ kind: 'waiting' }),
      });
      void syncNow().then(async () => {
        const paused = (await readMeta(data, 'sync'))?.paused;
        if ((backingOff || paused) && (await data.outbox.get(entryId))?.state === 'waiting') finish({ kind: 'waiting' });
      });
    });
  }

  return {
    syncNow,
    sendNow,
    async resume() {
      await updateSyncState(data, { paused: null });
      await syncNow();
    },
    async retry(entryId) {
      // The outbox watch sends it.
      await retryChange(data, entryId);
    },
    async discard(entryId) {
      const entry = await data.outbox.get(entryId);
      // A waiting change may be in flight: only a refused one can be dropped safely.
      if (entry?.state !== 'rejected') return;
      await data.outbox.delete(entryId);
      await restoreFromServer(data, api, entry.subject, isoNow());
    },
    async stop() {
      stopped = true;
      watch.unsubscribe();
      page?.removeEventListener('online', onOnline);
      doc?.removeEventListener('visibilitychange', onVisible);
      cancelWake?.();
      await running;
    },
  };
}
