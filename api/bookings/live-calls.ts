import { sValidator } from '@hono/standard-validator';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { OwnBookingJson } from '../../domain/contracts/booking.ts';
import { todayAtHotel } from '../../domain/dates.ts';
import {
  CALL_ID_TAKEN,
  CALL_MADE,
  CALL_NOT_FOUND,
  callDayRefusal,
  MOST_CALLS_A_DAY,
  mayAskForCalls,
  NOT_CALLABLE,
  TOO_MANY_CALLS,
} from '../../domain/live-updates.ts';
import type { LiveCallInput } from '../../domain/schemas/live-call.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import { bookings, liveUpdateCalls } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { findOwnBooking, ownBookingJson } from './records.ts';

// An owner's Live Update calls (issue 34; the rule and its price: domain/live-updates.ts). They come
// from the phone's outbox like every booking change, in the transaction `changesInTransaction` opened
// under the change's Idempotency-Key, and each answers the booking as the owner sees it, so the
// phone's copy of the stay is replaced by the server's, calls and all.

/**
 * POST /api/bookings/:id/live-calls (mounted in routes.ts beside the stay's other changes):
 *
 * 1. Find and lock the owner's own booking: another owner's answers exactly like none (404), and a
 *    call marked done at the desk meanwhile waits for this one.
 * 2. A call named by an id already kept is this call sent again: the same answer. An id another
 *    call holds, whosever it is, is refused as taken (409), telling nothing of that call.
 * 3. Only a confirmed stay or one under way takes calls, on a day of the stay (check-in day to
 *    check-out day) not yet past at the hotel, and at most MOST_CALLS_A_DAY asked for one day.
 * 4. Write the call; nothing is charged until staff have made it.
 */
export async function askForCall(c: Context<AppEnv>, bookingId: string, input: LiveCallInput): Promise<OwnBookingJson> {
  const owner = signedInOwner(c);
  const { db, deps } = c.var;
  const booking = await findOwnBooking(db, owner.id, bookingId, { forUpdate: true });
  const [kept] = await db.select().from(liveUpdateCalls).where(eq(liveUpdateCalls.id, input.id));
  if (kept !== undefined) {
    const same = kept.bookingId === booking.id && kept.day === input.day && kept.at === input.at && kept.note === input.note;
    if (!same) throw new Problem(409, CALL_ID_TAKEN, 'id');
    return ownBookingJson(db, booking);
  }
  if (!mayAskForCalls(booking.status)) throw new Problem(409, NOT_CALLABLE);
  const refusal = callDayRefusal(input.day, booking, todayAtHotel(deps.now()));
  if (refusal !== null) throw new Problem(400, refusal, 'day');
  const [asked] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(liveUpdateCalls)
    .where(and(eq(liveUpdateCalls.bookingId, booking.id), eq(liveUpdateCalls.day, input.day), isNull(liveUpdateCalls.cancelledAt)));
  if (asked!.count >= MOST_CALLS_A_DAY) throw new Problem(409, TOO_MANY_CALLS, 'day');
  await db.insert(liveUpdateCalls).values({ ...input, bookingId: booking.id, requestedAt: deps.now() });
  return ownBookingJson(db, booking);
}

/**
 * DELETE /api/live-calls/:id: the owner cancels a call not made yet. Another owner's call answers
 * like none (404); a call cancelled already is cancelled (the owner's intent is true); one made
 * cannot be (409): it happened, and what it cost stands.
 */
export const liveCallRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .use(changesInTransaction)
  .delete('/:id', sValidator('param', idParam, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const { db, deps } = c.var;
    const [found] = await db
      .select({ bookingId: liveUpdateCalls.bookingId })
      .from(liveUpdateCalls)
      .innerJoin(bookings, eq(bookings.id, liveUpdateCalls.bookingId))
      .where(and(eq(liveUpdateCalls.id, c.req.valid('param').id), eq(bookings.ownerId, owner.id)));
    if (found === undefined) throw new Problem(404, CALL_NOT_FOUND);
    // The booking first, as the desk's "done" takes it: the two never cross.
    const booking = await findOwnBooking(db, owner.id, found.bookingId, { forUpdate: true });
    const [call] = await db
      .select()
      .from(liveUpdateCalls)
      .where(eq(liveUpdateCalls.id, c.req.valid('param').id));
    if (call!.doneAt !== null) throw new Problem(409, CALL_MADE);
    if (call!.cancelledAt === null) await db.update(liveUpdateCalls).set({ cancelledAt: deps.now() }).where(eq(liveUpdateCalls.id, call!.id));
    return c.json(await ownBookingJson(db, booking), 200);
  });
