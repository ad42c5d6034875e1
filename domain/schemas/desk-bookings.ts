// What the desk sends to book for an owner and to change a stay (issue 31), and what it is answered.
// The desk's forms check these before sending; the server checks them again and decides the price.
import * as v from 'valibot';
import { atLeastOneChange, formObject, optionalText } from './fields.ts';
import { transportAddress } from './booking.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { email, firstName, lastName, phone } from './person.ts';
import { catFields } from './cat.ts';
import { catIds, checkOutAfterCheckIn, extraServiceIds, stayDate } from './stay-fields.ts';
import { DESK_MESSAGES, deskVersion, hotelReason } from './desk.ts';

export const DESK_BOOKING_MESSAGES = {
  overbook: DESK_MESSAGES.overbook,
  owner: 'Choose the owner the stay is for',
} as const;

/** An owner who phoned or walked in and has no account yet: the desk makes their record. */
export const deskNewOwnerSchema = formObject({ firstName, lastName, email, phone });

/** A cat the desk adds to an owner's record: its name at least, and any care notes the owner gave. */
export const deskNewCatSchema = formObject({ id: v.optional(uuidSchema), ...catFields });

/** The care notes the desk may change on a cat; only the fields sent change. */
export const catCareFields = {
  medicalInfo: catFields.medicalInfo,
  dietaryRequirements: catFields.dietaryRequirements,
  specialNeeds: catFields.specialNeeds,
  vaccinationRecords: catFields.vaccinationRecords,
  emergencyContact: catFields.emergencyContact,
};
export const catCareSchema = v.pipe(v.partial(formObject(catCareFields)), atLeastOneChange());

/** A stay the desk books for an owner: the owner's named cats, dates and services (Transport with its address); the server prices it. */
export const deskNewBookingSchema = v.pipe(
  formObject({
    id: v.optional(uuidSchema),
    ownerId: v.pipe(v.string(DESK_BOOKING_MESSAGES.owner), v.uuid(DESK_BOOKING_MESSAGES.owner)),
    checkInDate: stayDate(MESSAGES.checkInDate),
    checkOutDate: stayDate(MESSAGES.checkOutDate),
    catIds,
    extraServiceIds,
    transportAddress,
    specialRequests: optionalText(LIMITS.longTextMax),
  }),
  checkOutAfterCheckIn('checkInDate', 'checkOutDate'),
);

/**
 * A change of a stay's dates, cats or services at the desk: always with the reason the owner reads,
 * and the version the desk was shown (409 otherwise). `overbook` is a manager's choice to change it
 * over the hotel's places, as with a deposit (decision 0024).
 */
export const deskStayChangeSchema = v.pipe(
  v.object({
    ...v.partial(
      formObject({
        checkInDate: stayDate(MESSAGES.checkInDate),
        checkOutDate: stayDate(MESSAGES.checkOutDate),
        catIds,
        extraServiceIds,
        transportAddress,
      }),
    ).entries,
    version: deskVersion,
    reason: hotelReason,
    overbook: v.optional(v.boolean(DESK_BOOKING_MESSAGES.overbook)),
  }),
  checkOutAfterCheckIn('checkInDate', 'checkOutDate'),
  atLeastOneChange('version', 'reason', 'overbook'),
);

export type DeskNewOwner = v.InferOutput<typeof deskNewOwnerSchema>;
export type DeskNewBooking = v.InferOutput<typeof deskNewBookingSchema>;
export type DeskStayChange = v.InferOutput<typeof deskStayChangeSchema>;
export type CatCareChanges = v.InferOutput<typeof catCareSchema>;

/** POST /api/staff/owners: the record made, and where the invitation to claim it went. */
export interface NewOwnerRecordView {
  ownerId: string;
  invitationSentTo: string;
}

/** Who last changed a cat's care notes at the desk, and when: shown beside the notes. */
export interface CareChangeView {
  careChangedBy: string | null;
  careChangedAt: string | null;
}
