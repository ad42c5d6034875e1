// The estimator's calendar as pure rules (spec points 2, 4 and 5; DESIGN D8): which click sets which
// date, which days can be picked, the month shown as Sunday-first weeks, and where the arrow keys go.
// Dates are calendar dates at the hotel ('YYYY-MM-DD'), so they compare as text.
import { DateTime } from 'luxon';
import { addDays, HOTEL_TIME_ZONE, nightsBetween } from './dates.ts';
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

const day = (date: string) => DateTime.fromISO(date, { zone: HOTEL_TIME_ZONE }).setLocale('en');
const iso = (value: DateTime) => value.toISODate() ?? '';

/** 'YYYY-MM' of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function shiftMonth(month: string, months: number): string {
  return monthOf(iso(day(`${month}-01`).plus({ months })));
}

/** "June 2026". */
export function monthTitle(month: string): string {
  return day(`${month}-01`).toFormat('LLLL yyyy');
}

/** "Sunday, 14 June 2026": how a screen reader names each day (spec point 9's long date form). */
export function longDay(date: string): string {
  return day(date).toFormat('cccc, d LLLL yyyy');
}

// luxon numbers Monday 1 to Sunday 7; the hotel's weeks start on Sunday (D8), so Sunday is 0 here.
const weekdayIndex = (value: DateTime) => value.weekday % 7;

/**
 * The month as six Sunday-first weeks, null where a day belongs to another month. Always six, so
 * the calendar keeps one height from month to month and the page never jumps.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = day(`${month}-01`);
  const start = first.minus({ days: weekdayIndex(first) });
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = start.plus({ days: week * 7 + weekday });
      return date.month === first.month ? iso(date) : null;
    }),
  );
}

/** Where a key moves the focused day in the calendar grid (the WAI-ARIA date grid keys). */
export function moveDay(date: string, key: string): string | undefined {
  const current = day(date);
  switch (key) {
    case 'ArrowLeft':
      return iso(current.minus({ days: 1 }));
    case 'ArrowRight':
      return iso(current.plus({ days: 1 }));
    case 'ArrowUp':
      return iso(current.minus({ days: 7 }));
    case 'ArrowDown':
      return iso(current.plus({ days: 7 }));
    case 'Home':
      return iso(current.minus({ days: weekdayIndex(current) }));
    case 'End':
      return iso(current.plus({ days: 6 - weekdayIndex(current) }));
    case 'PageUp':
      return iso(current.minus({ months: 1 }));
    case 'PageDown':
      return iso(current.plus({ months: 1 }));
    default:
      return undefined;
  }
}
