import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bookingEventLabel } from '../../domain/booking-events.ts';
import type { DiaryEntry } from '../../domain/care-log.ts';
import { liveCallView } from '../../domain/live-updates.ts';
import type { StayPage, StayRequestView, StayStepView } from '../../domain/stay-requests.ts';
import { builtOnce } from '../db/built-once.ts';
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

// The page's statements, each built once (api/db/built-once.ts): every owner answer about a booking
// carries its page, so building six queries' SQL on every request was most of a diary read's time
// (npm run bench, the diary read). The ids go as one array, so one statement serves any number.
const ids = sql.placeholder('ids');
const ofStays = (column: PgColumn) => sql`${column} = any(${ids}::uuid[])`;

const requestsOf = builtOnce((db) =>
  db
    .select()
    .from(stayRequests)
    .where(ofStays(stayRequests.bookingId))
    .orderBy(desc(stayRequests.createdAt), desc(stayRequests.id))
    .prepare('stay_requests_of_stays'),
);

const stepsOf = builtOnce((db) =>
  db
    .select({ event: bookingEvents, role: users.role, firstName: users.firstName })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(ofStays(bookingEvents.bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id))
    .prepare('steps_of_stays'),
);

const diaryOf = builtOnce((db) =>
  db
    // Only what the owner reads: each column selected is mapped on every row, and a week is a hundred rows.
    .select({
      entry: {
        id: careLogEntries.id,
        bookingId: careLogEntries.bookingId,
        catId: careLogEntries.catId,
        day: careLogEntries.day,
        kind: careLogEntries.kind,
        outcome: careLogEntries.outcome,
        note: careLogEntries.note,
        loggedAt: careLogEntries.loggedAt,
      },
      item: stayCareItems.name,
      by: users.firstName,
    })
    .from(careLogEntries)
    .leftJoin(stayCareItems, eq(stayCareItems.id, careLogEntries.stayCareItemId))
    .leftJoin(users, eq(users.id, careLogEntries.loggedBy))
    .where(ofStays(careLogEntries.bookingId))
    .orderBy(desc(careLogEntries.loggedAt), desc(careLogEntries.id))
    .prepare('diary_of_stays'),
);

const weighedOf = builtOnce((db) =>
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
    .where(ofStays(bookings.id))
    .prepare('weighed_of_stays'),
);

/** The Live Update calls asked for (issue 34), by day and time. */
const liveCallsOf = builtOnce((db) =>
  db
    .select()
    .from(liveUpdateCalls)
    .where(ofStays(liveUpdateCalls.bookingId))
    .orderBy(asc(liveUpdateCalls.day), asc(liveUpdateCalls.at), asc(liveUpdateCalls.id))
    .prepare('live_calls_of_stays'),
);

/**
 * The stay pages of these bookings, which the caller has already scoped to the signed-in owner:
 * their requests newest first, their history oldest first and their diary newest first, in six
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
    requestsOf(db).execute({ ids }),
    stepsOf(db).execute({ ids }),
    diaryOf(db).execute({ ids }),
    weighedOf(db).execute({ ids }),
    liveCallsOf(db).execute({ ids }),
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
