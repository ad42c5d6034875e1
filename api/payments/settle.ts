import { and, eq, ne, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../domain/money.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookings, payments } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import type { Log } from '../log.ts';
import { depositReceipt, depositReceiptKey } from '../mail/deposit-receipt.ts';
import type { QueueMail } from '../mail/outbox.ts';
import { recordBookingEvent } from '../staff/booking-history.ts';

// One place records a deposit the provider captured, whoever learns of it first: the owner coming
// back from the checkout, the provider's own notification (a PayPal webhook, a PayFast ITN), or the
// hourly reconciliation pass. Each of them runs this in its own transaction, and the payment row is
// locked first, so the second to arrive finds it captured and changes nothing: one capture, one
// confirmation, one receipt.

export type PaymentRow = typeof payments.$inferSelect;

export interface Capture {
  captureId: string;
  amountCents: number;
  currency: string;
}

/** Who learnt of the capture, kept in the booking's history so the desk can tell. */
export type CaptureWitness = 'owner-return' | 'provider-notice' | 'reconciliation';

export const PAID_TWICE = 'Captured after this booking’s deposit was already taken: refund one of the two';

export const AMOUNT_MISMATCH = 'The payment service reported a different amount, so nothing was marked paid. Please contact us.';

/** The payment row, locked to the end of the transaction. */
export async function lockPayment(db: Database, paymentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

/**
 * Marks `paymentId` captured and its booking's deposit paid (a pending stay becomes confirmed), and
 * queues the receipt; answers whether this call was the one that did it. The provider's capture is
 * the only evidence of payment, so its amount must be the amount this server asked for.
 */
export async function settleCapture(
  db: Database,
  deps: AppDeps,
  paymentId: string,
  capture: Capture,
  witness: CaptureWitness,
  queueMail: QueueMail,
): Promise<{ payment: PaymentRow; first: boolean }> {
  const payment = await lockPayment(db, paymentId);
  if (payment === undefined) throw new Error(`No payment ${paymentId}`);
  // Captured already, or captured and since given back: either way this capture is known.
  if (payment.status !== 'created' && payment.status !== 'declined') return { payment, first: false };
  if (capture.amountCents !== payment.amountCents || capture.currency !== payment.currency) {
    deps.log.error(
      `Deposit ${payment.id}: provider captured ${capture.amountCents} ${capture.currency}, expected ${payment.amountCents} ${payment.currency}`,
    );
    throw new Problem(502, AMOUNT_MISMATCH);
  }
  const now = deps.now();
  if (await depositAlreadyTaken(db, payment)) return { payment: await recordPaidTwice(db, deps.log, now, payment, capture), first: false };
  const [captured] = await db
    .update(payments)
    .set({ status: 'captured', captureId: capture.captureId, capturedAt: now, failureReason: null, claimedUntil: null })
    .where(eq(payments.id, payment.id))
    .returning();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
  // A stay cancelled meanwhile stays cancelled: the money is recorded, and the desk sees it in the history.
  const status = booking!.status === 'pending' ? 'confirmed' : booking!.status;
  await db
    .update(bookings)
    .set({ paymentStatus: 'deposit_paid', status, version: sql`${bookings.version} + 1`, updatedAt: now })
    .where(eq(bookings.id, payment.bookingId));
  // Only the booking's owner opens its checkout, so the owner is the one who paid.
  await recordBookingEvent(db, now, {
    bookingId: payment.bookingId,
    actorId: booking!.ownerId,
    action: 'deposit-online',
    fromStatus: booking!.status,
    toStatus: status,
    details: { amount: centsToDecimal(payment.amountCents), currency: payment.currency, provider: payment.provider, via: witness },
  });
  const receipt = await depositReceipt(db, deps, payment.id);
  if (receipt !== null) await queueMail(depositReceiptKey(payment.id), receipt);
  return { payment: captured!, first: true };
}

/** Whether the booking's deposit was taken by another payment already (at the desk, or another provider). */
async function depositAlreadyTaken(db: Database, payment: PaymentRow): Promise<boolean> {
  const [other] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.bookingId, payment.bookingId), eq(payments.kind, 'deposit'), eq(payments.status, 'captured'), ne(payments.id, payment.id)),
    );
  return other !== undefined;
}

