import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { Problem } from './http/problem.ts';
import { mailAfterCommit, queueMailInRequest } from './mail/after-commit.ts';
import { askProvider } from './payments/capture.ts';
import { takeNotice } from './payments/notices.ts';

// PayPal's webhook (docs/decisions/0013-reconciled-deposits.md). PayPal is the caller, so there is
// no owner session and no Idempotency-Key: PayPal's own verification of the signature is the
// credential, and the event's id makes a repeat harmless (payments/notices.ts).
//
// PayPal sends an event again, for up to three days, until it gets a 2xx. So:
//   200  verified and taken, or knowingly ignored (a repeat, a payment not ours, an event we do not
//        act on): sending it again would change nothing
//   400  no PayPal event at all, or a verified one we cannot read (its retry may meet a fixed server)
//   401  PayPal does not vouch for it (forged, altered, meant for another webhook); and every event
//        while this server cannot verify (PAYMENTS is not paypal, or PAYPAL_WEBHOOK_ID is unset), so
//        PayPal keeps it until the server is set up
//   503  PayPal could not be asked; its retry will ask again

export const NOTICE_NOT_VERIFIED = 'This notification could not be verified';
export const NOT_A_PAYPAL_EVENT = 'This is not a PayPal webhook event';

export const payPalWebhookRoutes = new Hono<AppEnv>().use(mailAfterCommit).post('/', async (c) => {
  const { deps } = c.var;
  const notices = deps.payments.notices;
  if (notices?.from !== 'paypal') {
    if (deps.payments.name === 'paypal') console.warn('A PayPal webhook event was refused: set PAYPAL_WEBHOOK_ID so it can be verified');
    throw new Problem(401, NOTICE_NOT_VERIFIED);
  }
  const received = { headers: c.req.raw.headers, body: await c.req.text() };
  const reading = await askProvider(() => notices.read(received));
  if (reading.verdict === 'malformed') throw new Problem(400, NOT_A_PAYPAL_EVENT);
  if (reading.verdict === 'unverified') throw new Problem(401, NOTICE_NOT_VERIFIED);
  const outcome = await deps.db.transaction(async (tx) => {
    // The receipt is queued in this transaction and sent once it commits (mailAfterCommit).
    c.set('db', tx);
    try {
      return await takeNotice(tx, deps, notices.from, reading.notice, (key, message) => queueMailInRequest(c, key, message));
    } finally {
      c.set('db', deps.db);
    }
  });
  return c.json({ outcome }, 200);
});
