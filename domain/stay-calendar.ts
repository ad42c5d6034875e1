// The estimator's calendar as pure rules (spec points 2, 4 and 5; DESIGN D8): which click sets which
// date, which days can be picked, the month shown as Sunday-first weeks, and where the arrow keys go.
// Dates are calendar dates at the hotel ('YYYY-MM-DD'), so they compare as text.
import { addDays, addMonths, dayWords, longDay, nightsBetween, weekdayOf } from './dates.ts';
import { MAX_NIGHTS, MIN_NIGHTS } from './stay.ts';

export interface StayDates {
  checkIn: string | null;
  checkOut: string | null;
}

export const NO_DATES: StayDates = { checkIn: null, checkOut: null };

/** Before today at the hotel: today itself can still be a check-in day (check-in is at 11:00 AM). */
export function isPastDay(date: string, today: string): boolean {
  return date < today;
}

/**
 * One click on a day. The first click sets check-in; a later click after check-in sets check-out;
 * a click on or before check-in, or any click once both are set, starts again from that day.
 * A past day changes nothing (the calendar also shows it as unavailable).
 */
export function pickDay(dates: StayDates, date: string, today: string): StayDates {
  if (isPastDay(date, today)) return dates;
  if (dates.checkIn === null || dates.checkOut !== null || date <= dates.checkIn) return { checkIn: date, checkOut: null };
  return { checkIn: dates.checkIn, checkOut: date };
}

/**
 * For a stay outside the 3 to 90 nights the hotel takes, the nearest one it does take from the same
 * check-in: the shortest for a stay too short, the longest for one too long. Null when the dates
 * are not both chosen, or already bookable.
 */
export function nearestBookableStay(dates: StayDates): { checkIn: string; checkOut: string; nights: number } | null {
  const { checkIn, checkOut } = dates;
  if (checkIn === null || checkOut === null) return null;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights >= MIN_NIGHTS && nights <= MAX_NIGHTS) return null;
  const bookable = nights < MIN_NIGHTS ? MIN_NIGHTS : MAX_NIGHTS;
  return { checkIn, checkOut: addDays(checkIn, bookable), nights: bookable };
}

/** 'YYYY-MM' of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function shiftMonth(month: string, months: number): string {
  return monthOf(addMonths(`${month}-01`, months));
}

/** "June 2026". */
export function monthTitle(month: string): string {
  const words = dayWords(`${month}-01`);
  return `${words.month} ${words.year}`;
}

/** "Sunday, 14 June 2026": how a screen reader names each day. */
export { longDay };

/**
 * The month as six Sunday-first weeks, null where a day belongs to another month. Always six, so
 * the calendar keeps one height from month to month and the page never jumps.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayOf(first));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = addDays(start, week * 7 + weekday);
      return monthOf(date) === month ? date : null;
    }),
  );
}

/** Where a key moves the focused day in the calendar grid (the WAI-ARIA date grid keys). */
export function moveDay(date: string, key: string): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return undefined;
  }
}
