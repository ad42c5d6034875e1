// Live Update calls (issue 34): the owner asks for a video call with their cat at a time of day,
// staff make it on their round and mark it done, and what it costs is decided here, once, for the
// server's charge and the owner's page.
//
// The spec says "Live Updates: R15. Described as additional video calls, with 1 daily call included
// free" and "Live Updates R15 per call". Read together, the hotel's rule (decided in issue 34):
// - every stay has one free call each day of the stay;
// - a stay that booked the Live Updates service (R15 for each day, at booking) has paid for one
//   more call a day, so it has two free calls each day;
// - every further call of that day costs R15, added to the stay's bill when staff mark it done, so
//   a call never made is never charged. The desk takes it at check-out with the other extras.
import type { BookingStatus } from './booking-status.ts';
import { TIME_OF_DAY } from './care-plan.ts';
import { addDays } from './dates.ts';
import { EXTRA_SERVICES } from './extra-services.ts';
import { formatRand } from './money.ts';

const LIVE_UPDATES_SERVICE = EXTRA_SERVICES.find((service) => service.name === 'Live Updates')!;

/** The Live Updates service of the catalogue (domain/extra-services.ts). */
export const LIVE_UPDATES_SERVICE_ID = LIVE_UPDATES_SERVICE.id;

/** The call every stay has free each day. */
export const FREE_CALLS_PER_DAY = 1;

/** What a call beyond the day's free ones costs: the spec's "R15 per call", the service's own price. */
export const LIVE_CALL_CENTS = LIVE_UPDATES_SERVICE.priceCents;

/**
 * The hours a call may be asked for, on the hotel's clock, both ends included: the cattery's
 * working day, when someone is on the floor with a phone and the cats are awake.
 */
export const CALL_HOURS = { from: '08:00', until: '18:00' } as const;

/** How many calls one stay may have asked for on one day, not counting cancelled ones: a slip of the thumb, not a booking of the staff's day. */
export const MOST_CALLS_A_DAY = 6;

export const LIVE_CALL_STATES = ['asked', 'done', 'cancelled'] as const;
export type LiveCallState = (typeof LIVE_CALL_STATES)[number];

/** A call as its owner reads it, on every answer about the booking (the stay page, offline too). */
export interface LiveCallView {
  /** Named by the owner's phone, so a call asked offline is one call however often it is sent. */
  id: string;
  /** The calendar day at the hotel. */
  day: string;
  /** "14:00", on the hotel's clock. */
  at: string;
  note: string | null;
  state: LiveCallState;
  /** When staff made the call, on the phone that marked it. */
  doneAt: string | null;
  /** What the call added to the bill when it was made: 0 for a free one; null until made. */
  chargedCents: number | null;
}

/** A call as the desk reads it, on Today and on a booking's page: whose cats, and who made it. */
export interface DeskLiveCall extends LiveCallView {
  bookingId: string;
  /** The names of the stay's cats: the call is with all of them. */
  cats: string[];
  /** The member of staff who marked it done, as the desk names them. */
  doneBy: string | null;
  requestedAt: string;
}

export const CALL_NOT_FOUND = 'This Live Update call was not found';
export const NOT_CALLABLE = 'Live Update calls can be asked for a confirmed stay or one under way';
export const CALL_DAY_OUTSIDE = 'Choose a day of your stay, from the check-in day to the check-out day';
export const CALL_DAY_PAST = 'This day has passed at the hotel; choose today or a later day of your stay';
export const CALL_TIME = `Choose a time between ${CALL_HOURS.from} and ${CALL_HOURS.until}, the hotel’s hours for calls`;
export const TOO_MANY_CALLS = `At most ${MOST_CALLS_A_DAY} calls can be asked for one day; cancel one to ask for another`;
export const CALL_ID_TAKEN = 'This call’s id belongs to another call';
export const CALL_ALREADY_DONE = 'This call is already marked done';
export const CALL_WAS_CANCELLED = 'The owner cancelled this call; there is nothing to mark done';
export const CALL_MADE = 'This call has been made, so it can no longer be cancelled';
export const CALL_BEFORE_CHECK_IN = 'This stay has not checked in yet: a call is made while the cat is with us';
export const CALL_AFTER_CHECK_OUT = 'This stay has checked out: its calls can no longer be marked done';

