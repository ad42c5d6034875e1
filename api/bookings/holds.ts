import { and, count, eq, gt } from 'drizzle-orm';
import { holdIsLive } from '../../domain/places-hold.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import type { BookingRow } from './records.ts';
import { refuseUnlessPlacesFree } from './occupancy.ts';

/** The owner's unpaid bookings whose hold on their places is still live at `now`. */
export async function countLiveHolds(db: Database, ownerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ holds: count() })
    .from(bookings)
    .where(and(eq(bookings.ownerId, ownerId), eq(bookings.status, 'pending'), gt(bookings.heldUntil, now)));
  return row?.holds ?? 0;
}

/**
 * Before any money is taken for a booking: a pending booking whose hold lapsed has had its nights
 * counted as free for others, so they are checked again under the places lock, and a stay that no
 * longer fits is refused (409) before the provider is asked for anything. A live hold, or a stay
 * the hotel already confirmed, has its places.
 */
export async function refuseUnlessStillHeld(db: Database, deps: AppDeps, booking: BookingRow): Promise<void> {
  if (booking.status !== 'pending' || holdIsLive(booking.heldUntil, deps.now())) return;
  await refuseUnlessPlacesFree(db, deps, {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    numberOfCats: booking.numberOfCats,
    bookingId: booking.id,
  });
}
