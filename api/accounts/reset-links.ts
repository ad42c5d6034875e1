import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/sessions.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { passwordResetMessage } from '../mail/password-reset.ts';
import { linkAddress, linksSentSince, makeLink } from './links.ts';

// Sending an account a reset link (issue 16), whether the owner asked on the sign-in page or a
// member of staff sent it. Either way the link goes only to the address the account signs in with.

/**
 * At most this many reset e-mails per account in RESET_EMAIL_WINDOW_MS, however many addresses
 * and e-mails ask: the sign-in limits count per address and e-mail, so without this a stranger
 * spreading the form over many addresses could fill an owner's inbox.
 */
export const RESET_EMAILS_PER_WINDOW = 3;
export const RESET_EMAIL_WINDOW_MS = 15 * 60_000;

/**
 * Queues a reset link for `account` with `queue` (in the caller's transaction `tx`), unless the
 * account already had its share of reset e-mails; answers whether one was queued. The account's
 * row is locked first, so parallel requests for one account cannot pass the cap together.
 */
export async function queueResetLink(
  tx: Database,
  deps: Pick<AppDeps, 'now' | 'publicUrl'>,
  account: UserRow,
  requestedBy: UserRow | null,
  queue: (key: string, message: MailMessage) => Promise<void>,
): Promise<boolean> {
  const now = deps.now();
  await tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).for('update');
  const since = new Date(now.getTime() - RESET_EMAIL_WINDOW_MS);
  if ((await linksSentSince(tx, account.id, 'reset-password', since)) >= RESET_EMAILS_PER_WINDOW) return false;
  const link = await makeLink(tx, { userId: account.id, purpose: 'reset-password', email: account.email, requestedBy: requestedBy?.id }, now);
  await queue(
    `password-reset:${link.id}`,
    passwordResetMessage({
      to: account.email,
      firstName: account.firstName,
      address: linkAddress(deps.publicUrl, 'reset-password', link.token),
      expiresAt: link.expiresAt,
      sentByHotel: requestedBy !== null,
    }),
  );
  return true;
}
