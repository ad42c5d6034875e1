// How long an unpaid booking is held (issue 15, decision 0024). Only paid stays take places: a
// pending booking is held, in line for its nights, for PENDING_HOLD_MINUTES after it was made, and
// the first deposit paid takes the places, so bookings never paid cannot fill the hotel. A held
// booking counts towards its owner's UNPAID_HOLDS_MAX; a lapsed one does not.
import { dayWords, hotelClock } from './dates.ts';

/** Bookings one owner may hold unpaid at once; one whose hold lapsed does not count. */
export const UNPAID_HOLDS_MAX = 3;

export const TOO_MANY_UNPAID_HOLDS = `You already have ${UNPAID_HOLDS_MAX} unpaid bookings holding places. Pay the deposit for one of them, or cancel one you no longer need, before booking another stay.`;

/** What a live hold means, said wherever the hold's time is shown. */
export const HOLD_UNLESS_PAID_FIRST = 'unless another guest pays first';

export const HOLD_LAPSED_LINE = 'Places no longer held: pay the deposit to book them if they are still free';

export function holdEnds(madeAt: Date, holdMinutes: number): Date {
  return new Date(madeAt.getTime() + holdMinutes * 60_000);
}

/** Whether an unpaid booking still holds its places at `now`; a booking without a hold never did. */
export function holdIsLive(heldUntil: Date | string | null, now: Date): boolean {
  return heldUntil !== null && new Date(heldUntil).getTime() > now.getTime();
}

const WITHIN_A_WEEK_MS = 6 * 24 * 60 * 60_000;

/**
 * "Held until Tue 14:00 unless another guest pays first" at the hotel's clock, with the date too when the hold ends more than six
 * days away (a hotel that set a long hold), so a weekday is never ambiguous.
 */
export function holdLine(heldUntil: Date | string, now: Date): string {
  const until = new Date(heldUntil);
  if (until.getTime() <= now.getTime()) return HOLD_LAPSED_LINE;
  const far = until.getTime() - now.getTime() > WITHIN_A_WEEK_MS;
  const { date, time } = hotelClock(until);
  const words = dayWords(date);
  const day = far ? `${words.weekdayShort} ${words.day} ${words.monthShort}` : words.weekdayShort;
  return `Held until ${day} ${time} ${HOLD_UNLESS_PAID_FIRST}`;
}
