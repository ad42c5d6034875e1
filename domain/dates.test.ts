import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  atHotelHour,
  calendarDateAt,
  dayWords,
  formatDay,
  HOTEL_TIME_ZONE,
  hotelClock,
  isCalendarDate,
  longDay,
  nightsBetween,
  parseInstant,
  stayNights,
  toCalendarDate,
  todayAtHotel,
  utcMidnight,
  weekdayOf,
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
    ['2028-02-29', '29 Feb 2028'],
    ['2026-05-31', '31 May 2026'],
  ])('%s reads %s', (date, text) => {
    expect(formatDay(date)).toBe(text);
  });
});

describe('toCalendarDate: zoned timestamps', () => {
  it.each([
    ['2026-12-01t22:00z', '2026-12-02'],
    ['2026-12-01T23:59:59+00:00', '2026-12-02'],
    ['2026-12-01T00:30:00+05:30', '2026-11-30'],
    ['2026-12-01T00:30:00+0530', '2026-11-30'],
    ['2026-12-01T00:30:00+05', '2026-11-30'],
    ['2026-12-31T22:00:00Z', '2027-01-01'],
    ['2028-02-28T22:00:00Z', '2028-02-29'],
    ['2028-02-29T21:59:59Z', '2028-02-29'],
    ['2026-12-31T24:00+02:00', '2027-01-01'],
    // Digits past the millisecond are dropped, not rounded up into the next day.
    ['2026-12-01T21:59:59.9999999Z', '2026-12-01'],
  ])('"%s" is %s at the hotel', (text, date) => {
    expect(toCalendarDate(text)).toBe(date);
  });

  it.each([
    '2026-02-29T10:00:00Z',
    '2026-04-31T10:00:00Z',
    '2026-00-10T10:00:00Z',
    '2026-12-01T23:60:00Z',
    '2026-12-01T23:59:60Z',
    '2026-12-01T24:30Z',
    '2026-12-01T24:00:00.001Z',
    '2026-12-01T10:00:00+24:00',
    '2026-12-01T10:00:00+02:60',
    '2026-12-01T10:00:00+2',
    '2026-12-01T10:00:00.Z',
    '2026-12-01T10:00:00.1234567890Z',
    '2026-12-01 10:00:00Z',
  ])('refuses "%s"', (text) => {
    expect(toCalendarDate(text)).toBeUndefined();
  });
});

describe('parseInstant', () => {
  it.each([
    ['2026-12-01T22:00:00.000Z', '2026-12-01T22:00:00.000Z'],
    ['2026-12-01T10:00+02:00', '2026-12-01T08:00:00.000Z'],
    ['2026-12-01T10:00-03:30', '2026-12-01T13:30:00.000Z'],
    ['2026-12-01T10:00:05.5+0000', '2026-12-01T10:00:05.500Z'],
    ['2026-12-01T10:00:05.123456Z', '2026-12-01T10:00:05.123Z'],
  ])('"%s" is %s', (text, iso) => {
    expect(parseInstant(text)?.toISOString()).toBe(iso);
  });

  it('refuses a time without a zone, which names a different instant in every zone', () => {
    expect(parseInstant('2026-12-01T10:00:00')).toBeUndefined();
    expect(parseInstant('2026-12-01')).toBeUndefined();
  });
});

