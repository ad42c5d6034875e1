import { asc, eq } from 'drizzle-orm';
import { mailableAddress } from '../accounts/email-confirmation.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookings, cats, payments, users } from '../db/schema.ts';
import { STAY_TIERS } from '../../domain/stay.ts';
import type { MailMessage } from './mailer.ts';
import { depositReceiptMessage } from './receipt.ts';

// The receipt for a paid deposit, sent exactly once per paid deposit through the mail outbox
// (api/mail/after-commit.ts): whichever records the capture first (the owner's return, a provider's
// notification, the reconciliation pass) queues it, and the outbox keeps one message per payment.

/** The outbox key of a payment's receipt. */
export function depositReceiptKey(paymentId: string): string {
  return `deposit-receipt:${paymentId}`;
}

/**
 * The receipt's facts, read in the transaction that captured the payment; null when the account's
 * address is not confirmed, since then nobody has shown it is the owner's (issue 16).
 */
export async function depositReceipt(db: Database, deps: AppDeps, paymentId: string): Promise<MailMessage | null> {
  const [row] = await db
    .select({ payment: payments, booking: bookings, owner: users })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .where(eq(payments.id, paymentId));
  if (row === undefined) throw new Error(`No payment ${paymentId}`);
  const { payment, booking, owner } = row;
  const to = mailableAddress(owner);
  if (to === null) return null;
  const catRows = await db
    .select({ name: cats.name })
    .from(bookingCats)
    .innerJoin(cats, eq(cats.id, bookingCats.catId))
    .where(eq(bookingCats.bookingId, booking.id))
    .orderBy(asc(cats.name));
  // Only the confirmed account address: the reservation form's contact address was typed, never
  // proven, and a receipt there would tell a stranger about the owner's stay.
  return depositReceiptMessage({
    to: [to],
    ownerFirstName: booking.contactFirstName ?? owner.firstName,
    bookingId: booking.id,
    paymentId: payment.id,
    captureId: payment.captureId,
    paidAt: payment.capturedAt ?? deps.now(),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    stayTypeName: STAY_TIERS.find((tier) => tier.key === booking.stayType)?.name ?? '',
    catNames: catRows.map((cat) => cat.name),
    numberOfCats: booking.numberOfCats,
    totalCents: booking.totalCents,
    depositCents: booking.depositCents,
    charged: { amountCents: payment.amountCents, currency: payment.currency },
    dashboardUrl: `${deps.publicUrl}/dashboard`,
  });
}
