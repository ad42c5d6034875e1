import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { BookingEventAction } from '../../domain/booking-events.ts';
import { type BookingStatus, bookingStatusLabel, owesDeposit } from '../../domain/booking-status.ts';
import { kilogramWords } from '../../domain/cat-weight.ts';
import { todayAtHotel } from '../../domain/dates.ts';
import { centsToDecimal, formatRand } from '../../domain/money.ts';
import { type DeskPaymentMethod, deskRefusal, owedCents, settlementKind, type StayMoney } from '../../domain/stay-life.ts';
import { mailableAddress } from '../accounts/confirmed-address.ts';
import { refuseUnlessPlacesStillFree } from '../bookings/holds.ts';
import { BOOKING_NOT_FOUND, type BookingRow } from '../bookings/records.ts';
import type { AppEnv } from '../context.ts';
import { bookingCats, bookings, cats, payments, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { queueMailInRequest } from '../mail/after-commit.ts';
import { type StayNotice, stayCancelledMessage, stayConfirmedMessage } from '../mail/hotel-messages.ts';
import { reportCardMessage } from '../mail/report-card.ts';
import { stayPagesOf } from '../bookings/stay-page.ts';
import { reportCardOf } from '../../domain/diary.ts';
import { signedInStaff } from './access.ts';
import { recordBookingEvent } from './booking-history.ts';
import { copyCarePlansIntoStay } from './care-log.ts';
import { bookingDetail, settledCents } from './desk-stays.ts';
import type { BookingDetailView } from '../../domain/contracts/desk-stays.ts';

/** An action and what the desk sent with it (each route's schema checked the fields). */
export type DeskRequest = { version: number } & (
  | { action: 'deposit'; method: DeskPaymentMethod; overbook?: boolean | undefined }
  | { action: 'no-show' }
  | { action: 'check-in'; method?: DeskPaymentMethod | null; weights?: CatWeight[] | undefined; recordsOverride?: string | undefined }
  | { action: 'check-out'; method?: DeskPaymentMethod | null; weights?: CatWeight[] | undefined; partingNote?: string | null | undefined }
  | { action: 'cancel'; reason: string }
);

/** A cat on the desk's scale at check-in or check-out (domain/cat-weight.ts). */
interface CatWeight {
  catId: string;
  grams: number;
}

/** Money taken at the desk in the same step. */
interface MoneyTaken {
  kind: 'deposit' | 'balance' | 'extras';
  method: DeskPaymentMethod;
  amountCents: number;
}

/** What an action does to the booking, beyond raising its version. */
interface StayChange {
  event: BookingEventAction;
  status: BookingStatus;
  columns: Partial<Pick<BookingRow, 'paymentStatus' | 'cancelledBy' | 'cancelReason' | 'checkedInAt' | 'checkedOutAt' | 'partingNote'>>;
  payment?: MoneyTaken;
  reason?: string;
}

/**
 * What is owed when the cat checks in or out (domain/stay-life.ts: the balance at check-in, later
 * additions at check-out), taken in the same step. Only the server knows what is owed, so only it
 * can tell whether a way of paying was needed; once taken, the stay is paid.
 */
function settle(change: StayChange, request: { method?: DeskPaymentMethod | null }, stay: StayMoney): StayChange {
  const owed = owedCents(stay);
  if (owed === 0) return { ...change, columns: { ...change.columns, paymentStatus: 'paid' } };
  if (!request.method) throw new Problem(400, `${formatRand(owed)} is left to pay: choose cash or card`, 'method');
  return {
    ...change,
    columns: { ...change.columns, paymentStatus: 'paid' },
    payment: { kind: settlementKind(stay), method: request.method, amountCents: owed },
  };
}

function changeFor(request: DeskRequest, booking: BookingRow, settled: number, now: Date): StayChange {
  const stay: StayMoney = { ...booking, settledCents: settled };
  switch (request.action) {
    case 'deposit':
      return {
        event: 'deposit-desk',
        status: 'confirmed',
        columns: { paymentStatus: 'deposit_paid' },
        payment: { kind: 'deposit', method: request.method, amountCents: booking.depositCents },
      };
    case 'check-in':
      return settle({ event: 'checked-in', status: 'checked_in', columns: { checkedInAt: now } }, request, stay);
    case 'check-out':
      return settle(
        { event: 'checked-out', status: 'completed', columns: { checkedOutAt: now, partingNote: request.partingNote ?? null } },
        request,
        stay,
      );
    case 'cancel':
      // The deposit is never refunded (terms), so the payment status stays as it is.
      return { event: 'cancelled', status: 'cancelled', columns: { cancelledBy: 'hotel', cancelReason: request.reason }, reason: request.reason };
    case 'no-show':
      return { event: 'no-show', status: 'no_show', columns: {} };
  }
}

export function staleVersionMessage(booking: Pick<BookingRow, 'status' | 'cancelledBy'>): string {
  return `This booking was changed by someone else since you opened it: it is now ${bookingStatusLabel(booking.status, booking.cancelledBy)}. Check it and try again.`;
}

/**
 * One desk action on one stay, in the transaction `changesInTransaction` opened (so a replayed
 * Idempotency-Key gets this answer back and nothing runs twice):
 *
 * 1. Lock the booking row: a second action on it, from another phone at the desk, waits here.
 * 2. The version the desk was shown must still be the booking's; otherwise someone acted first,
 *    and the desk is told what the stay is now (409), never acts on a copy it has not seen.
 * 3. The stay's rules (domain/stay-life.ts) must allow the action today (409 with their reason).
 * 4. Write the new status with a raised version, the money taken, and the step in the history.
 * 5. Queue the owner's e-mail when the hotel confirmed or cancelled their stay.
 * 6. Answer with the booking's page as it now is.
 */
export async function actOnStay(c: Context<AppEnv>, bookingId: string, request: DeskRequest): Promise<BookingDetailView> {
  const staff = signedInStaff(c);
  const { db, deps } = c.var;
  const now = deps.now();
  const today = todayAtHotel(now);

  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (booking === undefined) throw new Problem(404, BOOKING_NOT_FOUND);

  if (request.version !== booking.version) throw new Problem(409, staleVersionMessage(booking));

  const refusal = deskRefusal(request.action, booking, today);
  if (refusal !== null) throw new Problem(409, refusal);

  const overbooked = request.action === 'deposit' && (await refuseDepositWithoutPlaces(c, booking, request.overbook === true));
  const recordsOverride = request.action === 'check-in' ? request.recordsOverride : undefined;
  const overridden = request.action === 'check-in' ? await refuseCheckInWithoutRecords(c, booking, today, recordsOverride) : [];
  const weighed =
    request.action === 'check-in' || request.action === 'check-out' ? await weighCats(c, booking, request.action, request.weights ?? []) : undefined;
  const [{ settled } = { settled: 0 }] = await db.select({ settled: settledCents }).from(bookings).where(eq(bookings.id, booking.id));
  const change = changeFor(request, booking, settled, now);
  await db
    .update(bookings)
    .set({ ...change.columns, status: change.status, version: sql`${bookings.version} + 1`, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  // The stay's care plan begins as each cat's own, confirmed by whoever checks the cats in.
  if (request.action === 'check-in') await copyCarePlansIntoStay(db, booking.id, staff.id, now);
  const { payment } = change;
  if (payment !== undefined) {
    await db.insert(payments).values({
      bookingId: booking.id,
      ownerId: booking.ownerId,
      provider: 'desk',
      kind: payment.kind,
      method: payment.method,
      recordedBy: staff.id,
      amountCents: payment.amountCents,
      currency: 'ZAR',
      status: 'captured',
      createdAt: now,
      capturedAt: now,
    });
  }
  await recordBookingEvent(db, now, {
    bookingId: booking.id,
    actorId: staff.id,
    action: change.event,
    fromStatus: booking.status,
    toStatus: change.status,
    reason: overridden.length > 0 ? recordsOverride : change.reason,
    details: eventDetails(payment, overbooked, overridden, weighed),
  });

  const detail = await bookingDetail(db, booking.id, today);
  await tellOwner(c, request, booking, detail);
  return detail;
}

/** What the history keeps of the step beyond its reason: the money taken, and any rule set aside on purpose. */
function eventDetails(payment: MoneyTaken | undefined, overbooked: boolean, overridden: readonly string[], weighed: string | undefined) {
  const details = {
    ...(weighed === undefined ? {} : { weighed }),
    ...(payment === undefined ? {} : { method: payment.method, amount: centsToDecimal(payment.amountCents) }),
    ...(overbooked ? { overbooked: 'yes' } : {}),
    ...(overridden.length > 0 ? { recordsOverridden: overridden.join('; ') } : {}),
  };
  return Object.keys(details).length === 0 ? undefined : details;
}

export const NOT_A_CAT_OF_THE_STAY = 'Weigh only the cats of this stay';

/**
 * Each cat on the desk's scale (issue 33), kept on the stay's own line for the cat, at check-in or
 * check-out; a cat not of this stay is refused (400) and nothing is written. Answers the weights in
 * words for the history ("Mochi 4.2 kg"), undefined when no cat was weighed.
 */
async function weighCats(
  c: Context<AppEnv>,
  booking: BookingRow,
  action: 'check-in' | 'check-out',
  weights: readonly CatWeight[],
): Promise<string | undefined> {
  if (weights.length === 0) return undefined;
  const { db } = c.var;
  const staying = await db
    .select({ id: cats.id, name: cats.name })
    .from(bookingCats)
    .innerJoin(cats, eq(cats.id, bookingCats.catId))
    .where(eq(bookingCats.bookingId, booking.id));
  const words: string[] = [];
  for (const { catId, grams } of weights) {
    const cat = staying.find((one) => one.id === catId);
    if (cat === undefined) throw new Problem(400, NOT_A_CAT_OF_THE_STAY, 'weights');
    await db
      .update(bookingCats)
      .set(action === 'check-in' ? { weightInGrams: grams } : { weightOutGrams: grams })
      .where(and(eq(bookingCats.bookingId, booking.id), eq(bookingCats.catId, catId)));
    words.push(`${cat.name} ${kilogramWords(grams)}`);
  }
  return words.join(', ');
}

export const RECORDS_OVERRIDE_MANAGERS_ONLY =
  'Only a manager may check a cat in without the vaccination records the house asks for. Ask a manager, or ask the owner for the vaccination book.';

/**
 * Check-in asks the house's vaccination rules of every cat of the stay (issue 33), as the owner was
 * told on the booking and by e-mail: a cat whose records are missing, or not valid through
 * check-out, is not checked in (409, naming each problem). A manager may check it in anyway, with a
 * reason the history keeps beside the problems set aside. Answers those problems: none when the
 * records meet the rules. They are the desk's own reading of the stay (`recordProblems`), so the
 * desk is refused for exactly what it was shown.
 */
async function refuseCheckInWithoutRecords(c: Context<AppEnv>, booking: BookingRow, today: string, override: string | undefined): Promise<string[]> {
  const problems = (await bookingDetail(c.var.db, booking.id, today)).recordProblems;
  if (problems.length === 0) return [];
  if (override === undefined) {
    throw new Problem(409, `${problems.join('. ')}. A manager may check in anyway, with a reason.`, 'records');
  }
  if (signedInStaff(c).role !== 'manager') throw new Problem(403, RECORDS_OVERRIDE_MANAGERS_ONLY);
  return problems;
}

export const OVERBOOK_MANAGERS_ONLY = 'Only a manager may confirm a stay over the hotel’s places. Ask a manager, or offer the owner other dates.';

/**
 * A deposit at the desk checks the stay's places as an online payment does (decision 0024): paid
 * stays, closures and capacity, under the places lock. A manager may confirm it over the places on
 * purpose (`overbook`); plain staff may not, as the places are the manager's to set. Answers whether
 * the stay was confirmed over the places, for its history.
 */
async function refuseDepositWithoutPlaces(c: Context<AppEnv>, booking: BookingRow, overbook: boolean): Promise<boolean> {
  const { db, deps } = c.var;
  if (!overbook) {
    await refuseUnlessPlacesStillFree(db, deps, booking);
    return false;
  }
  if (signedInStaff(c).role !== 'manager') throw new Problem(403, OVERBOOK_MANAGERS_ONLY);
  try {
    await refuseUnlessPlacesStillFree(db, deps, booking);
    return false;
  } catch (error) {
    if (error instanceof Problem && error.status === 409) return true;
    throw error;
  }
}

/**
 * The e-mail to the account's own address when the hotel confirmed or cancelled the stay, or sent
 * the cats home with their report card (issue 34), once that address is confirmed (issue 16); keyed
 * by the stay, so the outbox never holds two of one kind.
 */
async function tellOwner(c: Context<AppEnv>, request: DeskRequest, booking: BookingRow, detail: BookingDetailView): Promise<void> {
  if (request.action !== 'deposit' && request.action !== 'cancel' && request.action !== 'check-out') return;
  const notice = await stayNoticeFor(c, booking, detail);
  if (notice === null) return;
  if (request.action === 'check-out') {
    // The card reads the diary as the owner's page does, in this transaction: what it says is what the page says.
    const page = (await stayPagesOf(c.var.db, [booking.id])).get(booking.id)!;
    const card = reportCardOf({ nights: booking.nights, cats: detail.cats }, page);
    const stayUrl = `${c.var.deps.publicUrl}/stays/${booking.id}`;
    await queueMailInRequest(c, `report-card:${booking.id}`, reportCardMessage({ ...notice, stayUrl }, card));
  } else if (request.action === 'deposit') {
    await queueMailInRequest(c, `stay-confirmed:${booking.id}`, stayConfirmedMessage({ ...notice, method: request.method }));
  } else {
    const depositPaid = !owesDeposit(booking.paymentStatus);
    await queueMailInRequest(c, `stay-cancelled:${booking.id}`, stayCancelledMessage({ ...notice, reason: request.reason, depositPaid }));
  }
}

/**
 * The stay as a message to its owner tells it, from the booking as it now is; null when the account
 * has no confirmed address of its own to write to (issue 16).
 */
export async function stayNoticeFor(c: Context<AppEnv>, booking: BookingRow, detail: BookingDetailView): Promise<StayNotice | null> {
  const [owner] = await c.var.db.select().from(users).where(eq(users.id, booking.ownerId));
  const to = owner === undefined ? null : mailableAddress(owner);
  if (to === null) return null;
  return {
    to: [to],
    ownerFirstName: detail.owner.firstName,
    bookingId: booking.id,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    stayTypeName: detail.stayTypeName,
    catNames: detail.cats.map((cat) => cat.name),
    numberOfCats: booking.numberOfCats,
    totalCents: booking.totalCents,
    depositCents: booking.depositCents,
    dashboardUrl: `${c.var.deps.publicUrl}/dashboard`,
  };
}
