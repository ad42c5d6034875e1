import { sValidator } from '@hono/standard-validator';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { CareLogEntry, StayCareItem } from '../../domain/care-log.ts';
import { hotelClock, todayAtHotel } from '../../domain/dates.ts';
import { careItemSchema } from '../../domain/schemas/care-plan.ts';
import { careLogEntrySchema, type CareLogInput, newStayCareItemSchema } from '../../domain/schemas/care-log.ts';
import { BOOKING_NOT_FOUND } from '../bookings/records.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookings, careLogEntries, catCareItems, stayCareItems, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { announceNote, newsAfterCommit } from '../push/news.ts';
import { accountName } from './account-names.ts';
import { deskChange, signedInStaff } from './access.ts';

// A stay's care (issue 33): the care plan copied from each cat's profile at check-in, which the desk
// confirms with the owner or adjusts for this stay, and the log staff keep of it, one tap at a time,
// from phones that may be offline for hours. An entry is never refused for arriving late: what was
// done for a cat stays done.

export const STAY_CARE_ITEM_NOT_FOUND = 'This item of the stay’s care plan was not found';
export const NOT_IN_THE_HOUSE = 'This stay has not checked in: its care log starts at check-in';
export const NOT_A_CAT_OF_THE_STAY = 'This cat is not in this stay';
export const NOT_AN_ITEM_OF_THE_CAT = 'This item is not in this cat’s plan for this stay';
export const ENTRY_ID_TAKEN = 'This entry’s id belongs to another entry';
export const DAY_OUTSIDE_THE_STAY = 'This day is not a day of the stay in the house';

const confirmer = alias(users, 'confirmer');
const logger = alias(users, 'logger');
const nameOf = (person: { firstName: string | null; lastName: string | null; email: string | null } | null) =>
  person === null || person.email === null ? null : accountName(person);

