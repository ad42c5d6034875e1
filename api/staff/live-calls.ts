import { sValidator } from '@hono/standard-validator';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { centsToDecimal } from '../../domain/money.ts';
import {
  byTimeOfDay,
  CALL_AFTER_CHECK_OUT,
  CALL_ALREADY_DONE,
  CALL_BEFORE_CHECK_IN,
  CALL_NOT_FOUND,
  CALL_WAS_CANCELLED,
  callChargeCents,
  type DeskLiveCall,
  liveCallView,
} from '../../domain/live-updates.ts';
import { liveCallDoneSchema } from '../../domain/schemas/live-call.ts';
import { NAMELESS_CAT } from '../accounts/deletion.ts';
import { linksOf } from '../bookings/records.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookings, cats, liveUpdateCalls, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { accountName } from './account-names.ts';
import { deskChange, signedInStaff } from './access.ts';
import { recordBookingEvent } from './booking-history.ts';

// Live Update calls at the desk (issue 34): the calls owners asked for, on Today's round and a
// booking's page, each with the names of the stay's cats; a member makes the call and marks it done
// from the round, with or without signal (the desk's outbox), and that is when a call beyond the
// day's free ones is charged (the rule: domain/live-updates.ts).

/** The calls of these stays (on one day, or on every day), by day and time, as the desk reads them. */
export async function deskLiveCalls(db: Database, bookingIds: readonly string[], day?: string): Promise<DeskLiveCall[]> {
  if (bookingIds.length === 0) return [];
  const ids = [...bookingIds];
  const [calls, catRows] = await Promise.all([
    db
      .select({ call: liveUpdateCalls, maker: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
      .from(liveUpdateCalls)
      .leftJoin(users, eq(users.id, liveUpdateCalls.doneBy))
      .where(and(inArray(liveUpdateCalls.bookingId, ids), day === undefined ? undefined : eq(liveUpdateCalls.day, day))),
    db
      .select({ bookingId: bookingCats.bookingId, name: cats.name })
      .from(bookingCats)
      .innerJoin(cats, eq(cats.id, bookingCats.catId))
      // A deleted account's kept cats have no name left.
      .where(and(inArray(bookingCats.bookingId, ids), ne(cats.name, NAMELESS_CAT)))
      .orderBy(asc(cats.name), asc(cats.id)),
  ]);
  const names = new Map<string, string[]>();
  for (const { bookingId, name } of catRows) names.set(bookingId, [...(names.get(bookingId) ?? []), name]);
  return calls
    .map(({ call, maker }) => ({
      ...liveCallView(call),
      bookingId: call.bookingId,
      cats: names.get(call.bookingId) ?? [],
      doneBy: call.doneAt === null ? null : maker === null ? 'A former member of staff' : accountName(maker),
      requestedAt: call.requestedAt.toISOString(),
    }))
    .sort(byTimeOfDay);
}

/**
 * POST /api/staff/live-calls/:id/done: a member made the call. From the desk's outbox, under its
 * Idempotency-Key, in one transaction:
 *
 * 1. Find the call, then lock its stay (as the owner's cancel does, so the two never cross, and two
 *    phones marking two calls of one day at once are counted one after the other).
 * 2. A call is marked done once: a second mark, or a mark of a call the owner cancelled, is
 *    refused (409). The cat must be in the house: before check-in there is no one to show, and
 *    after check-out the bill is settled.
 * 3. Its charge follows from the calls of that day of that stay already made (free, or R15).
 * 4. Keep who made it and when (the phone's clock: offline, long before it is sent) and the charge;
 *    a charge raises the stay's total (and its services, so the bill still adds up) and version, and
 *    its history says so. The desk takes it at check-out with the other extras.
 */
export const liveCallDeskRoutes = new Hono<AppEnv>().post(
  '/:id/done',
  ...deskChange,
  sValidator('param', idParam, refuseInvalid),
  sValidator('json', liveCallDoneSchema, refuseInvalid),
  async (c) => {
    const staff = signedInStaff(c);
    const { db, deps } = c.var;
    const callId = c.req.valid('param').id;
    const [found] = await db.select({ bookingId: liveUpdateCalls.bookingId }).from(liveUpdateCalls).where(eq(liveUpdateCalls.id, callId));
    if (found === undefined) throw new Problem(404, CALL_NOT_FOUND);
    const [stay] = await db.select().from(bookings).where(eq(bookings.id, found.bookingId)).for('update');
    const [call] = await db.select().from(liveUpdateCalls).where(eq(liveUpdateCalls.id, callId));
    if (call!.doneAt !== null) throw new Problem(409, CALL_ALREADY_DONE);
    if (call!.cancelledAt !== null) throw new Problem(409, CALL_WAS_CANCELLED);
    if (stay!.checkedInAt === null) throw new Problem(409, CALL_BEFORE_CHECK_IN);
    if (stay!.checkedOutAt !== null || stay!.status !== 'checked_in') throw new Problem(409, CALL_AFTER_CHECK_OUT);

    const [[made], links] = await Promise.all([
      db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(liveUpdateCalls)
        .where(and(eq(liveUpdateCalls.bookingId, stay!.id), eq(liveUpdateCalls.day, call!.day), isNotNull(liveUpdateCalls.doneAt))),
      linksOf(db, [stay!.id]),
    ]);
    const chargedCents = callChargeCents(made!.count, links.get(stay!.id)!.extraServiceIds);
    const now = deps.now();
    await db
      .update(liveUpdateCalls)
      .set({ doneBy: staff.id, doneAt: new Date(c.req.valid('json').doneAt), chargedCents })
      .where(eq(liveUpdateCalls.id, callId));
    if (chargedCents > 0) {
      await db
        .update(bookings)
        .set({
          servicesCents: sql`${bookings.servicesCents} + ${chargedCents}`,
          totalCents: sql`${bookings.totalCents} + ${chargedCents}`,
          version: sql`${bookings.version} + 1`,
          updatedAt: now,
        })
        .where(eq(bookings.id, stay!.id));
      await recordBookingEvent(db, now, {
        bookingId: stay!.id,
        actorId: staff.id,
        action: 'live-call-charged',
        fromStatus: stay!.status,
        toStatus: stay!.status,
        details: { day: call!.day, at: call!.at, amount: centsToDecimal(chargedCents) },
      });
    }
    const [answer] = (await deskLiveCalls(db, [stay!.id], call!.day)).filter((one) => one.id === callId);
    return c.json(answer!, 200);
  },
);
