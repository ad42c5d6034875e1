// The New Booking form as the owner left it (issue 31): a reload, or an app closed half-way, brings
// it back, as the estimator's draft does. It lives in the phone's drafts table (never synced, and
// cleared at sign-out with the rest of the owner's data), until the booking is asked for. A new
// booking the hotel refused later comes back here too, so the owner can choose other dates.
import { hotelData } from '../db.ts';

export const NEW_BOOKING_DRAFT_ID = 'new-booking';

export interface NewBookingDraft {
  checkInDate: string;
  checkOutDate: string;
  catIds: string[];
  extraServiceIds: number[];
  specialRequests: string;
}

const isEmpty = (draft: NewBookingDraft) =>
  draft.checkInDate === '' &&
  draft.checkOutDate === '' &&
  draft.catIds.length === 0 &&
  draft.extraServiceIds.length === 0 &&
  draft.specialRequests === '';

export async function readNewBookingDraft(): Promise<NewBookingDraft | null> {
  const stored = await hotelData.drafts.get(NEW_BOOKING_DRAFT_ID);
  if (stored === undefined) return null;
  const { checkInDate, checkOutDate, catIds, extraServiceIds, specialRequests } = stored;
  return { checkInDate, checkOutDate, catIds, extraServiceIds, specialRequests };
}

/** Keeps what the form holds; an empty form keeps nothing. */
export async function keepNewBookingDraft(draft: NewBookingDraft, now: Date = new Date()): Promise<void> {
  if (isEmpty(draft)) return clearNewBookingDraft();
  await hotelData.drafts.put({ id: NEW_BOOKING_DRAFT_ID, ...draft, numberOfCats: draft.catIds.length, updatedAt: now.toISOString() });
}

/** The booking was asked for (created, or waiting to be sent): the draft has become it. */
export async function clearNewBookingDraft(): Promise<void> {
  await hotelData.drafts.delete(NEW_BOOKING_DRAFT_ID);
}
