// The desk's tests: a staff member, one stay as /api/staff answers it, and a stand-in for the
// server that answers by path and records every call.
import { noCatRecords } from '../../../domain/contracts/cat.ts';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import type { CalendarNight, CalendarView } from '../../../domain/contracts/desk-nights.ts';
import type { BookingDetailView, DeskStay, TodayView } from '../../../domain/contracts/desk-stays.ts';
import { firstNightOf, monthOf, nightsInMonth } from '../../../domain/calendar-month.ts';
import type { CodeAppView } from '../../../domain/schemas/second-factor.ts';
import { addDays, todayAtHotel } from '../../../domain/dates.ts';
import { MOCHI_PROFILE } from '../../../domain/schemas/cat.test-support.ts';
import type { Owner } from '../../components/current-owner.tsx';
import { forgetOwner } from '../../../sync/local-data.ts';
import { emptyOwnerData } from '../../test/owner-data.ts';
import { deskOutbox, stopDeskSync } from './desk-outbox.ts';
import { forgetDesk } from './desk-snapshots.ts';

export const TEST_STAFF: Owner = {
  id: '0190d6a4-0000-7000-8000-0000000000a1',
  email: 'sipho@sunningdale.test',
  firstName: 'Sipho',
  lastName: 'Dlamini',
  phone: null,
  address: null,
  role: 'staff',
  emailConfirmed: true,
  diaryDigest: true,
  createdAt: '2026-01-02T08:00:00.000Z',
};

const today = todayAtHotel();

