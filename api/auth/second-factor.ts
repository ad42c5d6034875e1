import { sValidator } from '@hono/standard-validator';
import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { type CodeAppKeyView, codeAppRuleSchema, type CodeAppView, codeSchema, identitySchema } from '../../domain/schemas/second-factor.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { deskRules, recoveryCodes, sessions, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { STAFF_ONLY, isStaff, requireManager, requireStaff } from '../staff/access.ts';
import { recordHotelChange } from '../staff/hotel-changes.ts';
import { NOT_SIGNED_IN, signedInOwner } from './owner.ts';
import { codeKeyAddress, matchingStep, newCodeKey, newRecoveryCodes, recoveryCodeHash } from './one-time-codes.ts';
import { verifyPassword } from './password.ts';
import { ownerJson, signIn } from './routes.ts';
import type { UserRow } from './sessions.ts';
import { beginSignIn, subjectOfAccount } from './sign-in-limits.ts';

// The staff's second factor (issue 30, OWASP ASVS level 2): staff and managers read every owner's
// phone number and every cat's medical notes, so a password alone is not enough there.
//
// 1. A manager sets up a code app at first sign-in; plain staff do when a manager's rule asks it
//    (`desk_rules`). Until then the desk answers nothing but the setup (`requireCodeAppReady`).
// 2. The setup: the server makes a key and shows it once as text and as an otpauth:// address;
//    the member types the app's code, which proves the app has it; only then is it in use, and
//    ten recovery codes are shown, once.
// 3. Sign-in: a right password gives a session that waits for the code (10 minutes) and signs
//    nobody in; the code, or a recovery code, then gives the real session, with a new token.
// 4. Every code is a try under the sign-in limits of the account (docs/decisions/0010), and a code
//    is taken once: the app's step is kept and an older or equal step is refused (replay).
// 5. Team changes and the code rule ask for the password or a code again when the session's last
//    proof is older than 15 minutes (`requireRecentProof`).

export const WRONG_CODE = 'That code is not right, or it was already used. Enter the code your app shows now, or one of your recovery codes.';
export const CODE_STEP_ENDED = 'Your sign-in took too long, or has ended. Enter your e-mail and password again.';
export const SET_UP_CODE_APP_FIRST =
  'Set up your code app before using the desk: the hotel’s managers, and its staff when a manager asks it, sign in with a code as well as a password.';
export const CODE_APP_ALREADY_SET_UP = 'Your code app is already set up.';
export const START_SETUP_FIRST = 'Start the code app setup first, then enter the code it shows.';
export const CONFIRM_IT_IS_YOU = 'Please confirm it is you: enter your password or a code from your app again.';
export const WRONG_PASSWORD_OR_CODE = 'That password or code is not right. Check it and try again.';

/** How long a sign-in or a confirmation counts as proof for team changes. */
export const PROOF_LASTS_MS = 15 * 60 * 1000;

async function staffNeedCodeApp(db: Database): Promise<boolean> {
  const [rules] = await db.select({ staffNeedCodeApp: deskRules.staffNeedCodeApp }).from(deskRules).where(eq(deskRules.id, 1));
  return rules?.staffNeedCodeApp ?? false;
}

/** 'on' the app is in use; 'needed' it must be set up before the desk opens; 'optional' it may be. */
async function codeAppState(db: Database, member: UserRow): Promise<'on' | 'needed' | 'optional'> {
  if (member.codeAppSince !== null) return 'on';
  if (member.role === 'manager' || (await staffNeedCodeApp(db))) return 'needed';
  return 'optional';
}

/**
 * Locks the member's row for the code check, so two requests carrying one code cannot both take
 * it (the replay guard holds across servers too), and reads it fresh.
 */
async function lockedMember(tx: Database, id: string): Promise<UserRow> {
  const [member] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (member === undefined) throw new Problem(401, CODE_STEP_ENDED);
  return member;
}

