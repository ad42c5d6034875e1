// Each cat's care plan (issue 33): what it eats and what medicine it takes, how much and at which
// times of day, as the owner writes it in the cat's profile. The stay takes it from there, the desk
// confirms it at check-in, and the round of the day is made of its times.
import { formatDay } from './dates.ts';
import { EXTRA_SERVICES } from './extra-services.ts';

export const CARE_KINDS = ['feeding', 'medication'] as const;
export type CareKind = (typeof CARE_KINDS)[number];

/** At most this many times a day for one item: a kitten's four meals, a tablet three times a day. */
export const MOST_TIMES_A_DAY = 6;

/** The service the hotel charges for giving medicine (domain/extra-services.ts). */
export const MEDICATION_SERVICE_ID = EXTRA_SERVICES.find((service) => service.name === 'Medication Administration')!.id;

/** "08:00", "17:30": a time of day on the hotel's clock, to the minute. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** What a stay needs of an item of the plan. */
export interface PlannedCare {
  kind: CareKind;
  /** The last day medicine is given; null: every day of the stay. */
  until: string | null;
}

/**
 * Whether the plan gives medicine on some day of the stay, [checkIn, checkOut): the hotel gives it
 * as its Medication Administration service, so a stay that has medicine and not the service is one
 * the owner and the desk are both told about.
 */
export function givesMedicineDuring(plan: readonly PlannedCare[], stay: { checkIn: string; checkOut: string }): boolean {
  return plan.some((item) => item.kind === 'medication' && (item.until === null || item.until >= stay.checkIn));
}

/** A stay whose cats take medicine it has not booked the hotel to give. */
export function lacksMedicationService(
  plan: readonly PlannedCare[],
  stay: { checkIn: string; checkOut: string; extraServiceIds: readonly number[] },
): boolean {
  return givesMedicineDuring(plan, stay) && !stay.extraServiceIds.includes(MEDICATION_SERVICE_ID);
}

/** An item as a line of the plan: its amount, times, food and end. */
export interface CareLineItem {
  amount: string | null;
  times: readonly string[];
  withFood: boolean | null;
  until: string | null;
}

const TIMES_LIST = new Intl.ListFormat('en-ZA', { type: 'conjunction' });

/** "Half a tablet at 08:00 and 20:00, with food, until 10 Jan 2027": the owner's card and the desk read the same words. */
export function careLine(item: CareLineItem): string {
  return [
    `${item.amount === null ? '' : `${item.amount} `}at ${TIMES_LIST.format(item.times)}`,
    item.withFood === null ? null : item.withFood ? 'with food' : 'without food',
    item.until === null ? null : `until ${formatDay(item.until)}`,
  ]
    .filter((part) => part !== null)
    .join(', ');
}

/** What the desk and the owner are told of a stay whose cats take medicine the stay has not booked the hotel to give. */
export const MEDICATION_NOT_BOOKED =
  'Medicine is in the care plan, but the stay has not booked Medication Administration, the service under which the hotel gives it.';
