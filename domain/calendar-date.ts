// Whether a text is a real calendar date (YYYY-MM-DD), without the date library: the app's route
// addresses check it on every page, and luxon would otherwise ship with the home page's first load.

// Stays are calendar dates at the hotel (DESIGN D8): a phone abroad must not shift a check-in by a day.
export const HOTEL_TIME_ZONE = 'Africa/Johannesburg';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(text: string): boolean {
  if (!CALENDAR_DATE.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
