// GET /api/staff/bookings/:id: everything of one stay, as the desk's actions also answer it; kept on
// this phone, so a booking opened before opens with no signal (issue 31).
import type { BookingDetailView } from '../../../../domain/contracts/desk-stays.ts';
import { type DeskViewState, useDeskView } from '../desk-view.tsx';

export function useBooking(bookingId: string): DeskViewState<BookingDetailView> {
  return useDeskView<BookingDetailView>(`booking:${bookingId}`, `/api/staff/bookings/${encodeURIComponent(bookingId)}`);
}
