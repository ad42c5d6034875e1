import { sValidator } from '@hono/standard-validator';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { forgotPasswordSchema, passwordResetSchema, RESET_LINK_SENT } from '../../domain/schemas/password-reset.ts';
import { hashPassword } from '../auth/password.ts';
import { signedInAnswer, signIn } from '../auth/routes.ts';
import { invalidateUserSessions } from '../auth/sessions.ts';
import { beginSignIn } from '../auth/sign-in-limits.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { signInFailures, users } from '../db/schema.ts';
import { refuseInvalid } from '../http/validate.ts';
import { afterAnswer, sendQueuedMail } from '../mail/after-commit.ts';
import { queueOwedReceipts } from '../mail/deposit-receipt.ts';
import { queueMail } from '../mail/outbox.ts';
import { holderOf } from './holders.ts';
import { endLinksOnNewPassword, spendLink } from './links.ts';
import { queueResetLink } from './reset-links.ts';

// A forgotten password (issue 16): "Forgot your password?" e-mails a link, and the link's page
// sets a new password. Neither answer may tell a stranger whether an e-mail has an account.

/**
 * Looks the e-mail up and queues its link, after the answer has gone: the answer's words and its
 * time are the same whether or not the address has an account. Only an account that signs in with
 * the address (holds it) and is neither removed nor deleted is sent anything; staff too.
 */
async function sendLinkIfAccount(deps: AppDeps, email: string): Promise<void> {
  const queued = await deps.db.transaction(async (tx) => {
    const account = await holderOf(tx, email);
    // A removed member of staff may still hold the address; neither they nor a deleted account are sent anything.
    if (account === undefined || account.removedAt !== null || account.deletedAt !== null) return false;
    return queueResetLink(tx, deps, account, null, (key, message) => queueMail(tx, key, message));
  });
  if (queued) sendQueuedMail(deps);
}

/** A new password from an e-mailed link: a reset link, or the invitation to claim an account. */
async function setPasswordByLink(c: Context<AppEnv>, purpose: 'reset-password' | 'claim-account', input: { token: string; password: string }) {
  const { token, password } = input;
  const { db, now: clock } = c.var.deps;
  const now = clock();
  const { account, receiptsOwed } = await db.transaction(async (tx) => {
    // 1. The link first: only someone holding a live link makes the server hash a password.
    const { account: before } = await spendLink(tx, purpose, token, now);
    // 2. Older reset links in the inbox, and a pending change of address (perhaps a thief's, who
    //    knew the old password: issue 30), are useless from now on.
    await endLinksOnNewPassword(tx, before.id, now);
    // 3. The new password; the link proved the address, so it counts as confirmed.
    const [after] = await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password), emailConfirmedAt: before.emailConfirmedAt ?? now, updatedAt: now })
      .where(eq(users.id, before.id))
      .returning();
    // 4. Whoever knew the old password is signed out everywhere, and the owner's own failed
    //    tries no longer hold the sign-in form back.
    await invalidateUserSessions(tx, before.id);
    await tx.delete(signInFailures).where(eq(signInFailures.email, before.email.toLowerCase()));
    // Receipts of deposits paid while the address was unconfirmed go now that it is proven.
    const receiptsOwed =
      before.emailConfirmedAt === null ? await queueOwedReceipts(tx, c.var.deps, before.id, (key, message) => queueMail(tx, key, message)) : 0;
    return { account: after!, receiptsOwed };
  });
  if (receiptsOwed > 0) sendQueuedMail(c.var.deps);
  // 5. This browser alone is signed in, with a new session; a member of staff with a code app
  //    is asked for its code first, as at any sign-in.
  return signedInAnswer(c, account, await signIn(c, account), 200);
}

export const passwordResetRoutes = new Hono<AppEnv>()
  .post('/forgot', sValidator('json', forgotPasswordSchema, refuseInvalid), async (c) => {
    const { email } = c.req.valid('json');
    // Counted as a sign-in try that never succeeds: the same limits, so the form is no faster a
    // way to probe or to pester an e-mail than the sign-in form.
    await beginSignIn(c, { email });
    const { deps } = c.var;
    afterAnswer(() => sendLinkIfAccount(deps, email), 'A password reset link could not be made', deps.log);
    return c.json({ message: RESET_LINK_SENT }, 202);
  })
  .post('/reset', sValidator('json', passwordResetSchema, refuseInvalid), async (c) => setPasswordByLink(c, 'reset-password', c.req.valid('json')))
  // An account the desk made for an owner who phoned (issue 31): its invitation sets the first password.
  .post('/claim', sValidator('json', passwordResetSchema, refuseInvalid), async (c) => setPasswordByLink(c, 'claim-account', c.req.valid('json')));
