import { sValidator } from '@hono/standard-validator';
import { asc, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { decimalToCents } from '../../domain/money.ts';
import { acceptRequestSchema, declineRequestSchema, stayRequestQuerySchema } from '../../domain/schemas/stay-request.ts';
import { REQUEST_ANSWERED, type StayRequestView } from '../../domain/stay-requests.ts';
import { mailableAddress } from '../accounts/confirmed-address.ts';
import { linksOf } from '../bookings/records.ts';
import { stayRequestView } from '../bookings/stay-page.ts';
import { sameSet } from '../bookings/stay-requests.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookings, cats, stayRequests, users } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { mailAfterCommit, queueMailInRequest } from '../mail/after-commit.ts';
import { stayRequestAnswerMessage } from '../mail/stay-request-answer.ts';
import { requireStaff, signedInStaff } from './access.ts';
import { accountEmail, accountName } from './account-names.ts';
import { recordBookingEvent } from './booking-history.ts';
import { actOnStay } from './desk-actions.ts';
import { changeStayAtDesk } from './desk-bookings.ts';

// The desk's side of owners' requests about confirmed stays (issue 31): a booking's requests, and
// the answer to one. Accepting a request makes it at once, through the desk's own path: a
// cancellation through the desk's cancel (actOnStay), a change of dates, cats or services through
// the desk's change (changeStayAtDesk: the price again from the one authority, the places under the
// lock, its history step, its e-mail). If that path refuses (a full night, a cat already staying, a
// stay that ended) nothing is answered: the request stays open and the desk reads the refusal.
// Every answer is a step in the booking's history, with who answered and why, and the owner gets
// one e-mail: the one of the change made, or else the answer's.

export const REQUEST_NOT_FOUND = 'Request not found';

/** A booking's requests, newest first, each with the name of whoever at the hotel answered it. */
export async function deskRequestsOf(db: Database, bookingId: string): Promise<StayRequestView[]> {
  const rows = await db
    .select({ request: stayRequests, answerer: { firstName: users.firstName, lastName: users.lastName, email: accountEmail } })
    .from(stayRequests)
    .leftJoin(users, eq(users.id, stayRequests.answeredBy))
    .where(eq(stayRequests.bookingId, bookingId))
    .orderBy(desc(stayRequests.createdAt), desc(stayRequests.id));
  return rows.map(({ request, answerer }) => ({
    ...stayRequestView(request),
    answeredBy: answerer === null || request.answeredBy === null ? null : accountName(answerer),
  }));
}

/** The owner's e-mail telling the answer, once their address is confirmed; keyed by the request, so it is queued once. */
async function tellOwner(c: Context<AppEnv>, request: typeof stayRequests.$inferSelect, accepted: boolean, reason: string | null) {
  const { db, deps } = c.var;
  const [row] = await db
    .select({ booking: bookings, owner: users })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .where(eq(bookings.id, request.bookingId));
  const to = row === undefined ? null : mailableAddress(row.owner);
  if (row === undefined || to === null) return;
  const catRows = await db
    .select({ name: cats.name })
    .from(bookingCats)
    .innerJoin(cats, eq(cats.id, bookingCats.catId))
    .where(eq(bookingCats.bookingId, request.bookingId))
    .orderBy(asc(cats.name));
  const wanted = request.wanted;
  const message = stayRequestAnswerMessage({
    to: [to],
    ownerFirstName: row.booking.contactFirstName ?? row.owner.firstName,
    bookingId: row.booking.id,
    kind: request.kind,
    accepted,
    reason,
    checkIn: row.booking.checkIn,
    checkOut: row.booking.checkOut,
    catNames: catRows.map((cat) => cat.name),
    numberOfCats: row.booking.numberOfCats,
    wanted: wanted === null ? null : { ...wanted, totalAmountCents: decimalToCents(wanted.totalAmount) ?? 0 },
    stayPageUrl: `${deps.publicUrl}/stays/${row.booking.id}`,
  });
  await queueMailInRequest(c, `stay-request:${request.id}`, message);
}

/** The reason the stay's history and the owner's e-mail give for a stay the desk changed or cancelled on request. */
function onRequest(asked: string, reason: string | null): string {
  return reason === null ? asked : `${asked} ${reason}`;
}

/**
 * Makes an accepted request's stay, as the desk would: a cancellation through the desk's cancel, a
 * change through the desk's change. Either may refuse (409 with why; 403 for `overbook` by
 * anyone but a manager), and the transaction then keeps the request open. Answers whether it made
 * anything, whose own e-mail then tells the owner: a change asking for the stay as it is (only a
 * note) makes nothing.
 */
async function makeRequest(c: Context<AppEnv>, request: typeof stayRequests.$inferSelect, reason: string | null, overbook: boolean | undefined) {
  const { db } = c.var;
  const [[booking], links] = await Promise.all([
    db.select().from(bookings).where(eq(bookings.id, request.bookingId)),
    linksOf(db, [request.bookingId]),
  ]);
  if (request.kind === 'cancel') {
    await actOnStay(c, request.bookingId, {
      action: 'cancel',
      reason: onRequest('You asked us to cancel this stay.', reason),
      version: booking!.version,
    });
    return true;
  }
  const wanted = request.wanted!;
  const stored = links.get(request.bookingId)!;
  const asIs =
    wanted.checkInDate === booking!.checkIn &&
    wanted.checkOutDate === booking!.checkOut &&
    sameSet(wanted.catIds, stored.catIds) &&
    sameSet(wanted.extraServiceIds, stored.extraServiceIds);
  if (asIs) return false;
  await changeStayAtDesk(c, request.bookingId, {
    checkInDate: wanted.checkInDate,
    checkOutDate: wanted.checkOutDate,
    catIds: wanted.catIds,
    extraServiceIds: wanted.extraServiceIds,
    version: booking!.version,
    reason: onRequest('You asked us for this change.', reason),
    overbook,
  });
  return true;
}

/**
 * One answer, in the transaction `changesInTransaction` opened under its Idempotency-Key:
 *
 * 1. Lock the request: two members answering at once are told in turn, the second that it is answered.
 * 2. Accepting makes the request (makeRequest): its rules may refuse, and then nothing is answered.
 * 3. Write the answer (who, when, why) and the step in the booking's history.
 * 4. Queue the answer's e-mail, unless the cancel or the change made queued its own: one e-mail,
 *    and the clearer, since it tells the stay as it now is (for a change, before and after).
 * 5. Answer with the booking's requests as they now are.
 */
async function answerRequest(
  c: Context<AppEnv>,
  requestId: string,
  accepted: boolean,
  answer: { reason: string | null; overbook?: boolean | undefined },
): Promise<StayRequestView[]> {
  const staff = signedInStaff(c);
  const { db, deps } = c.var;
  const { reason } = answer;
  const [request] = await db.select().from(stayRequests).where(eq(stayRequests.id, requestId)).for('update');
  if (request === undefined) throw new Problem(404, REQUEST_NOT_FOUND);
  if (request.state !== 'open') throw new Problem(409, REQUEST_ANSWERED);

  const toldByTheStay = accepted && (await makeRequest(c, request, reason, answer.overbook));
  // Read after the change: the answer follows it in the history.
  const now = deps.now();
  await db
    .update(stayRequests)
    .set({ state: accepted ? 'accepted' : 'declined', answeredBy: staff.id, answeredAt: now, answerReason: reason })
    .where(eq(stayRequests.id, request.id));
  const [booking] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, request.bookingId));
  await recordBookingEvent(db, now, {
    bookingId: request.bookingId,
    actorId: staff.id,
    action: accepted ? 'request-accepted' : 'request-declined',
    fromStatus: booking!.status,
    toStatus: booking!.status,
    reason: reason ?? undefined,
    details: { request: request.kind },
  });
  if (!toldByTheStay) await tellOwner(c, request, accepted, reason);
  return deskRequestsOf(db, request.bookingId);
}

/** Staff only, checked before any input is read; each answer in one transaction, its e-mail sent once it committed. */
export const stayRequestDeskRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .use(mailAfterCommit)
  .use(changesInTransaction)
  .get('/', sValidator('query', stayRequestQuerySchema, refuseInvalid), async (c) =>
    c.json(await deskRequestsOf(c.var.db, c.req.valid('query').booking), 200),
  )
  .post('/:id/accept', sValidator('param', idParam, refuseInvalid), sValidator('json', acceptRequestSchema, refuseInvalid), async (c) =>
    c.json(await answerRequest(c, c.req.valid('param').id, true, c.req.valid('json')), 200),
  )
  .post('/:id/decline', sValidator('param', idParam, refuseInvalid), sValidator('json', declineRequestSchema, refuseInvalid), async (c) =>
    c.json(await answerRequest(c, c.req.valid('param').id, false, c.req.valid('json')), 200),
  );
