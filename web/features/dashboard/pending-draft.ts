// The home estimator's draft as the dashboard turns it into a booking (spec point 4). The draft is
// in session storage (web/components/pending-booking.ts) and, as a copy the version check never
// clears (D14), in the drafts table; either will do, the session copy first.
import {
  clearPendingBooking,
  ESTIMATOR_DRAFT_ID,
  type PendingBooking,
  readPendingBooking,
  writePendingBooking,
} from '../../components/pending-booking.ts';
import { hotelData } from '../../db.ts';

/** What a booking needs from the draft; the server prices it again (D9). */
export interface StayDraft {
  checkInDate: string;
  checkOutDate: string;
  numberOfCats: number;
  extraServiceIds: number[];
  /** The session copy as the estimator wrote it, to put back if the booking fails. */
  original: PendingBooking | null;
}

export async function readStayDraft(): Promise<StayDraft | null> {
  const session = readPendingBooking();
  if (session !== null) {
    const { checkInDate, checkOutDate, numberOfCats, selectedServices } = session;
    return { checkInDate, checkOutDate, numberOfCats, extraServiceIds: selectedServices, original: session };
  }
  const stored = await hotelData.drafts.get(ESTIMATOR_DRAFT_ID);
  if (stored === undefined || stored.checkInDate === '' || stored.checkOutDate === '') return null;
  const { checkInDate, checkOutDate, numberOfCats, extraServiceIds } = stored;
  return { checkInDate, checkOutDate, numberOfCats, extraServiceIds, original: null };
}

/** The draft is now a booking (or the owner threw it away): both copies go. */
export async function clearStayDraft(): Promise<void> {
  clearPendingBooking();
  await hotelData.drafts.delete(ESTIMATOR_DRAFT_ID);
}

/** The booking failed: the draft is put back as it was, so nothing the owner chose is lost. */
export async function restoreStayDraft(draft: StayDraft): Promise<void> {
  if (draft.original !== null) writePendingBooking(draft.original);
  await hotelData.drafts.put({
    id: ESTIMATOR_DRAFT_ID,
    checkInDate: draft.checkInDate,
    checkOutDate: draft.checkOutDate,
    numberOfCats: draft.numberOfCats,
    catIds: [],
    extraServiceIds: draft.extraServiceIds,
    specialRequests: '',
    updatedAt: new Date().toISOString(),
  });
}