/** Whether the owner may ask for calls on this stay: once it is confirmed, until the cat goes home. */
export function mayAskForCalls(status: BookingStatus | string): boolean {
  return status === 'confirmed' || status === 'checked_in';
}

/** Whether `at` is a time of day ("14:00") within the hotel's hours for calls. */
export function withinCallHours(at: string): boolean {
  return TIME_OF_DAY.test(at) && at >= CALL_HOURS.from && at <= CALL_HOURS.until;
}

/** Why a call may not be asked for on `day` of this stay (`today` at the hotel), or null when it may. */
export function callDayRefusal(day: string, stay: { checkIn: string; checkOut: string }, today: string): string | null {
  if (day < stay.checkIn || day > stay.checkOut) return CALL_DAY_OUTSIDE;
  if (day < today) return CALL_DAY_PAST;
  return null;
}

/** The days a call may still be asked for: the stay's, from check-in to check-out, from today on. */
export function callDays(stay: { checkIn: string; checkOut: string }, today: string): string[] {
  const days: string[] = [];
  for (let day = stay.checkIn > today ? stay.checkIn : today; day <= stay.checkOut; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The free calls a day of this stay has: one, and one more when the stay booked the Live Updates service. */
export function freeCallsPerDay(extraServiceIds: readonly number[]): number {
  return FREE_CALLS_PER_DAY + (extraServiceIds.includes(LIVE_UPDATES_SERVICE_ID) ? 1 : 0);
}

/** What a call adds to the bill when it is made, after `madeThatDay` calls of the same day of the same stay. */
export function callChargeCents(madeThatDay: number, extraServiceIds: readonly number[]): number {
  return madeThatDay < freeCallsPerDay(extraServiceIds) ? 0 : LIVE_CALL_CENTS;
}

/**
 * What each call costs or will cost, by id: a call made, what it was charged; a call still asked,
 * what it will add if made after the day's calls made and those asked for earlier that day (the
 * day's total is the same whichever order staff make them in); a cancelled call, nothing.
 */
export function callPrices(calls: readonly LiveCallView[], extraServiceIds: readonly number[]): Map<string, number> {
  const prices = new Map<string, number>();
  const madeOrAsked = new Map<string, number>();
  const inOrder = calls
    .filter((call) => call.state !== 'cancelled')
    .sort((a, b) => (a.state === b.state ? 0 : a.state === 'done' ? -1 : 1) || a.at.localeCompare(b.at));
  for (const call of inOrder) {
    const before = madeOrAsked.get(call.day) ?? 0;
    madeOrAsked.set(call.day, before + 1);
    prices.set(call.id, call.state === 'done' ? (call.chargedCents ?? 0) : callChargeCents(before, extraServiceIds));
  }
  for (const call of calls) if (call.state === 'cancelled') prices.set(call.id, 0);
  return prices;
}

/** "Free" or "R15". */
export function priceWords(cents: number): string {
  return cents === 0 ? 'Free' : formatRand(cents);
}

/** The state a call's row is in. */
export function callState(call: { doneAt: unknown; cancelledAt: unknown }): LiveCallState {
  if (call.doneAt !== null) return 'done';
  return call.cancelledAt === null ? 'asked' : 'cancelled';
}

/** A call as stored (api/db/schema.ts `live_update_calls`). */
export interface StoredLiveCall {
  id: string;
  day: string;
  at: string;
  note: string | null;
  cancelledAt: Date | null;
  doneAt: Date | null;
  chargedCents: number | null;
}

/** A stored call as its owner reads it. */
export function liveCallView(call: StoredLiveCall): LiveCallView {
  return {
    id: call.id,
    day: call.day,
    at: call.at,
    note: call.note,
    state: callState(call),
    doneAt: call.doneAt?.toISOString() ?? null,
    chargedCents: call.doneAt === null ? null : (call.chargedCents ?? 0),
  };
}

export const CALL_STATE_WORDS: Record<LiveCallState, string> = {
  asked: 'Asked for',
  done: 'Made',
  cancelled: 'Cancelled',
};

/** Calls in the order a day is lived: by day, then time, then when they were asked for (ids are UUIDv7). */
export function byTimeOfDay<T extends Pick<LiveCallView, 'day' | 'at' | 'id'>>(a: T, b: T): number {
  return a.day.localeCompare(b.day) || a.at.localeCompare(b.at) || a.id.localeCompare(b.id);
}
