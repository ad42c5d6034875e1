// Whether the hotel has room for the stay (DESIGN D12: "We Have Availability" is never said unasked).
import { nightProblem, type NightAvailability, type NightProblem, type StayAvailabilityView } from '../../../domain/night-availability.ts';
import { callHotelFor, noAnswer } from '../../../sync/api-client.ts';
import type { ChosenStay } from './estimate.ts';

export type Availability =
  /** The server counted every night and has room for these cats. */
  | { kind: 'available' }
  /** At least one night has no room for this many cats: those nights, by name. */
  | { kind: 'full'; problems: NightProblem[] }
  /** The hotel is closed on a night of the stay (with the manager's reason), and maybe full on others. */
  | { kind: 'closed'; problems: NightProblem[] }
  /** No connection: the booking's own send will tell. */
  | { kind: 'offline' }
  /** Online, but the server could not answer (down, slow, a fault). */
  | { kind: 'unknown' };

/** The nights of the server's answer that cannot take the cats; a closed one says more than "full". */
function refusal(nights: NightAvailability[] | undefined, cats: number): Availability {
  const known = Array.isArray(nights) ? nights : [];
  const problems = known.map((night) => nightProblem(night, cats)).filter((problem) => problem !== null);
  return { kind: problems.some((problem) => problem.kind === 'closed') ? 'closed' : 'full', problems };
}

const ASK_TIMEOUT_MS = 8000;

export async function checkAvailability(stay: ChosenStay, signal?: AbortSignal): Promise<Availability> {
  if (!navigator.onLine) return { kind: 'offline' };
  const query = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, cats: String(stay.cats) });
  const timeout = AbortSignal.timeout(ASK_TIMEOUT_MS);
  try {
    const body = await callHotelFor<Partial<StayAvailabilityView> | null>('GET', `/api/availability?${query.toString()}`, {
      signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    });
    if (body === null) return { kind: 'unknown' };
    if (body.available === true) return { kind: 'available' };
    // The owner learns which nights, and why: full, or closed for the manager's reason.
    if (body.available === false) return refusal(body.nights, stay.cats);
    return { kind: 'unknown' };
  } catch (error) {
    if (signal?.aborted) throw error;
    // A dropped connection shows up as a failed fetch before the browser's 'offline' event.
    return { kind: noAnswer(error) && !navigator.onLine ? 'offline' : 'unknown' };
  }
}
