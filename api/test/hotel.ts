/* eslint-disable @typescript-eslint/no-explicit-any -- answers are whatever JSON the API sent; the tests assert their shape. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, todayAtHotel } from '../../domain/dates.ts';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.ts';
import { codeAt, newCodeKey, stepAt } from '../auth/one-time-codes.ts';
import { SESSION_COOKIE } from '../auth/owner.ts';
import { hashPassword } from '../auth/password.ts';
import { createSession, generateSessionToken } from '../auth/sessions.ts';
import { eq } from 'drizzle-orm';
import { accountLinks, users } from '../db/schema.ts';
import type { AppDeps } from '../context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { seedExtraServices } from '../extra-services.ts';
import { createTestProvider } from '../payments/test-provider.ts';
import { folderPhotoStore } from '../photos/store.ts';
import { openTestDatabase } from './database.ts';
import { type MemoryLog, memoryLog } from './memory-log.ts';
import { ownNetwork } from './own-network.ts';

export const PUBLIC_URL = 'http://hotel.test';

export interface Answer<T = any> {
  status: number;
  body: T;
  /** The body exactly as sent. */
  text: string;
  headers: Headers;
}

/**
 * What an answer tells whoever sent the request: all of it but the Date header and the request's
 * id, which differ on every answer whatever was asked (a fresh random id, http/request-log.ts).
 */
export function seenFromOutside(answer: Answer) {
  return { status: answer.status, text: answer.text, headers: [...answer.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id') };
}

interface RequestOptions {
  key?: string;
  headers?: Record<string, string>;
}

/** A browser-like visitor: keeps the session cookie between requests, as the app's fetches do. */
export class Visitor {
  cookie: string | undefined;

  readonly #hotel: TestHotel;

  constructor(hotel: TestHotel) {
    this.#hotel = hotel;
  }

  async request<T = any>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined && headers['content-type'] === undefined) headers['content-type'] = 'application/json';
    if (this.cookie !== undefined) headers.cookie = this.cookie;
    if (options.key !== undefined) headers['idempotency-key'] = options.key;
    const response = await this.#hotel.app.request(`${PUBLIC_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie !== null) {
      const [pair] = setCookie.split(';');
      this.cookie = pair === undefined || /=$/.test(pair) ? undefined : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON (a redirect body, say): the text is the answer.
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, undefined, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, body, options);
  }
  patch<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, body, options);
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, undefined, options);
  }
  /** Logout as pressed on a page of the site: the browser says the visit began here (Sec-Fetch-Site). */
  logOut() {
    return this.get('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
  }
}

export interface TestHotel {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  deps: AppDeps;
  /** What the hotel's server wrote to its log, kept in memory so test runs stay quiet. */
  log: MemoryLog;
  /** Moves the hotel's clock, for expiry and past-date rules. */
  setNow(date: Date): void;
  visitor(): Visitor;
  /**
   * A registered, signed-in owner with a unique e-mail, signed up from an address of its own, whose address counts as confirmed (written
   * straight into the database, as opening the e-mailed link would) unless `confirmed` is false.
   */
  owner(details?: { email?: string; password?: string; confirmed?: boolean }): Promise<Visitor & { email: string; id: string }>;
  /**
   * A signed-in member of the hotel's staff (or a manager), written straight into the database as
   * the setup address or an invitation would make one; `id` is the account's. A manager has a code
   * app set up (`codeAppKey`), as the desk asks of every manager, and signs in with its code; plain
   * staff have none unless `codeApp` is true.
   */
  staff(
    role?: 'staff' | 'manager',
    details?: { firstName?: string; lastName?: string; codeApp?: boolean },
  ): Promise<Visitor & { email: string; id: string; codeAppKey: string | null }>;
  /**
   * Every member of staff this hotel made starts a shift at the clock's time, with a new session
   * written straight into the database as signing in would make it: a staff session ends after
   * 12 hours without use, so a test that moves the clock on by days signs its staff in again.
   */
  startShift(): Promise<void>;
}

let ownerCount = 0;

