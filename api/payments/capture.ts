import { eq } from 'drizzle-orm';
import { bookingStatusLabel, owesDeposit } from '../../domain/booking-status.ts';
import { refuseUnlessPlacesStillFree } from '../bookings/holds.ts';
import type { BookingRow } from '../bookings/records.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookings, payments } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import type { QueueMail } from '../mail/outbox.ts';
import { ProviderUnavailableError } from './provider.ts';
import { type CaptureWitness, lockPayment, type PaymentRow, settleCapture } from './settle.ts';

export const DEPOSIT_ALREADY_PAID = 'The deposit for this booking is already paid';
export const DEPOSIT_RETURNED = 'The deposit paid for this booking was returned by the payment service; please contact us to pay it again';

/** Provider calls can fail for a while; the owner may try again, since every call is idempotent. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new Problem(503, 'The payment service is not answering just now; please try again in a few minutes');
    }
    throw error;
  }
}

export function refuseUnpayable(booking: BookingRow): void {
  // A stay that ended one way or another (a no-show included, now the desk can mark one) takes no deposit.
  if (booking.status === 'cancelled' || booking.status === 'completed' || booking.status === 'no_show') {
    throw new Problem(409, `This booking is ${bookingStatusLabel(booking.status, booking.cancelledBy).toLowerCase()}; no deposit can be paid for it`);
  }
  if (!owesDeposit(booking.paymentStatus)) throw new Problem(409, DEPOSIT_ALREADY_PAID);
}

/** Which checkout: our payment id, and the booking it pays for. */
export type Checkout = Pick<PaymentRow, 'id' | 'bookingId'>;

/**
 * The booking's row, then the payment's, locked to the end of the transaction: the order every
 * witness of a capture locks them in (decision 0013), so two of them never wait on each other.
 */
export async function lockCheckout(tx: Database, checkout: Checkout): Promise<{ booking: BookingRow; payment: PaymentRow }> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, checkout.bookingId)).for('update');
  const payment = await lockPayment(tx, checkout.id);
  if (booking === undefined || payment === undefined) throw new Error(`No checkout ${checkout.id} of booking ${checkout.bookingId}`);
  return { booking, payment };
}

/**
 * How long a capture holds its booking's places while the provider is asked: far longer than any
 * provider call (they time out within seconds), short enough that a server stopping mid-capture
 * frees them soon; a capture recorded meanwhile makes them the booking's for good.
 */
const PLACES_CLAIM_MS = 10 * 60 * 1000;

/**
 * Captures an approved checkout through the provider and records it once (settle.ts): the owner's
 * return from the checkout and the reconciliation pass both come here. No transaction is open while
 * the provider is asked, which may take a minute with the adapter's retries: a row lock and a pool
 * connection held that long would let ten slow captures stop the hotel (decision 0013). So:
 *
 * 1. Under the booking's lock, check the checkout may be captured, and commit: a booking whose hold
 *    lapsed is checked for places first, so a stay that no longer fits is refused (409) before
 *    anything is captured. A checkout captured already answers at once, without asking again.
 * 2. Ask the provider, outside any transaction. Asking twice (another tab, a retry, the pass) is
 *    safe: the capture's PayPal-Request-Id is the payment's, so the provider captures once.
 * 3. Record the capture in a new short transaction, through the one way every witness records it:
 *    whoever recorded it meanwhile (a webhook that came first, another tab), it is recorded once,
 *    with one receipt, queued in that transaction (`queueMailIn`).
 *
 * A server that stops between the steps leaves the checkout open, to be found by the owner's next
 * try, the provider's notice or the hourly pass, each asking with the same ids.
 */
export async function captureDeposit(
  deps: AppDeps,
  checkout: Checkout,
  witness: CaptureWitness,
  queueMailIn: (tx: Database) => QueueMail,
): Promise<PaymentRow> {
  const asked = await deps.db.transaction(async (tx): Promise<{ captured: PaymentRow } | { orderId: string }> => {
    const { booking, payment } = await lockCheckout(tx, checkout);
    if (payment.status === 'captured') return { captured: payment };
    refuseReturned(payment);
    refuseUnpayable(booking);
    await refuseUnlessPlacesStillFree(tx, deps, booking);
    if (payment.providerOrderId === null) throw new Problem(409, 'This checkout was never opened; start the payment again');
    // Still under the places lock: until the capture is recorded, these places are this payment's,
    // so owners capturing for the last place at once are refused before any is charged.
    await tx
      .update(payments)
      .set({ placesClaimedUntil: new Date(deps.now().getTime() + PLACES_CLAIM_MS) })
      .where(eq(payments.id, checkout.id));
    return { orderId: payment.providerOrderId };
  });
  if ('captured' in asked) return asked.captured;
  const { orderId } = asked;
  const outcome = await askProvider(() => deps.payments.captureOrder({ orderId, paymentId: checkout.id }));
  if (outcome.state === 'declined' || outcome.state === 'not_approved') {
    // Nothing was charged: the places go back to whoever pays first.
    await deps.db.update(payments).set({ placesClaimedUntil: null }).where(eq(payments.id, checkout.id));
  }
  if (outcome.state === 'declined') throw new Problem(402, `The payment was declined: ${outcome.reason}`);
  if (outcome.state === 'not_approved') {
    throw new Problem(409, 'The payment has not been approved yet; finish the checkout first');
  }
  return deps.db.transaction(async (tx) => {
    await lockCheckout(tx, checkout);
    const { payment } = await settleCapture(tx, deps, checkout.id, outcome, witness, queueMailIn(tx));
    // A refund or chargeback notice that came while the provider was asked: the capture is known and given back.
    refuseReturned(payment);
    return payment;
  });
}

/** Only a person can judge whether to take a deposit again once it was given back (a refund, a chargeback). */
function refuseReturned(payment: PaymentRow): void {
  if (payment.status === 'refunded' || payment.status === 'reversed') throw new Problem(409, DEPOSIT_RETURNED);
}
