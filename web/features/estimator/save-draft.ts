// Continuing from the estimator: the draft goes to session storage (what /register and the
// dashboard read, spec point 3) and to the drafts table on the phone (decision record 0007), then
// a full page load takes the visitor on.
import type { DraftRecord } from '../../../sync/local-data.ts';
import { ESTIMATOR_DRAFT_ID, type PendingBooking, writePendingBooking } from '../../components/pending-booking.ts';
import type { OwnerState } from '../../components/current-owner.tsx';

/**
 * A signed-in owner has no account to create: the dashboard turns the draft into a booking
 * (spec point 4). 'unreachable' means a session exists but the server could not be asked; the
 * owner area trusts the owner it remembers then, so the dashboard is right there too.
 */
export function continueAddress(owner: OwnerState): '/register' | '/dashboard' {
  return owner.status === 'signed-in' || owner.status === 'unreachable' ? '/dashboard' : '/register';
}

export async function saveDraft(draft: PendingBooking, now: Date = new Date()): Promise<void> {
  writePendingBooking(draft);
  const record: DraftRecord = {
    id: ESTIMATOR_DRAFT_ID,
    checkInDate: draft.checkInDate,
    checkOutDate: draft.checkOutDate,
    numberOfCats: draft.numberOfCats,
    catIds: [],
    extraServiceIds: draft.selectedServices,
    specialRequests: '',
    updatedAt: now.toISOString(),
  };
  try {
    // Dexie loads here, at the moment of saving, never with the home page (its script budget).
    const { hotelData } = await import('../../db.ts');
    await hotelData.drafts.put(record);
  } catch {
    // No IndexedDB (a private window, storage full): the session copy alone carries the draft.
  }
}

export function goTo(address: string): void {
  window.location.assign(address);
}
