// The hotel's nights for a range, asked of GET /api/availability/nights for the night picker and the
// stay's check (issue 31). Offline or unanswered, the nights are "not known", never taken as free.
import { useEffect, useState } from 'react';
import { type HotelNightsView, nightsByDate, type NightsByDate } from '../../domain/night-availability.ts';
import { callHotelFor, noAnswer } from '../../sync/api-client.ts';

export type HotelNights =
  | { kind: 'checking' }
  | { kind: 'known'; nights: NightsByDate }
  /** No connection: the booking's own send will tell. */
  | { kind: 'offline' }
  /** Online, but the server did not answer (down, slow, a fault). */
  | { kind: 'unknown' };

export interface NightsRange {
  /** The first night. */
  from: string;
  /** The day after the last night. */
  to: string;
}

const ASK_TIMEOUT_MS = 8000;
/** An answer is reused this long: the picker and the stay's check ask for the same nights. */
const FRESH_MS = 30_000;

const asked = new Map<string, { at: number; answer: Promise<HotelNights> }>();

function isNightsView(body: unknown): body is HotelNightsView {
  return typeof body === 'object' && body !== null && Array.isArray((body as { nights?: unknown }).nights);
}

async function ask(range: NightsRange): Promise<HotelNights> {
  if (!navigator.onLine) return { kind: 'offline' };
  const query = new URLSearchParams({ from: range.from, to: range.to });
  try {
    const body = await callHotelFor<unknown>('GET', `/api/availability/nights?${query.toString()}`, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    return isNightsView(body) ? { kind: 'known', nights: nightsByDate(body.nights) } : { kind: 'unknown' };
  } catch (error) {
    // A dropped connection shows up as a failed fetch before the browser's 'offline' event.
    return { kind: noAnswer(error) && !navigator.onLine ? 'offline' : 'unknown' };
  }
}

/** The nights of the range, asked once per half minute whoever asks; a failed answer is not kept. */
export function askHotelNights(range: NightsRange, now = Date.now()): Promise<HotelNights> {
  const key = `${range.from}/${range.to}`;
  const kept = asked.get(key);
  if (kept !== undefined && now - kept.at < FRESH_MS) return kept.answer;
  const answer = ask(range).then((nights) => {
    if (nights.kind !== 'known') asked.delete(key);
    return nights;
  });
  asked.set(key, { at: now, answer });
  return answer;
}

/** Forgets every answer: for tests, which each answer for themselves. */
export function forgetHotelNights(): void {
  asked.clear();
}

/** The nights of the range (null: none asked), asked again when the range changes or the connection returns. */
export function useHotelNights(range: NightsRange | null): HotelNights {
  const [nights, setNights] = useState<{ key: string; nights: HotelNights } | null>(null);
  const [online, setOnline] = useState(0);
  const from = range?.from;
  const to = range?.to;
  useEffect(() => {
    const again = () => setOnline((count) => count + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);
  useEffect(() => {
    if (from === undefined || to === undefined) return;
    let current = true;
    void askHotelNights({ from, to }).then((answer) => {
      if (current) setNights({ key: `${from}/${to}`, nights: answer });
    });
    return () => {
      current = false;
    };
  }, [from, to, online]);
  // An answer for another range is not this range's: until its own comes, it is being checked.
  return nights !== null && nights.key === `${from}/${to}` ? nights.nights : { kind: 'checking' };
}
