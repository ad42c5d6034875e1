import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accountLinks, users } from '../db/schema.ts';
import { generateSessionToken, sessionIdOf, type UserRow } from '../auth/sessions.ts';
import { Problem } from '../http/problem.ts';

// The links e-mailed to an owner to prove they read an address (issue 16, docs/decisions/0015):
// a forgotten password's reset, the confirmation of a new account's address, and of a changed one.
// One kind of token for all three, made and kept as a session token is (D3): 160 random bits in the
// link, only the SHA-256 in the database, so neither a backup nor a look at the table signs anyone
// in. A link works once, for its own purpose, until it expires.

export type LinkPurpose = (typeof accountLinks.$inferSelect)['purpose'];
export type AccountLink = typeof accountLinks.$inferSelect;

const MINUTE_MS = 60_000;

/** How long each link works: a reset is short, since it signs in; a confirmation waits for a busy owner. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  'reset-password': 30 * MINUTE_MS,
  'confirm-email': 7 * 24 * 60 * MINUTE_MS,
  'change-email': 7 * 24 * 60 * MINUTE_MS,
  // An owner who phoned the hotel may not read the e-mail until the stay comes near.
  'claim-account': 14 * 24 * 60 * MINUTE_MS,
};

/** Where each link opens in the web app. The token rides in the fragment: never sent to a server, never in a Referer. */
const LINK_PAGE: Record<LinkPurpose, string> = {
  'reset-password': '/reset-password',
  'confirm-email': '/confirm-email',
  'change-email': '/change-email',
  'claim-account': '/claim-account',
};

export function linkAddress(publicUrl: string, purpose: LinkPurpose, token: string): string {
  return `${publicUrl}${LINK_PAGE[purpose]}#token=${token}`;
}

export interface NewLink {
  userId: string;
  purpose: LinkPurpose;
  /** The address the link is sent to, and the only one it proves. */
  email: string;
  /** The member of staff who sent an owner a reset link; absent when the owner asked. */
  requestedBy?: string;
}

/** Writes a new link in `db` (the caller's transaction) and answers its id and its token, for the e-mail only. */
export async function makeLink(db: Database, link: NewLink, now: Date): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[link.purpose]);
  const [made] = await db
    .insert(accountLinks)
    .values({ ...link, tokenHash: sessionIdOf(token), createdAt: now, expiresAt })
    .returning({ id: accountLinks.id });
  // The id names the link's e-mail in the outbox; the token itself is never stored.
  return { id: made!.id, token, expiresAt };
}

export const LINK_UNKNOWN = 'This link does not open anything here. Check that you copied all of it from the e-mail.';

/** A change of address asked before the password changed (issue 30): whoever asked may have been a thief. */
export const CHANGE_ENDED_BY_PASSWORD =
  'This change of e-mail was cancelled because the account’s password was changed after it was asked. If you still want the new address, sign in and change your e-mail again from your profile.';

/** Why a link no longer works, in words that say what to do instead. */
const LINK_CLOSED: Record<LinkPurpose, { used: string; expired: string; moved: string; endedByPassword: string }> = {
  'reset-password': {
    endedByPassword:
      'This reset link no longer works: the account’s password was changed after it was sent. If you still cannot sign in, ask for a new link on the sign-in page.',
    used: 'This reset link has already been used. If you still cannot sign in, ask for a new link on the sign-in page.',
    expired: 'This reset link has expired: a reset link works for 30 minutes. Ask for a new one on the sign-in page.',
    moved: 'This reset link was sent to an address the account no longer uses. Ask for a new one on the sign-in page.',
  },
  'confirm-email': {
    endedByPassword: 'This confirmation link has already been used.',
    used: 'This confirmation link has already been used.',
    expired: 'This confirmation link has expired: it works for 7 days. Send a new one from your dashboard.',
    moved: 'This confirmation link was sent to an address the account no longer uses. Send a new one from your dashboard.',
  },
  'change-email': {
    endedByPassword: CHANGE_ENDED_BY_PASSWORD,
    used: 'This confirmation link has already been used.',
    expired: 'This confirmation link has expired: it works for 7 days. Change your e-mail again from your profile.',
    moved: 'This change of e-mail was replaced by a later one. Use the link in the newest e-mail.',
  },
  'claim-account': {
    endedByPassword: 'This invitation has already been used: the account has a password. Sign in, or ask for a reset link on the sign-in page.',
    used: 'This invitation has already been used: the account has a password. Sign in, or ask for a reset link on the sign-in page.',
    expired: 'This invitation has expired: it works for 14 days. Ask for a reset link on the sign-in page to choose your password.',
    moved: 'This invitation was sent to an address the account no longer uses. Ask for a reset link on the sign-in page.',
  },
};

