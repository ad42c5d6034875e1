// How long an unpaid booking keeps its places (issue 15). A pending booking holds its nights for
// PENDING_HOLD_MINUTES after it was made; then they count as free for everyone else until its
// deposit is paid, so a forgotten draft or a handful of bookings never paid cannot fill the hotel.
import { dayWords, hotelClock } from './dates.ts';

/** Bookings one owner may hold unpaid at once; one whose hold lapsed does not count. */
export const UNPAID_HOLDS_MAX = 3;

export const TOO_MANY_UNPAID_HOLDS = `You already have ${UNPAID_HOLDS_MAX} unpaid bookings holding places. Pay the deposit for one of them, or cancel one you no longer need, before booking another stay.`;

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
 * "Held until Tue 14:00" at the hotel's clock, with the date too when the hold ends more than six
 * days away (a hotel that set a long hold), so a weekday is never ambiguous.
 */
export function holdLine(heldUntil: Date | string, now: Date): string {
  const until = new Date(heldUntil);
  if (until.getTime() <= now.getTime()) return HOLD_LAPSED_LINE;
  const far = until.getTime() - now.getTime() > WITHIN_A_WEEK_MS;
  const { date, time } = hotelClock(until);
  const words = dayWords(date);
  const day = far ? `${words.weekdayShort} ${words.day} ${words.monthShort}` : words.weekdayShort;
  return `Held until ${day} ${time}`;
}
