// GET /api/staff/bookings/:id: everything of one stay, as the desk's actions also answer it.
import type { BookingDetailView } from '../../../../api/staff/views.ts';
import { staffRead } from '../staff-api.ts';

export function readBooking(bookingId: string): Promise<BookingDetailView> {
  return staffRead<BookingDetailView>(`/api/staff/bookings/${encodeURIComponent(bookingId)}`);
}
