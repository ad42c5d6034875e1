// GET /api/staff/bookings: the desk's search. Its filters live in the page's address, so back,
// forward and a shared link bring the same results back.
import * as v from 'valibot';
import type { BookingSearchView } from '../../../../api/staff/views.ts';
import { BOOKING_STATUSES } from '../../../../domain/booking-status.ts';
import { isCalendarDate } from '../../../../domain/dates.ts';
import { MAX_SEARCH_LENGTH } from '../../../../domain/schemas/desk.ts';
import { staffRead } from '../staff-api.ts';

/** What a person typed into a search box. The router reads `?q=123` as a number, so both are text here. */
export const typedSearch = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((typed) => String(typed).trim().slice(0, MAX_SEARCH_LENGTH)),
      v.transform((typed) => (typed === '' ? undefined : typed)),
    ),
  ),
  undefined,
);

const dayOrNothing = v.fallback(v.optional(v.pipe(v.string(), v.check(isCalendarDate))), undefined);

/** The address's search of /staff/bookings: a hand-edited or stale link falls back to no filter. */
export const bookingSearchSchema = v.object({
  q: typedSearch,
  status: v.fallback(v.optional(v.picklist(BOOKING_STATUSES)), undefined),
  from: dayOrNothing,
  to: dayOrNothing,
});

export type BookingSearch = v.InferOutput<typeof bookingSearchSchema>;

export function searchBookings(search: BookingSearch): Promise<BookingSearchView> {
  return staffRead<BookingSearchView>('/api/staff/bookings', search);
}
