import { sValidator } from '@hono/standard-validator';
import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { todayAtHotel } from '../../domain/dates.ts';
import { accountDeletionSchema, emailChangeSchema, passwordChangeSchema } from '../../domain/schemas/account-control.ts';
import { linkTokenSchema } from '../../domain/schemas/account-links.ts';
import { clearSessionCookie, requireOwner, signedInOwner } from '../auth/owner.ts';
import { hashPassword } from '../auth/password.ts';
import { ownerJson } from '../auth/routes.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { changeInTransaction, changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { emailChangeAskedMessage, emailChangedMessage, emailChangeLinkMessage } from '../mail/account-changes.ts';
import { mailAfterCommit, mailInRequest, queueMailInRequest } from '../mail/after-commit.ts';
import { queueOwedReceipts } from '../mail/deposit-receipt.ts';
import { filesGone, photoFilesFollowTheChange } from '../photos/kept-files.ts';
import { deleteAccount } from './deletion.ts';
import { holderOf } from './holders.ts';
import { accountExport, exportFileName } from './export.ts';
import { endLinksOnNewPassword, linkAddress, linksSentSince, makeLink, spendLink, spendOtherLinks } from './links.ts';
import { checkPassword, countPasswordTries } from './password-check.ts';

// The owner's own control of the account, from Profile (issue 16): a new password, a new address,
// the data the hotel holds, and deleting the account. Each change asks for the password again
// (api/accounts/password-check.ts) and runs in one transaction with its Idempotency-Key.

export const SAME_EMAIL = 'This is already your e-mail address.';
export const EMAIL_TAKEN_MEANWHILE =
  'Another account now uses this address, so your account keeps its old one. Change your e-mail again to another address.';
export const TOO_MANY_EMAIL_CHANGES =
  'You have asked for several changes of address in the last hour. Please use the newest e-mail we sent, or try again later.';

/** How many change-of-address links an account may send in an hour: an owner retrying, not a flood. */
const EMAIL_CHANGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

/** Whether an account other than `ownerId` holds `email`. */
async function heldByAnother(db: Database, email: string, ownerId: string): Promise<boolean> {
  const holder = await holderOf(db, email);
  return holder !== undefined && holder.id !== ownerId;
}

