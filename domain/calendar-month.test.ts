import { describe, expect, it } from 'vitest';
import { firstNightOf, isHotelMonth, monthOf, monthsAfter, monthWords, nightsInMonth } from './calendar-month.ts';

describe('the calendar’s months', () => {
  it('reads only YYYY-MM months', () => {
    expect(['2027-04', '2026-12', '0001-01'].map(isHotelMonth)).toEqual([true, true, true]);
    expect(['2027-4', '2027-13', '2027-00', '0000-01', '2027-04-01', ''].map(isHotelMonth)).toEqual([false, false, false, false, false, false]);
  });

  it('counts each month’s nights, leap Februaries included', () => {
    expect(nightsInMonth('2027-04')).toBe(30);
    expect(nightsInMonth('2026-12')).toBe(31);
    expect(nightsInMonth('2027-02')).toBe(28);
    expect(nightsInMonth('2028-02')).toBe(29);
  });

  it('pages across years both ways, and names the month', () => {
    expect(monthsAfter('2026-12', 1)).toBe('2027-01');
    expect(monthsAfter('2027-01', -1)).toBe('2026-12');
    expect(monthsAfter('2026-11', -12)).toBe('2025-11');
    expect(monthsAfter('2026-11', 17)).toBe('2028-04');
    expect(monthOf('2027-03-28')).toBe('2027-03');
    expect(firstNightOf('2027-03')).toBe('2027-03-01');
    expect(monthWords('2027-04')).toBe('April 2027');
  });
});
