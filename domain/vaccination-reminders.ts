// When the hotel e-mails an owner whose cats' vaccination records do not yet meet the house's rules
// (issue 33): two weeks before arrival, time enough for a vet's appointment and the days a vaccine
// needs to protect, and again two days before, so the book and the proof come to check-in.
import { nightsBetween } from './dates.ts';

/** The reminders, earliest first; each goes at most once per stay. */
export const VACCINATION_REMINDERS = ['records-two-weeks', 'records-two-days'] as const;
export type VaccinationReminder = (typeof VACCINATION_REMINDERS)[number];

/** How many days before check-in each reminder falls due. */
export const REMINDER_DAYS_BEFORE: Record<VaccinationReminder, number> = {
  'records-two-weeks': 14,
  'records-two-days': 2,
};

/** The furthest ahead a stay's check-in lies when a reminder can fall due. */
export const FIRST_REMINDER_DAYS = Math.max(...Object.values(REMINDER_DAYS_BEFORE));

/**
 * The reminder a stay checking in on `checkIn` is due on `today`, by the hotel's calendar: the
 * latest whose day has come, none before two weeks out nor after the check-in day. A reminder whose
 * day passed unsent (no server ran, the stay was booked later) is still due until the next one's
 * day comes, which takes its place: so a stay booked ten days ahead hears once now, not twice.
 */
export function reminderDue(checkIn: string, today: string): VaccinationReminder | null {
  const daysAhead = nightsBetween(today, checkIn);
  if (daysAhead < 0) return null;
  return VACCINATION_REMINDERS.findLast((reminder) => daysAhead <= REMINDER_DAYS_BEFORE[reminder]) ?? null;
}
