import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { nearestFittingStays, type NightAvailability, nightsByDate, problemsText, stayProblems } from './night-availability.ts';

const TODAY = '2026-12-01';

/** The nights of December 2026, 5 places each, with the given ones changed. */
function december(changes: Record<string, Partial<NightAvailability>> = {}) {
  const nights = Array.from({ length: 31 }, (_, index): NightAvailability => {
    const date = addDays('2026-12-01', index);
    return { date, free: 5, held: 0, closed: null, ...changes[date] };
  });
  return nightsByDate(nights);
}

describe('stayProblems: the nights a stay cannot have', () => {
  it('names each full night for the cats asked and each closed night with its reason', () => {
    const nights = december({ '2026-12-20': { free: 1 }, '2026-12-24': { free: 0, closed: 'Christmas' } });
    expect(stayProblems(nights, { checkIn: '2026-12-19', checkOut: '2026-12-26' }, 2)).toEqual([
      { date: '2026-12-20', kind: 'full' },
      { date: '2026-12-24', kind: 'closed', reason: 'Christmas' },
    ]);
    expect(stayProblems(nights, { checkIn: '2026-12-19', checkOut: '2026-12-22' }, 1)).toEqual([]);
  });

  it('does not count the check-out day as a night', () => {
    const nights = december({ '2026-12-20': { free: 0 } });
    expect(stayProblems(nights, { checkIn: '2026-12-17', checkOut: '2026-12-20' }, 1)).toEqual([]);
  });

  it('knows nothing of a stay with a night outside the nights asked for', () => {
    expect(stayProblems(december(), { checkIn: '2026-12-29', checkOut: '2027-01-02' }, 1)).toBeUndefined();
  });
});

describe('nearestFittingStays: the same number of nights, earlier and later', () => {
  it('finds the latest earlier stay and the earliest later stay that fit every night', () => {
    const nights = december({ '2026-12-20': { free: 0 }, '2026-12-21': { free: 1 } });
    expect(nearestFittingStays(nights, { checkIn: '2026-12-19', checkOut: '2026-12-22' }, 2, TODAY)).toEqual({
      earlier: { checkIn: '2026-12-17', checkOut: '2026-12-20' },
      later: { checkIn: '2026-12-22', checkOut: '2026-12-25' },
    });
  });

  it('offers nothing earlier than today', () => {
    const nights = december({ '2026-12-03': { closed: 'Painting', free: 0 } });
    expect(nearestFittingStays(nights, { checkIn: '2026-12-02', checkOut: '2026-12-05' }, 1, '2026-12-02')).toEqual({
      earlier: null,
      later: { checkIn: '2026-12-04', checkOut: '2026-12-07' },
    });
  });

  it('stops at the nights not asked for instead of guessing they are free', () => {
    const nights = december({ '2026-12-28': { free: 0 } });
    expect(nearestFittingStays(nights, { checkIn: '2026-12-27', checkOut: '2026-12-31' }, 1, '2026-12-27').later).toBeNull();
  });
});

describe('problemsText', () => {
  it('names the first three nights and counts the rest', () => {
    expect(problemsText([{ date: '2026-12-20', kind: 'full' }])).toBe('Sun 20 Dec is full');
    expect(problemsText([{ date: '2026-12-24', kind: 'closed', reason: 'Christmas' }])).toBe('Thu 24 Dec is closed: Christmas');
    const five = ['2026-12-20', '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24'].map((date) => ({ date, kind: 'full' as const }));
    expect(problemsText(five)).toBe('Sun 20 Dec is full; Mon 21 Dec is full; Tue 22 Dec is full and 2 more nights');
  });
});
