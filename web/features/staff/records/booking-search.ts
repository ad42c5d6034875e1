// GET /api/staff/bookings: the desk's search. Its filters live in the page's address, so back,
// forward and a shared link bring the same results back; each search's answer is kept on this
// phone, so a search made before opens with no signal (issue 31).
import type { BookingSearchView } from '../../../../domain/contracts/desk-stays.ts';
import { type DeskViewState, useDeskView } from '../desk-view.tsx';
import { type BookingSearch, searchKey } from './search-params.ts';

export function useBookingSearch(search: BookingSearch): DeskViewState<BookingSearchView> {
  return useDeskView<BookingSearchView>(`bookings:${searchKey(search)}`, '/api/staff/bookings', search);
}
