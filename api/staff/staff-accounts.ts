import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staffPasses, users } from '../db/schema.ts';
import { generateSessionToken, sessionIdOf } from '../auth/sessions.ts';

// The passes that make the hotel's own accounts (docs/decisions/0011): the setup address the server
// logs while the hotel has no manager, and a manager's invitations. A pass token is made and kept as
// a session token is (D3): 160 random bits, and only its SHA-256 in the database, so neither a
// backup nor a look at the table gives anyone a way in.

export type StaffPass = typeof staffPasses.$inferSelect;
export type PassState = 'open' | 'used' | 'expired' | 'revoked';

export function newPassToken(): { token: string; tokenHash: string } {
  const token = generateSessionToken();
  return { token, tokenHash: passTokenHash(token) };
}

export function passTokenHash(token: string): string {
  return sessionIdOf(token);
}

/**
 * Where a setup or invitation address opens in the web app. The token rides in the fragment (issue
 * 30), as the owners' links do: a browser never sends it to a server, a proxy never logs it, and no
 * other site sees it in a Referer. The page posts it to the API.
 */
export function passAddress(publicUrl: string, kind: StaffPass['kind'], token: string): string {
  return `${publicUrl}/staff/${kind === 'setup' ? 'setup' : 'join'}#token=${token}`;
}

/** How long a setup address works (issue 30): a log is kept, and a line in it must not stay a way in. */
export const SETUP_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/** What a pass is now; `openPassAt` says the same in SQL, for claims that must be atomic. */
export function passState(pass: Pick<StaffPass, 'usedAt' | 'revokedAt' | 'expiresAt'>, now: Date): PassState {
  if (pass.usedAt !== null) return 'used';
  if (pass.revokedAt !== null) return 'revoked';
  if (pass.expiresAt !== null && pass.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

export function openPassAt(now: Date) {
  return and(isNull(staffPasses.usedAt), isNull(staffPasses.revokedAt), or(isNull(staffPasses.expiresAt), gt(staffPasses.expiresAt, now)));
}

export async function hasActiveManager(db: Database): Promise<boolean> {
  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'manager'), isNull(users.removedAt)))
    .limit(1);
  return manager !== undefined;
}

/** Any fixed number, shared by every server on one database (beside the migration and places locks). */
const TEAM_LOCK = 20_250_640;

/**
 * Changes to who is on the team take turns until the transaction ends, also across servers on one
 * PostgreSQL: two setup addresses cannot make two first managers, two managers removing each other
 * cannot leave none, and one manager's parallel invitations cannot pass the limit together. Team
 * changes are rare, so one lock costs nothing anyone would notice.
 */
export async function lockTeam(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK})`);
}

/**
 * At every start, while the hotel has no manager: a new setup address, written to the log and
 * nowhere else. The server makes it itself, so it works on PGlite, where no second process may open
 * DATA_DIR. Addresses from earlier starts stay good for their 24 hours, or until the first manager
 * exists; one made before they expired (no expiry) gets 24 hours from when it was made.
 */
export async function announceStaffSetup(db: Database, publicUrl: string, now: Date, log: (line: string) => void): Promise<void> {
  if (await hasActiveManager(db)) return;
  await db
    .update(staffPasses)
    .set({ expiresAt: sql`${staffPasses.createdAt} + make_interval(hours => ${SETUP_HOURS})` })
    .where(and(eq(staffPasses.kind, 'setup'), isNull(staffPasses.expiresAt)));
  const { token, tokenHash } = newPassToken();
  await db
    .insert(staffPasses)
    .values({ tokenHash, kind: 'setup', role: 'manager', createdAt: now, expiresAt: new Date(now.getTime() + SETUP_HOURS * HOUR_MS) });
  log(
    `Staff setup: the hotel has no manager yet. This address creates the first manager's account and works once, for ${SETUP_HOURS} hours: ${passAddress(publicUrl, 'setup', token)}`,
  );
}
