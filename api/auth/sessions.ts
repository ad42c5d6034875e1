import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

// Sessions as the Lucia guide teaches them (D3): the cookie holds a random token, the database only
// its SHA-256, so a leaked backup holds nothing that signs anyone in.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long a session lasts without use, and how close to its end a use extends it. */
interface SessionTerms {
  idleMs: number;
  renewWithinMs: number;
}

/**
 * An owner stays signed in for 30 days from the last visit (renewed in their second half, so an
 * owner who visits monthly stays signed in). The hotel's staff read every owner's phone number and
 * every cat's medical notes, often on a phone at the desk: their session ends after a shift's idle
 * time, 12 hours without a request, renewed at most once an hour of use (issue 30).
 */
const OWNER_TERMS: SessionTerms = { idleMs: 30 * DAY_MS, renewWithinMs: 15 * DAY_MS };
const STAFF_TERMS: SessionTerms = { idleMs: 12 * HOUR_MS, renewWithinMs: 11 * HOUR_MS };

export function sessionTermsOf(role: UserRow['role']): SessionTerms {
  return role === 'owner' ? OWNER_TERMS : STAFF_TERMS;
}

/**
 * However often it is used, a session ends this long after its sign-in: a token stolen from a
 * browser (a shared computer, a leaked cookie) cannot be kept alive for ever by using it.
 */
const SESSION_MOST_DAYS = 90;
const MOST_MS = SESSION_MOST_DAYS * DAY_MS;

export type UserRow = typeof users.$inferSelect;

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  /** The sign-in that made it, from which its 90 days count. */
  createdAt: Date;
  /** The password was right; the code app's code is still to come (second-factor.ts). */
  awaitingCode: boolean;
}

/** How long a member of staff has to type the code app's code after the password. */
export const CODE_STEP_MS = 10 * 60 * 1000;

export type SessionCheck = { session: Session; user: UserRow; renewed: boolean } | null;

export function generateSessionToken(): string {
  // 20 random bytes = 160 bits, written as 32 base32 characters.
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What the database keeps of a token: its SHA-256, by Node's native hash (on every signed-in request). */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The idle time of the account's terms from `now`, but never past the session's last day (90 from its sign-in). */
function expiryFrom(now: Date, createdAt: Date, terms: SessionTerms): Date {
  return new Date(Math.min(now.getTime() + terms.idleMs, createdAt.getTime() + MOST_MS));
}

/**
 * A session for `account` signed in now. `awaitingCode`: the password was right but the code app's
 * code is still to come, so it signs nobody in and ends after 10 minutes.
 */
export async function createSession(
  db: Database,
  token: string,
  account: Pick<UserRow, 'id' | 'role'>,
  now: Date,
  { awaitingCode = false }: { awaitingCode?: boolean } = {},
): Promise<Session> {
  // The hotel's clock, not the database's default: the 90 days are counted on the same clock as every expiry.
  const expiresAt = awaitingCode ? new Date(now.getTime() + CODE_STEP_MS) : expiryFrom(now, now, sessionTermsOf(account.role));
  const session = { id: sessionIdOf(token), userId: account.id, expiresAt, createdAt: now, awaitingCode };
  // Signing in is proof of who it is, for the changes that ask again after 15 minutes.
  await db.insert(sessions).values({ ...session, confirmedAt: awaitingCode ? null : now });
  return session;
}

/** The session and its account: every signed-in request asks for it. */
const sessionWithAccount = builtOnce((db) =>
  db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        createdAt: sessions.createdAt,
        awaitingCode: sessions.awaitingCode,
      },
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A removed staff account's or a deleted account's sessions are deleted with it; this holds even for one that slipped by.
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(users.removedAt), isNull(users.deletedAt)))
    .prepare('session_with_account'),
);

export async function validateSessionToken(db: Database, token: string, now: Date): Promise<SessionCheck> {
  const id = sessionIdOf(token);
  const [row] = await sessionWithAccount(db).execute({ id });
  if (row === undefined) return null;
  const { session, user } = row;
  // A session renewed before the 90 days existed may run past them; the sign-in's day rules.
  if (now.getTime() >= Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + MOST_MS)) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  // A session waiting for its code keeps its 10 minutes: using it does not extend them.
  if (session.awaitingCode) return { session, user, renewed: false };
  const terms = sessionTermsOf(user.role);
  const renewed = expiryFrom(now, session.createdAt, terms);
  if (now.getTime() >= session.expiresAt.getTime() - terms.renewWithinMs && renewed.getTime() > session.expiresAt.getTime()) {
    session.expiresAt = renewed;
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id));
    return { session, user, renewed: true };
  }
  return { session, user, renewed: false };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of one account, ended at once: a removed staff member's next request is a 401. */
export async function invalidateUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Deletes the sessions that have ended, by their idle time or by the 90 days since sign-in: a session is
 * refused from that moment anyway, but an owner who never comes back would leave it for ever.
 */
export async function purgeEndedSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lte(sessions.expiresAt, now), lte(sessions.createdAt, new Date(now.getTime() - MOST_MS))));
}
