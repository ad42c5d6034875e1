import { and, eq, gt, inArray, lt, ne, notInArray } from 'drizzle-orm';
import { catAlreadyStaying, catAlreadyStayingMessage, ENDED_STAYS } from '../../domain/cat-stays.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookings, cats } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';

export interface CatStayRequest {
  checkIn: string;
  checkOut: string;
  catIds: readonly string[];
  /** An edit: the booking's own stay does not count against it. */
  bookingId?: string | undefined;
}

/**
 * Refuses a stay whose cat is already in another stay on one of its nights (domain/cat-stays.ts),
 * whoever made either booking: owners here, the desk for its own bookings. Call it under the places
 * lock (lockPlaces), in the transaction that writes the stay, so two bookings of one cat sent at
 * once cannot both pass.
 */
export async function refuseCatAlreadyStaying(db: Database, stay: CatStayRequest): Promise<void> {
  if (stay.catIds.length === 0) return;
  // Only stays that share a night and a cat, and have not ended, can refuse this one.
  const rows = await db
    .select({
      bookingId: bookings.id,
      catId: bookingCats.catId,
      catName: cats.name,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
    })
    .from(bookingCats)
    .innerJoin(bookings, eq(bookings.id, bookingCats.bookingId))
    .innerJoin(cats, eq(cats.id, bookingCats.catId))
    .where(
      and(
        inArray(bookingCats.catId, [...stay.catIds]),
        lt(bookings.checkIn, stay.checkOut),
        gt(bookings.checkOut, stay.checkIn),
        notInArray(bookings.status, [...ENDED_STAYS]),
        stay.bookingId === undefined ? undefined : ne(bookings.id, stay.bookingId),
      ),
    );
  const found = catAlreadyStaying(
    { checkInDate: stay.checkIn, checkOutDate: stay.checkOut, catIds: stay.catIds, bookingId: stay.bookingId },
    rows.map((row) => ({ bookingId: row.bookingId, catIds: [row.catId], checkInDate: row.checkIn, checkOutDate: row.checkOut, status: row.status })),
  );
  if (found === undefined) return;
  const name = rows.find((row) => row.catId === found.catId)?.catName ?? 'This cat';
  throw new Problem(409, catAlreadyStayingMessage(name, found.other), 'catIds');
}
