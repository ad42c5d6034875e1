// One cat, one stay at a time (issue 31): a cat already booked for some nights cannot be booked for
// any of them again. The server refuses it under the places lock (api/bookings/cat-stays.ts) and the
// New Booking form refuses it before sending, with the same words, from the bookings on the phone.
import type { BookingStatus } from './booking-status.ts';
import { dayWords } from './dates.ts';

/** A booking of one or more cats, as both the server's rows and the phone's records can give it. */
export interface CatStay {
  bookingId: string;
  catIds: readonly string[];
  checkInDate: string;
  checkOutDate: string;
  status: BookingStatus;
}

/**
 * Stays that no longer hold their cats: cancelled, completed (checked out), or a no-show (the cat
 * never came, and the booking is closed for good).
 */
export const ENDED_STAYS: readonly BookingStatus[] = ['cancelled', 'completed', 'no_show'];

/** Whether two stays share a night; a check-out day that is the other's check-in day shares none. */
export function nightsOverlap(a: { checkInDate: string; checkOutDate: string }, b: { checkInDate: string; checkOutDate: string }): boolean {
  return a.checkInDate < b.checkOutDate && b.checkInDate < a.checkOutDate;
}

function dayAndMonth(date: string) {
  const words = dayWords(date);
  return { day: words.day, month: words.monthShort };
}

/** "12-20 Dec", or "28 Nov-3 Dec" across a month's end. */
export function stayDates(checkIn: string, checkOut: string): string {
  const from = dayAndMonth(checkIn);
  const to = dayAndMonth(checkOut);
  return from.month === to.month ? `${from.day}-${to.day} ${to.month}` : `${from.day} ${from.month}-${to.day} ${to.month}`;
}

/**
 * The first of `stay`'s cats already in another stay on one of its nights, with that stay; the
 * stay itself (an edit: `bookingId`) never counts against it.
 */
export function catAlreadyStaying(
  stay: { checkInDate: string; checkOutDate: string; catIds: readonly string[]; bookingId?: string | undefined },
  others: readonly CatStay[],
): { catId: string; other: CatStay } | undefined {
  for (const other of others) {
    if (other.bookingId === stay.bookingId || ENDED_STAYS.includes(other.status) || !nightsOverlap(stay, other)) continue;
    const catId = stay.catIds.find((id) => other.catIds.includes(id));
    if (catId !== undefined) return { catId, other };
  }
  return undefined;
}

/** The refusal, in the words the server and the form both use. */
export function catAlreadyStayingMessage(catName: string, other: { checkInDate: string; checkOutDate: string }): string {
  return `${catName} is already booked for ${stayDates(other.checkInDate, other.checkOutDate)}, and a cat can be in one stay at a time. Choose other dates, or leave ${catName} out of this booking.`;
}
