// What the first page load needs of dates, apart: whether a text is a calendar date (the app's
// route addresses check it on every page), the hotel's zone and the weekday names the estimator's
// placeholder writes. The arithmetic, the words and the hotel's clock are in dates.ts, which only
// the screens that show dates load (issue 18: every kilobyte of the home page's script counts).

// Stays are calendar dates at the hotel (DESIGN D8): a phone abroad must not shift a check-in by a day.
export const HOTEL_TIME_ZONE = 'Africa/Johannesburg';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC midnight of a year, month (1 to 12) and day, in milliseconds; out-of-range months and days roll over. */
export function utcMidnightOf(year: number, month: number, day: number): number {
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

// English names written out, not asked of Intl: its short names change with the ICU version
// (en-GB says "Sept" in newer ones), and the dates must read the same on every phone and server.
/** Sunday first: the hotel's weeks start on Sunday (D8). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
