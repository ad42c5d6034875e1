// Nights as the desk reads them: by weekday, since the hotel plans its weeks (D8: calendar dates
// at the hotel, weeks from Sunday).
import { addDays, dayWords, weekdayOf } from '../../../domain/dates.ts';

/** "Tue 1 Dec": a row of the calendar. */
export function shortNight(date: string): string {
  const words = dayWords(date);
  return `${words.weekdayShort} ${words.day} ${words.monthShort}`;
}

/** "Tuesday 1 December 2026": the day a screen is about. */
export function longDay(date: string): string {
  const words = dayWords(date);
  return `${words.weekday} ${words.day} ${words.month} ${words.year}`;
}

/** The Sunday the night's week starts on. */
export function weekOf(date: string): string {
  return addDays(date, -weekdayOf(date));
}
