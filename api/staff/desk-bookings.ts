import { sValidator } from '@hono/standard-validator';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { uuidv7 } from 'uuidv7';
import { todayAtHotel } from '../../domain/dates.ts';
import { deskChangeRefusal } from '../../domain/desk-changes.ts';
import {
  catCareSchema,
  type CatCareChanges,
  deskNewBookingSchema,
  deskNewCatSchema,
  deskNewOwnerSchema,
  type DeskNewBooking,
  type DeskStayChange,
  deskStayChangeSchema,
  type NewOwnerRecordView,
} from '../../domain/schemas/desk-bookings.ts';
import { linkAddress, makeLink } from '../accounts/links.ts';
import { BOOKING_NOT_FOUND, linksOf } from '../bookings/records.ts';
import { changeStay, makeStay } from '../bookings/stay-change.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookings, cats, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { accountInvitationMessage } from '../mail/account-invitation.ts';
import { queueMailInRequest } from '../mail/after-commit.ts';
import { stayBookedMessage, stayChangedMessage } from '../mail/hotel-messages.ts';
import { deskChange, signedInStaff } from './access.ts';
import { OVERBOOK_MANAGERS_ONLY, staleVersionMessage, stayNoticeFor } from './desk-actions.ts';
import { deskCat } from './desk-cats.ts';
import { bookingDetail } from './desk-stays.ts';
import { OWNER_NOT_FOUND } from './owners.ts';
import type { BookingDetailView } from '../../domain/contracts/desk-stays.ts';

// The desk books and changes stays for owners who phone or call in (issue 31): it makes the record
// of an owner new to the hotel (who is invited by e-mail to claim it), adds their cats, books the
// stay and changes any stay's dates, cats and services. Every stay goes through the owner's own
// path (api/bookings/stay-change.ts): the same rules, the one price authority, the places lock.

export const OWNER_EMAIL_TAKEN = 'An account already uses this e-mail address: search the owners for it, and book from their record.';
export const CAT_NOT_FOUND = 'Cat not found';

/**
 * An account the desk made holds no password until the owner claims it: no hash matches this,
 * so nobody signs in to it before the invitation (or a reset link) sets one.
 */
const UNCLAIMED = '!unclaimed';

/** An owner's account that still exists; a staff account or a deleted one answers as nobody (404). */
async function ownerAccount(db: Database, ownerId: string) {
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.role, 'owner'), isNull(users.deletedAt)));
  if (owner === undefined) throw new Problem(404, OWNER_NOT_FOUND);
  return owner;
}

/** Whether any care note was given: the desk wrote it, so the desk is named beside it. */
function writesCare(fields: Partial<CatCareChanges>): boolean {
  return Object.values(fields).some((note) => note !== undefined && note !== null);
}

/**
 * A stay the desk books for an owner (issue 31), in the transaction `changesInTransaction` opened:
 * 1. The owner must be an owner who still has an account (404 otherwise).
 * 2. The owner's path makes it: their own cats, the rules, the price, the places lock, and the
 *    first step of its history, acted by the member of staff.
 * 3. The owner is told by e-mail once their address is confirmed; an owner the desk just made is
 *    told by the invitation instead, and sees the stay once they claim the account.
 */
export async function bookForOwner(c: Context<AppEnv>, input: DeskNewBooking): Promise<BookingDetailView> {
  const staff = signedInStaff(c);
  const { db, deps } = c.var;
  const { ownerId, ...stay } = input;
  await ownerAccount(db, ownerId);
  const { booking } = await makeStay(db, deps, ownerId, stay, { actorId: staff.id });
  const detail = await bookingDetail(db, booking.id, todayAtHotel(deps.now()));
  const notice = await stayNoticeFor(c, booking, detail);
  if (notice !== null) await queueMailInRequest(c, `stay-booked:${booking.id}`, stayBookedMessage(notice));
  return detail;
}

/**
 * A change of a stay's dates, cats or services at the desk (issue 31), in the transaction
 * `changesInTransaction` opened. Exported for the owner's change requests, which apply an accepted
 * change through it.
 * 1. Lock the booking; the version the desk was shown must still be its own (409 otherwise).
 * 2. A stay that ended cannot change; a cat already in keeps its check-in day (409 with why).
 * 3. Over the places only by a manager's choice (`overbook`), as with a deposit (decision 0024).
 * 4. The owner's path changes it: price again from the one authority, places under the lock
 *    (a full night refuses, naming it), the history with who, why, and each value before and after.
 * 5. The owner is told by e-mail, with the reason; their app shows it after its next pull, and an
 *    edit they made on the older copy is refused (409, DESIGN 4.7).
 */