/**
 * The provider took a deposit the booking had already been paid (an owner who paid at the desk,
 * then finished the online checkout they had left open): the money moved, so it is recorded, as
 * `paid_twice`, and the booking's history tells the desk to refund one. Nothing else changes: the
 * booking is paid, and the owner gets no second receipt.
 */
async function recordPaidTwice(db: Database, log: Log, now: Date, payment: PaymentRow, capture: Capture): Promise<PaymentRow> {
  const [recorded] = await db
    .update(payments)
    .set({ status: 'paid_twice', captureId: capture.captureId, capturedAt: now, claimedUntil: null, failureReason: PAID_TWICE })
    .where(eq(payments.id, payment.id))
    .returning();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
  log.warn(
    `Deposit ${payment.id}: captured at ${payment.provider} after booking ${payment.bookingId}'s deposit was already taken; one is to be refunded`,
  );
  await recordBookingEvent(db, now, {
    bookingId: payment.bookingId,
    actorId: booking!.ownerId,
    action: 'deposit-paid-twice',
    fromStatus: booking!.status,
    toStatus: booking!.status,
    details: { amount: centsToDecimal(payment.amountCents), currency: payment.currency, provider: payment.provider },
  });
  return recorded!;
}

/**
 * A capture the provider later gave back (refunded) or had taken back (a chargeback): the hotel no
 * longer holds the deposit, so the booking owes it again. The stay keeps its status; whether to keep
 * it is the desk's call, and the history says what happened. Answers whether anything changed.
 *
 * The provider's notices can come in any order, so the return of a capture nobody here has heard of
 * yet (its own notice late, every answer to our capture lost) is recorded too when `captureId` names
 * it: the payment is marked returned at once, and the capture, when it is heard of, finds it so and
 * changes nothing (settleCapture). The deposit was never counted as paid, so no receipt is owed.
 */
export async function settleReturnedCapture(
  db: Database,
  deps: AppDeps,
  paymentId: string,
  outcome: 'refunded' | 'reversed',
  captureId?: string,
): Promise<boolean> {
  const payment = await lockPayment(db, paymentId);
  if (payment === undefined) return false;
  const unheard = (payment.status === 'created' || payment.status === 'declined') && captureId !== undefined;
  if (payment.status !== 'captured' && !unheard) return false;
  // Another capture of this payment than the one recorded is not this payment's to return.
  if (captureId !== undefined && payment.captureId !== null && payment.captureId !== captureId) return false;
  const now = deps.now();
  await db
    .update(payments)
    .set({ status: outcome, captureId: captureId ?? payment.captureId, claimedUntil: null })
    .where(eq(payments.id, payment.id));
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
  // A stay paid in full at the desk stays paid in full; the history tells the desk of the R100. A
  // checkout whose capture came back before we heard of it is no longer under way.
  if (booking!.paymentStatus === 'deposit_paid' || (unheard && booking!.paymentStatus === 'deposit_pending')) {
    await db
      .update(bookings)
      .set({ paymentStatus: 'pending', version: sql`${bookings.version} + 1`, updatedAt: now })
      .where(eq(bookings.id, payment.bookingId));
  }
  await recordBookingEvent(db, now, {
    bookingId: payment.bookingId,
    actorId: booking!.ownerId,
    action: outcome === 'refunded' ? 'deposit-refunded' : 'deposit-reversed',
    fromStatus: booking!.status,
    toStatus: booking!.status,
    details: { amount: centsToDecimal(payment.amountCents), currency: payment.currency, provider: payment.provider },
  });
  return true;
}