/** One hotel (database and app) per test file, opened before and closed after its tests. */
export function useTestHotel(overrides: Partial<Omit<AppDeps, 'db'>> = {}): TestHotel {
  const hotel = {} as TestHotel;
  let now: Date | undefined;
  const team: { visitor: Visitor & { id: string }; role: 'staff' | 'manager' }[] = [];
  /** The hotel's own photo folder, unless the test brings a store (api/photos/). */
  let photoFolder: string | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    await seedExtraServices(database.db);
    const log = memoryLog();
    const deps: AppDeps = {
      db: database.db,
      publicUrl: PUBLIC_URL,
      guestCapacity: 5,
      pendingHoldMinutes: 2880,
      payments: createTestProvider({ publicUrl: PUBLIC_URL }),
      now: () => now ?? new Date(),
      // One proxy in front, so a test may say where a visitor is with X-Forwarded-For.
      trustedProxies: 1,
      log: log.log,
      ...overrides,
    };
    if (deps.photos === undefined) {
      photoFolder = mkdtempSync(join(tmpdir(), 'hotel-photos-'));
      deps.photos = folderPhotoStore(photoFolder);
    }
    Object.assign(hotel, {
      app: createApp(deps),
      database,
      deps,
      log,
      setNow(date: Date) {
        now = date;
      },
      visitor: () => new Visitor(hotel),
      async owner(details: { email?: string; password?: string; confirmed?: boolean } = {}) {
        ownerCount += 1;
        const email = details.email ?? `owner${ownerCount}.${Date.now()}@example.com`;
        const visitor = new Visitor(hotel);
        const answer = await visitor.post(
          '/api/register',
          { email, password: details.password ?? 'whiskers1', firstName: 'Thandi', lastName: 'Mokoena' },
          { headers: { 'x-forwarded-for': ownNetwork() } },
        );
        if (answer.status !== 201) throw new Error(`Could not register ${email}: ${JSON.stringify(answer.body)}`);
        const id = answer.body.id as string;
        if (details.confirmed !== false) {
          // As opening the e-mailed link would: the address confirmed, and the sign-up's link spent.
          await database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, id));
          await database.db.update(accountLinks).set({ usedAt: new Date() }).where(eq(accountLinks.userId, id));
        }
        return Object.assign(visitor, { email, id });
      },
      async staff(role: 'staff' | 'manager' = 'staff', details: { firstName?: string; lastName?: string; codeApp?: boolean } = {}) {
        ownerCount += 1;
        const email = `${role}${ownerCount}.${Date.now()}@sunningdale.test`;
        const codeAppKey = (details.codeApp ?? role === 'manager') ? newCodeKey() : null;
        const at = deps.now();
        const [account] = await database.db
          .insert(users)
          .values({
            email,
            passwordHash: await hashPassword('whiskers1'),
            firstName: details.firstName ?? 'Sipho',
            lastName: details.lastName ?? 'Dlamini',
            role,
            codeAppKey,
            codeAppSince: codeAppKey === null ? null : at,
          })
          .returning({ id: users.id });
        const visitor = Object.assign(new Visitor(hotel), { email, id: account!.id, codeAppKey });
        const answer = await visitor.post('/api/login', { email, password: 'whiskers1' });
        const signedIn = codeAppKey === null ? answer : await visitor.post('/api/login/code', { code: codeAt(codeAppKey, stepAt(at)) });
        if (signedIn.status !== 200) throw new Error(`Could not sign in ${email}: ${JSON.stringify(signedIn.body)}`);
        team.push({ visitor, role });
        return visitor;
      },
      async startShift() {
        for (const { visitor, role } of team) {
          const token = generateSessionToken();
          await createSession(database.db, token, { id: visitor.id, role }, deps.now());
          visitor.cookie = `${SESSION_COOKIE}=${token}`;
        }
      },
    } satisfies Omit<TestHotel, never>);
  });
  afterAll(async () => {
    await hotel.database?.close();
    if (photoFolder !== undefined) rmSync(photoFolder, { recursive: true, force: true });
  });
  return hotel;
}

/** A calendar date `days` from today at the hotel, for stays that are never in the past. */
export function inDays(days: number): string {
  return addDays(todayAtHotel(), days);
}

/**
 * The reservation form (spec point 2, Reservation) as Thandi fills it in: one cat for a Short Stay
 * of 4 nights from `from` days ahead; `fields` change any of it.
 */
export function reservationForm(fields: Record<string, unknown> = {}, from = 30): Record<string, unknown> {
  return {
    firstName: 'Thandi',
    lastName: 'Mokoena',
    email: 'thandi@example.com',
    phone: '0821234567',
    checkInDate: inDays(from),
    checkOutDate: inDays(from + 4),
    numberOfCats: 1,
    stayType: 'short',
    ...fields,
  };
}

/** A pending reservation for `owner`, made through the form; its booking id. */
export async function reserve(owner: Visitor, fields: Record<string, unknown> = {}, from = 30): Promise<string> {
  const answer = await owner.post('/api/reservations', reservationForm(fields, from));
  if (answer.status !== 201) throw new Error(`Could not reserve: ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

/** A cat for `owner`, with only the fields a test cares about. */
export async function addCat(owner: Visitor, fields: Record<string, unknown> = {}): Promise<string> {
  const answer = await owner.post('/api/cats', { name: 'Biscuit', ...fields });
  if (answer.status !== 201) throw new Error(`Could not add a cat: ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}
