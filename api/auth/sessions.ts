import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

// Sessions as the Lucia guide teaches them (D3): the cookie holds a random token, the database only
// its SHA-256, so a leaked backup holds nothing that signs anyone in.

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_DAYS = 30;
/** A session used in its second half is extended, so an owner who visits monthly stays signed in. */
const RENEW_WITHIN_MS = (SESSION_DAYS / 2) * DAY_MS;
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
}

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

/** 30 days from `now`, but never past the session's last day (90 from its sign-in). */
function expiryFrom(now: Date, createdAt: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_DAYS * DAY_MS, createdAt.getTime() + MOST_MS));
}

export async function createSession(db: Database, token: string, userId: string, now: Date): Promise<Session> {
  // The hotel's clock, not the database's default: the 90 days are counted on the same clock as every expiry.
  const session = { id: sessionIdOf(token), userId, expiresAt: expiryFrom(now, now), createdAt: now };
  await db.insert(sessions).values(session);
  return session;
}

/** The session and its account: every signed-in request asks for it. */
const sessionWithAccount = builtOnce((db) =>
  db
    .select({ session: sessions, user: users })
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
  const renewed = expiryFrom(now, session.createdAt);
  if (now.getTime() >= session.expiresAt.getTime() - RENEW_WITHIN_MS && renewed.getTime() > session.expiresAt.getTime()) {
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
 * Deletes the sessions that have ended, by their 30 days or by the 90 since sign-in: a session is
 * refused from that moment anyway, but an owner who never comes back would leave it for ever.
 */
export async function purgeEndedSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lte(sessions.expiresAt, now), lte(sessions.createdAt, new Date(now.getTime() - MOST_MS))));
}
