import { createHash } from 'node:crypto';
import { sValidator } from '@hono/standard-validator';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type {
  DepositApprovalJson,
  DepositAwaitingJson,
  DepositCheckoutJson,
  DepositPaidJson,
  DepositPaymentJson,
} from '../../domain/contracts/deposit.ts';
import { formatDay } from '../../domain/dates.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { completeDepositSchema, reservationDepositSchema, startDepositSchema } from '../../domain/schemas/deposit.ts';
import { DEPOSIT_CENTS } from '../../domain/stay.ts';
import { refuseUnconfirmedPayer } from '../accounts/confirmed-address.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import type { UserRow } from '../auth/sessions.ts';
import { refuseUnlessPlacesStillFree } from '../bookings/holds.ts';
import { type BookingRow, findOwnBooking, ownBookingJson } from '../bookings/records.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookings, payments } from '../db/schema.ts';
import { changeCallingProvider } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { mailAfterCommit, mailInRequest } from '../mail/after-commit.ts';
import { askProvider, captureDeposit, DEPOSIT_RETURNED, lockCheckout, refuseUnpayable } from './capture.ts';
import type { PaymentRow } from './settle.ts';

function paymentJson(payment: PaymentRow): DepositPaymentJson {
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
 * leaves the checkout open, and the owner's retry (or another tab asking at the same moment, now that
 * no lock is held while the provider is asked) must ask for that same order and capture, never a
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
 * clicks twice never holds two orders that could both be paid. Like a capture (capture.ts), it asks
 * the provider with no transaction open, in three steps:
 *
 * 1. Under the booking's lock, check it takes a deposit and write down its one checkout at this
 *    provider (its id fixed by the booking), committed. A checkout already open answers at once.
 * 2. Ask the provider for an order, outside any transaction. Asking twice is safe: the order's
 *    PayPal-Request-Id is the payment's, so the provider opens one order.
 * 3. Record the order in a new short transaction; the booking's deposit is under way.
 *
 * Answers the checkout and the booking as step 3 left it (another tab may have paid meanwhile).
 */
async function startDeposit(deps: AppDeps, owner: UserRow, bookingId: string): Promise<{ booking: BookingRow; payment: PaymentRow }> {
  const provider = deps.payments;
  const paymentId = checkoutPaymentId(bookingId, provider.name);
  const intent = await deps.db.transaction(async (tx) => {
    const booking = await findOwnBooking(tx, owner.id, bookingId, { forUpdate: true });
    const [open] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    // Paid through this checkout by another tab a moment ago: the caller answers as it answers a paid one.
    if (open?.status === 'captured') return { booking, open };
    refuseUnconfirmedPayer(owner);
    refuseUnpayable(booking);
    // No order is opened for a stay that paid stays no longer leave room for: the owner is never sent to pay for it.
    await refuseUnlessPlacesStillFree(tx, deps, booking);
    if (open?.status === 'created' && open.providerOrderId !== null) return { booking, open };
    // This booking's one checkout at this provider was paid and then given back (a refund or a
    // chargeback): only a person can judge whether to take the deposit again.
    if (open !== undefined && open.status !== 'created') throw new Problem(409, DEPOSIT_RETURNED);
    if (open === undefined) {
      await tx.insert(payments).values({
        id: paymentId,
        bookingId: booking.id,
        ownerId: booking.ownerId,
        provider: provider.name,
        amountCents: provider.charge.amountCents,
        currency: provider.charge.currency,
      });
    }
    return { booking, open: undefined };
  });
  if (intent.open !== undefined) return { booking: intent.booking, payment: intent.open };
  const { booking } = intent;
  const order = await askProvider(() =>
    provider.createOrder({
      bookingId: booking.id,
      paymentId,
      description: `Non-refundable deposit for a cat stay from ${formatDay(booking.checkIn)} to ${formatDay(booking.checkOut)}`,
    }),
  );
  return deps.db.transaction(async (tx) => {
    const locked = await lockCheckout(tx, { id: paymentId, bookingId: booking.id });
    // Another request for this checkout may have recorded it first: the provider gave it the same order.
    const [payment] =
      locked.payment.providerOrderId === null
        ? await tx
            .update(payments)
            .set({ providerOrderId: order.orderId, approveUrl: order.approveUrl })
            .where(eq(payments.id, paymentId))
            .returning()
        : [locked.payment];
    if (locked.booking.paymentStatus !== 'pending') return { booking: locked.booking, payment: payment! };
    const [underWay] = await tx
      .update(bookings)
      .set({ paymentStatus: 'deposit_pending', updatedAt: deps.now() })
      .where(eq(bookings.id, booking.id))
      .returning();
    return { booking: underWay!, payment: payment! };
  });
}

