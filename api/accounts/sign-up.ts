import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { users } from '../db/schema.ts';
import type { UserRow } from '../auth/sessions.ts';
import { queueMailInRequest } from '../mail/after-commit.ts';
import { signUpWarningMessage } from '../mail/email-confirmation.ts';
import { sendConfirmationLink } from './email-confirmation.ts';
import { holderOf } from './holders.ts';

// A sign-up (issue 16) answers the same whether or not the address has an account, so it tells
// nobody who is a guest here:
//
// 1. The new account tries to hold the address. Nobody else does: it holds it, unconfirmed, and a
//    confirmation link is queued to the address.
// 2. Another account holds it: the new account is made all the same, but does not hold the address
//    (nobody signs in to it by e-mail again, and nothing is ever sent to the address for it). The
//    holder is told instead, at most once an hour, so sign-ups cannot flood an inbox.
// Both happen in one transaction with the e-mail they queue, so neither an account without its
// e-mail nor an e-mail without its account is left behind.

const HOUR_MS = 60 * 60 * 1000;

export interface NewOwner {
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

async function warnHolder(c: Context<AppEnv>, holder: UserRow, now: Date): Promise<void> {
  // A removed member of staff can no longer sign in: there is nothing to tell them to do.
  if (holder.removedAt !== null) return;
  const { publicUrl } = c.var.deps;
  // One message per holder per clock hour: the outbox drops a second one with the same key.
  const hour = Math.floor(now.getTime() / HOUR_MS);
  await queueMailInRequest(
    c,
    `sign-up-warning:${holder.id}:${hour}`,
    signUpWarningMessage({
      to: holder.email,
      firstName: holder.firstName,
      signInUrl: `${publicUrl}/login`,
      forgotPasswordUrl: `${publicUrl}/forgot-password`,
    }),
  );
}

/** Makes the owner's account and queues its e-mail, in one transaction (see the steps above). */
export async function signUp(c: Context<AppEnv>, owner: NewOwner): Promise<UserRow> {
  const now = c.var.deps.now();
  return c.var.deps.db.transaction(async (tx) => {
    c.set('db', tx);
    try {
      const [holding] = await tx.insert(users).values(owner).onConflictDoNothing().returning();
      if (holding !== undefined) {
        await sendConfirmationLink(c, holding, now);
        return holding;
      }
      const [account] = await tx
        .insert(users)
        .values({ ...owner, holdsEmail: false })
        .returning();
      const holder = await holderOf(tx, owner.email);
      // The holder deleted in the meantime leaves nobody to tell.
      if (holder !== undefined) await warnHolder(c, holder, now);
      return account!;
    } finally {
      c.set('db', c.var.deps.db);
    }
  });
}
