// What the hotel's desk sends (issue 14): the queries of its lists and the bodies of its actions.
import * as v from 'valibot';
import { BOOKING_STATUSES } from '../booking-status.ts';
import { gramsOf } from '../cat-weight.ts';
import { isCalendarDate } from '../dates.ts';
import { MAX_CATS } from '../stay.ts';
import { DESK_PAYMENT_METHODS, MIN_REASON_LENGTH } from '../stay-life.ts';
import { formObject, optionalField, optionalText, requiredField, withinLimit } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/** Long enough for a kind explanation, short enough to read on a phone. */
export const MAX_REASON_LENGTH = 500;

export const DESK_MESSAGES = {
  version: 'The booking’s version is missing; reload it and try again',
  method: 'Choose how it was paid: cash or card',
  overbook: 'Overbook must be true or false',
  reason: `Please give the owner a reason of at least ${MIN_REASON_LENGTH} characters`,
  weight: 'Weigh each cat in kilograms, such as 4.2 (0.1 to 20 kg)',
  recordsOverride: `Please say why the cat may stay without its records, in at least ${MIN_REASON_LENGTH} characters`,
  status: `Choose a status from: ${BOOKING_STATUSES.join(', ')}`,
  range: 'The range must not end before it starts',
} as const;

// PostgreSQL has no year 0, and the day after the last one it knows cannot be asked for: a date
// outside these cannot be looked up and would fail in the database instead of being refused here.
const FIRST_DESK_DAY = '0001-01-01';
const LAST_DESK_DAY = '9999-12-30';

/** A calendar date in a query (`2026-12-10`), or blank for the caller's default. */
const deskDate = optionalField(
  MESSAGES.invalidDate,
  v.pipe(
    v.string(),
    v.check((date) => isCalendarDate(date) && date >= FIRST_DESK_DAY && date <= LAST_DESK_DAY, MESSAGES.invalidDate),
  ),
);

const searchText = optionalField(MESSAGES.invalid, v.pipe(v.string(), withinLimit(LIMITS.searchMax)));

/** GET /api/staff/today and /night: `date` defaults to today at the hotel. */
export const deskDayQuerySchema = formObject({ date: deskDate });

/** GET /api/staff/bookings: every filter may be left out. */
export const bookingSearchSchema = v.pipe(
  formObject({
    q: searchText,
    status: optionalField(DESK_MESSAGES.status, v.picklist(BOOKING_STATUSES, DESK_MESSAGES.status)),
    from: deskDate,
    to: deskDate,
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => from === null || to === null || to >= from, DESK_MESSAGES.range),
    ['to'],
  ),
);

/** GET /api/staff/owners. */
export const ownerSearchSchema = formObject({ q: searchText });

// The version of the booking the desk was shown: an action on an older copy is refused (409), so
// two people at the desk never both act on the same stay without seeing what the other did.
export const deskVersion = v.pipe(
  v.number(DESK_MESSAGES.version),
  v.integer(DESK_MESSAGES.version),
  v.minValue(0, DESK_MESSAGES.version),
  v.maxValue(LIMITS.integerMax, DESK_MESSAGES.version),
);

const method = v.picklist(DESK_PAYMENT_METHODS, DESK_MESSAGES.method);
// Left out reads as not chosen, so the desk is told what to choose rather than 'Required'.
const chosenMethod = v.pipe(v.nullish(v.string(DESK_MESSAGES.method), ''), method);

/** Mark a no-show: only the version. */
export const deskActionSchema = formObject({ version: deskVersion });

/**
 * The deposit taken at the desk; its amount is the server's, never the desk's. `overbook` is a
 * manager's choice to confirm the stay even where paid stays leave no room (decision 0024).
 */
export const deskDepositSchema = formObject({ version: deskVersion, method: chosenMethod, overbook: v.optional(v.boolean(DESK_MESSAGES.overbook)) });

/**
 * Each cat on the desk's scale, by its id, in kilograms as typed ("4.2"): optional, as a cat too
 * frightened to be weighed still checks in; what is given must be a weight (domain/cat-weight.ts).
 */
const catWeights = v.optional(
  v.pipe(
    v.array(
      v.pipe(
        v.object({ catId: uuidSchema, kilograms: v.union([v.string(), v.number()], DESK_MESSAGES.weight) }, DESK_MESSAGES.weight),
        v.transform(({ catId, kilograms }) => ({ catId, grams: gramsOf(String(kilograms)) })),
        v.check((weighed) => weighed.grams !== undefined, DESK_MESSAGES.weight),
        v.transform(({ catId, grams }) => ({ catId, grams: grams! })),
      ),
      DESK_MESSAGES.weight,
    ),
    v.maxLength(MAX_CATS, DESK_MESSAGES.weight),
    v.check((weighed) => new Set(weighed.map((cat) => cat.catId)).size === weighed.length, DESK_MESSAGES.weight),
  ),
);

/**
 * Check-in (which takes the balance) and check-out (which takes what was added since): `method` is
 * needed only when something is left to pay, which only the server knows (domain/stay-life.ts);
 * the cats are weighed each time.
 */
const settling = { version: deskVersion, method: v.nullish(method), weights: catWeights };

/**
 * Check-out takes what was added since check-in, each cat's weight going home, and the staff's
 * parting words for the owner's report card (issue 34), which may be left blank.
 */
export const deskCheckOutSchema = formObject({ ...settling, partingNote: v.optional(optionalText(MAX_REASON_LENGTH)) });

/**
 * Check-in takes the balance as settling does and, when a cat's vaccination records do not meet the
 * house's rules, a manager's reason to check it in anyway (issue 33): it goes into the stay's history.
 */
export const deskCheckInSchema = formObject({
  ...settling,
  recordsOverride: v.optional(
    requiredField(
      DESK_MESSAGES.recordsOverride,
      v.pipe(v.string(), v.minLength(MIN_REASON_LENGTH, DESK_MESSAGES.recordsOverride), withinLimit(MAX_REASON_LENGTH)),
    ),
  ),
});

/** Why the hotel changed or cancelled a stay: the owner reads it in their e-mail, the desk in its history. */
export const hotelReason = requiredField(
  DESK_MESSAGES.reason,
  v.pipe(v.string(), v.minLength(MIN_REASON_LENGTH, DESK_MESSAGES.reason), withinLimit(MAX_REASON_LENGTH)),
);

/** A cancellation by the hotel: the owner reads the reason in their e-mail and in the app. */
export const hotelCancelSchema = formObject({ version: deskVersion, reason: hotelReason });

export type BookingSearch = v.InferOutput<typeof bookingSearchSchema>;