/** Whether `account` may still act on a link sent to `email` for `purpose`. */
function accountAnswersTo(account: UserRow, purpose: LinkPurpose, email: string): boolean {
  if (account.removedAt !== null || account.deletedAt !== null || !account.holdsEmail) return false;
  // A change of e-mail proves the new address; the others prove the one the account has now.
  return purpose === 'change-email' || account.email.toLowerCase() === email.toLowerCase();
}

/**
 * Spends the link behind `token` for `purpose` in `tx` (the caller's transaction), answering the
 * link and its account as they were before; otherwise throws the 404 or 410 that says why not.
 * Of two requests spending one link at once, one gets it and the other is told it was used.
 * A link of another purpose is refused as unknown: a confirmation link never resets a password.
 */
export async function spendLink(tx: Database, purpose: LinkPurpose, token: string, now: Date): Promise<{ link: AccountLink; account: UserRow }> {
  const tokenHash = sessionIdOf(token);
  const [spent] = await tx
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.tokenHash, tokenHash),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        isNull(accountLinks.endedByPasswordAt),
        gt(accountLinks.expiresAt, now),
      ),
    )
    .returning();
  const [found] = spent
    ? [{ link: spent, account: await accountOf(tx, spent.userId) }]
    : await tx
        .select({ link: accountLinks, account: users })
        .from(accountLinks)
        .innerJoin(users, eq(users.id, accountLinks.userId))
        .where(and(eq(accountLinks.tokenHash, tokenHash), eq(accountLinks.purpose, purpose)));
  if (found === undefined || found.account === undefined) throw new Problem(404, LINK_UNKNOWN);
  const words = LINK_CLOSED[purpose];
  if (spent === undefined) {
    if (found.link.endedByPasswordAt !== null) throw new Problem(410, words.endedByPassword);
    throw new Problem(410, found.link.usedAt !== null ? words.used : words.expired);
  }
  if (!accountAnswersTo(found.account, purpose, found.link.email)) throw new Problem(410, words.moved);
  return { link: spent, account: found.account };
}

async function accountOf(db: Database, id: string): Promise<UserRow | undefined> {
  const [account] = await db.select().from(users).where(eq(users.id, id));
  return account;
}

/** Ends the account's other open links of `purpose`: a new password, say, makes older reset links useless. */
export async function spendOtherLinks(tx: Database, userId: string, purpose: LinkPurpose, now: Date): Promise<void> {
  await tx
    .update(accountLinks)
    .set({ usedAt: now })
    .where(and(eq(accountLinks.userId, userId), eq(accountLinks.purpose, purpose), isNull(accountLinks.usedAt)));
}

/**
 * A new password (a reset or a change) ends every open link that changes what the account is: its
 * reset links and its pending change of address (issue 30). Whoever knew the old password may have
 * asked for them (a change of address to their own mailbox, say), and would otherwise take the
 * account back after the owner reset the password. A confirmation of the current address stays:
 * it proves the address the account already has and changes nothing else. An invitation to claim
 * the account (issue 31) ends too: the account has a password now, and the link would set another.
 */
export async function endLinksOnNewPassword(tx: Database, userId: string, now: Date): Promise<void> {
  await tx
    .update(accountLinks)
    .set({ endedByPasswordAt: now })
    .where(
      and(
        eq(accountLinks.userId, userId),
        inArray(accountLinks.purpose, ['reset-password', 'change-email', 'claim-account']),
        isNull(accountLinks.usedAt),
        isNull(accountLinks.endedByPasswordAt),
      ),
    );
}

/** How many links of `purpose` the account was sent since `since`: the cap on e-mails one account can be sent. */
export async function linksSentSince(db: Database, userId: string, purpose: LinkPurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accountLinks)
    .where(and(eq(accountLinks.userId, userId), eq(accountLinks.purpose, purpose), gt(accountLinks.createdAt, since)));
  return row?.count ?? 0;
}
