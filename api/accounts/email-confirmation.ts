import { sValidator } from '@hono/standard-validator';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { linkTokenSchema } from '../../domain/schemas/account-links.ts';
import { CONFIRMATION_SENDS_PER_DAY, EMAIL_CONFIRMATION_MESSAGES } from '../../domain/schemas/email-confirmation.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import { sessionIdOf, type UserRow } from '../auth/sessions.ts';
import type { AppEnv } from '../context.ts';
import { users } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { mailAfterCommit, queueMailInRequest, sendQueuedMail } from '../mail/after-commit.ts';
import { queueOwedReceipts } from '../mail/deposit-receipt.ts';
import { queueMail } from '../mail/outbox.ts';
import { confirmationMessage } from '../mail/email-confirmation.ts';
import { linkAddress, linksSentSince, makeLink, spendLink, spendOtherLinks } from './links.ts';

// Proving that an owner reads the address they signed up with (issue 16). Until they do, the hotel
// takes no deposit online and sends nothing about stays to the address: otherwise anyone could sign
// up with a stranger's address and have receipts sent there.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Queues a new confirmation link to the account's address, in the request's transaction (`c.var.db`);
 * the caller has checked that the account holds the address and is not confirmed yet.
 */
export async function sendConfirmationLink(c: Context<AppEnv>, account: UserRow, now: Date): Promise<void> {
  const { token, expiresAt } = await makeLink(c.var.db, { userId: account.id, purpose: 'confirm-email', email: account.email }, now);
  const address = linkAddress(c.var.deps.publicUrl, 'confirm-email', token);
  // Keyed by the link itself (its hash, never the token): each link is one e-mail.
  await queueMailInRequest(
    c,
    `confirm-email:${sessionIdOf(token)}`,
    confirmationMessage({ to: account.email, firstName: account.firstName, address, expiresAt }),
  );
}

export const emailConfirmationRoutes = new Hono<AppEnv>()
  // The link is the credential: whoever opened it read the address, signed in on this phone or not.
  .post('/confirm', sValidator('json', linkTokenSchema, refuseInvalid), async (c) => {
    const { token } = c.req.valid('json');
    const { db, now: clock } = c.var.deps;
    const now = clock();
    const { email, receiptsOwed } = await db.transaction(async (tx) => {
      const { account } = await spendLink(tx, 'confirm-email', token, now);
      // The older links to the same address prove nothing more; the first confirmation is the one kept.
      await spendOtherLinks(tx, account.id, 'confirm-email', now);
      if (account.emailConfirmedAt === null) await tx.update(users).set({ emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, account.id));
      // Receipts of deposits paid while the address was unconfirmed go now that it is the owner's.
      const owed = await queueOwedReceipts(tx, c.var.deps, account.id, (key, message) => queueMail(tx, key, message));
      return { email: account.email, receiptsOwed: owed };
    });
    if (receiptsOwed > 0) sendQueuedMail(c.var.deps);
    return c.json({ email, emailConfirmed: true as const }, 200);
  })
  // "Send again". The answer is the same whether or not a link went out: an account made with an
  // address another account holds must not learn so here either (api/accounts/sign-up.ts).
  .post('/confirmation', requireOwner, mailAfterCommit, changesInTransaction, async (c) => {
    const account = signedInOwner(c);
    const now = c.var.deps.now();
    if (account.holdsEmail && account.deletedAt === null && account.emailConfirmedAt === null) {
      const sentToday = await linksSentSince(c.var.db, account.id, 'confirm-email', new Date(now.getTime() - DAY_MS));
      if (sentToday >= CONFIRMATION_SENDS_PER_DAY) throw new Problem(429, EMAIL_CONFIRMATION_MESSAGES.tooManySends);
      await sendConfirmationLink(c, account, now);
    }
    return c.json({ email: account.email }, 202);
  });
