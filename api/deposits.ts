import { createHash } from 'node:crypto';
import { sValidator } from '@hono/standard-validator';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { formatDay } from '../domain/dates.ts';
import { centsToDecimal } from '../domain/money.ts';
import { completeDepositSchema, reservationDepositSchema, startDepositSchema } from '../domain/schemas/deposit.ts';
import { DEPOSIT_CENTS } from '../domain/stay.ts';
import { refuseUnconfirmedPayer } from './accounts/email-confirmation.ts';
import { requireOwner, signedInOwner } from './auth/owner.ts';
import { refuseUnlessStillHeld } from './bookings/holds.ts';
import { type BookingRow, findOwnBooking, ownBookingJson } from './bookings/records.ts';
import type { AppDeps, AppEnv } from './context.ts';
import type { Database } from './db/client.ts';
import { bookings, payments } from './db/schema.ts';
import { changesInTransaction } from './http/changes.ts';
import { Problem } from './http/problem.ts';
import { refuseInvalid } from './http/validate.ts';
import { mailAfterCommit, mailInRequest } from './mail/after-commit.ts';
import { askProvider, captureDeposit, DEPOSIT_RETURNED, refuseUnpayable } from './payments/capture.ts';
import type { PaymentRow } from './payments/settle.ts';

function paymentJson(payment: PaymentRow) {
  return {
    id: payment.id,
    bookingId: payment.bookingId,
    provider: payment.provider,
    orderId: payment.providerOrderId,
    captureId: payment.captureId,
    amount: centsToDecimal(payment.amountCents),
    currency: payment.currency,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    capturedAt: payment.capturedAt?.toISOString() ?? null,
  };
}

/**
 * The payment's id names its order and capture at the provider (PayPal-Request-Id), so it must be
 * the same on every try: a capture that went through at the provider but whose answer was lost
 * rolls this request back, and the owner's retry must ask for that same order and capture, never a
 * second one. So the id is a name-based UUID (RFC 9562 version 5) of the booking and provider: one
 * checkout per booking and provider, since a declined capture keeps its order open for the owner to
 * approve again with another card (PayPal's advice).
 */
