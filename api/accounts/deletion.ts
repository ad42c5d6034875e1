import { and, arrayContains, eq, gt, inArray, isNotNull, isNull, like, notInArray, or } from 'drizzle-orm';
import { todayAtHotel } from '../../domain/dates.ts';
import { HOTEL } from '../../domain/hotel.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import {
  accountLinks,
  bookingCats,
  bookings,
  catProofs,
  cats,
  catVaccinations,
  idempotencyKeys,
  liveUpdateCalls,
  mailOutbox,
  payments,
  sessions,
  signInFailures,
  users,
} from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { FORGOTTEN_MAIL } from '../mail/outbox.ts';
import { STOP_ASKING_AFTER_MS } from '../payments/reconcile.ts';
import { deleteStayPhotosOf } from '../photos/records.ts';

// Deleting an owner's account (issue 16, POPIA). What goes and what stays:
//
// - Gone: the cats (but see below), every booking no money was ever taken for (with its cats,
//   services, checkouts and history), the sessions, Idempotency-Keys, e-mailed links, sign-in
//   failures of the address, and mail to the address not sent yet.
// - Blanked (issue 30): the words of mail sent to the owner or about the owner's things, and every
//   stored Idempotency-Key answer, the hotel's staff's too, that names the owner or their things.
// - Kept: a booking money was taken for (or may still be: a checkout open at the provider), with its payments and history, because the hotel keeps
//   booking records 7 years for its accounts (the hotel's terms: "Booking records are kept 7
//   years"). Its contact details and special requests are cleared; a cat it names stays only as a
//   name-less record with every care field cleared, so the booking keeps its count of cats.
// - The account row stays only when such a booking does, as the owner of it: names, phone and
//   address cleared, the e-mail replaced by a placeholder that is no address, holding no address,
//   a password hash nothing matches, and `deleted_at` set. With nothing to keep it goes too.
// - Gone too, kept booking or not (issue 34): the photos staff posted of the owner's cats. Their
//   rows go here; their files once the deletion has committed (the route's
//   api/photos/kept-files.ts), so a deletion rolled back never loses a photo.

export const STAY_UNDER_WAY = `Your account cannot be deleted while you have a confirmed stay ahead or a cat staying with us. Please call the hotel on ${HOTEL.phoneDisplay} and we will help you.`;
export const STAFF_ACCOUNT = 'A staff account is removed by a manager on the team page, not deleted here.';

/** What a kept cat of a deleted account is called: nothing (no cat's name is shorter than 2 characters). */
export const NAMELESS_CAT = '';

/** Money moved for a payment in these states, so the booking is part of the hotel's accounts. */
const MONEY_TAKEN = ['captured', 'refunded', 'reversed', 'paid_twice'] as const;

/** Not an address: nobody can sign in with it, send to it, or register it. */
export function deletedAccountEmail(id: string): string {
  return `deleted-account-${id}`;
}

/** What a stored answer that named a deleted owner says when its Idempotency-Key is sent again. */
export const ANSWER_FORGOTTEN =
  'This change was made, but its answer named an account that has since been deleted, so it is no longer kept. Reload to see how things stand now.';

/**
 * Blanks every stored Idempotency-Key answer, whoever's key it is (a desk action's answer names the
 * owner of the stay), that carries one of `ids`: the owner's, the stays', the cats' and the
 * payments'. Every answer about an owner's things names it by one of these ids, and an id is a
 * UUID nothing else contains, so this finds them without reading the JSON for names. The key stays
 * claimed, so the change is not made twice; its repeat is told the answer is gone (410).
 */
async function forgetAnswersAbout(db: Database, ids: readonly string[]): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 410, responseBody: JSON.stringify({ message: ANSWER_FORGOTTEN }) })
    .where(or(...ids.map((id) => like(idempotencyKeys.responseBody, `%${id}%`))));
}

/**
 * The owner's mail, sent or not: to the address, or keyed by one of `ids` (a receipt's payment, a
 * stay's confirmation, a change of address sent to the new address). Unsent mail goes; sent mail
 * keeps only its key, so the same message is never queued again, and its times.
 */
async function forgetMailAbout(db: Database, email: string | null, ids: readonly string[]): Promise<void> {
  const about = or(
    ...(email === null ? [] : [arrayContains(mailOutbox.recipients, [email]), arrayContains(mailOutbox.recipients, [email.toLowerCase()])]),
    ...ids.map((id) => like(mailOutbox.key, `%${id}%`)),
  );
  await db.delete(mailOutbox).where(and(isNull(mailOutbox.sentAt), about));
  await db
    .update(mailOutbox)
    .set(FORGOTTEN_MAIL)
    .where(and(isNotNull(mailOutbox.sentAt), about));
}

/** What the caller does once the deletion has committed: delete the files of the photos whose rows went (their storage keys). */
export interface AccountDeleted {
  photoStorageKeys: string[];
}

