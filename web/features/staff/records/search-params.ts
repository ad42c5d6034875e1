// The desk's searches as they live in the page's address (`?q=&status=&from=&to=`): a hand-edited or
// stale link falls back to no filter. The routes read these on every navigation, before their code
// is loaded, so this module stays small: plain checks, no schema or date library, no API client.
import { BOOKING_STATUSES, type BookingStatus } from '../../../../domain/booking-status.ts';
import { isCalendarDate } from '../../../../domain/calendar-date.ts';
import { LIMITS } from '../../../../domain/schemas/limits.ts';

// Type aliases, not interfaces: the API client takes them as plain records of query values.
export type OwnerSearch = { q?: string };

export type BookingSearch = OwnerSearch & { status?: BookingStatus; from?: string; to?: string };

/** What a person typed into a search box. The router reads `?q=123` as a number, so both are text here. */
function typed(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, LIMITS.searchMax);
  return text === '' ? undefined : text;
}

const day = (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? value : undefined);

/** Only the filters that are set: an empty search is `{}`, and the address stays clean. */
function setOnly<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/** /staff/owners: a name, e-mail or phone. */
export function ownerSearchOf(search: Record<string, unknown>): OwnerSearch {
  return setOnly({ q: typed(search.q) });
}

/** /staff/bookings: owner or cat, status, and the dates a stay overlaps. */
export function bookingSearchOf(search: Record<string, unknown>): BookingSearch {
  return setOnly({
    q: typed(search.q),
    status: BOOKING_STATUSES.find((status) => status === search.status),
    from: day(search.from),
    to: day(search.to),
  });
}

/** One search as one text, whatever order its filters came in: the key its kept answer goes under. */
export function searchKey(search: BookingSearch): string {
  const set = Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return new URLSearchParams(set.sort(([a], [b]) => a.localeCompare(b))).toString();
}
