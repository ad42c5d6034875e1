import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { credentialsSchema, registrationSchema } from '../../domain/schemas/account.ts';
import type { OwnerJson } from '../../domain/contracts/owner.ts';
import { holderOf } from '../accounts/holders.ts';
import { signUp } from '../accounts/sign-up.ts';
import type { AppEnv } from '../context.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { mailAfterCommit } from '../mail/after-commit.ts';
import { clearSessionCookie, setSessionCookie, signedInOwner } from './owner.ts';
import { ENTER_CODE, hasCodeApp } from './one-time-codes.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from './password.ts';
import { beginSignIn, firstCheck } from './sign-in-limits.ts';
import { createSession, generateSessionToken, invalidateSession, type UserRow } from './sessions.ts';
import type { Context } from 'hono';

/**
 * One answer for every refused sign-in, whatever the reason, so that no answer tells
 * a stranger whether an e-mail has an account here.
 */
export const ACCOUNT_REFUSED = 'That e-mail and password do not match an account. Check them and try again.';

/** What the app may know of an owner (domain/contracts/owner.ts): never the password hash. */
export function ownerJson(user: UserRow): OwnerJson {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    address: user.address,
    role: user.role,
    emailConfirmed: user.emailConfirmedAt !== null,
    diaryDigest: user.diaryDigest,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * The password is checked for a removed staff account too, so refusing it takes as long as a wrong
 * password, and the answer is the same: a removed account's password matches nothing.
 */
async function passwordMatches(user: UserRow, password: string): Promise<boolean> {
  return (await verifyPassword(user.passwordHash, password)) && user.removedAt === null;
}

/** The web app's page that asks "Log out?" (web/routes/logout.tsx). */
export const LOG_OUT_QUESTION_PATH = '/logout';

/**
 * Whether the browser says this visit began on the site itself: a link or script of ours
 * (`same-origin`), or the owner typing the address or opening a bookmark (`none`). The session
 * cookie is SameSite=Lax, so any other site's link or image brings it along too; those are asked.
 * A browser that sends no Fetch Metadata (older ones; and browsers send none to a plain-http site
 * other than localhost) is asked as well: asking costs the owner one tap, and the question's
 * button posts, which needs no such header since the post's Origin is checked (guardChanges).
 */
function startedOnThisSite(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  return site === 'same-origin' || site === 'none';
}

async function endSession(c: Context<AppEnv>): Promise<void> {
  if (c.var.sessionId !== null) await invalidateSession(c.var.deps.db, c.var.sessionId);
  clearSessionCookie(c);
}

/** What the sign-in came to: signed in, or a member of staff's code app still to be asked. */
export type SignedIn = 'signed-in' | 'code-needed';

/**
 * A new token at every sign-in; a session the browser still carried is ended (no fixation). A
 * member of staff with a code app gets a session that waits for its code (second-factor.ts) unless
 * `codeTaken`: whatever proved the password (a sign-in, a reset link), the code is asked too.
 */
export async function signIn(c: Context<AppEnv>, user: UserRow, { codeTaken = false } = {}): Promise<SignedIn> {
  const { db, now } = c.var.deps;
  if (c.var.sessionId !== null) await invalidateSession(db, c.var.sessionId);
  const token = generateSessionToken();
  const awaitingCode = !codeTaken && hasCodeApp(user);
  const session = await createSession(db, token, user, now(), { awaitingCode });
  setSessionCookie(c, token, session);
  return awaitingCode ? 'code-needed' : 'signed-in';
}

/** The answer to a sign-in: the account, or (202) that the code app's code is asked next. */
export function signedInAnswer(c: Context<AppEnv>, user: UserRow, signedIn: SignedIn, status: 200 | 201) {
  return signedIn === 'code-needed' ? c.json({ codeNeeded: true, message: ENTER_CODE }, 202) : c.json(ownerJson(user), status);
}

export const authRoutes = new Hono<AppEnv>()
  .post('/register', mailAfterCommit, sValidator('json', registrationSchema, refuseInvalid), async (c) => {
    const input = c.req.valid('json');
    const signInTry = await beginSignIn(c, { email: input.email }, 'sign-up');
    const holder = await holderOf(c.var.deps.db, input.email);
    // Only the owner knows the password: registering again with it simply signs them in.
    if (holder !== undefined && (await firstCheck(signInTry, () => passwordMatches(holder, input.password)))) {
      await signInTry.succeeded();
      return signedInAnswer(c, holder, await signIn(c, holder), 201);
    }
    // A new address costs a verify too, so it takes as long as a taken one (checked above), and the
    // time tells nobody which it was. A taken address stays a failed try for the sign-in limits:
    // otherwise this form would guess passwords without any limit.
    if (holder === undefined) await firstCheck(signInTry, () => spendVerifyTime(input.password));
    const passwordHash = await hashPassword(input.password);
    const account = await signUp(c, {
      email: input.email,
      passwordHash,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      phone: input.phone ?? null,
    });
    // A new account stays counted against the address's sign-up limit (docs/decisions/0010).
    if (account.holdsEmail) await signInTry.madeAccount();
    await signIn(c, account);
    return c.json(ownerJson(account), 201);
  })
  .post('/login', sValidator('json', credentialsSchema, refuseInvalid), async (c) => {
    const input = c.req.valid('json');
    const signInTry = await beginSignIn(c, { email: input.email });
    const user = await holderOf(c.var.deps.db, input.email);
    if (user === undefined) {
      await firstCheck(signInTry, () => spendVerifyTime(input.password));
      throw new Problem(401, ACCOUNT_REFUSED);
    }
    if (!(await firstCheck(signInTry, () => passwordMatches(user, input.password)))) throw new Problem(401, ACCOUNT_REFUSED);
    await signInTry.succeeded();
    return signedInAnswer(c, user, await signIn(c, user), 200);
  })
  .get('/auth/user', (c) => c.json(ownerJson(signedInOwner(c)), 200))
  // The browser navigates to these, so they answer with redirects, not JSON.
  .get('/logout', async (c) => {
    // Without a session there is nothing another site could end, so nothing to ask.
    if (c.var.sessionId !== null && !startedOnThisSite(c)) return c.redirect(LOG_OUT_QUESTION_PATH, 302);
    await endSession(c);
    return c.redirect('/', 302);
  })
  // The question's button, answered in kind for a form or a fetch. Another site's post never gets
  // here: guardChanges refuses it by its Origin.
  .post('/logout', async (c) => {
    await endSession(c);
    return c.redirect('/', 303);
  })
  .get('/login', (c) => c.redirect('/login', 302));
