import { describe, expect, it } from 'vitest';
import { isPastDay, longDay, monthTitle, monthWeeks, moveDay, nearestBookableStay, NO_DATES, pickDay, shiftMonth } from './stay-calendar.ts';

const TODAY = '2026-06-10';

describe('pickDay: the calendar click rules (spec points 4 and 5)', () => {
  it('sets check-in on the first click', () => {
    expect(pickDay(NO_DATES, '2026-06-12', TODAY)).toEqual({ checkIn: '2026-06-12', checkOut: null });
  });

  it('sets check-out on a later click after check-in', () => {
    expect(pickDay({ checkIn: '2026-06-12', checkOut: null }, '2026-06-20', TODAY)).toEqual({
      checkIn: '2026-06-12',
      checkOut: '2026-06-20',
    });
  });

  it('sets a check-out one night after check-in', () => {
    expect(pickDay({ checkIn: '2026-06-12', checkOut: null }, '2026-06-13', TODAY).checkOut).toBe('2026-06-13');
  });

  it('restarts with the day as check-in on a click on check-in', () => {
    expect(pickDay({ checkIn: '2026-06-12', checkOut: null }, '2026-06-12', TODAY)).toEqual({ checkIn: '2026-06-12', checkOut: null });
  });

  it('restarts with the day as check-in on a click before check-in', () => {
    expect(pickDay({ checkIn: '2026-06-12', checkOut: null }, '2026-06-11', TODAY)).toEqual({ checkIn: '2026-06-11', checkOut: null });
  });

  it('restarts on any click once both dates are set, even one after check-out', () => {
    const both = { checkIn: '2026-06-12', checkOut: '2026-06-20' };
    expect(pickDay(both, '2026-06-25', TODAY)).toEqual({ checkIn: '2026-06-25', checkOut: null });
    expect(pickDay(both, '2026-06-15', TODAY)).toEqual({ checkIn: '2026-06-15', checkOut: null });
    expect(pickDay(both, '2026-06-12', TODAY)).toEqual({ checkIn: '2026-06-12', checkOut: null });
  });

  it('ignores a past day, whatever is set', () => {
    expect(pickDay(NO_DATES, '2026-06-09', TODAY)).toBe(NO_DATES);
    const half = { checkIn: '2026-06-12', checkOut: null };
    expect(pickDay(half, '2026-05-30', TODAY)).toBe(half);
  });

  it('accepts today, which is not past', () => {
    expect(isPastDay(TODAY, TODAY)).toBe(false);
    expect(isPastDay('2026-06-09', TODAY)).toBe(true);
    expect(pickDay(NO_DATES, TODAY, TODAY).checkIn).toBe(TODAY);
  });

  it('compares across months and years', () => {
    expect(pickDay({ checkIn: '2026-12-30', checkOut: null }, '2027-01-02', TODAY).checkOut).toBe('2027-01-02');
  });
});

describe('monthWeeks: six Sunday-first weeks', () => {
  it('starts June 2026 (a Monday the 1st) one cell after Sunday', () => {
    const weeks = monthWeeks('2026-06');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, '2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06']);
    expect(weeks[1]?.[0]).toBe('2026-06-07');
    expect(weeks.flat().filter((date) => date !== null)).toHaveLength(30);
  });

  it('starts a month whose 1st is a Sunday in the first cell', () => {
    // 1 February 2026 is a Sunday.
    expect(monthWeeks('2026-02')[0]?.[0]).toBe('2026-02-01');
    expect(
      monthWeeks('2026-02')
        .flat()
        .filter((date) => date !== null),
    ).toHaveLength(28);
  });

  it('fits a 31-day month starting on Saturday into six weeks', () => {
    // 1 August 2026 is a Saturday.
    const weeks = monthWeeks('2026-08');
    expect(weeks[0]?.[6]).toBe('2026-08-01');
    expect(weeks[5]?.[1]).toBe('2026-08-31');
  });
});

describe('month names and moves', () => {
  it('names months and days in full', () => {
    expect(monthTitle('2026-06')).toBe('June 2026');
    expect(longDay('2026-06-14')).toBe('Sunday, 14 June 2026');
  });

  it('shifts months across a year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('moves by day, week, week edge and month', () => {
    // 10 June 2026 is a Wednesday.
    expect(moveDay('2026-06-10', 'ArrowLeft')).toBe('2026-06-09');
    expect(moveDay('2026-06-10', 'ArrowRight')).toBe('2026-06-11');
    expect(moveDay('2026-06-10', 'ArrowUp')).toBe('2026-06-03');
    expect(moveDay('2026-06-10', 'ArrowDown')).toBe('2026-06-17');
    expect(moveDay('2026-06-10', 'Home')).toBe('2026-06-07');
    expect(moveDay('2026-06-10', 'End')).toBe('2026-06-13');
    expect(moveDay('2026-06-07', 'Home')).toBe('2026-06-07');
    expect(moveDay('2026-06-13', 'End')).toBe('2026-06-13');
    expect(moveDay('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveDay('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveDay('2026-06-30', 'ArrowRight')).toBe('2026-07-01');
    expect(moveDay('2026-06-10', 'Enter')).toBeUndefined();
  });
});

describe('nearestBookableStay: where a stay the hotel does not take can go (issue 18)', () => {
  it('offers the shortest stay for 1 or 2 nights, from the same check-in', () => {
    expect(nearestBookableStay({ checkIn: '2026-12-30', checkOut: '2026-12-31' })).toEqual({
      checkIn: '2026-12-30',
      checkOut: '2027-01-02',
      nights: 3,
    });
    expect(nearestBookableStay({ checkIn: '2026-12-01', checkOut: '2026-12-03' })).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      nights: 3,
    });
  });

  it('offers the longest stay for 91 nights or more', () => {
    expect(nearestBookableStay({ checkIn: '2026-12-01', checkOut: '2027-03-02' })).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2027-03-01',
      nights: 90,
    });
    expect(nearestBookableStay({ checkIn: '2026-12-01', checkOut: '2027-12-01' })).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2027-03-01',
      nights: 90,
    });
  });

  it('offers nothing for a stay of 3 to 90 nights, or dates not both chosen', () => {
    expect(nearestBookableStay({ checkIn: '2026-12-01', checkOut: '2026-12-04' })).toBeNull();
    expect(nearestBookableStay({ checkIn: '2026-12-01', checkOut: '2027-03-01' })).toBeNull();
    expect(nearestBookableStay({ checkIn: '2026-12-01', checkOut: null })).toBeNull();
    expect(nearestBookableStay(NO_DATES)).toBeNull();
  });
});
