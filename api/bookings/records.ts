import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../domain/money.ts';
import { STAY_TIERS } from '../../domain/stay.ts';
import { builtOnce } from '../db/built-once.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookingExtraServices, bookings } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import type { StayPlan } from './stay-plan.ts';

export type BookingRow = typeof bookings.$inferSelect;
export const BOOKING_NOT_FOUND = 'Booking not found';

export interface BookingLinks {
  catIds: string[];
  extraServiceIds: number[];
}

/** The booking as the app sees it: amounts as decimal text (D7), dates as calendar dates (D8). */
export function bookingJson(booking: BookingRow, links: BookingLinks) {
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
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    /** `hotel` when the hotel cancelled the stay; the owner sees its reason. */
    cancelledBy: booking.cancelledBy,
    cancelReason: booking.cancelReason,
    /** Until when an unpaid booking holds its places; past, they count as free for others (issue 15). */
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

export type BookingJson = ReturnType<typeof bookingJson>;

/** The columns a stay plan decides; the rest (status, contact, requests) belong to the caller. */
export function plannedColumns(plan: StayPlan) {
  const { price } = plan;
  if (price.stayType === '') throw new Error('A planned stay always has a stay type');
  return {
    checkIn: plan.checkIn,
    checkOut: plan.checkOut,
    numberOfCats: price.cats,
    stayType: price.stayType,
    nights: price.nights,
    rateCents: price.rateCents,
    baseCents: price.baseCents,
    servicesCents: price.servicesCents,
    totalCents: price.totalCents,
    depositCents: price.depositCents,
  };
}

/**
 * Links a new booking to the plan's cats and services, and gives them back as the answer shows
 * them (in the order linksOf reads them), so the answer needs no second look at what was written.
 */
export async function writeLinks(db: Database, bookingId: string, plan: StayPlan): Promise<BookingLinks> {
  if (plan.catIds.length > 0) {
    await db.insert(bookingCats).values(plan.catIds.map((catId) => ({ bookingId, catId })));
  }
  if (plan.price.services.length > 0) {
    await db
      .insert(bookingExtraServices)
      .values(plan.price.services.map((s) => ({ bookingId, extraServiceId: s.id, amountCents: s.amountCents })));
  }
  return {
    catIds: [...plan.catIds].sort(),
    extraServiceIds: plan.price.services.map((s) => s.id).sort((a, b) => a - b),
  };
}

/** Replaces a changed booking's cats and services with the plan's. */
export async function replaceLinks(db: Database, bookingId: string, plan: StayPlan): Promise<BookingLinks> {
  await db.delete(bookingCats).where(eq(bookingCats.bookingId, bookingId));
  await db.delete(bookingExtraServices).where(eq(bookingExtraServices.bookingId, bookingId));
  return writeLinks(db, bookingId, plan);
}

async function linksOf(db: Database, bookingIds: string[]): Promise<Map<string, BookingLinks>> {
  const links = new Map<string, BookingLinks>(bookingIds.map((id) => [id, { catIds: [], extraServiceIds: [] }]));
  if (bookingIds.length === 0) return links;
  const catRows = await db
    .select()
    .from(bookingCats)
    .where(inArray(bookingCats.bookingId, bookingIds))
    .orderBy(asc(bookingCats.catId));
  const serviceRows = await db
    .select()
    .from(bookingExtraServices)
    .where(inArray(bookingExtraServices.bookingId, bookingIds))
    .orderBy(asc(bookingExtraServices.extraServiceId));
  for (const row of catRows) links.get(row.bookingId)?.catIds.push(row.catId);
  for (const row of serviceRows) links.get(row.bookingId)?.extraServiceIds.push(row.extraServiceId);
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

export async function listOwnBookings(db: Database, ownerId: string): Promise<BookingJson[]> {
  const rows = await ownBookings(db).execute({ ownerId });
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => bookingJson(row, links.get(row.id)!));
}

/**
 * One of the owner's bookings, locked for the rest of the transaction when it is about to change;
 * another owner's booking answers exactly like one that does not exist.
 */
export async function findOwnBooking(
  db: Database,
  ownerId: string,
  bookingId: string,
  options: { forUpdate?: boolean } = {},
): Promise<BookingRow> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.ownerId, ownerId)));
  const [booking] = options.forUpdate ? await query.for('update') : await query;
  if (booking === undefined) throw new Problem(404, BOOKING_NOT_FOUND);
  return booking;
}

export async function ownBookingJson(db: Database, booking: BookingRow): Promise<BookingJson> {
  const links = await linksOf(db, [booking.id]);
  return bookingJson(booking, links.get(booking.id)!);
}
