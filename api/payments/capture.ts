import { bookingStatusLabel, owesDeposit } from '../../domain/booking-status.ts';
import { refuseUnlessStillHeld } from '../bookings/holds.ts';
import type { BookingRow } from '../bookings/records.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { Problem } from '../http/problem.ts';
import { ProviderUnavailableError } from './provider.ts';
import { type CaptureWitness, type PaymentRow, type QueueMail, settleCapture } from './settle.ts';

export const DEPOSIT_ALREADY_PAID = 'The deposit for this booking is already paid';
export const DEPOSIT_RETURNED =
  'The deposit paid for this booking was returned by the payment service; please contact us to pay it again';

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

/**
 * Captures an approved checkout through the provider and records it once (settle.ts): the owner's
 * return from the checkout and the reconciliation pass both come here. Run it in a transaction
 * holding the booking's row. A booking whose hold lapsed is checked for places first, so a stay
 * that no longer fits is refused (409) before anything is captured.
 */
export async function captureDeposit(
  db: Database,
  deps: AppDeps,
  booking: BookingRow,
  payment: PaymentRow,
  witness: CaptureWitness,
  queueMail: QueueMail,
): Promise<PaymentRow> {
  if (payment.status === 'captured') return payment;
  // Only a person can judge whether to take a deposit again once it was given back (a refund, a
  // chargeback); asking the provider would only find the returned capture.
  if (payment.status === 'refunded' || payment.status === 'reversed') throw new Problem(409, DEPOSIT_RETURNED);
  refuseUnpayable(booking);
  await refuseUnlessStillHeld(db, deps, booking);
  if (payment.providerOrderId === null) throw new Problem(409, 'This checkout was never opened; start the payment again');
  const orderId = payment.providerOrderId;
  const outcome = await askProvider(() => deps.payments.captureOrder({ orderId, paymentId: payment.id }));
  if (outcome.state === 'declined') throw new Problem(402, `The payment was declined: ${outcome.reason}`);
  if (outcome.state === 'not_approved') {
    throw new Problem(409, 'The payment has not been approved yet; finish the checkout first');
  }
  return (await settleCapture(db, deps, payment.id, outcome, witness, queueMail)).payment;
}
