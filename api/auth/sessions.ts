import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

// Sessions as the Lucia guide teaches them (D3): the cookie holds a random token, the database only
// its SHA-256, so a leaked backup holds nothing that signs anyone in.

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_DAYS = 30;
/** A session used in its second half is extended, so an owner who visits monthly stays signed in. */
const RENEW_WITHIN_MS = (SESSION_DAYS / 2) * DAY_MS;

export type UserRow = typeof users.$inferSelect;

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
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

export async function createSession(db: Database, token: string, userId: string, now: Date): Promise<Session> {
  const session = { id: sessionIdOf(token), userId, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) };
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
  if (now.getTime() >= session.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() >= session.expiresAt.getTime() - RENEW_WITHIN_MS) {
    session.expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
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
