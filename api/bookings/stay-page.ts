import { asc, desc, eq, inArray } from 'drizzle-orm';
import { bookingEventLabel } from '../../domain/booking-events.ts';
import type { DiaryEntry } from '../../domain/care-log.ts';
import type { StayPage, StayRequestView, StayStepView } from '../../domain/stay-requests.ts';
import type { Database } from '../db/client.ts';
import { bookingEvents, careLogEntries, stayCareItems, stayRequests, users } from '../db/schema.ts';

// What the owner's stay page shows beyond the booking itself (issue 31): the requests they made of
// the hotel and its answers, the stay's history as the owner should see it, and its diary, the care
// log in the owner's words (issue 34). It rides on every
// answer the owner gets about a booking, so the phone's copy (Dexie) holds it and the page works
// offline like the rest of the owner area.

export type StayRequestRow = typeof stayRequests.$inferSelect;

/** A request as the owner reads it; `answeredBy` (a name) is added only for the desk. */
export function stayRequestView(row: StayRequestRow): StayRequestView {
  return {
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind,
    state: row.state,
    wanted: row.kind === 'change' ? row.wanted : null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answerReason: row.answerReason,
  };
}

/** Who took a step, in the words the owner reads: they, the hotel, or the payment service (no actor). */
function stepBy(role: string | null): StayStepView['by'] {
  if (role === null) return 'payment service';
  return role === 'owner' ? 'owner' : 'hotel';
}

/**
 * The stay pages of these bookings, which the caller has already scoped to the signed-in owner:
 * their requests newest first, their history oldest first and their diary newest first, in three
 * statements sent together. The names of the hotel's staff stay at the hotel: the owner reads "the
 * hotel" in the history, and a first name in the diary, as the cat's carer introduces themselves.
 */
export async function stayPagesOf(db: Database, bookingIds: readonly string[]): Promise<Map<string, StayPage>> {
  const pages = new Map<string, StayPage>(bookingIds.map((id) => [id, { requests: [], history: [], diary: [] }]));
  if (bookingIds.length === 0) return pages;
  const ids = [...bookingIds];
  const [requests, steps, diary] = await Promise.all([
    db.select().from(stayRequests).where(inArray(stayRequests.bookingId, ids)).orderBy(desc(stayRequests.createdAt), desc(stayRequests.id)),
    db
      .select({ event: bookingEvents, role: users.role })
      .from(bookingEvents)
      .leftJoin(users, eq(users.id, bookingEvents.actorId))
      .where(inArray(bookingEvents.bookingId, ids))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    db
      .select({ entry: careLogEntries, item: stayCareItems.name, by: users.firstName })
      .from(careLogEntries)
      .leftJoin(stayCareItems, eq(stayCareItems.id, careLogEntries.stayCareItemId))
      .leftJoin(users, eq(users.id, careLogEntries.loggedBy))
      .where(inArray(careLogEntries.bookingId, ids))
      .orderBy(desc(careLogEntries.loggedAt), desc(careLogEntries.id)),
  ]);
  for (const row of requests) pages.get(row.bookingId)?.requests.push(stayRequestView(row));
  for (const { event, role } of steps) {
    pages.get(event.bookingId)?.history.push({
      at: event.at.toISOString(),
      action: bookingEventLabel(event.action),
      by: stepBy(event.actorId === null ? null : role),
      reason: event.reason,
    });
  }
  for (const { entry, item, by } of diary) {
    pages.get(entry.bookingId)?.diary.push({
      id: entry.id,
      catId: entry.catId,
      day: entry.day,
      kind: entry.kind as DiaryEntry['kind'],
      outcome: entry.outcome as DiaryEntry['outcome'],
      note: entry.note,
      item,
      // The owner meets the staff by first name; a member who gave none, or left, is the hotel.
      by: by === null || by.trim() === '' ? 'the hotel' : by,
      at: entry.loggedAt.toISOString(),
    });
  }
  return pages;
}

/** One booking's answer to its owner, with its stay page. */
export async function withStayPage<T extends { id: string }>(db: Database, booking: T): Promise<T & StayPage> {
  const pages = await stayPagesOf(db, [booking.id]);
  return { ...booking, ...pages.get(booking.id)! };
}
