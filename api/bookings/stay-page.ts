import { asc, desc, eq, inArray } from 'drizzle-orm';
import { bookingEventLabel } from '../../domain/booking-events.ts';
import type { DiaryEntry } from '../../domain/care-log.ts';
import { liveCallView } from '../../domain/live-updates.ts';
import type { StayPage, StayRequestView, StayStepView } from '../../domain/stay-requests.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookingEvents, bookings, careLogEntries, liveUpdateCalls, stayCareItems, stayRequests, users } from '../db/schema.ts';
import type { StayWeight } from '../../domain/diary.ts';
import { staffFirstName, stayPhotosOf } from '../photos/records.ts';

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
  const pages = new Map<string, StayPage>(
    bookingIds.map((id) => [id, { requests: [], history: [], diary: [], photos: [], weights: [], parting: null, liveCalls: [] }]),
  );
  if (bookingIds.length === 0) return pages;
  const ids = [...bookingIds];
  const [requests, steps, diary, stays, calls, photos] = await Promise.all([
    db.select().from(stayRequests).where(inArray(stayRequests.bookingId, ids)).orderBy(desc(stayRequests.createdAt), desc(stayRequests.id)),
    db
      .select({ event: bookingEvents, role: users.role, firstName: users.firstName })
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
    db
      .select({
        bookingId: bookings.id,
        catId: bookingCats.catId,
        weightIn: bookingCats.weightInGrams,
        weightOut: bookingCats.weightOutGrams,
        checkedInAt: bookings.checkedInAt,
        checkedOutAt: bookings.checkedOutAt,
        partingNote: bookings.partingNote,
      })
      .from(bookings)
      .innerJoin(bookingCats, eq(bookingCats.bookingId, bookings.id))
      .where(inArray(bookings.id, ids)),
    // The Live Update calls asked for (issue 34), by day and time.
    db
      .select()
      .from(liveUpdateCalls)
      .where(inArray(liveUpdateCalls.bookingId, ids))
      .orderBy(asc(liveUpdateCalls.day), asc(liveUpdateCalls.at), asc(liveUpdateCalls.id)),
    stayPhotosOf(db, ids),
  ]);
  const partingBy = new Map<string, string>();
  for (const row of requests) pages.get(row.bookingId)?.requests.push(stayRequestView(row));
  for (const { event, role, firstName } of steps) {
    const page = pages.get(event.bookingId);
    if (page === undefined) continue;
    // The parting words are signed by whoever checked the cats out, by first name as in the diary.
    if (event.action === 'checked-out') partingBy.set(event.bookingId, staffFirstName(firstName));
    page.history.push({
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
      by: staffFirstName(by),
      at: entry.loggedAt.toISOString(),
    });
  }
  for (const [bookingId, photosOfStay] of photos) pages.get(bookingId)!.photos = photosOfStay;
  for (const stay of stays) {
    const page = pages.get(stay.bookingId)!;
    page.weights.push(...weighed(stay));
    const by = partingBy.get(stay.bookingId);
    if (stay.partingNote !== null && by !== undefined) page.parting = { note: stay.partingNote, by };
  }
  for (const call of calls) pages.get(call.bookingId)?.liveCalls.push(liveCallView(call));
  return pages;
}

/** A cat's weights going in and coming out, each at the moment the desk checked the stay in or out. */
function weighed(stay: {
  catId: string;
  weightIn: number | null;
  weightOut: number | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}): StayWeight[] {
  const weights: StayWeight[] = [];
  if (stay.weightIn !== null && stay.checkedInAt !== null)
    weights.push({ catId: stay.catId, when: 'in', grams: stay.weightIn, at: stay.checkedInAt.toISOString() });
  if (stay.weightOut !== null && stay.checkedOutAt !== null)
    weights.push({ catId: stay.catId, when: 'out', grams: stay.weightOut, at: stay.checkedOutAt.toISOString() });
  return weights;
}

/** One booking's answer to its owner, with its stay page. */
export async function withStayPage<T extends { id: string }>(db: Database, booking: T): Promise<T & StayPage> {
  const pages = await stayPagesOf(db, [booking.id]);
  return { ...booking, ...pages.get(booking.id)! };
}
