// Calendar dates (YYYY-MM-DD) and their arithmetic, without a date library: every page that
// shows a date loads this, and a library's zones, locales and durations would cost more than the
// page's own code (issue 18). The hotel's clock, where an instant becomes a date, is in dates.ts.
//
// A date is worked on as its midnight in UTC: UTC has no clock changes, so a day is always
// DAY_MS long and the arithmetic is plain counting; the date it stands for is the same anywhere.

// Stays are calendar dates at the hotel (DESIGN D8): a phone abroad must not shift a check-in by a day.
export const HOTEL_TIME_ZONE = 'Africa/Johannesburg';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The UTC midnight of a year, month (1 to 12) and day; out-of-range months and days roll over. */
function utcMidnightOf(year: number, month: number, day: number): number {
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

export function isCalendarDate(text: string): boolean {
  if (!CALENDAR_DATE.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(utcMidnightOf(year, month, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

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

/** The calendar date of a UTC instant, in milliseconds since 1970 (years 0 to 9999). */
export function calendarDateAt(utcMs: number): string {
  const date = new Date(utcMs);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

export function addDays(date: string, days: number): string {
  return calendarDateAt(utcMidnight(date) + days * DAY_MS);
}

/** Days from `from` to `to`: the nights of a stay; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return (utcMidnight(to) - utcMidnight(from)) / DAY_MS;
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

// English names written out, not asked of Intl: its short names change with the ICU version
// (en-GB says "Sept" in newer ones), and the dates must read the same on every phone and server.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
/** Sunday first (D8). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A date's words, for each screen and message to put in its own order: "Friday", "5", "December"... */
export interface DayWords {
  weekday: string;
  /** "Fri" */
  weekdayShort: string;
  /** The day of the month without a leading zero: "5". */
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
