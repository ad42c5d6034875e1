import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { mailableAddress } from '../accounts/confirmed-address.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookings, cats, mailOutbox, payments, users } from '../db/schema.ts';
import { STAY_TIERS } from '../../domain/stay.ts';
import type { MailMessage } from './mailer.ts';
import type { QueueMail } from './outbox.ts';
import { depositReceiptMessage } from './receipt.ts';

// The receipt for a paid deposit, sent exactly once per paid deposit through the mail outbox
// (api/mail/after-commit.ts): whichever records the capture first (the owner's return, a provider's
// notification, the reconciliation pass) queues it, and the outbox keeps one message per payment.
//
// It goes only to the account's own address, once confirmed, never to the contact address typed on
// the reservation form (issue 16, issue 20): the receipt carries a name and cat names its sender
// chose, and the hotel's mail server must not carry chosen text to an address nobody proved. An
// owner who pays before their address is confirmed (a checkout opened before addresses were
// confirmed) is owed the receipt still: it is queued when they confirm the address (`queueOwedReceipts`).

const RECEIPT_KEY_PREFIX = 'deposit-receipt:';

/** The outbox key of a payment's receipt. */
export function depositReceiptKey(paymentId: string): string {
  return `${RECEIPT_KEY_PREFIX}${paymentId}`;
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

/**
 * Queues the receipt of every deposit the owner paid that has none yet: called, in the transaction
 * that confirms the owner's address, by every way an address becomes confirmed (the confirmation
 * link, a password reset link, a change of address). A receipt queued before is never queued again
 * (the outbox keeps one per payment), so a deposit's receipt goes once, to the first confirmed
 * address. Answers how many were queued.
 */
export async function queueOwedReceipts(db: Database, deps: AppDeps, ownerId: string, queue: QueueMail): Promise<number> {
  const owed = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        eq(payments.kind, 'deposit'),
        eq(payments.status, 'captured'),
        notExists(
          db
            .select({ key: mailOutbox.key })
            .from(mailOutbox)
            .where(eq(mailOutbox.key, sql`${RECEIPT_KEY_PREFIX} || ${payments.id}`)),
        ),
      ),
    );
  let queued = 0;
  for (const { id } of owed) {
    const receipt = await depositReceipt(db, deps, id);
    if (receipt === null) continue;
    await queue(depositReceiptKey(id), receipt);
    queued += 1;
  }
  return queued;
}
