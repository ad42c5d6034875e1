import { DateTime } from 'luxon';
import { HOTEL_TIME_ZONE, isCalendarDate } from './calendar-date.ts';

// A time without a zone names a different instant in every zone, so only zoned timestamps are accepted.
const ZONED_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

function atHotel(date: string): DateTime {
  return DateTime.fromISO(date, { zone: HOTEL_TIME_ZONE });
}

function calendarDateOf(day: DateTime): string {
  const date = day.toISODate();
  if (date === null) throw new RangeError(`Not a date: ${day.invalidExplanation ?? 'invalid'}`);
  return date;
}

// Callers pass dates a schema already accepted; garbage here is a programming error, not NaN nights.
function checkedDay(date: string): DateTime {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return atHotel(date);
}

export { HOTEL_TIME_ZONE, isCalendarDate };

export function toCalendarDate(text: string): string | undefined {
  if (isCalendarDate(text)) return text;
  if (!ZONED_TIMESTAMP.test(text)) return undefined;
  const instant = DateTime.fromISO(text, { setZone: true });
  return instant.isValid ? calendarDateOf(instant.setZone(HOTEL_TIME_ZONE)) : undefined;
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return checkedDay(checkOut).diff(checkedDay(checkIn), 'days').days;
}

export function todayAtHotel(now: Date = new Date()): string {
  return calendarDateOf(DateTime.fromJSDate(now, { zone: HOTEL_TIME_ZONE }));
}

export function addDays(date: string, days: number): string {
  return calendarDateOf(checkedDay(date).plus({ days }));
}

// Spec point 9 shows dates as day, short month and year; English month names match the rest of the copy.
export function formatDay(date: string): string {
  return checkedDay(date).setLocale('en').toFormat('d LLL yyyy');
}

export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights = Math.max(0, nightsBetween(checkIn, checkOut));
  return Array.from({ length: nights }, (_, night) => addDays(checkIn, night));
}
