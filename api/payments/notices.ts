import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { uuidSchema } from '../../domain/schemas/id.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookings, paymentNotices, payments } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import type { QueueMail } from '../mail/outbox.ts';
import type { DepositNotice, DepositNotices } from './provider.ts';
import { AMOUNT_MISMATCH, type PaymentRow, settleCapture, settleReturnedCapture } from './settle.ts';

// What a provider's verified notification changes, whatever order they come in. Run in one
// transaction per notice:
//
// 1. The notice's id is claimed in payment_notices. A repeat (PayPal retrying an answer it never
//    got, or anyone replaying a captured request) finds it there and changes nothing; a concurrent
//    repeat waits for the first to commit. A fault rolls the claim back with everything else, so
//    the provider's retry runs the notice anew.
// 2. The payment is found by our id (PayPal's custom_id), else the provider's order, else its
//    capture. A notice of a payment the hotel does not know (the same PayPal account may serve
//    other shops) is recorded and otherwise ignored.
// 3. The booking is locked before the payment, in the order the owner's return and the
//    reconciliation pass lock them, so two witnesses of one capture queue rather than deadlock.
// 4. Then the news: a capture is settled once (settle.ts), whoever saw it first; a refund or a
//    chargeback returns it, also one that arrives before its capture was heard of, and a capture
//    heard of after its return finds the payment returned and changes nothing; a denied review is
//    recorded beside the open checkout.

/** What the notice did, as kept in payment_notices.outcome and answered to the provider. */
export type NoticeOutcome =
  'ignored' | 'replayed' | 'unknown-payment' | 'settled' | 'already-known' | 'amount-mismatch' | 'paid-twice' | 'denied' | 'refunded' | 'reversed';

export const DENIED_AFTER_REVIEW = 'The payment service denied the payment after reviewing it';

async function findPayment(db: Database, from: DepositNotices['from'], { paymentId, orderId, captureId }: DepositNotice['subject']) {
  // custom_id is free text to PayPal: another shop's need not even be a uuid.
  const ours = v.safeParse(uuidSchema, paymentId);
  const candidates = [
    ours.success ? eq(payments.id, ours.output) : undefined,
    orderId === undefined ? undefined : eq(payments.providerOrderId, orderId),
    captureId === undefined ? undefined : eq(payments.captureId, captureId),
  ];
  for (const match of candidates) {
    if (match === undefined) continue;
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, from), match));
    if (payment !== undefined) return payment;
  }
  return undefined;
}

async function act(db: Database, deps: AppDeps, notice: DepositNotice, payment: PaymentRow, queueMail: QueueMail): Promise<NoticeOutcome> {
  switch (notice.kind) {
    case 'captured':
      try {
        const settled = await settleCapture(db, deps, payment.id, notice.capture, 'provider-notice', queueMail);
        if (settled.first) return 'settled';
        return settled.payment.status === 'paid_twice' ? 'paid-twice' : 'already-known';
      } catch (error) {
        // Telling the provider to retry would change nothing: the log (settle.ts) asks a person to look.
        if (error instanceof Problem && error.message === AMOUNT_MISMATCH) return 'amount-mismatch';
        throw error;
      }
    case 'refunded':
    case 'reversed':
      return (await settleReturnedCapture(db, deps, payment.id, notice.kind, notice.subject.captureId)) ? notice.kind : 'already-known';
    case 'denied': {
      // Our capture answered the review as a decline; the owner may still pay another way.
      const updated = await db
        .update(payments)
        .set({ failureReason: DENIED_AFTER_REVIEW })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')))
        .returning({ id: payments.id });
      return updated.length > 0 ? 'denied' : 'already-known';
    }
    case 'other':
      return 'ignored';
  }
}

/** Takes one verified notice from `from` (see the steps above); run it in a transaction. */
export async function takeNotice(
  db: Database,
  deps: AppDeps,
  from: DepositNotices['from'],
  notice: DepositNotice,
  queueMail: QueueMail,
): Promise<NoticeOutcome> {
  if (notice.kind === 'other') return 'ignored';
  const claimed = await db
    .insert(paymentNotices)
    .values({ provider: from, noticeId: notice.id, event: notice.event, outcome: 'received', receivedAt: deps.now() })
    .onConflictDoNothing()
    .returning({ noticeId: paymentNotices.noticeId });
  if (claimed.length === 0) return 'replayed';
  const found = await findPayment(db, from, notice.subject);
  let outcome: NoticeOutcome = 'unknown-payment';
  if (found !== undefined) {
    await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, found.bookingId)).for('update');
    outcome = await act(db, deps, notice, found, queueMail);
  }
  await db
    .update(paymentNotices)
    .set({ paymentId: found?.id ?? null, outcome })
    .where(and(eq(paymentNotices.provider, from), eq(paymentNotices.noticeId, notice.id)));
  return outcome;
}
