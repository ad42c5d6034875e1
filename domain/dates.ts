// Dates at the hotel (DESIGN D8), without a date library: a library's zones, locales and durations
// weighed more than an owner screen's own code (issue 18). Two parts:
//
// - Calendar dates (YYYY-MM-DD) are counted on their midnights in UTC: UTC has no clock changes,
//   so a day is always DAY_MS long and the arithmetic is plain counting, the same anywhere.
// - The hotel's clock, where an instant becomes a date and a time at the hotel, comes from the
//   platform's Intl time zone rules, which every browser and Node already carry.
//
// The names of months and weekdays are written out (see calendar-date.ts for why).
import { HOTEL_TIME_ZONE, isCalendarDate, utcMidnightOf, WEEKDAYS } from './calendar-date.ts';

export { HOTEL_TIME_ZONE, isCalendarDate };

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

// Callers pass dates a schema already accepted; garbage here is a programming error, not NaN nights.
function fieldsOf(date: string): { year: number; month: number; day: number } {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** The date's midnight in UTC, in milliseconds since 1970. */
export function utcMidnight(date: string): number {
  const { year, month, day } = fieldsOf(date);
  return utcMidnightOf(year, month, day);
}

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** The calendar date of a UTC instant in milliseconds since 1970 (years 0 to 9999). */
export function calendarDateAt(utcMs: number): string {
  const date = new Date(utcMs);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

export function addDays(date: string, days: number): string {
  return calendarDateAt(utcMidnight(date) + days * DAY_MS);
}

/** Nights from check-in to check-out: the days between them; negative when check-out comes first. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return (utcMidnight(checkOut) - utcMidnight(checkIn)) / DAY_MS;
}

/**
 * The same day of the month `months` later (or earlier); a day the month lacks becomes its last
 * day, so 31 January plus one month is 28 or 29 February, never a day in March.
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = fieldsOf(date);
  const firstOfMonth = new Date(utcMidnightOf(year, month + months, 1));
  const targetYear = firstOfMonth.getUTCFullYear();
  const targetMonth = firstOfMonth.getUTCMonth() + 1;
  const lastDay = new Date(utcMidnightOf(targetYear, targetMonth + 1, 0)).getUTCDate();
  return calendarDateAt(utcMidnightOf(targetYear, targetMonth, Math.min(day, lastDay)));
}

/** 0 for Sunday to 6 for Saturday: the hotel's weeks start on Sunday (D8). */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A date's words, for each screen and message to put in its own order: "Friday", "4", "December"... */
export interface DayWords {
  weekday: string;
  /** "Fri" */
  weekdayShort: string;
  /** The day of the month without a leading zero: "4". */
  day: string;
  month: string;
  /** "Sep": the first three letters of every month. */
  monthShort: string;
  /** Four digits: "2026". */
  year: string;
}

export function dayWords(date: string): DayWords {
  const { year, month, day } = fieldsOf(date);
  const weekday = WEEKDAYS[weekdayOf(date)]!;
  const monthName = MONTHS[month - 1]!;
  return {
    weekday,
    weekdayShort: weekday.slice(0, 3),
    day: String(day),
    month: monthName,
    monthShort: monthName.slice(0, 3),
    year: pad(year, 4),
  };
}

// The hotel's clock.

// A time without a zone names a different instant in every zone, so only zoned timestamps are accepted.
const ZONED_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/i;

/**
 * The instant a zoned ISO timestamp names ("2026-12-01T22:00:00.000Z", "...T10:00+02:00"), or
 * undefined for anything else, a day the calendar lacks or a time the clock lacks included.
 * "24:00" is the end of the day, as ISO 8601 allows; digits past the millisecond are dropped.
 */
export function parseInstant(text: string): Date | undefined {
  const match = ZONED_TIMESTAMP.exec(text);
  if (match === null) return undefined;
  const [, date, hourText, minuteText, secondText = '0', fraction = '', sign, offsetHours = '0', offsetMinutes = '0'] = match as unknown as string[];
  const [hour, minute, second] = [Number(hourText), Number(minuteText), Number(secondText)];
  const endOfDay = hour === 24 && minute === 0 && second === 0 && Number(`0${fraction}`) === 0;
  if (!isCalendarDate(date!) || (hour > 23 && !endOfDay) || minute > 59 || second > 59) return undefined;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return undefined;
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * HOUR_MS + Number(offsetMinutes) * MINUTE_MS);
  const millisecond = Number(fraction.padEnd(3, '0').slice(0, 3));
  return new Date(utcMidnight(date!) + hour * HOUR_MS + minute * MINUTE_MS + second * 1000 + millisecond - offset);
}

let hotelFormat: Intl.DateTimeFormat | undefined;

/** The hotel's wall clock at an instant, as numbers (Intl's names are not used: see the top of this file). */
function wallClock(instant: Date) {
  // Made on first use: a page that never shows a time does not pay for it.
  hotelFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: HOTEL_TIME_ZONE,
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of hotelFormat.formatToParts(instant)) fields[part.type] = part.value;
  const year = Number(fields.year);
  return {
    // The year 1 BC is the year 0 of ISO dates.
    year: fields.era === 'BC' || fields.era === 'B' ? 1 - year : year,
    month: Number(fields.month),
    day: Number(fields.day),
    // Some engines wrote midnight as 24 with a 24-hour clock.
    hour: Number(fields.hour) % 24,
    minute: Number(fields.minute),
    second: Number(fields.second),
  };
}

/** How far the hotel's clock is ahead of UTC at an instant, in milliseconds. */
function hotelOffset(instant: number): number {
  const clock = wallClock(new Date(instant));
  const wall = utcMidnightOf(clock.year, clock.month, clock.day) + clock.hour * HOUR_MS + clock.minute * MINUTE_MS + clock.second * 1000;
  // The clock shows whole seconds: the instant's milliseconds are no part of the offset.
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The date and the time ("14:00") on the hotel's clock at an instant. */
export function hotelClock(instant: Date): { date: string; time: string } {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Not an instant: Invalid Date');
  const local = ms + hotelOffset(ms);
  const date = new Date(local);
  return { date: calendarDateAt(local), time: `${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}` };
}

/**
 * The instant the hotel's clock shows `hour`:00 on `date`. The offset is asked at a first guess
 * and again at the answer, which settles it across a change of the clocks (South Africa has had
 * none since 1944, but the rule should not depend on that).
 */
export function atHotelHour(date: string, hour: number): Date {
  const wall = utcMidnight(date) + hour * HOUR_MS;
  const guess = wall - hotelOffset(wall);
  return new Date(wall - hotelOffset(guess));
}

export function toCalendarDate(text: string): string | undefined {
  if (isCalendarDate(text)) return text;
  const instant = parseInstant(text);
  return instant === undefined ? undefined : hotelClock(instant).date;
}

export function todayAtHotel(now: Date = new Date()): string {
  return hotelClock(now).date;
}

/** "5 Dec 2026": spec point 9 shows dates as day, short month and year. */
export function formatDay(date: string): string {
  const words = dayWords(date);
  return `${words.day} ${words.monthShort} ${words.year}`;
}

/** "Friday, 4 December 2026": spec point 9's long form, as e-mails write it and screen readers say it. */
export function longDay(date: string): string {
  const words = dayWords(date);
  return `${words.weekday}, ${words.day} ${words.month} ${words.year}`;
}

export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights = Math.max(0, nightsBetween(checkIn, checkOut));
  return Array.from({ length: nights }, (_, night) => addDays(checkIn, night));
}
