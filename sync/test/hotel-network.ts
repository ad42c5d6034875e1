// The network the engine's tests stand on: MSW catches the engine's fetches and hands them to the
// real API app (with the owner's session cookie, as the browser would add it), and can drop a
// request, drop only its answer, or answer 503 in its place. A member of staff signs in the same
// way (`network.owner = member`); phones of several people at once each send their own cookie
// (`fetchAs`).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { PUBLIC_URL, type TestHotel, type Visitor } from '../../api/test/hotel.ts';
import { REQUEST_TIMEOUT_MS, startSync, type SyncOptions } from '../engine.ts';
import type { Timer } from '../hotel-api.ts';
import { HotelData, type OwnerRecord, rememberOwner } from '../local-data.ts';

/**
 * offline: the request never reaches the server. lost-answer: the server does the change, the
 * phone never hears. server-error: a 503 from a proxy in front of the server, which did nothing.
 * not-found: a server from before that address existed (an older one) answers 404. refused: the
 * server refuses the request as it stands (400), having done nothing.
 */
export type Fault = 'offline' | 'lost-answer' | 'server-error' | 'not-found' | 'refused';

export interface SentRequest {
  method: string;
  path: string;
  key: string | null;
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** An owner's batches, and a staff phone's (issue 33). */
const BATCH_PATHS = new Set(['/api/changes', '/api/staff/changes']);

/** The changes a batch carries, each as it would have been sent alone. */
async function changesIn(batch: Request): Promise<SentRequest[]> {
  const { changes } = (await batch.clone().json()) as { changes: { id: string; method: string; path: string }[] };
  return changes.map((change) => ({ method: change.method, path: change.path, key: change.id }));
}

export class HotelNetwork {
  /**
   * The browser's cookie jar: the signed-in owner's (or member of staff's) session; none: each
   * request carries its own cookie, or none (`fetchAs`).
   */
  owner: Visitor | undefined;
  /** Decides each request's fate; none by default. */
  fault: (request: SentRequest) => Fault | undefined = () => undefined;
  /** Every change request that reached the server, in order: a batch is one. */
  readonly requests: SentRequest[] = [];
  /** Every change that reached the server, in order, whether it came alone or in a batch. */
  readonly changes: SentRequest[] = [];
  /** Runs while a change request is with the server, before it answers. */
  atServer: (request: SentRequest) => Promise<void> = async () => {};
  inFlight = 0;
  mostInFlight = 0;

  readonly #hotel: TestHotel;

  constructor(hotel: TestHotel) {
    this.#hotel = hotel;
  }

  async answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const sent = { method: request.method, path: url.pathname, key: request.headers.get('idempotency-key') };
    const fault = this.fault(sent);
    if (fault === 'offline') return HttpResponse.error();
    if (fault === 'server-error') return HttpResponse.json({ message: 'Bad gateway' }, { status: 503 });
    const isChange = CHANGES.has(sent.method);
    if (isChange) this.requests.push(sent);
    // The server answers these itself, having run nothing.
    if (fault === 'not-found') return HttpResponse.json({ message: 'There is nothing at this address' }, { status: 404 });
    if (fault === 'refused') return HttpResponse.json({ message: 'Invalid input' }, { status: 400 });
    const headers = new Headers(request.headers);
    if (this.owner?.cookie !== undefined) headers.set('cookie', this.owner.cookie);
    if (isChange) {
      this.changes.push(...(BATCH_PATHS.has(sent.path) ? await changesIn(request) : [sent]));
      this.inFlight += 1;
      this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    }
    try {
      if (isChange) await this.atServer(sent);
      const response = await this.#hotel.app.request(new Request(request, { headers }));
      return fault === 'lost-answer' ? HttpResponse.error() : response;
    } finally {
      if (isChange) this.inFlight -= 1;
    }
  }

  reset(): void {
    this.owner = undefined;
    this.fault = () => undefined;
    this.atServer = async () => {};
    this.requests.length = 0;
    this.changes.length = 0;
    this.inFlight = 0;
    this.mostInFlight = 0;
  }
}

/** MSW in front of the test hotel for this file's tests. */
export function useHotelNetwork(hotel: TestHotel): HotelNetwork {
  const network = new HotelNetwork(hotel);
  const server = setupServer(http.all(`${PUBLIC_URL}/api/*`, ({ request }) => network.answer(request)));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => network.reset());
  afterAll(() => server.close());
  return network;
}

/** Timers that run only when a test says so: the backoff's waits, one by one. */
export class ManualTimer {
  private readonly pending = new Set<{ run: () => void; ms: number }>();

  readonly timer: Timer = (run, ms) => {
    const entry = { run, ms };
    this.pending.add(entry);
    return () => this.pending.delete(entry);
  };

  /** The waits the engine set for itself (request timeouts left out). */
  get wakes(): number[] {
    return [...this.pending].filter((entry) => entry.ms !== REQUEST_TIMEOUT_MS).map((entry) => entry.ms);
  }

  /** Runs the engine's own waits as if their time had come. */
  fireWakes(): void {
    for (const entry of [...this.pending]) {
      if (entry.ms === REQUEST_TIMEOUT_MS) continue;
      this.pending.delete(entry);
      entry.run();
    }
  }
}

let phones = 0;

/** A fresh phone database holding `owner`'s profile, as after sign-in. */
export async function phoneOf(owner: Visitor, name = `phone-${++phones}-${Date.now()}`): Promise<HotelData> {
  const data = new HotelData(name);
  const me = await owner.get<OwnerRecord>('/api/auth/user');
  await rememberOwner(data, me.body);
  return data;
}

/**
 * The fetch of a phone `visitor` is signed in on, for tests with several phones of several people
 * at once: each request carries the visitor's session cookie as it is when sent (a new shift signs
 * staff in again). Leave `network.owner` unset, or it replaces this cookie.
 */
export function fetchAs(visitor: Visitor): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (visitor.cookie !== undefined) headers.set('cookie', visitor.cookie);
    return globalThis.fetch(input, { ...init, headers });
  };
}

/** The engine as a test drives it: the API at the test hotel, time and jitter under control. */
export function engineFor(data: HotelData, timer: ManualTimer, options: SyncOptions = {}) {
  return startSync(data, { baseUrl: PUBLIC_URL, timer: timer.timer, random: () => 0.5, locks: null, ...options });
}
