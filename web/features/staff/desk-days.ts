// Nights as the desk reads them: by weekday, since the hotel plans its weeks (D8: calendar dates
// at the hotel, weeks from Sunday).
import { DateTime } from 'luxon';
import { addDays, HOTEL_TIME_ZONE } from '../../../domain/dates.ts';

const day = (date: string) => DateTime.fromISO(date, { zone: HOTEL_TIME_ZONE }).setLocale('en');

/** "Tue 1 Dec": a row of the calendar. */
export function shortNight(date: string): string {
  return day(date).toFormat('ccc d LLL');
}

/** "Tuesday 1 December 2026": the day a screen is about. */
export function longDay(date: string): string {
  return day(date).toFormat('cccc d LLLL yyyy');
}

/** The Sunday the night's week starts on. */
export function weekOf(date: string): string {
  return addDays(date, -(day(date).weekday % 7));
}