/** The order a started deposit opened: startDeposit records it before it answers, so it is there. */
function openOrder(payment: PaymentRow): { orderId: string; approveUrl: string } {
  if (payment.providerOrderId === null || payment.approveUrl === null) throw new Error(`Payment ${payment.id} has no order yet`);
  return { orderId: payment.providerOrderId, approveUrl: payment.approveUrl };
}

async function capturedDepositOf(db: Database, bookingId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'captured')));
  return payment;
}

async function paidAnswer(db: Database, bookingId: string, payment: PaymentRow): Promise<DepositPaidJson> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return { booking: await ownBookingJson(db, booking!), payment: paymentJson(payment) };
}

/**
 * Each deposit call sits at its own address (the spec's paths), all for signed-in owners only. They
 * ask the payment provider, so they run outside the transaction other changes run in and open short
 * ones of their own (`changeCallingProvider`); the receipt middleware wraps them, so a receipt
 * leaves only after the payment committed.
 */
const ownerChange = () => new Hono<AppEnv>().use(requireOwner).use(mailAfterCommit).use(changeCallingProvider);

// The deposit is R100 whatever the stay costs; the amount comes from here, never from a client.

export const startDepositRoutes = ownerChange().post('/', sValidator('json', startDepositSchema, refuseInvalid), async (c) => {
  const { booking, payment } = await startDeposit(c.var.deps, signedInOwner(c), c.req.valid('json').bookingId);
  // Paid or ended while the order was being opened (another tab): there is nothing left to pay.
  refuseUnpayable(booking);
  const checkout: DepositCheckoutJson = {
    bookingId: booking.id,
    paymentId: payment.id,
    ...openOrder(payment),
    amount: centsToDecimal(DEPOSIT_CENTS),
    currency: 'ZAR',
    charge: { amount: centsToDecimal(payment.amountCents), currency: payment.currency },
  };
  return c.json(checkout, 201);
});

export const completeDepositRoutes = ownerChange().post('/', sValidator('json', completeDepositSchema, refuseInvalid), async (c) => {
  const { db, deps } = c.var;
  const { bookingId, orderData } = c.req.valid('json');
  const booking = await findOwnBooking(db, signedInOwner(c).id, bookingId);
  // orderData.status is the browser's word; only the order id is used, to find our checkout.
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.provider, deps.payments.name), eq(payments.providerOrderId, orderData.id)));
  if (payment === undefined) throw new Problem(404, 'No checkout was opened for this order', 'orderData.id');
  const { awaitingNotice } = deps.payments;
  if (awaitingNotice !== undefined && payment.status === 'created') {
    // PayFast cannot be asked: its notice records the deposit, often a moment after the owner is
    // back, so the page is told to wait and ask again rather than to finish a finished checkout.
    refuseUnpayable(booking);
    const awaiting: DepositAwaitingJson = { status: 'awaiting_confirmation', bookingId: booking.id, message: awaitingNotice };
    return c.json(awaiting, 202);
  }
  const captured = await captureDeposit(deps, payment, 'owner-return', (tx) => mailInRequest(c, tx));
  return c.json(await paidAnswer(db, booking.id, captured), 200);
});

export const reservationDepositRoutes = ownerChange().post('/', sValidator('json', reservationDepositSchema, refuseInvalid), async (c) => {
  const { db, deps } = c.var;
  const owner = signedInOwner(c);
  const { reservationId } = c.req.valid('json');
  const alreadyPaid = await capturedDepositOf(db, (await findOwnBooking(db, owner.id, reservationId)).id);
  if (alreadyPaid !== undefined) return c.json(await paidAnswer(db, reservationId, alreadyPaid), 200);
  const { booking, payment } = await startDeposit(deps, owner, reservationId);
  if (!deps.payments.approvesInstantly) {
    // A real checkout needs the owner's approval first; the page sends them to it.
    const approval: DepositApprovalJson = { status: 'approval_required', bookingId: booking.id, ...openOrder(payment) };
    return c.json(approval, 202);
  }
  const captured = await captureDeposit(deps, payment, 'owner-return', (tx) => mailInRequest(c, tx));
  return c.json(await paidAnswer(db, booking.id, captured), 200);
});