export const accountRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .get('/export', async (c) => {
    const now = c.var.deps.now();
    const data = await accountExport(c.var.db, signedInOwner(c), now);
    c.header('Content-Disposition', `attachment; filename="${exportFileName(todayAtHotel(now))}"`);
    return c.json(data, 200);
  })
  .use(mailAfterCommit)
  // Only where the password is asked: a request to any other path here is no try at signing in.
  .use('/password', countPasswordTries)
  .use('/email', countPasswordTries)
  .use('/delete', countPasswordTries)
  // The deleted account's photos' files go once the deletion has committed, never before (issue 34).
  .use('/delete', photoFilesFollowTheChange)
  .use(changesInTransaction)
  .post('/password', sValidator('json', passwordChangeSchema, refuseInvalid), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const { db, deps, sessionId } = c.var;
    const owner = signedInOwner(c);
    await checkPassword(c, currentPassword, 'currentPassword');
    const now = deps.now();
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), updatedAt: now })
      .where(eq(users.id, owner.id));
    // Whoever else knew the old password is signed out everywhere; this phone stays signed in.
    await db.delete(sessions).where(and(eq(sessions.userId, owner.id), sessionId === null ? undefined : ne(sessions.id, sessionId)));
    // Open reset links and a pending change of address end too: they may be the other person's.
    await endLinksOnNewPassword(db, owner.id, now);
    return c.json({ message: 'Your password is changed. Every other device was signed out.' }, 200);
  })
  .post('/email', sValidator('json', emailChangeSchema, refuseInvalid), async (c) => {
    const { newEmail, password } = c.req.valid('json');
    const { db, deps } = c.var;
    const owner = signedInOwner(c);
    await checkPassword(c, password, 'password');
    if (newEmail === owner.email.toLowerCase()) throw new Problem(400, SAME_EMAIL, 'newEmail');
    const now = deps.now();
    if ((await linksSentSince(db, owner.id, 'change-email', new Date(now.getTime() - HOUR_MS))) >= EMAIL_CHANGES_PER_HOUR) {
      throw new Problem(429, TOO_MANY_EMAIL_CHANGES);
    }
    // The answer is the same when another account holds the address, so a signed-in stranger
    // learns nothing of who has an account: the request is counted and replaces an older one
    // alike (issue 30: the quota counted only free addresses, so a sixth request told which were
    // held). That address is sent nothing: its link is made, but nobody ever sees its token, and
    // opening it would be refused while another account holds the address.
    const held = await heldByAnother(db, newEmail, owner.id);
    const profileUrl = `${deps.publicUrl}/dashboard`;
    // A newer request replaces an older one: only the newest link can change the address.
    await spendOtherLinks(db, owner.id, 'change-email', now);
    const link = await makeLink(db, { userId: owner.id, purpose: 'change-email', email: newEmail }, now);
    if (!held) {
      const address = linkAddress(deps.publicUrl, 'change-email', link.token);
      await queueMailInRequest(
        c,
        `change-email:${owner.id}:${now.toISOString()}`,
        emailChangeLinkMessage({ to: newEmail, firstName: owner.firstName, address, expiresAt: link.expiresAt }),
      );
    }
    // An account that holds no address (registered with someone else's) never writes to it.
    if (owner.holdsEmail) {
      await queueMailInRequest(
        c,
        `change-email-asked:${owner.id}:${now.toISOString()}`,
        emailChangeAskedMessage({ to: owner.email, firstName: owner.firstName, newEmail, at: now, profileUrl }),
      );
    }
    return c.json({ pendingEmail: newEmail, message: `We have sent a link to ${newEmail}. Your address changes when you open it.` }, 202);
  })
  .post('/delete', sValidator('json', accountDeletionSchema, refuseInvalid), async (c) => {
    const { password } = c.req.valid('json');
    await checkPassword(c, password, 'password');
    const { photoStorageKeys } = await deleteAccount(c.var.db, signedInOwner(c), c.var.deps.now());
    filesGone(c, photoStorageKeys);
    clearSessionCookie(c);
    return c.json({ message: 'Your account is deleted.' }, 200);
  });

/** The page a change-of-address link opens posts its token here; whoever holds the link may. */
export const emailChangeRoutes = new Hono<AppEnv>()
  .use(mailAfterCommit)
  .use(changeInTransaction)
  .post('/', sValidator('json', linkTokenSchema, refuseInvalid), async (c) => {
    const { db, deps } = c.var;
    const now = deps.now();
    const { link, account } = await spendLink(db, 'change-email', c.req.valid('json').token, now);
    if (await heldByAnother(db, link.email, account.id)) throw new Problem(409, EMAIL_TAKEN_MEANWHILE);
    const [changed] = await db
      .update(users)
      .set({ email: link.email.toLowerCase(), emailConfirmedAt: now, updatedAt: now })
      .where(eq(users.id, account.id))
      .returning();
    await spendOtherLinks(db, account.id, 'confirm-email', now);
    await spendOtherLinks(db, account.id, 'change-email', now);
    // Receipts withheld while no address was confirmed go to this one, now proven.
    await queueOwedReceipts(db, deps, account.id, mailInRequest(c));
    await queueMailInRequest(
      c,
      `email-changed:${link.id}`,
      emailChangedMessage({
        to: account.email,
        firstName: account.firstName,
        newEmail: link.email,
        at: now,
        profileUrl: `${deps.publicUrl}/dashboard`,
      }),
    );
    return c.json(ownerJson(changed!), 200);
  });
