// Whether the hotel has room for the stay (DESIGN D12: "We Have Availability" is never said unasked).
import type { ChosenStay } from './estimate.ts';

export type Availability =
  /** The server counted every night and has room for these cats. */
  | { kind: 'available' }
  /** At least one night has no room for this many cats. */
  | { kind: 'full' }
  /** The hotel is closed on a night of the stay (the first such night, with the manager's reason). */
  | { kind: 'closed'; night: string; reason: string }
  /** No connection: the booking's own send will tell. */
  | { kind: 'offline' }
  /** Online, but the server could not answer (down, slow, a fault). */
  | { kind: 'unknown' };

/** The first closed night in the server's list of nights, if any. */
function closedNight(nights: unknown): Availability | undefined {
  if (!Array.isArray(nights)) return undefined;
  const closed = (nights as { date?: unknown; closed?: unknown }[]).find((night) => typeof night?.closed === 'string');
  return typeof closed?.date === 'string' && typeof closed.closed === 'string'
    ? { kind: 'closed', night: closed.date, reason: closed.closed }
    : undefined;
}

const ASK_TIMEOUT_MS = 8000;

export async function checkAvailability(stay: ChosenStay, signal?: AbortSignal): Promise<Availability> {
  if (!navigator.onLine) return { kind: 'offline' };
  const query = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, cats: String(stay.cats) });
  const timeout = AbortSignal.timeout(ASK_TIMEOUT_MS);
  try {
    const answer = await fetch(`/api/availability?${query.toString()}`, {
      credentials: 'include',
      signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    });
    if (!answer.ok) return { kind: 'unknown' };
    const body = (await answer.json()) as { available?: unknown; nights?: unknown };
    if (body.available === true) return { kind: 'available' };
    // A closed night says more than "full": the owner learns why, and that other dates will do.
    if (body.available === false) return closedNight(body.nights) ?? { kind: 'full' };
    return { kind: 'unknown' };
  } catch (error) {
    if (signal?.aborted) throw error;
    // A dropped connection shows up as a failed fetch before the browser's 'offline' event.
    return { kind: navigator.onLine ? 'unknown' : 'offline' };
  }
}