export function checkoutPaymentId(bookingId: string, provider: string): string {
  const hash = createHash('sha1').update(`sunningdale-cat-hotel deposit ${provider} ${bookingId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Opens a checkout for the R100 deposit, or hands back the one already open, so an owner who
 * clicks twice never holds two orders that could both be paid.
 */
async function startDeposit(db: Database, deps: AppDeps, booking: BookingRow): Promise<PaymentRow> {
  refuseUnpayable(booking);
  // No order is opened for a stay whose lapsed hold no longer fits: the owner is never sent to pay for it.
  await refuseUnlessStillHeld(db, deps, booking);
  const provider = deps.payments;
  const paymentId = checkoutPaymentId(booking.id, provider.name);
  const [open] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (open?.status === 'created' && open.providerOrderId !== null) return open;
  // This booking's one checkout at this provider was paid and then given back (a refund or a
  // chargeback): only a person can judge whether to take the deposit again.
  if (open !== undefined && open.status !== 'created') {
    throw new Problem(409, DEPOSIT_RETURNED);
  }
  if (open === undefined) {
    await db.insert(payments).values({
      id: paymentId,
      bookingId: booking.id,
      ownerId: booking.ownerId,
      provider: provider.name,
      amountCents: provider.charge.amountCents,
      currency: provider.charge.currency,
    });
  }
  const order = await askProvider(() =>
    provider.createOrder({
      bookingId: booking.id,
      paymentId,
      description: `Non-refundable deposit for a cat stay from ${formatDay(booking.checkIn)} to ${formatDay(booking.checkOut)}`,
    }),
  );
  const [started] = await db
    .update(payments)
    .set({ providerOrderId: order.orderId, approveUrl: order.approveUrl })
    .where(eq(payments.id, paymentId))
    .returning();
  if (booking.paymentStatus === 'pending') {
    await db.update(bookings).set({ paymentStatus: 'deposit_pending', updatedAt: deps.now() }).where(eq(bookings.id, booking.id));
  }
  return started!;
}

async function capturedDepositOf(db: Database, bookingId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'captured')));
  return payment;
}

async function paidAnswer(db: Database, bookingId: string, payment: PaymentRow) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return { booking: await ownBookingJson(db, booking!), payment: paymentJson(payment) };
}

/**
 * Each deposit call sits at its own address (the spec's paths), all for signed-in owners only. The
 * receipt middleware wraps the transaction, so a receipt leaves only after the payment committed.
 */
const ownerChange = () => new Hono<AppEnv>().use(requireOwner).use(mailAfterCommit).use(changesInTransaction);

// The deposit is R100 whatever the stay costs; the amount comes from here, never from a client.

export const startDepositRoutes = ownerChange().post('/', sValidator('json', startDepositSchema, refuseInvalid), async (c) => {
    const { db, deps } = c.var;
    const owner = signedInOwner(c);
    const booking = await findOwnBooking(db, owner.id, c.req.valid('json').bookingId, { forUpdate: true });
    refuseUnconfirmedPayer(owner);
    const payment = await startDeposit(db, deps, booking);
    return c.json(
      {
        bookingId: booking.id,
        paymentId: payment.id,
        orderId: payment.providerOrderId,
        approveUrl: payment.approveUrl,
        amount: centsToDecimal(DEPOSIT_CENTS),
        currency: 'ZAR',
        charge: { amount: centsToDecimal(payment.amountCents), currency: payment.currency },
      },
      201,
    );
  });

export const completeDepositRoutes = ownerChange().post('/', sValidator('json', completeDepositSchema, refuseInvalid), async (c) => {
    const { db, deps } = c.var;
    const { bookingId, orderData } = c.req.valid('json');
    const booking = await findOwnBooking(db, signedInOwner(c).id, bookingId, { forUpdate: true });
    // orderData.status is the browser's word; only the order id is used, to find our checkout.
    const [payment] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, booking.id),
          eq(payments.provider, deps.payments.name),
          eq(payments.providerOrderId, orderData.id),
        ),
      );
    if (payment === undefined) throw new Problem(404, 'No checkout was opened for this order', 'orderData.id');
    const { awaitingNotice } = deps.payments;
    if (awaitingNotice !== undefined && payment.status === 'created') {
      // PayFast cannot be asked: its notice records the deposit, often a moment after the owner is
      // back, so the page is told to wait and ask again rather than to finish a finished checkout.
      refuseUnpayable(booking);
      return c.json({ status: 'awaiting_confirmation', bookingId: booking.id, message: awaitingNotice }, 202);
    }
    const captured = await captureDeposit(db, deps, booking, payment, 'owner-return', mailInRequest(c));
    return c.json(await paidAnswer(db, booking.id, captured), 200);
  });

export const reservationDepositRoutes = ownerChange().post('/', sValidator('json', reservationDepositSchema, refuseInvalid), async (c) => {
    const { db, deps } = c.var;
    const owner = signedInOwner(c);
    const booking = await findOwnBooking(db, owner.id, c.req.valid('json').reservationId, {
      forUpdate: true,
    });
    const alreadyPaid = await capturedDepositOf(db, booking.id);
    if (alreadyPaid !== undefined) return c.json(await paidAnswer(db, booking.id, alreadyPaid), 200);
    refuseUnconfirmedPayer(owner);
    const payment = await startDeposit(db, deps, booking);
    if (!deps.payments.approvesInstantly) {
      // A real checkout needs the owner's approval first; the page sends them to it.
      return c.json(
        { status: 'approval_required', bookingId: booking.id, orderId: payment.providerOrderId, approveUrl: payment.approveUrl },
        202,
      );
    }
    const [locked] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    const captured = await captureDeposit(db, deps, locked!, payment, 'owner-return', mailInRequest(c));
    return c.json(await paidAnswer(db, booking.id, captured), 200);
  });