/** Each stay's care plan as the desk reads it, the items taken off left out. */
export async function stayCarePlans(db: Database, bookingIds: readonly string[]): Promise<Map<string, StayCareItem[]>> {
  const plans = new Map<string, StayCareItem[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return plans;
  const rows = await db
    .select({ item: stayCareItems, confirmer: { firstName: confirmer.firstName, lastName: confirmer.lastName, email: confirmer.email } })
    .from(stayCareItems)
    .leftJoin(confirmer, eq(confirmer.id, stayCareItems.confirmedBy))
    .where(and(inArray(stayCareItems.bookingId, [...bookingIds]), isNull(stayCareItems.removedAt)))
    .orderBy(asc(stayCareItems.kind), asc(stayCareItems.createdAt), asc(stayCareItems.id));
  for (const { item, confirmer: who } of rows) {
    plans.get(item.bookingId)?.push({
      id: item.id,
      catId: item.catId,
      kind: item.kind,
      name: item.name,
      amount: item.amount,
      times: item.times,
      withFood: item.withFood,
      until: item.until,
      notes: item.notes,
      confirmedBy: nameOf(who),
      confirmedAt: item.confirmedAt?.toISOString() ?? null,
    });
  }
  return plans;
}

/** The log's entries of these stays (on one day, or on every day), oldest tap first. */
export async function careLogOf(db: Database, bookingIds: readonly string[], day?: string): Promise<CareLogEntry[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({ entry: careLogEntries, logger: { firstName: logger.firstName, lastName: logger.lastName, email: logger.email } })
    .from(careLogEntries)
    .leftJoin(logger, eq(logger.id, careLogEntries.loggedBy))
    .where(and(inArray(careLogEntries.bookingId, [...bookingIds]), day === undefined ? undefined : eq(careLogEntries.day, day)))
    .orderBy(asc(careLogEntries.loggedAt), asc(careLogEntries.id));
  return rows.map(({ entry, logger: who }) => careLogJson(entry, nameOf(who)));
}

function careLogJson(entry: typeof careLogEntries.$inferSelect, loggedBy: string | null): CareLogEntry {
  return {
    id: entry.id,
    bookingId: entry.bookingId,
    catId: entry.catId,
    careItemId: entry.stayCareItemId,
    day: entry.day,
    slot: entry.slot,
    kind: entry.kind as CareLogEntry['kind'],
    outcome: entry.outcome as CareLogEntry['outcome'],
    note: entry.note,
    loggedBy: loggedBy ?? 'A former member of staff',
    loggedAt: entry.loggedAt.toISOString(),
  };
}

/**
 * At check-in: each cat's plan, as its owner last wrote it, becomes the stay's, confirmed by the
 * member of staff who checked the cat in. Later changes to the profile do not reach a stay under
 * way; the desk adjusts the stay's own.
 */
export async function copyCarePlansIntoStay(db: Database, bookingId: string, staffId: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into ${stayCareItems} (id, booking_id, cat_id, kind, name, amount, times, with_food, until, notes, confirmed_by, confirmed_at)
    select gen_random_uuid(), ${bookingId}::uuid, item.cat_id, item.kind, item.name, item.amount, item.times, item.with_food, item.until, item.notes, ${staffId}::uuid, ${now.toISOString()}::timestamptz
    from ${catCareItems} as item
    join ${bookingCats} on ${bookingCats.catId} = item.cat_id and ${bookingCats.bookingId} = ${bookingId}::uuid
    order by item.kind, item.created_at, item.id`);
}

/**
 * The stay, locked against a check-out running beside the change, and whether the cat is one of its
 * cats. The care log's rule, and a stay photo's (api/photos/routes.ts).
 */
export async function stayInHouse(db: Database, bookingId: string, catId: string) {
  const [stay] = await db
    .select({ status: bookings.status, checkedInAt: bookings.checkedInAt, checkedOutAt: bookings.checkedOutAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (stay === undefined) throw new Problem(404, BOOKING_NOT_FOUND);
  if (stay.checkedInAt === null) throw new Problem(409, NOT_IN_THE_HOUSE);
  const [cat] = await db
    .select({ catId: bookingCats.catId })
    .from(bookingCats)
    .where(and(eq(bookingCats.bookingId, bookingId), eq(bookingCats.catId, catId)));
  if (cat === undefined) throw new Problem(400, NOT_A_CAT_OF_THE_STAY, 'catId');
  return { checkedInAt: stay.checkedInAt, checkedOutAt: stay.checkedOutAt };
}

/** A day the cat was in the house on this stay: from check-in's day to check-out's, or to today while it is here. */
export function checkDayOfStay(stay: Awaited<ReturnType<typeof stayInHouse>>, day: string, now: Date): void {
  const lastDay = stay.checkedOutAt === null ? todayAtHotel(now) : hotelClock(stay.checkedOutAt).date;
  if (day < hotelClock(stay.checkedInAt).date || day > lastDay) throw new Problem(400, DAY_OUTSIDE_THE_STAY, 'day');
}

/**
 * 1. The stay has checked in and the cat is one of its cats (a stay checked out since still takes
 *    what was logged while the cat was here: a phone offline all morning sends it late).
 * 2. The day is one of the stay's days in the house; a meal or a dose names an item of this cat's
 *    plan for this stay (taken off since or not: it was the plan when it was given).
 * 3. The entry is written once under the phone's id; the same id with another entry is refused.
 *    `written` says whether this request wrote it, or found it written before.
 */
async function logCare(db: Database, staffId: string, input: CareLogInput, now: Date): Promise<{ entry: CareLogEntry; written: boolean }> {
  checkDayOfStay(await stayInHouse(db, input.bookingId, input.catId), input.day, now);
  if (input.careItemId !== null) {
    const [item] = await db
      .select({ id: stayCareItems.id })
      .from(stayCareItems)
      .where(and(eq(stayCareItems.id, input.careItemId), eq(stayCareItems.bookingId, input.bookingId), eq(stayCareItems.catId, input.catId)));
    if (item === undefined) throw new Problem(400, NOT_AN_ITEM_OF_THE_CAT, 'careItemId');
  }
  const written = await db
    .insert(careLogEntries)
    .values({
      id: input.id,
      bookingId: input.bookingId,
      catId: input.catId,
      stayCareItemId: input.careItemId,
      day: input.day,
      slot: input.slot,
      kind: input.kind,
      outcome: input.outcome,
      note: input.note,
      loggedBy: staffId,
      loggedAt: new Date(input.loggedAt),
    })
    .onConflictDoNothing()
    .returning({ id: careLogEntries.id });
  const [kept] = await careLogOf(db, [input.bookingId]).then((entries) => entries.filter((entry) => entry.id === input.id));
  if (kept === undefined || !sameEntry(kept, input)) throw new Problem(409, ENTRY_ID_TAKEN, 'id');
  return { entry: kept, written: written.length === 1 };
}

/** Whether the entry kept under this id is the one sent: another one under its id is refused. */
function sameEntry(kept: CareLogEntry, input: CareLogInput): boolean {
  return (
    kept.catId === input.catId &&
    kept.careItemId === input.careItemId &&
    kept.day === input.day &&
    kept.slot === input.slot &&
    kept.kind === input.kind &&
    kept.outcome === input.outcome &&
    kept.note === input.note
  );
}

/**
 * POST /api/staff/care-log: one tap of the round. Answers the entry as kept. A note is news: the
 * cat's owner hears of it on the phones they allowed (api/push/news.ts), once, when it is first
 * written; its owner reads it in the stay's diary either way.
 */
export const careLogRoutes = new Hono<AppEnv>().post(
  '/',
  newsAfterCommit,
  ...deskChange,
  sValidator('json', careLogEntrySchema, refuseInvalid),
  async (c) => {
    const input = c.req.valid('json');
    const { entry, written } = await logCare(c.var.db, signedInStaff(c).id, input, c.var.deps.now());
    if (written && entry.kind === 'note' && entry.note !== null)
      await announceNote(c, { bookingId: entry.bookingId, catId: entry.catId, note: entry.note });
    return c.json(entry, 201);
  },
);

export const STAY_OVER = 'This stay is over: its care plan is kept as it was';

/** The stay whose plan changes, which must be under way: the plan of a stay that ended is its record. */
async function stayUnderWay(db: Database, bookingId: string): Promise<void> {
  const [stay] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (stay === undefined) throw new Problem(404, BOOKING_NOT_FOUND);
  if (stay.status !== 'checked_in') throw new Problem(409, stay.status === 'completed' ? STAY_OVER : NOT_IN_THE_HOUSE);
}

/** The stay of an item of a plan, under way. */
async function stayOfItem(db: Database, itemId: string): Promise<string> {
  const [item] = await db
    .select({ bookingId: stayCareItems.bookingId })
    .from(stayCareItems)
    .where(and(eq(stayCareItems.id, itemId), isNull(stayCareItems.removedAt)));
  if (item === undefined) throw new Problem(404, STAY_CARE_ITEM_NOT_FOUND);
  await stayUnderWay(db, item.bookingId);
  return item.bookingId;
}

async function planAnswer(db: Database, bookingId: string): Promise<StayCareItem[]> {
  return (await stayCarePlans(db, [bookingId])).get(bookingId)!;
}

/**
 * /api/staff/stay-care: the desk adjusts a stay's plan (a smaller breakfast, a tablet the vet
 * stopped), never the owner's profile. Each change names who made it; each answers the stay's plan.
 */
export const stayCareRoutes = new Hono<AppEnv>()
  .post('/', ...deskChange, sValidator('json', newStayCareItemSchema, refuseInvalid), async (c) => {
    const { db, deps } = c.var;
    const { bookingId, catId, id, ...item } = c.req.valid('json');
    await stayUnderWay(db, bookingId);
    await stayInHouse(db, bookingId, catId);
    await db
      .insert(stayCareItems)
      .values({ ...item, id: id ?? crypto.randomUUID(), bookingId, catId, confirmedBy: signedInStaff(c).id, confirmedAt: deps.now() })
      .onConflictDoNothing();
    return c.json(await planAnswer(db, bookingId), 201);
  })
  .put('/:id', ...deskChange, sValidator('param', idParam, refuseInvalid), sValidator('json', careItemSchema, refuseInvalid), async (c) => {
    const { db, deps } = c.var;
    const itemId = c.req.valid('param').id;
    const bookingId = await stayOfItem(db, itemId);
    const { id: _id, ...item } = c.req.valid('json');
    await db
      .update(stayCareItems)
      .set({ ...item, confirmedBy: signedInStaff(c).id, confirmedAt: deps.now(), updatedAt: deps.now() })
      .where(eq(stayCareItems.id, itemId));
    return c.json(await planAnswer(db, bookingId), 200);
  })
  .delete('/:id', ...deskChange, sValidator('param', idParam, refuseInvalid), async (c) => {
    const { db, deps } = c.var;
    const itemId = c.req.valid('param').id;
    const bookingId = await stayOfItem(db, itemId);
    await db
      .update(stayCareItems)
      .set({ removedAt: deps.now(), confirmedBy: signedInStaff(c).id, confirmedAt: deps.now() })
      .where(eq(stayCareItems.id, itemId));
    return c.json(await planAnswer(db, bookingId), 200);
  });
