// The hotel's clock (DESIGN D8): where an instant becomes a date and a time at the hotel, and the
// ways the app writes dates. The calendar arithmetic is in calendar-date.ts; the time zone rules
// come from the platform's Intl, which every browser and Node already carry.
import { addDays, calendarDateAt, daysBetween, dayWords, HOTEL_TIME_ZONE, isCalendarDate, utcMidnight } from './calendar-date.ts';

export { addDays, HOTEL_TIME_ZONE, isCalendarDate, daysBetween as nightsBetween };

// A time without a zone names a different instant in every zone, so only zoned timestamps are accepted.
const ZONED_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/i;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

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

/** The hotel's wall clock at an instant, as numbers (no names: those come from calendar-date.ts). */
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
  const date = new Date(0);
  date.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  date.setUTCHours(clock.hour, clock.minute, clock.second);
  return date.getTime() - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The date and the time ("14:00") on the hotel's clock at an instant. */
export function hotelClock(instant: Date): { date: string; time: string } {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Not an instant: Invalid Date');
  const local = ms + hotelOffset(ms);
  const date = new Date(local);
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return { date: calendarDateAt(local), time };
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

/** "Friday, 5 December 2026": spec point 9's long form, as e-mails write it and screen readers say it. */
export function longDay(date: string): string {
  const words = dayWords(date);
  return `${words.weekday}, ${words.day} ${words.month} ${words.year}`;
}

export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights = Math.max(0, daysBetween(checkIn, checkOut));
  return Array.from({ length: nights }, (_, night) => addDays(checkIn, night));
}
