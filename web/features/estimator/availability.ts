// Whether the hotel has room for the stay (DESIGN D12: "We Have Availability" is never said unasked).
import type { ChosenStay } from './estimate.ts';

export type Availability =
  /** The server counted every night and has room for these cats. */
  | 'available'
  /** At least one night has no room for this many cats. */
  | 'full'
  /** No connection: the booking's own send will tell. */
  | 'offline'
  /** Online, but the server could not answer (down, slow, a fault). */
  | 'unknown';

const ASK_TIMEOUT_MS = 8000;

export async function checkAvailability(stay: ChosenStay, signal?: AbortSignal): Promise<Availability> {
  if (!navigator.onLine) return 'offline';
  const query = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, cats: String(stay.cats) });
  const timeout = AbortSignal.timeout(ASK_TIMEOUT_MS);
  try {
    const answer = await fetch(`/api/availability?${query.toString()}`, {
      credentials: 'include',
      signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    });
    if (!answer.ok) return 'unknown';
    const body = (await answer.json()) as { available?: unknown };
    return body.available === true ? 'available' : body.available === false ? 'full' : 'unknown';
  } catch (error) {
    if (signal?.aborted) throw error;
    // A dropped connection shows up as a failed fetch before the browser's 'offline' event.
    return navigator.onLine ? 'unknown' : 'offline';
  }
}