/** Takes `typed` as the app's code (once per step) or as an unused recovery code; false when it is neither. */
async function takeCode(tx: Database, member: UserRow, typed: string, now: Date): Promise<boolean> {
  if (member.codeAppKey === null || member.codeAppSince === null) return false;
  const step = matchingStep(member.codeAppKey, typed, now, member.codeAppLastStep);
  if (step !== undefined) {
    await tx.update(users).set({ codeAppLastStep: step }).where(eq(users.id, member.id));
    return true;
  }
  const hash = recoveryCodeHash(typed);
  if (hash === undefined) return false;
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, member.id), eq(recoveryCodes.codeHash, hash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** POST /api/login/code: the second step of a member of staff's sign-in. */
export const codeStepRoutes = new Hono<AppEnv>().post('/', sValidator('json', codeSchema, refuseInvalid), async (c) => {
  const waiting = c.var.awaitingCode;
  if (waiting === null || c.var.sessionId === null) throw new Problem(401, CODE_STEP_ENDED);
  const { db, now: clock } = c.var.deps;
  const signInTry = await beginSignIn(c, subjectOfAccount(waiting));
  const now = clock();
  const { code } = c.req.valid('json');
  const member = await db.transaction(async (tx) => {
    const fresh = await lockedMember(tx, waiting.id);
    return (await takeCode(tx, fresh, code, now)) ? fresh : undefined;
  });
  // The failure stays counted against the account, as a wrong password does.
  if (member === undefined) throw new Problem(400, WRONG_CODE, 'code');
  await signInTry.succeeded();
  await signIn(c, member, { codeTaken: true });
  return c.json(ownerJson(member), 200);
});

/** The signed-in member of staff, for the code app's own routes: open before the app is set up. */
function memberOf(c: Context<AppEnv>): UserRow {
  const user = signedInOwner(c);
  if (!isStaff(user)) throw new Problem(403, STAFF_ONLY);
  return user;
}

/**
 * Before any other staff route: a member who must have a code app and has none is refused, so a
 * manager's password alone never opens owners' records. Visitors and owners pass on to the route's
 * own refusal (401, 403).
 */
export const requireCodeAppReady: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.var.owner;
  if (user !== null && isStaff(user) && (await codeAppState(c.var.db, user)) === 'needed') throw new Problem(403, SET_UP_CODE_APP_FIRST);
  await next();
};

/**
 * When the session last proved who it is. A session that is gone by now ended after the request's
 * sign-in was checked (another manager removed this one from the team at that moment): signed out,
 * a 401, not a request to prove who it is.
 */
async function lastProof(db: Database, sessionId: string | null): Promise<Date | null> {
  if (sessionId === null) return null;
  const [session] = await db.select({ confirmedAt: sessions.confirmedAt }).from(sessions).where(eq(sessions.id, sessionId));
  if (session === undefined) throw new Problem(401, NOT_SIGNED_IN);
  return session.confirmedAt;
}

/**
 * For the changes that give or take away access (the team, the code rule): the session's last
 * proof of who it is must be at most 15 minutes old, or the member is asked again (403, field
 * `proof`, which the desk answers by asking for the password or a code). Reads go on.
 */
export const requireRecentProof: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.var.owner !== null && isStaff(c.var.owner)) {
    const proof = await lastProof(c.var.db, c.var.sessionId);
    if (proof === null || c.var.deps.now().getTime() - proof.getTime() > PROOF_LASTS_MS) throw new Problem(403, CONFIRM_IT_IS_YOU, 'proof');
  }
  await next();
};

