// Which stays the desk may change (issue 31): dates, cats and services, with a reason. A stay that
// has ended, or never happened, is history and stays as it was; a cat already in the house keeps
// the day it came, though its check-out may move.
import type { BookingStatus } from './booking-status.ts';

/** The stays that are over, as the refusal names them. */
const ENDED: Partial<Record<BookingStatus, string>> = { cancelled: 'cancelled', completed: 'checked out', no_show: 'marked a no-show' };

export const CHECKED_IN_KEEPS_ITS_DAY =
  'The cat is already in the house: the check-in day stays as it was. Change the check-out day, the cats or the services.';

/** Why the desk may not change this stay as asked; null when it may. */
export function deskChangeRefusal(stay: { status: BookingStatus }, checkInMoves: boolean): string | null {
  const ended = ENDED[stay.status];
  if (ended !== undefined) return `This stay was ${ended}: it can no longer be changed. Book a new stay instead.`;
  if (stay.status === 'checked_in' && checkInMoves) return CHECKED_IN_KEEPS_ITS_DAY;
  return null;
}

/** Whether the desk may change the stay at all (the booking page offers the change only then). */
export function deskMayChange(stay: { status: BookingStatus }): boolean {
  return ENDED[stay.status] === undefined;
}
