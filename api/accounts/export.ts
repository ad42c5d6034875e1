import { asc, eq, inArray } from 'drizzle-orm';
import { centsToDecimal } from '../../domain/money.ts';
import { ownerJson } from '../auth/routes.ts';
import type { UserRow } from '../auth/sessions.ts';
import { listOwnBookings } from '../bookings/records.ts';
import { catJson, recordsOfCats } from '../cats/records.ts';

import type { Database } from '../db/client.ts';
import { bookingEvents, cats, payments, pushSubscriptions, users } from '../db/schema.ts';

// "Download my data" (issue 16, POPIA): everything the hotel holds about the owner, as one JSON
// file, read only through the owner's own id. Secrets stay out: the password hash, the providers'
// checkout addresses, and the staff members' names in the history (the owner sees "the hotel").

/** Who did something to a booking, as the owner may see it. */
function actorSeenByOwner(actorId: string | null, ownerId: string, role: UserRow['role'] | null): 'you' | 'the hotel' | 'the payment provider' {
  if (actorId === null) return 'the payment provider';
  return actorId === ownerId || role === 'owner' ? 'you' : 'the hotel';
}

export async function accountExport(db: Database, owner: UserRow, now: Date) {
  const ownCats = await db.select().from(cats).where(eq(cats.ownerId, owner.id)).orderBy(asc(cats.createdAt), asc(cats.id));
  const records = await recordsOfCats(db, ownCats, 'owner');
  const stays = await listOwnBookings(db, owner.id);
  const events =
    stays.length === 0
      ? []
      : await db
          .select({ event: bookingEvents, actorRole: users.role })
          .from(bookingEvents)
          .leftJoin(users, eq(users.id, bookingEvents.actorId))
          .where(
            inArray(
              bookingEvents.bookingId,
              stays.map((stay) => stay.id),
            ),
          )
          .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  const ownPayments = await db.select().from(payments).where(eq(payments.ownerId, owner.id)).orderBy(asc(payments.createdAt), asc(payments.id));
  const phones = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.id)).orderBy(asc(pushSubscriptions.createdAt));
  return {
    exportedAt: now.toISOString(),
    profile: { ...ownerJson(owner), emailConfirmedAt: owner.emailConfirmedAt?.toISOString() ?? null, updatedAt: owner.updatedAt.toISOString() },
    cats: ownCats.map((cat) => ({ ...catJson(cat, records(cat.id)), removedAt: cat.removedAt?.toISOString() ?? null })),
    bookings: stays.map((stay) => ({
      ...stay,
      history: events
        .filter(({ event }) => event.bookingId === stay.id)
        .map(({ event, actorRole }) => ({
          at: event.at.toISOString(),
          action: event.action,
          by: actorSeenByOwner(event.actorId, owner.id, actorRole),
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          reason: event.reason,
          details: event.details,
        })),
    })),
    payments: ownPayments.map((payment) => ({
      id: payment.id,
      bookingId: payment.bookingId,
      kind: payment.kind,
      method: payment.method,
      provider: payment.provider,
      amount: centsToDecimal(payment.amountCents),
      currency: payment.currency,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
      capturedAt: payment.capturedAt?.toISOString() ?? null,
    })),
    // The browsers allowed to show the hotel's news (issue 34): the push service each is reached
    // through, not its full address, which is a key to that browser's notifications.
    newsNotifications: phones.map((phone) => ({ pushService: new URL(phone.endpoint).origin, since: phone.createdAt.toISOString() })),
    // Only what the server records; the app asks for no other consent (no marketing, no cookies to agree to).
    consent: {
      accountCreatedAt: owner.createdAt.toISOString(),
      emailConfirmedAt: owner.emailConfirmedAt?.toISOString() ?? null,
      note: 'The hotel records when you created your account and when you confirmed your e-mail address. The deposit page asks you to agree to the terms before paying, but that tick is not stored: your paid deposits above are the record. No other consent is recorded, and the hotel sends no marketing.',
    },
  };
}

/** The file's name, with the day it was made: sunningdale-cat-hotel-my-data-2026-11-26.json. */
export function exportFileName(day: string): string {
  return `sunningdale-cat-hotel-my-data-${day}.json`;
}