/** Mochi arrives today: confirmed, deposit paid, R1 440 left to pay at check-in. */
export const MOCHI_ARRIVING: DeskStay = {
  id: '0190d6a4-0000-7000-8000-0000000000b1',
  checkInDate: today,
  checkOutDate: addDays(today, 7),
  nights: 7,
  numberOfCats: 1,
  stayTypeName: 'Short Stay',
  status: 'confirmed',
  paymentStatus: 'deposit_paid',
  cancelledBy: null,
  cancelReason: null,
  checkedOutOn: null,
  heldUntil: null,
  owner: { id: '0190d6a4-0000-7000-8000-000000000001', firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com', phone: '082 555 0142' },
  contact: null,
  cats: [
    {
      id: '0190d6a4-0000-7000-8000-0000000000c1',
      ...MOCHI_PROFILE,
      ageMonths: null,
      ...noCatRecords(),
      medicalInfo: 'Asthma: one puff of her inhaler at 8:00',
      createdAt: '2026-01-06T08:00:00.000Z',
      updatedAt: '2026-01-06T08:00:00.000Z',
      careChangedBy: null,
      careChangedAt: null,
    },
  ],
  services: [{ id: 1, name: 'Medication Administration', amount: '350.00' }],
  transportAddress: null,
  specialRequests: 'Mochi likes the sunny shelf',
  totalAmount: '1540.00',
  depositAmount: '100.00',
  balanceAmount: '1440.00',
  owedAmount: '1440.00',
  version: 3,
  actions: ['check-in', 'cancel'],
  recordProblems: [],
  weights: [{ catId: '0190d6a4-0000-7000-8000-0000000000c1', inGrams: null, outGrams: null }],
  carePlan: [],
  inHouse: null,
};

/** A server answer at 14:05 today, hotel time. */
export const AS_OF = `${today}T14:05:00+02:00`;

export function todayView(stays: { arrivals?: DeskStay[]; staying?: DeskStay[] } = {}): TodayView {
  const arrivals = stays.arrivals ?? [MOCHI_ARRIVING];
  return {
    date: today,
    asOf: AS_OF,
    tonight: { booked: 3, capacity: 5, closed: null },
    arrivals,
    departures: [],
    staying: stays.staying ?? arrivals,
    careLog: [],
    photos: [],
    liveCalls: [],
  };
}

/**
 * A month of the calendar (this month by default): its first night 3 of 5 places taken, the second
 * over its places, the third closed, the fourth full, every other night empty.
 */
export function calendarView(month: string = monthOf(today)): CalendarView {
  const first = firstNightOf(month);
  const marked: Record<string, Pick<CalendarNight, 'booked' | 'capacity' | 'closed'>> = {
    [first]: { booked: 3, capacity: 5, closed: null },
    [addDays(first, 1)]: { booked: 6, capacity: 5, closed: null },
    [addDays(first, 2)]: { booked: 0, capacity: 0, closed: 'Closed 25 Dec' },
    [addDays(first, 3)]: { booked: 1, capacity: 1, closed: null },
  };
  const nights = Array.from({ length: nightsInMonth(month) }, (_, index) => addDays(first, index));
  return {
    from: first,
    month,
    asOf: AS_OF,
    defaultCapacity: 5,
    nights: nights.map((date) => ({ date, ...(marked[date] ?? { booked: 0, capacity: 5, closed: null }) })),
  };
}

export function detailOf(stay: DeskStay, changes: Partial<DeskStay> = {}): BookingDetailView {
  const next = { ...stay, ...changes };
  return {
    ...next,
    createdAt: '2026-01-07T09:00:00.000Z',
    price: {
      nights: next.nights,
      cats: next.numberOfCats,
      rate: '220.00',
      baseAmount: '1540.00',
      servicesAmount: '0.00',
      totalAmount: next.totalAmount,
      depositAmount: next.depositAmount,
    },
    payments: [],
    history: [],
    careLog: [],
    liveCalls: [],
  };
}

export interface Call {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status: number; body: unknown } | 'no network';

/**
 * The hint cookie of a session, and fetch answered by `answer` (path, method) -> status and body;
 * `/api/auth/user` answers `user` (asked anew each time when it is a function). Every call is
 * recorded, so a test can see what was asked. `noNetwork()` makes every call fail, as with no signal.
 */
export function stubServer(user: Owner | null | (() => Owner | null), answer: (call: Call) => Answer | undefined = () => undefined) {
  document.cookie = 'hotel_signed_in=1; path=/';
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const signedIn = typeof user === 'function' ? user() : user;
      const given =
        call.path === '/api/auth/user' && answer !== noNetwork
          ? { status: signedIn === null ? 401 : 200, body: signedIn ?? { message: 'You are not signed in.' } }
          : (answer(call) ?? (call.path === '/api/staff/code' ? { status: 200, body: CODE_APP_ON } : undefined));
      // A booking's screen also reads the owner's requests about it (issue 31): none, unless the test gives a list.
      const requests =
        call.path === '/api/staff/stay-requests' && given !== 'no network' && !Array.isArray(given?.body) ? { status: 200, body: [] } : given;
      if (requests === 'no network') throw new TypeError('Failed to fetch');
      const { status, body } = requests ?? { status: 404, body: { message: 'Not Found' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** The member's code app as the desk's gate asks for it (issue 30): set up, so the desk opens. */
export const CODE_APP_ON: CodeAppView = { state: 'on', since: '2026-01-02T08:00:00.000Z', recoveryCodesLeft: 10, staffNeedCodeApp: false };

/** The calls the screens made to the hotel's side, without the gate's question about the code app or a booking's requests. */
export function deskCalls(calls: Call[]): Call[] {
  return calls.filter((call) => call.path.startsWith('/api/staff') && call.path !== '/api/staff/code' && call.path !== '/api/staff/stay-requests');
}

/** The answer of every call when the phone has no signal, the sign-in check included. */
export function noNetwork(): Answer {
  return 'no network';
}

/** The phone knows it has no network: the desk does not even try. */
export function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

/** Before each desk test: no owner data, no desk copies, no engine running, nobody's outbox held. */
export async function emptyDesk(): Promise<void> {
  await emptyOwnerData();
  await forgetDesk();
  await stopDeskSync();
  await forgetOwner(deskOutbox);
}

/** After each: unmounted first, so no screen starts the desk's engine again once it is stopped. */
export async function closeDesk(): Promise<void> {
  cleanup();
  await stopDeskSync();
}
