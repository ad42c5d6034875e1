// An owner's request to the hotel about a confirmed stay (issue 31; api/bookings/stay-requests.ts).
// It goes straight to the server, like paying the deposit: it asks people at the hotel to act, so
// the owner is told at once whether it arrived, never "sent" while it waits on the phone. Each
// request carries an Idempotency-Key kept for as long as its dialog is open, so sending it again
// after an answer was lost never makes a second request.
import type { StayRequestInput } from '../../../domain/schemas/stay-request.ts';
import { keepServerBooking } from '../../../sync/pull.ts';
import { ChangeRefused, hotelData, type LocalBooking } from '../../db.ts';

export const REQUEST_NEEDS_CONNECTION = 'Sending a request to the hotel needs a connection. Nothing was sent; try again when you are online.';

/** Sends the request; resolves once the hotel has it, with the stay as the hotel now has it (also kept on the phone). */
export async function askHotel(bookingId: string, request: StayRequestInput, key: string): Promise<LocalBooking> {
  if (navigator.onLine === false) throw new ChangeRefused(REQUEST_NEEDS_CONNECTION);
  let response: Response;
  try {
    response = await fetch(`/api/bookings/${bookingId}/requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(request),
      credentials: 'include',
    });
  } catch {
    throw new ChangeRefused(REQUEST_NEEDS_CONNECTION);
  }
  const text = await response.text();
  if (!response.ok) {
    let message = `${response.status}: ${text || response.statusText}`;
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not JSON: the spec's "<status>: <text>".
    }
    throw new ChangeRefused(message);
  }
  const booking = JSON.parse(text) as LocalBooking;
  await keepServerBooking(hotelData, booking, new Date().toISOString());
  return booking;
}
