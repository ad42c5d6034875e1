import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { reminderDue } from './vaccination-reminders.ts';

const checkIn = '2027-01-05';
const daysBefore = (days: number) => addDays(checkIn, -days);

describe('the vaccination reminder due on a day', () => {
  it('is none while check-in is more than two weeks away', () => {
    expect(reminderDue(checkIn, daysBefore(15))).toBeNull();
    expect(reminderDue(checkIn, daysBefore(400))).toBeNull();
  });

  it('is the two-week one from 14 days before until 3 days before, when it may come late', () => {
    for (const days of [14, 12, 10, 3]) expect(reminderDue(checkIn, daysBefore(days)), `${days} days before`).toBe('records-two-weeks');
  });

  it('is the two-day one from 2 days before through the check-in day, in place of a two-week one never sent', () => {
    for (const days of [2, 1, 0]) expect(reminderDue(checkIn, daysBefore(days)), `${days} days before`).toBe('records-two-days');
  });

  it('is none once the check-in day has passed', () => {
    expect(reminderDue(checkIn, addDays(checkIn, 1))).toBeNull();
  });

  it('counts whole calendar days across a month and a year', () => {
    expect(reminderDue('2027-03-01', '2027-02-15')).toBe('records-two-weeks');
    expect(reminderDue('2027-03-01', '2027-02-14')).toBeNull();
    expect(reminderDue('2027-01-01', '2026-12-30')).toBe('records-two-days');
  });
});
