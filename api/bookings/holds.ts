import { and, count, eq, gt } from 'drizzle-orm';
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
 * Before any money is taken for an unpaid booking, online or at the desk: only paid stays hold
 * places (decision 0024), so another owner's deposit may have taken them whatever this booking's
 * hold says. Its nights are checked against paid stays, closures and capacity under the places lock,
 * and a stay that no longer fits is refused (409) before the provider is asked for anything. A stay
 * the hotel already confirmed has its places.
 */
export async function refuseUnlessPlacesStillFree(db: Database, deps: AppDeps, booking: BookingRow): Promise<void> {
  if (booking.status !== 'pending') return;
  await refuseUnlessPlacesFree(db, deps, {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    numberOfCats: booking.numberOfCats,
    bookingId: booking.id,
  });
}
