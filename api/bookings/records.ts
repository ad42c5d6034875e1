import { and, desc, eq, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../domain/money.ts';
import { STAY_TIERS } from '../../domain/stay.ts';
import { builtOnce } from '../db/built-once.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookingExtraServices, bookings } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import type { BookingJson, OwnBookingJson } from '../../domain/contracts/booking.ts';
import { stayPagesOf, withStayPage } from './stay-page.ts';

export type BookingRow = typeof bookings.$inferSelect;
export const BOOKING_NOT_FOUND = 'Booking not found';

export interface BookingLinks {
  catIds: string[];
  extraServiceIds: number[];
}

/** The links as stored: with what each service was priced at, in `extraServiceIds`' order. */
export interface StoredLinks extends BookingLinks {
  serviceCents: number[];
}

/** The booking as the app sees it (domain/contracts/booking.ts). */
export function bookingJson(booking: BookingRow, links: BookingLinks): BookingJson {
  return {
    id: booking.id,
    checkInDate: booking.checkIn,
    checkOutDate: booking.checkOut,
    nights: booking.nights,
    numberOfCats: booking.numberOfCats,
    stayType: booking.stayType,
    stayTypeName: STAY_TIERS.find((tier) => tier.key === booking.stayType)?.name ?? '',
    rate: centsToDecimal(booking.rateCents),
    baseAmount: centsToDecimal(booking.baseCents),
    servicesAmount: centsToDecimal(booking.servicesCents),
    totalAmount: centsToDecimal(booking.totalCents),
    depositAmount: centsToDecimal(booking.depositCents),
    balanceAmount: centsToDecimal(Math.max(0, booking.totalCents - booking.depositCents)),
    specialRequests: booking.specialRequests,
    transportAddress: booking.transportAddress,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    cancelledBy: booking.cancelledBy,
    cancelReason: booking.cancelReason,
    heldUntil: booking.status === 'pending' ? (booking.heldUntil?.toISOString() ?? null) : null,
    catIds: links.catIds,
    extraServiceIds: links.extraServiceIds,
    contact:
      booking.contactEmail === null
        ? null
        : {
            firstName: booking.contactFirstName,
            lastName: booking.contactLastName,
            email: booking.contactEmail,
            phone: booking.contactPhone,
          },
    version: booking.version,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

/**
 * The cats and services of any number of bookings, in one statement built once: the ids go as one
 * array (`= any`), so the statement's text is the same for one booking or fifty, and neither Drizzle
 * nor the database prepares it again.
 */
const linksOfBookings = builtOnce((db) => {
  const ids = sql.placeholder('bookingIds');
  return db
    .select({
      bookingId: bookingCats.bookingId,
      catId: sql<string | null>`${bookingCats.catId}`,
      serviceId: sql<number | null>`null::int`,
      amountCents: sql<number | null>`null::int`,
    })
    .from(bookingCats)
    .where(sql`${bookingCats.bookingId} = any(${ids}::uuid[])`)
    .unionAll(
      db
        .select({
          bookingId: bookingExtraServices.bookingId,
          catId: sql<string | null>`null::uuid`,
          serviceId: sql<number | null>`${bookingExtraServices.extraServiceId}`,
          amountCents: sql<number | null>`${bookingExtraServices.amountCents}`,
        })
        .from(bookingExtraServices)
        .where(sql`${bookingExtraServices.bookingId} = any(${ids}::uuid[])`),
    )
    .orderBy(sql`2, 3`)
    .prepare('links_of_bookings');
});

/** The cats and services of these bookings, in one statement. */
export async function linksOf(db: Database, bookingIds: string[]): Promise<Map<string, StoredLinks>> {
  const links = new Map<string, StoredLinks>(bookingIds.map((id) => [id, { catIds: [], extraServiceIds: [], serviceCents: [] }]));
  if (bookingIds.length === 0) return links;
  const rows = await linksOfBookings(db).execute({ bookingIds });
  for (const row of rows) {
    const booking = links.get(row.bookingId);
    if (booking === undefined) continue;
    if (row.catId !== null) booking.catIds.push(row.catId);
    if (row.serviceId !== null) {
      booking.extraServiceIds.push(Number(row.serviceId));
      booking.serviceCents.push(Number(row.amountCents));
    }
  }
  return links;
}

/** The owner's bookings, newest first: the dashboard and every sync pull ask for them. */
const ownBookings = builtOnce((db) =>
  db
    .select()
    .from(bookings)
    .where(eq(bookings.ownerId, sql.placeholder('ownerId')))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .prepare('own_bookings'),
);

export async function listOwnBookings(db: Database, ownerId: string): Promise<OwnBookingJson[]> {
  const rows = await ownBookings(db).execute({ ownerId });
  const ids = rows.map((row) => row.id);
  const [links, pages] = await Promise.all([linksOf(db, ids), stayPagesOf(db, ids)]);
  return rows.map((row) => ({ ...bookingJson(row, links.get(row.id)!), ...pages.get(row.id)! }));
}

/**
 * One of the owner's bookings, locked for the rest of the transaction when it is about to change;
 * another owner's booking answers exactly like one that does not exist.
 */
export async function findOwnBooking(db: Database, ownerId: string, bookingId: string, options: { forUpdate?: boolean } = {}): Promise<BookingRow> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.ownerId, ownerId)));
  const [booking] = options.forUpdate ? await query.for('update') : await query;
  if (booking === undefined) throw new Problem(404, BOOKING_NOT_FOUND);
  return booking;
}

export async function ownBookingJson(db: Database, booking: BookingRow): Promise<OwnBookingJson> {
  const links = await linksOf(db, [booking.id]);
  return withStayPage(db, bookingJson(booking, links.get(booking.id)!));
}
