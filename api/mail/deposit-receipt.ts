import { asc, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { bookingCats, bookings, cats, payments, users } from '../db/schema.ts';
import { STAY_TIERS } from '../../domain/stay.ts';
import { depositReceiptMessage } from './receipt.ts';

// The receipt for a paid deposit (issue: receipt e-mail), sent exactly once per paid deposit:
//
// 1. A deposit route marks the payment it captured in this request (`sendReceiptAfterCommit`);
//    a completion repeated for a payment already captured marks nothing, so it sends nothing.
// 2. After the route's transaction has ended (`receiptsAfterCommit`), and only when the answer is
//    a success, the marked payments get their receipt: a refusal or a fault rolled the capture
//    back, and an idempotent replay ran no route at all.
// 3. The receipt goes out in the background: a slow or failing mail server never delays, fails or
//    rolls back a payment. A failure is logged and retried twice; after that the log names the
//    payment, so the hotel can send the receipt by hand.
//
// What this does not survive: the server stopping between the payment's commit and the e-mail
// (seconds at most). The payment stays correct; only that one receipt would be missing.

/** Waits before the second and third attempt: a mail server's hiccup, then a restart. */
export const RECEIPT_RETRY_DELAYS_MS = [10_000, 120_000] as const;

const paidInRequest = new WeakMap<Context<AppEnv>, string[]>();

/** Step 1: called by a deposit route the moment it captured `paymentId`. */
export function sendReceiptAfterCommit(c: Context<AppEnv>, paymentId: string): void {
  paidInRequest.get(c)?.push(paymentId);
}

/** Step 2: goes before `changesInTransaction`, so it runs once the transaction has committed. */
export const receiptsAfterCommit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const paid: string[] = [];
  paidInRequest.set(c, paid);
  await next();
  if (c.res.status >= 400) return;
  for (const paymentId of paid) {
    const sending = sendDepositReceipt(c.var.deps, paymentId).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }
};

const inFlight = new Set<Promise<boolean>>();

/** Resolves once every receipt started so far has been sent or given up (for tests). */
export async function receiptsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

/** The receipt's facts, read after the commit from the root database. */
async function receiptFor(deps: AppDeps, paymentId: string) {
  const { db } = deps;
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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref?.());

/** Step 3: never throws; every failure is logged with the payment it belongs to. */
export async function sendDepositReceipt(
  deps: AppDeps,
  paymentId: string,
  retryDelaysMs: readonly number[] = RECEIPT_RETRY_DELAYS_MS,
): Promise<boolean> {
  const mailer = deps.mailer;
  if (mailer === undefined) return false;
  let message;
  try {
    message = await receiptFor(deps, paymentId);
  } catch (error) {
    console.error(`Deposit receipt for payment ${paymentId} could not be written:`, error);
    return false;
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      await mailer.send(message);
      return true;
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) {
        console.error(`Deposit receipt for payment ${paymentId} was NOT sent after ${attempt + 1} attempts; send it by hand:`, error);
        return false;
      }
      console.warn(`Deposit receipt for payment ${paymentId} failed (attempt ${attempt + 1}); retrying in ${delay / 1000} s:`, error);
      await wait(delay);
    }
  }
}
