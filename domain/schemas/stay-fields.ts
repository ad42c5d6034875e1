// The parts of a stay that the reservation form, the dashboard booking and the availability check share.
import * as v from 'valibot';
import { isCalendarDate, toCalendarDate } from '../dates.ts';
import { MAX_CATS, MIN_CATS } from '../stay.ts';
import { distinct, numberOrText, requiredField } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

// ISO dates (and domain/dates.ts) have a year 0, 1 BC; PostgreSQL has none and fails on it.
const FIRST_DAY = '0001-01-01';

/**
 * A check-in or check-out day. Phones send either the calendar date or a full timestamp; both
 * become the calendar date at the hotel (DESIGN D8).
 */
export function stayDate(requiredMessage: string) {
  return requiredField(MESSAGES.invalidDate, v.pipe(v.string(), v.nonEmpty(requiredMessage), toHotelDay()));
}

/** The calendar date at the hotel of a date or a timestamp as typed; anything else is refused. */
export function toHotelDay() {
  return v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
    const date = toCalendarDate(dataset.value);
    if (date !== undefined && date >= FIRST_DAY) return date;
    addIssue({ message: MESSAGES.invalidDate });
    return NEVER;
  });
}

/** Check-out after check-in: `dateAfter` with the spec's message. */
export function checkOutAfterCheckIn<TStay extends Record<string, unknown>>(checkInKey: keyof TStay & string, checkOutKey: keyof TStay & string) {
  return dateAfter<TStay>(checkInKey, checkOutKey, MESSAGES.checkOutAfterCheckIn);
}

/**
 * The `laterKey` date must come after the `firstKey` date. Reported on the later field, and also
 * while other fields are still wrong, so a form shows every mistake at once. A date that failed its
 * own check is left to that message.
 */
export function dateAfter<TFields extends Record<string, unknown>>(
  firstKey: keyof TFields & string,
  laterKey: keyof TFields & string,
  message: string,
) {
  return v.rawCheck<TFields>(({ dataset, addIssue }) => {
    const fields: unknown = dataset.value;
    if (typeof fields !== 'object' || fields === null) return;
    const dates = fields as Record<string, unknown>;
    const { [firstKey]: first, [laterKey]: later } = dates;
    if (typeof first !== 'string' || typeof later !== 'string') return;
    if (!isCalendarDate(first) || !isCalendarDate(later) || later > first) return;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: dates, key: laterKey, value: later }],
    });
  });
}

export const catCount = v.pipe(
  numberOrText(MESSAGES.numberOfCats),
  v.integer(MESSAGES.numberOfCats),
  v.minValue(MIN_CATS, MESSAGES.numberOfCats),
  v.maxValue(MAX_CATS, MESSAGES.numberOfCats),
);

export const catIds = v.pipe(
  v.nullish(v.array(uuidSchema, MESSAGES.catIds), []),
  v.minLength(1, MESSAGES.catIds),
  v.maxLength(MAX_CATS, MESSAGES.tooManyCats),
  distinct<string>(MESSAGES.duplicateCat),
);

// Whether each service exists and suits the stay's length is the server's check: it knows the nights.
const extraServiceId = v.pipe(
  v.number(MESSAGES.extraServiceId),
  v.integer(MESSAGES.extraServiceId),
  v.minValue(1, MESSAGES.extraServiceId),
  v.maxValue(LIMITS.integerMax, MESSAGES.extraServiceId),
);

export const extraServiceIds = v.pipe(v.nullish(v.array(extraServiceId, MESSAGES.extraServiceId), []), distinct<number>(MESSAGES.duplicateService));
