// The app's dates came from luxon until issue 18 took it out of the pages. These properties hold
// the new code to luxon's own answers, written as the app used to ask for them, over every day and
// instant from 1990 to 2100: luxon stays a devDependency for this file alone (eslint.config.js
// keeps it out of the app). fast-check prints the seed of a failure to replay it.
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { hoursUntilCheckIn } from './cancellation.ts';
import {
  addDays,
  addMonths,
  dayWords,
  formatDay,
  HOTEL_TIME_ZONE,
  hotelClock,
  longDay,
  nightsBetween,
  toCalendarDate,
  todayAtHotel,
  weekdayOf,
} from './dates.ts';

const RUNS = { numRuns: 1000 };
const FIRST = Date.UTC(1990, 0, 1);
const LAST = Date.UTC(2100, 11, 31, 23, 59, 59, 999);

const atHotel = (date: string) => DateTime.fromISO(date, { zone: HOTEL_TIME_ZONE }).setLocale('en');
const luxonDate = (value: DateTime) => value.toISODate();

const instant = fc.integer({ min: FIRST, max: LAST }).map((ms) => new Date(ms));
const day = fc
  .integer({ min: FIRST / 86_400_000, max: Math.floor(LAST / 86_400_000) })
  .map((days) => new Date(days * 86_400_000).toISOString().slice(0, 10));

describe('the calendar as luxon counted it, 1990 to 2100', () => {
  it('adds days and counts nights the same', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (date, days) => {
        const later = addDays(date, days);
        expect(later).toBe(luxonDate(atHotel(date).plus({ days })));
        expect(nightsBetween(date, later)).toBe(atHotel(later).diff(atHotel(date), 'days').days);
      }),
      RUNS,
    );
  });

  it('adds months the same, a day the month lacks becoming its last', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -30, max: 30 }), (date, months) => {
        expect(addMonths(date, months)).toBe(luxonDate(atHotel(date).plus({ months })));
      }),
      RUNS,
    );
  });

  it('names the weekday and the month the same, in every form the app writes', () => {
    fc.assert(
      fc.property(day, (date) => {
        const luxon = atHotel(date);
        const words = dayWords(date);
        expect(weekdayOf(date)).toBe(luxon.weekday % 7);
        expect(formatDay(date)).toBe(luxon.toFormat('d LLL yyyy'));
        expect(longDay(date)).toBe(luxon.toFormat('cccc, d LLLL yyyy'));
        expect(`${words.weekdayShort} ${words.day} ${words.monthShort}`).toBe(luxon.toFormat('ccc d LLL'));
        expect(`${words.weekday} ${words.day} ${words.month} ${words.year}`).toBe(luxon.toFormat('cccc d LLLL yyyy'));
        expect(`${words.month} ${words.year}`).toBe(luxon.toFormat('LLLL yyyy'));
      }),
      RUNS,
    );
  });
});

describe('the hotel clock as luxon read it, 1990 to 2100', () => {
  it('gives the same date and time at the hotel for an instant', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const luxon = DateTime.fromJSDate(at, { zone: HOTEL_TIME_ZONE });
        expect(hotelClock(at)).toEqual({ date: luxon.toISODate(), time: luxon.toFormat('HH:mm') });
        expect(todayAtHotel(at)).toBe(luxon.toISODate());
      }),
      RUNS,
    );
  });

  // Any zoned timestamp a phone might send: offsets with and without a colon, or only hours,
  // seconds and fractions or none, and days the month lacks (both refuse those).
  const timestamp = fc
    .record({
      year: fc.integer({ min: 1990, max: 2100 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.option(fc.integer({ min: 0, max: 59 })),
      fraction: fc.option(fc.stringMatching(/^\d{1,9}$/)),
      zone: fc.oneof(
        fc.constantFrom('Z', 'z'),
        fc.record({
          sign: fc.constantFrom('+', '-'),
          hours: fc.integer({ min: 0, max: 23 }),
          minutes: fc.option(fc.integer({ min: 0, max: 59 })),
          colon: fc.boolean(),
        }),
      ),
    })
    .map(({ year, month, day, hour, minute, second, fraction, zone }) => {
      const two = (value: number) => String(value).padStart(2, '0');
      const seconds = second === null ? '' : `:${two(second)}${fraction === null ? '' : `.${fraction}`}`;
      const offset =
        typeof zone === 'string'
          ? zone
          : `${zone.sign}${two(zone.hours)}${zone.minutes === null ? '' : `${zone.colon ? ':' : ''}${two(zone.minutes)}`}`;
      return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}${seconds}${offset}`;
    });

  it('turns a zoned timestamp into the same date at the hotel, or refuses it the same', () => {
    fc.assert(
      fc.property(timestamp, (text) => {
        const luxon = DateTime.fromISO(text, { setZone: true });
        expect(toCalendarDate(text)).toBe(luxon.isValid ? luxonDate(luxon.setZone(HOTEL_TIME_ZONE)) : undefined);
      }),
      RUNS,
    );
  });

  it('counts the hours to check-in (11:00 at the hotel) the same', () => {
    fc.assert(
      fc.property(day, instant, (checkIn, now) => {
        const luxon = atHotel(checkIn).set({ hour: 11 }).diff(DateTime.fromJSDate(now), 'hours').hours;
        expect(hoursUntilCheckIn(checkIn, now)).toBeCloseTo(luxon, 9);
      }),
      RUNS,
    );
  });
});
