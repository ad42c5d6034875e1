import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { Problem } from '../http/problem.ts';
import { mailAfterCommit, mailInRequest } from '../mail/after-commit.ts';
import { clientAddressOf } from '../auth/client-address.ts';
import { askProvider } from './capture.ts';
import { noticeThrottle } from './notice-throttle.ts';
import { takeNotice } from './notices.ts';
import type { DepositNotices } from './provider.ts';

// The payment providers' notifications: PayPal's webhook (docs/decisions/0013-reconciled-deposits.md)
// at /api/webhooks/paypal and PayFast's ITN (docs/decisions/0014-payfast.md) at /api/webhooks/payfast.
// The provider is the caller, so there is no owner session and no Idempotency-Key: the provider's
// own vouching for the notice (PayPal's signature check; PayFast's signature with our passphrase
// and its VALID) is the credential, and the notice's id makes a repeat harmless (payments/notices.ts).
//
// PayPal sends an event again, for up to three days, until it gets a 2xx; PayFast an ITN until it
// gets a 200, after 10 minutes and then at growing intervals. So:
//   200  verified and taken, or knowingly ignored (a repeat, a payment not ours, an event we do not
//        act on): sending it again would change nothing
//   400  no notice of that provider at all, or a verified one we cannot read (its retry may meet a
//        fixed server)
//   401  the provider does not vouch for it (forged, altered, meant for another webhook or merchant);
//        and every notice while this server cannot verify (PAYMENTS names another provider, or
//        PAYPAL_WEBHOOK_ID is unset), so the provider keeps it until the server is set up
//   429  too many notices to check from this sender, or from all, in the last minute
//        (payments/notice-throttle.ts); the provider's retry comes after Retry-After
//   503  the provider could not be asked; its retry will ask again

export const NOTICE_NOT_VERIFIED = 'This notification could not be verified';
export const NOT_A_PAYPAL_EVENT = 'This is not a PayPal webhook event';
export const NOT_A_PAYFAST_ITN = 'This is not a PayFast ITN';
const NOT_A_NOTICE = { paypal: NOT_A_PAYPAL_EVENT, payfast: NOT_A_PAYFAST_ITN } as const;

export const TOO_MANY_NOTICES = 'Too many notifications to check just now; send it again later';

/** The address where `from` posts its notifications; each app (each server) throttles its own checks. */
export const webhookRoutes = (from: DepositNotices['from']) => {
  let throttle: ReturnType<typeof noticeThrottle> | undefined;
  return new Hono<AppEnv>().use(mailAfterCommit).post('/', async (c) => {
    const { deps } = c.var;
    const notices = deps.payments.notices;
    if (notices?.from !== from) {
      if (from === 'paypal' && deps.payments.name === 'paypal')
        deps.log.warn('A PayPal webhook event was refused: set PAYPAL_WEBHOOK_ID so it can be verified');
      throw new Problem(401, NOTICE_NOT_VERIFIED);
    }
    throttle ??= noticeThrottle(deps.now);
    const admission = throttle.admit(clientAddressOf(c));
    if (!admission.admitted) {
      c.header('Retry-After', String(admission.retryAfterSeconds));
      throw new Problem(429, TOO_MANY_NOTICES);
    }
    const received = { headers: c.req.raw.headers, body: await c.req.text() };
    const reading = await askProvider(() => notices.read(received, deps.log));
    if (reading.verdict === 'malformed') throw new Problem(400, NOT_A_NOTICE[from]);
    if (reading.verdict === 'unverified') throw new Problem(401, NOTICE_NOT_VERIFIED);
    admission.turn.vouched();
    const outcome = await deps.db.transaction(async (tx) => {
      // The receipt is queued in this transaction and sent once it commits (mailAfterCommit).
      c.set('db', tx);
      try {
        return await takeNotice(tx, deps, notices.from, reading.notice, mailInRequest(c));
      } finally {
        c.set('db', deps.db);
      }
    });
    return c.json({ outcome }, 200);
  });
};