/** Deletes `owner`'s account in `db` (the request's transaction); 409 while a stay is under way. */
export async function deleteAccount(db: Database, owner: UserRow, now: Date): Promise<AccountDeleted> {
  if (owner.role !== 'owner') throw new Problem(403, STAFF_ACCOUNT);
  // Locked, so a desk check-in or a deposit paid at this moment waits for the answer here.
  const stays = await db.select().from(bookings).where(eq(bookings.ownerId, owner.id)).for('update');
  const today = todayAtHotel(now);
  if (stays.some((stay) => stay.status === 'checked_in' || (stay.status === 'confirmed' && stay.checkOut > today))) {
    throw new Problem(409, STAY_UNDER_WAY);
  }
  // A checkout still open at the provider may yet take money (a PayFast payment is told us
  // afterwards): its booking is kept, so the payment finds its record when it comes.
  const checkoutOpen = and(
    eq(payments.status, 'created'),
    isNotNull(payments.providerOrderId),
    gt(payments.createdAt, new Date(now.getTime() - STOP_ASKING_AFTER_MS)),
  );
  const paid = await db
    .selectDistinct({ bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.ownerId, owner.id), or(inArray(payments.status, [...MONEY_TAKEN]), checkoutOpen)));
  const paidIds = new Set(paid.map((row) => row.bookingId));
  const kept = stays
    .filter((stay) => paidIds.has(stay.id) || stay.paymentStatus === 'deposit_paid' || stay.paymentStatus === 'paid')
    .map((stay) => stay.id);

  // Every id that an answer or a message about this owner carries, gathered before the rows go.
  const ownCatIds = await db.select({ id: cats.id }).from(cats).where(eq(cats.ownerId, owner.id));
  const ownPayments = await db.select({ id: payments.id }).from(payments).where(eq(payments.ownerId, owner.id));
  const ids = [owner.id, ...stays.map((stay) => stay.id), ...ownCatIds.map((cat) => cat.id), ...ownPayments.map((payment) => payment.id)];

  // Before the stays go: their photos would go with them, and the keys of their files with them.
  const photoStorageKeys = await deleteStayPhotosOf(db, { catIds: ownCatIds.map((cat) => cat.id), bookingIds: stays.map((stay) => stay.id) });

  const ownBookings = eq(bookings.ownerId, owner.id);
  await db.delete(bookings).where(kept.length === 0 ? ownBookings : and(ownBookings, notInArray(bookings.id, kept)));
  const namedByKept =
    kept.length === 0 ? [] : await db.selectDistinct({ id: bookingCats.catId }).from(bookingCats).where(inArray(bookingCats.bookingId, kept));
  const keptCats = namedByKept.map((row) => row.id);
  const ownCats = eq(cats.ownerId, owner.id);
  await db.delete(cats).where(keptCats.length === 0 ? ownCats : and(ownCats, notInArray(cats.id, keptCats)));
  if (keptCats.length > 0) {
    // A kept cat's health records and their photos say nothing the money records need.
    await db.delete(catVaccinations).where(inArray(catVaccinations.catId, keptCats));
    await db.delete(catProofs).where(inArray(catProofs.catId, keptCats));
    await db
      .update(cats)
      .set({
        name: NAMELESS_CAT,
        breed: null,
        age: null,
        ageMonths: null,
        gender: null,
        weight: null,
        color: null,
        specialNeeds: null,
        medicalInfo: null,
        dietaryRequirements: null,
        vaccinationRecords: null,
        emergencyContact: null,
        spayNeuterCheckedBy: null,
        spayNeuterCheckedAt: null,
        removedAt: now,
        updatedAt: now,
      })
      .where(inArray(cats.id, keptCats));
  }
  if (kept.length > 0) {
    await db
      .update(bookings)
      .set({ contactFirstName: null, contactLastName: null, contactEmail: null, contactPhone: null, specialRequests: null, updatedAt: now })
      .where(inArray(bookings.id, kept));
    // What the owner wrote when asking for a Live Update call is theirs, like their special requests.
    await db.update(liveUpdateCalls).set({ note: null }).where(inArray(liveUpdateCalls.bookingId, kept));
  }

  await db.delete(sessions).where(eq(sessions.userId, owner.id));
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.ownerId, owner.id));
  await forgetAnswersAbout(db, ids);
  await db.delete(accountLinks).where(eq(accountLinks.userId, owner.id));
  await db.delete(signInFailures).where(eq(signInFailures.accountId, owner.id));
  // The address's failures and mail are its holder's: an account that only names the address (it
  // registered one another account holds) must not wipe the holder's count or mail (issue 30).
  if (owner.holdsEmail) await db.delete(signInFailures).where(eq(signInFailures.email, owner.email.toLowerCase()));
  await forgetMailAbout(db, owner.holdsEmail ? owner.email : null, ids);

  if (kept.length === 0) {
    await db.delete(users).where(eq(users.id, owner.id));
    return { photoStorageKeys };
  }
  await db
    .update(users)
    .set({
      email: deletedAccountEmail(owner.id),
      // Not an argon2 hash, so verifyPassword refuses every password.
      passwordHash: '!deleted',
      firstName: null,
      lastName: null,
      phone: null,
      address: null,
      holdsEmail: false,
      emailConfirmedAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, owner.id));
  return { photoStorageKeys };
}
