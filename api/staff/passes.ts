import { sValidator } from '@hono/standard-validator';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { MESSAGES } from '../../domain/schemas/messages.ts';
import { INVITATION_DAYS, staffAccountSchema, staffPassCheckSchema } from '../../domain/schemas/staff.ts';
import { hashPassword } from '../auth/password.ts';
import { ownerJson, signIn } from '../auth/routes.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { staffPasses, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { hasActiveManager, lockTeam, openPassAt, type PassState, passState, passTokenHash, SETUP_HOURS, type StaffPass } from './staff-accounts.ts';
import type { StaffPassView } from '../../domain/contracts/desk-team.ts';

// The setup and invitation addresses (docs/decisions/0011). Anyone holding one may open it, so these
// two routes need no session; there is no owner to scope an Idempotency-Key to either, and none is
// needed: a pass works once, so a repeat is refused rather than applied twice.

export const PASS_UNKNOWN = 'This address does not open anything here. Check that you copied all of it.';
export const SETUP_USED = 'This setup address has already been used. Sign in at /login, or ask a manager for an invitation.';
export const INVITATION_USED = 'This invitation has already been used. Sign in at /login, or ask a manager for a new invitation.';
export const INVITATION_EXPIRED = `This invitation has expired: an invitation works for ${INVITATION_DAYS} days. Ask a manager for a new one.`;
export const INVITATION_REVOKED = 'This invitation was withdrawn by a manager. Ask a manager if you should have a new one.';
export const STAFF_EMAIL_TAKEN = 'There is already an account with this e-mail. Please use another e-mail for your staff account.';
export const SETUP_EXPIRED = `This setup address has expired: a setup address works for ${SETUP_HOURS} hours. Restart the server: while the hotel has no manager, it writes a new address to its log at every start.`;
export const INVITED_EMAIL_ONLY =
  'An invitation makes an account only for the e-mail it was sent to. Leave the e-mail out, or ask a manager to invite the address you want to use.';
export const INVITED_EMAIL_TAKEN =
  'The e-mail this invitation was sent to has an account here now, so the invitation cannot make another. Ask a manager to invite another address.';

// A setup address says "used" whatever ended it but its 24 hours: it is spent once the hotel has its
// first manager; after 24 hours it says to restart the server for a new one.
const CLOSED: Record<StaffPass['kind'], Record<Exclude<PassState, 'open'>, string>> = {
  setup: { used: SETUP_USED, expired: SETUP_EXPIRED, revoked: SETUP_USED },
  invitation: { used: INVITATION_USED, expired: INVITATION_EXPIRED, revoked: INVITATION_REVOKED },
};

/** The pass behind `token` while it can make an account; otherwise the 404 or 410 that says why not. */
async function openPass(db: Database, token: string, now: Date): Promise<StaffPass> {
  const [pass] = await db
    .select()
    .from(staffPasses)
    .where(eq(staffPasses.tokenHash, passTokenHash(token)));
  if (pass === undefined) throw new Problem(404, PASS_UNKNOWN);
  const state = passState(pass, now);
  if (state !== 'open') throw new Problem(410, CLOSED[pass.kind][state]);
  if (pass.kind === 'setup' && (await hasActiveManager(db))) throw new Problem(410, SETUP_USED);
  return pass;
}

function passJson(pass: StaffPass): StaffPassView {
  return { kind: pass.kind, role: pass.role, email: pass.email };
}

/**
 * The account's address: an invitation's is the one it was mailed to, and that counts as confirmed,
 * since only who reads that mailbox has the link (issue 30); the setup form's is typed, proven by nothing.
 */
function accountEmail(pass: StaffPass, typed: string | undefined, now: Date): { email: string; emailConfirmedAt: Date | null } {
  if (pass.kind === 'invitation' && pass.email !== null) {
    if (typed !== undefined && typed !== pass.email.toLowerCase()) throw new Problem(400, INVITED_EMAIL_ONLY, 'email');
    return { email: pass.email.toLowerCase(), emailConfirmedAt: now };
  }
  if (typed === undefined) throw new Problem(400, MESSAGES.email, 'email');
  return { email: typed, emailConfirmedAt: null };
}

// The token comes in a body only (issue 30): the addresses carry it in their fragment, which no
// browser sends to a server, and no route reads it from a query string, which proxies log.
export const staffPassRoutes = new Hono<AppEnv>()
  .post('/check', sValidator('json', staffPassCheckSchema, refuseInvalid), async (c) => {
    const { token } = c.req.valid('json');
    return c.json(passJson(await openPass(c.var.deps.db, token, c.var.deps.now())), 200);
  })
  .post('/', sValidator('json', staffAccountSchema, refuseInvalid), async (c) => {
    const { token, password, email: typed, ...person } = c.req.valid('json');
    const { db, now: clock } = c.var.deps;
    const now = clock();
    // 1. A dead or unknown address is refused before the password costs any hashing time, so only
    //    the holder of a live pass can make the server hash.
    const found = await openPass(db, token, now);
    const address = accountEmail(found, typed, now);
    const passwordHash = await hashPassword(password);
    const account = await db.transaction(async (tx) => {
      // 2. Setup claims take turns, so two setup addresses from two starts make one first manager.
      if (found.kind === 'setup') await lockTeam(tx);
      // 3. Claim the pass: of two requests holding it, one gets a row back; the other, nothing.
      const [pass] = await tx
        .update(staffPasses)
        .set({ usedAt: now })
        .where(and(eq(staffPasses.id, found.id), openPassAt(now)))
        .returning();
      if (pass === undefined) {
        // Used or withdrawn since it was read: the refusal says which.
        await openPass(tx, token, now);
        throw new Error(`Staff pass ${found.id} could not be claimed, yet reads as open`);
      }
      // 4. Under the lock, a setup address looks again for a manager another address just made.
      if (pass.kind === 'setup' && (await hasActiveManager(tx))) throw new Problem(410, SETUP_USED);
      // 5. The account; an e-mail already taken rolls the claim back, so the address still works.
      const [created] = await tx
        .insert(users)
        .values({ ...person, ...address, passwordHash, role: pass.role })
        .onConflictDoNothing()
        .returning();
      if (created === undefined) {
        if (pass.kind === 'invitation') throw new Problem(409, INVITED_EMAIL_TAKEN);
        throw new Problem(409, STAFF_EMAIL_TAKEN, 'email');
      }
      await tx.update(staffPasses).set({ usedBy: created.id }).where(eq(staffPasses.id, pass.id));
      // 6. The other setup addresses die with this one: logs are kept, and none may come back to life.
      if (pass.kind === 'setup') {
        await tx
          .update(staffPasses)
          .set({ revokedAt: now })
          .where(and(eq(staffPasses.kind, 'setup'), isNull(staffPasses.usedAt), isNull(staffPasses.revokedAt)));
      }
      return created;
    });
    await signIn(c, account);
    return c.json(ownerJson(account), 201);
  });
