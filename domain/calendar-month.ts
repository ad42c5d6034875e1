// The desk's calendar pages by month (issue 31): a month is "YYYY-MM" at the hotel (D8), its nights
// the first of the month to the last, each night counted on the morning after it as stays are.
import { addMonths, dayWords, nightsBetween } from './dates.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2027-04"; the year 0000 is no month the hotel keeps. */
export function isHotelMonth(text: string): boolean {
  return MONTH.test(text) && text.slice(0, 4) !== '0000';
}

/** The month a night falls in. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function firstNightOf(month: string): string {
  return `${month}-01`;
}

/** 28 to 31. */
export function nightsInMonth(month: string): number {
  const first = firstNightOf(month);
  return nightsBetween(first, addMonths(first, 1));
}

/** The month `months` after (or before) `month`, across years. */
export function monthsAfter(month: string, months: number): string {
  return monthOf(addMonths(firstNightOf(month), months));
}

/** "April 2027". */
export function monthWords(month: string): string {
  const words = dayWords(firstNightOf(month));
  return `${words.month} ${words.year}`;
}
