// What an owner sends to ask the hotel about a paid stay, and what the desk sends to answer (issue 31).
import * as v from 'valibot';
import { MIN_REASON_LENGTH } from '../stay-life.ts';
import { DESK_MESSAGES, MAX_REASON_LENGTH } from './desk.ts';
import { formObject, optionalText, requiredField, withinLimit } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { catIds, checkOutAfterCheckIn, extraServiceIds, stayDate } from './stay-fields.ts';

const note = optionalText(LIMITS.longTextMax);

export const STAY_REQUEST_MESSAGES = {
  kind: 'Choose what you are asking for: a change or a cancellation',
  reason: `Please give the owner a reason of at least ${MIN_REASON_LENGTH} characters`,
} as const;

/** A change names the whole stay the owner wants; a cancellation only its note. */
export const stayRequestSchema = v.variant(
  'kind',
  [
    formObject({ kind: v.literal('cancel'), note }),
    v.pipe(
      formObject({
        kind: v.literal('change'),
        checkInDate: stayDate(MESSAGES.checkInDate),
        checkOutDate: stayDate(MESSAGES.checkOutDate),
        catIds,
        extraServiceIds,
        note,
      }),
      checkOutAfterCheckIn('checkInDate', 'checkOutDate'),
    ),
  ],
  STAY_REQUEST_MESSAGES.kind,
);

export type StayRequestInput = v.InferOutput<typeof stayRequestSchema>;

/** The desk's reading of one booking's requests. */
export const stayRequestQuerySchema = formObject({ booking: uuidSchema });

/**
 * Accepting: the desk may add words for the owner. An accepted change is made at once, and a full
 * night refuses it unless a manager chooses to take the cats over the places (`overbook`).
 */
export const acceptRequestSchema = formObject({ reason: optionalText(MAX_REASON_LENGTH), overbook: v.optional(v.boolean(DESK_MESSAGES.overbook)) });

/** Declining: the owner is always told why. */
export const declineRequestSchema = formObject({
  reason: requiredField(
    STAY_REQUEST_MESSAGES.reason,
    v.pipe(v.string(), v.minLength(MIN_REASON_LENGTH, STAY_REQUEST_MESSAGES.reason), withinLimit(MAX_REASON_LENGTH)),
  ),
});
