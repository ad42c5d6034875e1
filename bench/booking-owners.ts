/**
 * The owners the booking load books for, made straight in the database before the runs: each has
 * one cat and a signed-in session whose token is a function of its number, so the load generator
 * (bench/load.ts, another process) can name owner i's cookie and cat without being sent a list.
 * An owner holds at most 3 unpaid bookings (api/bookings/holds.ts), so the load takes turns
 * through them, and each request books 3 nights from its own check-in day.
 */
import { SESSION_COOKIE } from '../api/auth/owner.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A session token as api/auth/sessions.ts makes them (32 base32 characters), numbered. */
export function ownerToken(owner: number): string {
  let digits = '';
  for (let rest = owner; rest > 0; rest = Math.floor(rest / 32)) digits = BASE32[rest % 32] + digits;
  return `bench${digits.padStart(27, 'a')}`;
}

/** A UUID (version 4's shape) numbered `n` under a two-digit prefix: the bench's rows are named, not random. */
export const numberedUuid = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const ownerId = (owner: number) => numberedUuid('b0', owner);
export const ownerCatId = (owner: number) => numberedUuid('c0', owner);
export const ownerCookie = (owner: number) => `${SESSION_COOKIE}=${ownerToken(owner)}`;

export const NIGHTS = 3;

/** `first` plus `days` calendar days, as YYYY-MM-DD. */
export function dayAfter(first: string, days: number): string {
  return new Date(Date.parse(`${first}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Owner 0 is the reader the GET loads sign in as; the booking load's owners are 1 to `owners`. */
export const READER = 0;

/** Request `n` of a booking load: its own check-in day, the next owner in turn and that owner's cat. */
export function bookingRequest(n: number, firstDay: string, owners: number) {
  const owner = 1 + (n % owners);
  const checkIn = dayAfter(firstDay, n);
  return {
    cookie: ownerCookie(owner),
    idempotencyKey: `bench-${firstDay}-${n}`,
    body: JSON.stringify({
      booking: { checkInDate: checkIn, checkOutDate: dayAfter(checkIn, NIGHTS) },
      catIds: [ownerCatId(owner)],
      extraServiceIds: [],
    }),
  };
}
