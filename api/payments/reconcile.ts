import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import { payments } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { queueMail } from '../mail/outbox.ts';
import { captureDeposit } from './capture.ts';
import type { PaymentRow } from './settle.ts';
import { describeFault } from '../http/fault-log.ts';
import { type RepeatedWork, repeatWork } from '../repeated-work.ts';

// The reconciliation pass (docs/decisions/0013-reconciled-deposits.md): at server start and every
// hour, any server asks the provider about each checkout nobody finished, and settles what it hears
// exactly as the owner's return would have (captureDeposit). It finds:
//   - a capture whose every answer was lost: the owner's R100 was taken and the booking still says
//     unpaid; asking again with the same PayPal-Request-Id, or meeting ORDER_ALREADY_CAPTURED, finds it;
//   - an order the owner approved at PayPal but never came back from: it is captured as they meant,
//     after the same check of places a lapsed hold gets (a stay that no longer fits is left alone).
// An order not approved is left, and asked about again an hour later.
//
// Servers claim a checkout before asking (claimed_until, taken with `for update skip locked`, as the
// mail outbox does), so two servers never ask about one together; a server that dies mid-question
// leaves a claim that runs out, and the question is asked again, which is safe because every call
// to the provider is idempotent.

/** A checkout younger than this may still be in the owner's hands, on PayPal's page or coming back. */
export const LEFT_OPEN_MS = 30 * 60_000;
/** A checkout is asked about at most once in this long. */
export const ASK_AGAIN_AFTER_MS = 60 * 60_000;
/**
 * Past this age a checkout is no longer asked about. PayPal lets an order go after hours if nobody
 * approves it and does not keep an approved one capturable for days; and a capture made for us
 * (by the owner's return or this pass) is found by the pass within the hour after. Three days leave
 * room for servers that were down over a weekend. A capture made later still is heard of by the
 * webhook, or when the owner comes back.
 */
export const STOP_ASKING_AFTER_MS = 3 * 24 * 60 * 60_000;
/** How long a server holds the checkout it is asking about: the provider's calls, retries and all, take well under this. */
export const CHECKOUT_CLAIM_MS = 5 * 60_000;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The next checkout due for asking that no other server holds, claimed for this one. */
async function claimNextCheckout(deps: AppDeps, now: Date): Promise<PaymentRow | undefined> {
  const { db } = deps;
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'created'),
        eq(payments.kind, 'deposit'),
        eq(payments.provider, deps.payments.name),
        isNotNull(payments.providerOrderId),
        lte(payments.createdAt, ago(now, LEFT_OPEN_MS)),
        gt(payments.createdAt, ago(now, STOP_ASKING_AFTER_MS)),
        or(isNull(payments.checkedAt), lte(payments.checkedAt, ago(now, ASK_AGAIN_AFTER_MS))),
        or(isNull(payments.claimedUntil), lt(payments.claimedUntil, now)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(payments)
    .set({ claimedUntil: new Date(now.getTime() + CHECKOUT_CLAIM_MS) })
    .where(inArray(payments.id, due))
    .returning();
  return claimed;
}

/** Asks about one claimed checkout and settles it; answers why it is still unpaid, or null when it is paid. */
async function askAbout(deps: AppDeps, checkout: PaymentRow): Promise<string | null> {
  try {
    // No transaction is held while the provider is asked (captureDeposit opens its own short ones);
    // the claim alone keeps other servers away meanwhile.
    await captureDeposit(deps, checkout, 'reconciliation', (tx) => (key, message) => queueMail(tx, key, message));
    return null;
  } catch (error) {
    // A refusal is an answer (not approved yet, declined, the stay no longer takes a deposit or no
    // longer fits): the checkout is left as it is and asked about again in an hour.
    if (error instanceof Problem) return error.message;
    deps.log.error({ fault: describeFault(error) }, `Reconciliation: could not ask about checkout ${checkout.id}`);
    return error instanceof Error ? error.message : 'The provider could not be asked';
  }
}

/**
 * One round on this server: every checkout due, one at a time, until none is left or `stopping`
 * aborts (a server shutting down finishes the checkout in hand only). Answers how many were asked
 * about and how many of those are paid now.
 */
export async function reconcileDeposits(deps: AppDeps, stopping?: AbortSignal): Promise<{ asked: number; paid: number }> {
  const round = { asked: 0, paid: 0 };
  if (!deps.payments.canBeAskedLater) return round;
  while (stopping?.aborted !== true) {
    const checkout = await claimNextCheckout(deps, deps.now());
    if (checkout === undefined) return round;
    const stillUnpaid = await askAbout(deps, checkout);
    await deps.db.update(payments).set({ checkedAt: deps.now(), claimedUntil: null, failureReason: stillUnpaid }).where(eq(payments.id, checkout.id));
    round.asked += 1;
    if (stillUnpaid === null) {
      round.paid += 1;
      deps.log.info(`Reconciliation: the deposit of booking ${checkout.bookingId} was paid at ${checkout.provider}; recorded now`);
    }
  }
  return round;
}

/** The server's pass: a round at once (what went unheard while no server ran), then one every `everyMs`. */
export function startReconciliation(deps: AppDeps, everyMs = ASK_AGAIN_AFTER_MS): RepeatedWork {
  return repeatWork((stopping) => reconcileDeposits(deps, stopping), 'Reconciliation: the open checkouts could not be read', deps.log, everyMs);
}