/** /api/staff/code: the member's own code app, and the managers' rule for staff. */
export const codeAppRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const member = memberOf(c);
    const { db } = c.var;
    const left = await db
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, member.id), isNull(recoveryCodes.usedAt)));
    const view: CodeAppView = {
      state: await codeAppState(db, member),
      since: member.codeAppSince?.toISOString() ?? null,
      recoveryCodesLeft: member.codeAppSince === null ? 0 : left.length,
      staffNeedCodeApp: await staffNeedCodeApp(db),
    };
    return c.json(view, 200);
  })
  // 2. A new key for the app; an earlier one never proved is replaced.
  .post('/setup', async (c) => {
    const member = memberOf(c);
    if (member.codeAppSince !== null) throw new Problem(409, CODE_APP_ALREADY_SET_UP);
    const key = newCodeKey();
    await c.var.db.update(users).set({ codeAppKey: key, updatedAt: c.var.deps.now() }).where(eq(users.id, member.id));
    const view: CodeAppKeyView = { key, address: codeKeyAddress(key, member.email) };
    return c.json(view, 200);
  })
  // 2. The app's code proves it holds the key: from now on sign-in asks for it. The recovery codes
  //    are in this answer only (no Idempotency-Key stores it).
  .post('/confirm', requireStaff, sValidator('json', codeSchema, refuseInvalid), async (c) => {
    const signedIn = memberOf(c);
    const { db, now: clock } = c.var.deps;
    const signInTry = await beginSignIn(c, subjectOfAccount(signedIn));
    const now = clock();
    const codes = newRecoveryCodes();
    const outcome = await db.transaction(async (tx) => {
      const member = await lockedMember(tx, signedIn.id);
      if (member.codeAppSince !== null) return 'already';
      if (member.codeAppKey === null) return 'not-started';
      const step = matchingStep(member.codeAppKey, c.req.valid('json').code, now, null);
      if (step === undefined) return 'wrong';
      await tx.update(users).set({ codeAppSince: now, codeAppLastStep: step, updatedAt: now }).where(eq(users.id, member.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
      await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId: member.id, codeHash: recoveryCodeHash(code)! })));
      if (c.var.sessionId !== null) await tx.update(sessions).set({ confirmedAt: now }).where(eq(sessions.id, c.var.sessionId));
      return 'on';
    });
    if (outcome === 'already') {
      await signInTry.withdraw();
      throw new Problem(409, CODE_APP_ALREADY_SET_UP);
    }
    if (outcome === 'not-started') {
      await signInTry.withdraw();
      throw new Problem(409, START_SETUP_FIRST);
    }
    if (outcome === 'wrong') throw new Problem(400, WRONG_CODE, 'code');
    await signInTry.succeeded();
    return c.json({ recoveryCodes: codes }, 201);
  })
  // Managers decide whether plain staff need a code app too; their own is never optional.
  .put('/rule', requireManager, requireRecentProof, sValidator('json', codeAppRuleSchema, refuseInvalid), async (c) => {
    const manager = memberOf(c);
    const { staffNeedCodeApp: need } = c.req.valid('json');
    const now = c.var.deps.now();
    await c.var.db.transaction(async (tx) => {
      const before = await staffNeedCodeApp(tx);
      await tx
        .insert(deskRules)
        .values({ id: 1, staffNeedCodeApp: need, updatedBy: manager.id, updatedAt: now })
        .onConflictDoUpdate({ target: deskRules.id, set: { staffNeedCodeApp: need, updatedBy: manager.id, updatedAt: now } });
      // Who decided how staff sign in, and when, is in Settings' changes with the team's.
      const rule = (on: boolean) => ({ staffNeedCodeApp: on ? 'yes' : 'no' });
      await recordHotelChange(tx, now, { actorId: manager.id, action: 'code-app-rule', before: rule(before), after: rule(need) });
    });
    return c.json({ staffNeedCodeApp: need }, 200);
  });

/**
 * POST /api/staff/proof: the password or a code asked again before a team change; the session's
 * proof is then new for 15 minutes. Counted under the sign-in limits like any password.
 */
export const proofRoutes = new Hono<AppEnv>().post('/', requireStaff, sValidator('json', identitySchema, refuseInvalid), async (c) => {
  const signedIn = memberOf(c);
  const { db, now: clock } = c.var.deps;
  const signInTry = await beginSignIn(c, subjectOfAccount(signedIn));
  const now = clock();
  const input = c.req.valid('json');
  const proved =
    'password' in input
      ? await verifyPassword(signedIn.passwordHash, input.password)
      : await db.transaction(async (tx) => takeCode(tx, await lockedMember(tx, signedIn.id), input.code, now));
  if (!proved) throw new Problem(400, WRONG_PASSWORD_OR_CODE, 'password' in input ? 'password' : 'code');
  await signInTry.succeeded();
  if (c.var.sessionId !== null) await db.update(sessions).set({ confirmedAt: now }).where(eq(sessions.id, c.var.sessionId));
  return c.json({ confirmedAt: now.toISOString() }, 200);
});
