import { asc, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookings, cats, payments, users } from '../db/schema.ts';
import { STAY_TIERS } from '../../domain/stay.ts';
import { deliverDueMail, queueMail } from './outbox.ts';
import { depositReceiptMessage } from './receipt.ts';

// The receipt for a paid deposit (issue: receipt e-mail), sent exactly once per paid deposit:
//
// 1. A deposit route queues the receipt in the mail outbox in the transaction that marks the
//    deposit paid (`queueDepositReceipt`); a completion repeated for a payment already captured
//    queues nothing, and the outbox keeps one message per payment anyway.
// 2. After the route's transaction has ended (`receiptsAfterCommit`), and only when the answer is
//    a success, the outbox is asked to send: a refusal or a fault rolled the receipt back with the
//    capture, and an idempotent replay ran no route at all.
// 3. The send runs in the background: a slow or failing mail server never delays, fails or rolls
//    back a payment. A receipt that could not be sent stays in the outbox, and the server's outbox
//    sender tries again later, also after a restart, also from another server (api/mail/outbox.ts).

const queuedInRequest = new WeakMap<Context<AppEnv>, { queued: boolean }>();

/** Step 1: called by a deposit route, in its transaction, the moment it captured `paymentId`. */
export async function queueDepositReceipt(c: Context<AppEnv>, paymentId: string): Promise<void> {
  await queueMail(c.var.db, `deposit-receipt:${paymentId}`, await receiptFor(c.var.db, c.var.deps, paymentId));
  const request = queuedInRequest.get(c);
  if (request) request.queued = true;
}

/** Step 2: goes before `changesInTransaction`, so it runs once the transaction has committed. */
export const receiptsAfterCommit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const request = { queued: false };
  queuedInRequest.set(c, request);
  await next();
  const { deps } = c.var;
  if (c.res.status >= 400 || !request.queued || deps.mailer === undefined) return;
  const sending = deliverDueMail({ db: deps.db, mailer: deps.mailer, now: deps.now })
    .then(
      () => undefined,
      (error: unknown) => console.error('Deposit receipts stay in the mail outbox; sending them failed:', error),
    )
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
};

const inFlight = new Set<Promise<void>>();

/** Resolves once every send started after a commit so far has finished (tests, and the server stopping). */
export async function receiptsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

/** The receipt's facts, read in the transaction that captured the payment. */
async function receiptFor(db: Database, deps: AppDeps, paymentId: string) {
  const [row] = await db
    .select({ payment: payments, booking: bookings, owner: { email: users.email, firstName: users.firstName } })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .where(eq(payments.id, paymentId));
  if (row === undefined) throw new Error(`No payment ${paymentId}`);
  const { payment, booking, owner } = row;
  const catRows = await db
    .select({ name: cats.name })
    .from(bookingCats)
    .innerJoin(cats, eq(cats.id, bookingCats.catId))
    .where(eq(bookingCats.bookingId, booking.id))
    .orderBy(asc(cats.name));
  // The account's address always; the reservation form's contact address too when it differs.
  const to = [owner.email];
  if (booking.contactEmail !== null && booking.contactEmail.toLowerCase() !== owner.email.toLowerCase()) to.push(booking.contactEmail);
  return depositReceiptMessage({
    to,
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
