// An owner's request to the hotel about a confirmed stay (issue 31; api/bookings/stay-requests.ts).
// It goes straight to the server, like paying the deposit: it asks people at the hotel to act, so
// the owner is told at once whether it arrived, never "sent" while it waits on the phone. Each
// request carries an Idempotency-Key kept for as long as its dialog is open, so sending it again
// after an answer was lost never makes a second request.
import type { StayRequestInput } from '../../../domain/schemas/stay-request.ts';
import { callHotelFor } from '../../../sync/api-client.ts';
import { keepServerBooking } from '../../../sync/pull.ts';
import { hotelData, type LocalBooking } from '../../db.ts';

export const REQUEST_NEEDS_CONNECTION = 'Sending a request to the hotel needs a connection. Nothing was sent; try again when you are online.';

/** Sends the request; resolves once the hotel has it, with the stay as the hotel now has it (also kept on the phone). */
export async function askHotel(bookingId: string, request: StayRequestInput, key: string): Promise<LocalBooking> {
  const booking = await callHotelFor<LocalBooking>('POST', `/api/bookings/${bookingId}/requests`, {
    body: request,
    key,
    offline: REQUEST_NEEDS_CONNECTION,
  });
  await keepServerBooking(hotelData, booking, new Date().toISOString());
  return booking;
}
