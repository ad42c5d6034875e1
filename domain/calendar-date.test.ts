import { describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarDateAt, daysBetween, dayWords, utcMidnight, weekdayOf } from './calendar-date.ts';

describe('addDays', () => {
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

describe('daysBetween', () => {
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
  ])('%s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
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
    expect(dayWords('2026-12-05')).toEqual({ weekday: 'Saturday', weekdayShort: 'Sat', day: '5', month: 'December', monthShort: 'Dec', year: '2026' });
    expect(dayWords('0950-01-31')).toMatchObject({ day: '31', year: '0950' });
  });
});
