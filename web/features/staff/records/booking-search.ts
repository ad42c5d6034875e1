// GET /api/staff/bookings: the desk's search. Its filters live in the page's address, so back,
// forward and a shared link bring the same results back.
import type { BookingSearchView } from '../../../../api/staff/views.ts';
import { staffRead } from '../staff-api.ts';
import type { BookingSearch } from './search-params.ts';

export function searchBookings(search: BookingSearch): Promise<BookingSearchView> {
  return staffRead<BookingSearchView>('/api/staff/bookings', search);
}
