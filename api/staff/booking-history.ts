import { asc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { BookingEventAction } from '../../domain/booking-events.ts';
import type { BookingStatus } from '../../domain/booking-status.ts';
import { centsToDecimal } from '../../domain/money.ts';
import type { BookingRow } from '../bookings/records.ts';
import type { Database } from '../db/client.ts';
import { bookingEvents, users } from '../db/schema.ts';
import { accountEmail, accountName } from './account-names.ts';
import type { BookingEventView } from '../../domain/contracts/desk-stays.ts';

// A booking's history (issue 14): who did what to it, when, and why. Every step is written in the
// transaction of the change it tells of, so the history can never claim a change that rolled back.

export interface BookingEvent {
  bookingId: string;
  /** The account that acted. */
  actorId: string;
  action: BookingEventAction;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  reason?: string;
  details?: Record<string, string | number | null>;
}

/**
 * Records one step at the hotel's clock. The id is a UUIDv7, ordered by when it was made, so two
 * steps in the same millisecond of the hotel's clock (a test's fixed day) still list in order.
 */
export async function recordBookingEvent(db: Database, at: Date, event: BookingEvent): Promise<void> {
  await db.insert(bookingEvents).values({ id: uuidv7(), at, reason: null, details: null, ...event });
}

/** The first step: the owner booked, from the dashboard or the reservation form, or the desk booked for them. */
export async function recordBookingMade(db: Database, at: Date, booking: BookingRow, actorId: string = booking.ownerId): Promise<void> {
  await recordBookingEvent(db, at, {
    bookingId: booking.id,
    actorId,
    action: 'created',
    fromStatus: null,
    toStatus: booking.status,
    details: {
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      cats: booking.numberOfCats,
      total: centsToDecimal(booking.totalCents),
    },
  });
}

export async function bookingHistory(db: Database, bookingId: string): Promise<BookingEventView[]> {
  const rows = await db
    .select({
      event: bookingEvents,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: accountEmail, role: users.role },
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  return rows.map(({ event, actor }) => ({
    id: event.id,
    at: event.at.toISOString(),
    action: event.action,
    actor: actor === null ? null : { id: actor.id, name: accountName(actor), role: actor.role },
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    reason: event.reason,
    details: event.details,
  }));
}