export async function changeStayAtDesk(c: Context<AppEnv>, bookingId: string, request: DeskStayChange): Promise<BookingDetailView> {
  const staff = signedInStaff(c);
  const { db, deps } = c.var;
  const [[booking], links] = await Promise.all([
    db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update'),
    linksOf(db, [bookingId]),
  ]);
  if (booking === undefined) throw new Problem(404, BOOKING_NOT_FOUND);
  if (request.version !== booking.version) throw new Problem(409, staleVersionMessage(booking));
  const refusal = deskChangeRefusal(booking, request.checkInDate !== undefined && request.checkInDate !== booking.checkIn);
  if (refusal !== null) throw new Problem(409, refusal);
  if (request.overbook === true && staff.role !== 'manager') throw new Problem(403, OVERBOOK_MANAGERS_ONLY);

  const { row } = await changeStay(db, deps, booking, links.get(booking.id)!, request, {
    actorId: staff.id,
    reason: request.reason,
    // The desk may move the check-out of a stay whose check-in day has passed (a cat staying longer).
    pastCheckInKept: ({ checkInKept }) => checkInKept,
    overbook: request.overbook,
  });

  const detail = await bookingDetail(db, booking.id, todayAtHotel(deps.now()));
  const notice = await stayNoticeFor(c, row, detail);
  if (notice !== null) {
    const before = { checkIn: booking.checkIn, checkOut: booking.checkOut, totalCents: booking.totalCents };
    await queueMailInRequest(c, `stay-changed:${booking.id}:${row.version}`, stayChangedMessage({ ...notice, reason: request.reason, before }));
  }
  return detail;
}

/** /api/staff/owners: a new owner's record, and a cat added to an owner's record. */
export const deskOwnerRoutes = new Hono<AppEnv>()
  /**
   * An owner new to the hotel: their account, holding the address but no password, and an
   * invitation e-mailed to claim it (the link sets the password and confirms the address). Staff
   * know who has an account, so an address already held is refused with a way forward.
   */
  .post('/', ...deskChange, sValidator('json', deskNewOwnerSchema, refuseInvalid), async (c) => {
    const staff = signedInStaff(c);
    const { db, deps } = c.var;
    const now = deps.now();
    const [owner] = await db
      .insert(users)
      .values({ ...c.req.valid('json'), passwordHash: UNCLAIMED, role: 'owner' })
      .onConflictDoNothing()
      .returning();
    if (owner === undefined) throw new Problem(409, OWNER_EMAIL_TAKEN, 'email');
    const link = await makeLink(db, { userId: owner.id, purpose: 'claim-account', email: owner.email, requestedBy: staff.id }, now);
    await queueMailInRequest(
      c,
      `account-invitation:${link.id}`,
      accountInvitationMessage({
        to: owner.email,
        firstName: owner.firstName,
        address: linkAddress(deps.publicUrl, 'claim-account', link.token),
        expiresAt: link.expiresAt,
      }),
    );
    return c.json({ ownerId: owner.id, invitationSentTo: owner.email } satisfies NewOwnerRecordView, 201);
  })
  .post('/:id/cats', ...deskChange, sValidator('param', idParam, refuseInvalid), sValidator('json', deskNewCatSchema, refuseInvalid), async (c) => {
    const staff = signedInStaff(c);
    const { db, deps } = c.var;
    const owner = await ownerAccount(db, c.req.valid('param').id);
    const { id, ...fields } = c.req.valid('json');
    const now = deps.now();
    const care = writesCare(fields) ? { careChangedBy: staff.id, careChangedAt: now } : {};
    const [created] = await db
      .insert(cats)
      .values({ ...fields, ...care, id: id ?? uuidv7(), ownerId: owner.id })
      .onConflictDoNothing()
      .returning();
    if (created === undefined) throw new Problem(409, 'A cat with this id already exists', 'id');
    return c.json(await deskCat(db, created.id), 201);
  });

/** /api/staff/cats/:id/care: a cat's care notes changed at the desk, with who and when. */
export const catCareRoutes = new Hono<AppEnv>().patch(
  '/:id/care',
  ...deskChange,
  sValidator('param', idParam, refuseInvalid),
  sValidator('json', catCareSchema, refuseInvalid),
  async (c) => {
    const staff = signedInStaff(c);
    const { db, deps } = c.var;
    const now = deps.now();
    // Only an owner's current cat: a removed cat's notes are the record of its past stays.
    const [changed] = await db
      .update(cats)
      .set({ ...c.req.valid('json'), careChangedBy: staff.id, careChangedAt: now, updatedAt: now })
      .where(and(eq(cats.id, c.req.valid('param').id), isNull(cats.removedAt)))
      .returning({ id: cats.id });
    if (changed === undefined) throw new Problem(404, CAT_NOT_FOUND);
    return c.json(await deskCat(db, changed.id), 200);
  },
);

/** The bodies of the two booking routes, mounted in desk.ts beside the desk's other stay actions. */
export const newDeskBooking = sValidator('json', deskNewBookingSchema, refuseInvalid);
export const deskStayChange = sValidator('json', deskStayChangeSchema, refuseInvalid);