describe('hotelClock: the hotel day', () => {
  it('turns at 22:00 UTC, midnight in Cape Town', () => {
    expect(hotelClock(new Date('2026-12-01T21:59:59.999Z'))).toEqual({ date: '2026-12-01', time: '23:59' });
    expect(hotelClock(new Date('2026-12-01T22:00:00.000Z'))).toEqual({ date: '2026-12-02', time: '00:00' });
  });

  it('writes the time on a 24-hour clock, midnight as 00', () => {
    expect(hotelClock(new Date('2026-06-30T12:05:00Z')).time).toBe('14:05');
    expect(hotelClock(new Date('2026-06-30T22:07:00Z')).time).toBe('00:07');
  });

  it('crosses a year end and a leap day', () => {
    expect(hotelClock(new Date('2026-12-31T22:00:00Z')).date).toBe('2027-01-01');
    expect(hotelClock(new Date('2028-02-28T22:30:00Z')).date).toBe('2028-02-29');
    expect(hotelClock(new Date('2028-02-29T22:30:00Z')).date).toBe('2028-03-01');
  });

  it('refuses a date that names no instant', () => {
    expect(() => hotelClock(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('atHotelHour', () => {
  it('is the hour on the hotel clock, two hours ahead of UTC', () => {
    expect(atHotelHour('2026-12-10', 11).toISOString()).toBe('2026-12-10T09:00:00.000Z');
    expect(atHotelHour('2026-07-01', 0).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(atHotelHour('2028-02-29', 1).toISOString()).toBe('2028-02-28T23:00:00.000Z');
  });

  it('reads the hotel clock of the day, even before South African Standard Time', () => {
    // Until 1903 Cape Town kept UTC+1:30 (the time zone database's Africa/Johannesburg).
    expect(atHotelHour('1900-06-01', 11).toISOString()).toBe('1900-06-01T09:30:00.000Z');
    expect(hotelClock(atHotelHour('1900-06-01', 11))).toEqual({ date: '1900-06-01', time: '11:00' });
  });
});

describe('longDay', () => {
  it.each([
    ['2026-12-04', 'Friday, 4 December 2026'],
    ['2028-02-29', 'Tuesday, 29 February 2028'],
    ['2027-09-01', 'Wednesday, 1 September 2027'],
  ])('%s reads %s', (date, text) => {
    expect(longDay(date)).toBe(text);
  });
});

describe('addDays across month ends, leap days and year ends', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-04-30', 1, '2026-05-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2026-12-01', 365, '2027-12-01'],
    ['2028-01-01', 366, '2029-01-01'],
    ['2026-10-25', 7, '2026-11-01'],
    ['0099-12-31', 1, '0100-01-01'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses what is not a calendar date instead of writing NaN', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-2-3', 1)).toThrow(RangeError);
  });
});

describe('nightsBetween across months and years', () => {
  it.each([
    ['2026-01-30', '2026-02-02', 3],
    ['2026-02-27', '2026-03-02', 3],
    ['2028-02-27', '2028-03-02', 4],
    ['2026-12-30', '2027-01-02', 3],
    ['2026-03-27', '2026-03-30', 3],
    ['2026-10-23', '2026-10-26', 3],
    ['2026-01-01', '2027-01-01', 365],
    ['2028-01-01', '2029-01-01', 366],
    ['2027-01-02', '2026-12-30', -3],
  ])('%s to %s is %i nights', (from, to, days) => {
    expect(nightsBetween(from, to)).toBe(days);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-05-31', 1, '2026-06-30'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-08-31', 18, '2028-02-29'],
    ['2026-08-31', -30, '2024-02-29'],
    ['2026-06-10', 0, '2026-06-10'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('weekdayOf: Sunday first', () => {
  it.each([
    ['2026-06-07', 0],
    ['2026-06-08', 1],
    ['2026-06-13', 6],
    ['2028-02-29', 2],
    ['2000-01-01', 6],
    ['1970-01-01', 4],
  ])('%s is weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe('UTC midnights', () => {
  it('stand for the date and come back to it', () => {
    expect(utcMidnight('1970-01-02')).toBe(86_400_000);
    expect(utcMidnight('2026-12-05')).toBe(Date.UTC(2026, 11, 5));
    expect(calendarDateAt(Date.UTC(2026, 11, 5, 23, 59, 59, 999))).toBe('2026-12-05');
  });

  it('keep the years 0 to 99 as they are, not as 1900 to 1999', () => {
    expect(calendarDateAt(utcMidnight('0050-03-01'))).toBe('0050-03-01');
    expect(addDays('0001-01-01', -1)).toBe('0000-12-31');
  });
});

describe('dayWords', () => {
  it.each([
    ['2026-01-05', 'Jan', 'January'],
    ['2026-02-05', 'Feb', 'February'],
    ['2026-03-05', 'Mar', 'March'],
    ['2026-04-05', 'Apr', 'April'],
    ['2026-05-05', 'May', 'May'],
    ['2026-06-05', 'Jun', 'June'],
    ['2026-07-05', 'Jul', 'July'],
    ['2026-08-05', 'Aug', 'August'],
    ['2026-09-05', 'Sep', 'September'],
    ['2026-10-05', 'Oct', 'October'],
    ['2026-11-05', 'Nov', 'November'],
    ['2026-12-05', 'Dec', 'December'],
  ])('%s is in %s (%s)', (date, monthShort, month) => {
    expect(dayWords(date)).toMatchObject({ monthShort, month });
  });

  it('names every weekday, short and long', () => {
    const week = Array.from({ length: 7 }, (_, day) => dayWords(addDays('2026-06-07', day)));
    expect(week.map((words) => words.weekday)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(week.map((words) => words.weekdayShort)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('writes the day without a leading zero and the year in four digits', () => {
    expect(dayWords('2026-12-05')).toEqual({
      weekday: 'Saturday',
      weekdayShort: 'Sat',
      day: '5',
      month: 'December',
      monthShort: 'Dec',
      year: '2026',
    });
    expect(dayWords('0950-01-31')).toMatchObject({ day: '31', year: '0950' });
  });
});
