import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDay,
  HOTEL_TIME_ZONE,
  isCalendarDate,
  nightsBetween,
  stayNights,
  toCalendarDate,
  todayAtHotel,
} from './dates.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2026-12-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-12-01T00:00:00Z', false],
    [' 2026-12-01', false],
    ['', false],
    ['tomorrow', false],
  ])('"%s" is %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});

describe('toCalendarDate', () => {
  it.each([
    ['2026-12-01', '2026-12-01'],
    ['2026-12-01T22:00:00.000Z', '2026-12-02'],
    ['2026-12-01T21:59:59.999Z', '2026-12-01'],
    ['2026-12-01T23:30:00+02:00', '2026-12-01'],
    ['2026-12-01T08:00:00-10:00', '2026-12-01'],
    ['2026-12-01T20:00-10:00', '2026-12-02'],
    ['2026-12-01T10:00:00+0200', '2026-12-01'],
  ])('"%s" is %s at the hotel', (text, date) => {
    expect(toCalendarDate(text)).toBe(date);
  });

  it.each(['2026-12-01T10:00:00', '2026-02-30', '2026-02-30T10:00:00Z', '01/12/2026', 'Tue Dec 01 2026', '', '2026-12-01T25:00:00Z'])(
    'refuses "%s"',
    (text) => {
      expect(toCalendarDate(text)).toBeUndefined();
    },
  );
});

describe('nightsBetween', () => {
  it.each([
    ['2026-12-01', '2026-12-04', 3],
    ['2026-12-01', '2026-12-01', 0],
    ['2026-12-04', '2026-12-01', -3],
    ['2026-12-28', '2027-01-04', 7],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-03-01', '2026-05-30', 90],
  ])('%s to %s is %i nights', (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => nightsBetween('2026-02-30', '2026-03-04')).toThrow(RangeError);
  });
});

describe('todayAtHotel', () => {
  it.each([
    ['2026-12-01T21:59:59Z', '2026-12-01'],
    ['2026-12-01T22:00:00Z', '2026-12-02'],
    ['2026-06-30T23:00:00-05:00', '2026-07-01'],
  ])('at %s it is %s in Cape Town', (instant, date) => {
    expect(todayAtHotel(new Date(instant))).toBe(date);
  });

  it('defaults to now', () => {
    expect(isCalendarDate(todayAtHotel())).toBe(true);
  });

  it('is the hotel in South Africa', () => {
    expect(HOTEL_TIME_ZONE).toBe('Africa/Johannesburg');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-01', 0, '2026-12-01'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('stayNights', () => {
  it.each([
    ['2026-12-30', '2027-01-02', ['2026-12-30', '2026-12-31', '2027-01-01']],
    ['2026-12-01', '2026-12-02', ['2026-12-01']],
    ['2026-12-01', '2026-12-01', []],
    ['2026-12-05', '2026-12-01', []],
  ])('%s to %s sleeps %j', (checkIn, checkOut, nights) => {
    expect(stayNights(checkIn, checkOut)).toEqual(nights);
  });
});

describe('formatDay', () => {
  it.each([
    ['2026-12-01', '1 Dec 2026'],
    ['2027-09-30', '30 Sep 2027'],
  ])('%s reads %s', (date, text) => {
    expect(formatDay(date)).toBe(text);
  });
});
