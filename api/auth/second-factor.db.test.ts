import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../domain/signed-in-hint.ts';
import { makeLink } from '../accounts/links.ts';
import { users } from '../db/schema.ts';
import { setUpCodeApp } from '../test/code-app.ts';
import type { AppEnv } from '../context.ts';
import { type Answer, useTestHotel, type Visitor } from '../test/hotel.ts';
import { codeAt, ENTER_CODE, RECOVERY_CODE_COUNT, stepAt } from './one-time-codes.ts';
import { NOT_SIGNED_IN } from './owner.ts';
import {
  CODE_APP_ALREADY_SET_UP,
  CODE_STEP_ENDED,
  CONFIRM_IT_IS_YOU,
  SET_UP_CODE_APP_FIRST,
  START_SETUP_FIRST,
  WRONG_CODE,
  requireRecentProof,
  WRONG_PASSWORD_OR_CODE,
} from './second-factor.ts';
import { SIGN_IN_LIMITS } from './sign-in-limits.ts';

// The staff's second factor (issue 30): a code app for every manager, for staff when a manager
// asks it; sign-in asks for its code after the password, codes are taken once and counted by the
// sign-in limits; team changes ask for a fresh proof after 15 minutes.

const hotel = useTestHotel();
const MINUTE_MS = 60 * 1000;

/** Every test at its own minute far ahead, so codes of one test's steps are never another's. */
let minutesAhead = 0;
function ownClock(): Date {
  minutesAhead += 10;
  const at = new Date(Date.now() + minutesAhead * MINUTE_MS);
  hotel.setNow(at);
  return at;
}
function moveClock(ms: number): void {
  hotel.setNow(new Date(hotel.deps.now().getTime() + ms));
}

function hasHint(answer: Answer): boolean {
  return answer.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
}

/** A manager's account made as the setup address makes it: no code app yet. */
async function newManager(): Promise<Visitor & { email: string; id: string }> {
  return hotel.staff('manager', { codeApp: false });
}

async function signInWithPassword(email: string): Promise<Visitor> {
  const visitor = hotel.visitor();
  const answer = await visitor.post('/api/login', { email, password: 'whiskers1' }, { headers: { 'x-forwarded-for': '203.0.113.30' } });
  expect(answer.status, answer.text).toBe(202);
  expect(answer.body).toEqual({ codeNeeded: true, message: ENTER_CODE });
  expect(hasHint(answer)).toBe(false);
  return visitor;
}

function sendCode(visitor: Visitor, code: string) {
  return visitor.post('/api/login/code', { code }, { headers: { 'x-forwarded-for': '203.0.113.30' } });
}

describe('a manager’s first sign-in', () => {
  it('opens nothing of the desk until a code app is set up, then shows ten recovery codes once', async () => {
    ownClock();
    const manager = await newManager();
    for (const path of ['/api/staff/today', '/api/staff/team', '/api/staff/owners?q=Thandi']) {
      expect(await manager.get(path)).toMatchObject({ status: 403, body: { message: SET_UP_CODE_APP_FIRST } });
    }
    expect((await manager.get('/api/staff/code')).body).toMatchObject({ state: 'needed', since: null, recoveryCodesLeft: 0 });
    expect(await manager.post('/api/staff/code/confirm', { code: '123456' })).toMatchObject({ status: 409, body: { message: START_SETUP_FIRST } });

    const started = await manager.post('/api/staff/code/setup');
    expect(started.status).toBe(200);
    const key = started.body.key as string;
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.address).toBe(
      `otpauth://totp/Sunningdale%20Cat%20Hotel:${encodeURIComponent(manager.email)}?issuer=Sunningdale+Cat+Hotel&algorithm=SHA1&secret=${key}&period=30&digits=6`,
    );
    const step = stepAt(hotel.deps.now());
    expect(await manager.post('/api/staff/code/confirm', { code: codeAt(key, step + 5) })).toMatchObject({
      status: 400,
      body: { message: WRONG_CODE, field: 'code' },
    });
    const confirmed = await manager.post('/api/staff/code/confirm', { code: codeAt(key, step) });
    expect(confirmed.status).toBe(201);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    expect((await manager.get('/api/staff/today')).status).toBe(200);
    expect((await manager.get('/api/staff/code')).body).toMatchObject({ state: 'on', recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // The key is never shown again, nor replaced.
    expect(await manager.post('/api/staff/code/setup')).toMatchObject({ status: 409, body: { message: CODE_APP_ALREADY_SET_UP } });
    const [row] = await hotel.database.db.select().from(users).where(eq(users.id, manager.id));
    expect(row!.codeAppKey).toBe(key);
  });

  it('lets plain staff use the desk without one, until a manager asks it of staff too', async () => {
    ownClock();
    const manager = await hotel.staff('manager');
    const sitter = await hotel.staff('staff');
    expect((await sitter.get('/api/staff/today')).status).toBe(200);
    expect((await sitter.get('/api/staff/code')).body).toMatchObject({ state: 'optional' });
    expect((await sitter.request('PUT', '/api/staff/code/rule', { staffNeedCodeApp: true })).status).toBe(403);

    expect(await manager.request('PUT', '/api/staff/code/rule', { staffNeedCodeApp: true })).toMatchObject({
      status: 200,
      body: { staffNeedCodeApp: true },
    });
    // The change is in Settings' list of the hotel's changes, with who made it.
    const [latest] = (await manager.get('/api/staff/settings/changes')).body.changes;
    expect(latest).toMatchObject({ action: 'code-app-rule', before: { staffNeedCodeApp: 'no' }, after: { staffNeedCodeApp: 'yes' } });
    try {
      expect(await sitter.get('/api/staff/today')).toMatchObject({ status: 403, body: { message: SET_UP_CODE_APP_FIRST } });
      await setUpCodeApp(hotel, sitter);
      expect((await sitter.get('/api/staff/today')).status).toBe(200);
    } finally {
      expect((await manager.request('PUT', '/api/staff/code/rule', { staffNeedCodeApp: false })).status).toBe(200);
    }
  });
});

describe('signing in with a code app', () => {
  it('asks for the code after the password: until then the session signs nobody in', async () => {
    ownClock();
    const manager = await hotel.staff('manager');
    const visitor = await signInWithPassword(manager.email);
    expect(await visitor.get('/api/auth/user')).toMatchObject({ status: 401, body: { message: NOT_SIGNED_IN } });
    expect((await visitor.get('/api/staff/today')).status).toBe(401);
    const waiting = visitor.cookie;

    moveClock(31_000);
    const answer = await sendCode(visitor, codeAt(manager.codeAppKey!, stepAt(hotel.deps.now())));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id: manager.id, role: 'manager' });
    expect(hasHint(answer)).toBe(true);
    // A new token: the one the password made is spent.
    expect(visitor.cookie).not.toBe(waiting);
    expect((await visitor.get('/api/staff/today')).status).toBe(200);
    const stale = hotel.visitor();
    stale.cookie = waiting;
    expect((await stale.get('/api/auth/user')).status).toBe(401);
    expect(await sendCode(stale, '123456')).toMatchObject({ status: 401, body: { message: CODE_STEP_ENDED } });
  });

  it('takes each code once: the same code at the next sign-in is refused, as is an older one', async () => {
    ownClock();
    const manager = await hotel.staff('manager');
    moveClock(31_000);
    const step = stepAt(hotel.deps.now());
    const code = codeAt(manager.codeAppKey!, step);
    expect((await sendCode(await signInWithPassword(manager.email), code)).status).toBe(200);
    const again = await sendCode(await signInWithPassword(manager.email), code);
    expect(again).toMatchObject({ status: 400, body: { message: WRONG_CODE, field: 'code' } });
    expect((await sendCode(await signInWithPassword(manager.email), codeAt(manager.codeAppKey!, step - 1))).status).toBe(400);
    // The app's next code, a step later, is taken.
    moveClock(30_000);
    expect((await sendCode(await signInWithPassword(manager.email), codeAt(manager.codeAppKey!, step + 1))).status).toBe(200);
  });

  it('takes a recovery code once, typed in capitals or without its dash', async () => {
    ownClock();
    const manager = await newManager();
    const { recoveryCodes } = await setUpCodeApp(hotel, manager);
    const [first, second] = recoveryCodes;
    expect((await sendCode(await signInWithPassword(manager.email), first!.toUpperCase())).status).toBe(200);
    expect((await sendCode(await signInWithPassword(manager.email), first!)).status).toBe(400);
    expect((await sendCode(await signInWithPassword(manager.email), second!.replace('-', ' '))).status).toBe(200);
    expect((await manager.get('/api/staff/code')).body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
  });

  it('ends the code step after 10 minutes', async () => {
    ownClock();
    const manager = await hotel.staff('manager');
    const visitor = await signInWithPassword(manager.email);
    moveClock(10 * MINUTE_MS + 1000);
    expect(await sendCode(visitor, codeAt(manager.codeAppKey!, stepAt(hotel.deps.now())))).toMatchObject({
      status: 401,
      body: { message: CODE_STEP_ENDED },
    });
  });

  it('counts wrong codes under the sign-in limits: the 11th try from one address is refused unchecked', async () => {
    ownClock();
    const manager = await hotel.staff('manager');
    const visitor = await signInWithPassword(manager.email);
    for (let i = 0; i < SIGN_IN_LIMITS.emailFromAddress; i += 1) {
      expect((await sendCode(visitor, String(100000 + i))).status).toBe(400);
    }
    const refused = await sendCode(visitor, codeAt(manager.codeAppKey!, stepAt(hotel.deps.now())));
    expect(refused.status).toBe(429);
  });

  it('is asked for too when the password comes another way: registering again with it, or a reset link', async () => {
    ownClock();
    const manager = await hotel.staff('manager');
    const registered = await hotel
      .visitor()
      .post('/api/register', { email: manager.email, password: 'whiskers1' }, { headers: { 'x-forwarded-for': '203.0.113.31' } });
    expect(registered).toMatchObject({ status: 202, body: { codeNeeded: true } });

    // A reset link, as "Forgot your password?" e-mails it.
    const { token } = await makeLink(hotel.database.db, { userId: manager.id, purpose: 'reset-password', email: manager.email }, hotel.deps.now());
    const reset = await hotel.visitor().post('/api/password/reset', { token, password: 'a new long password' });
    expect(reset).toMatchObject({ status: 202, body: { codeNeeded: true, message: ENTER_CODE } });
  });
});

describe('team changes ask for a fresh proof', () => {
  const invitation = () => ({ email: `new.sitter.${Date.now()}.${Math.random()}@example.com`, role: 'staff' });

  it('after 15 minutes: the password or a code again, counted like any password', async () => {
    ownClock();
    const manager = await hotel.staff('manager');
    expect((await manager.post('/api/staff/team/invitations', invitation())).status).toBe(201);
    moveClock(16 * MINUTE_MS);
    expect(await manager.post('/api/staff/team/invitations', invitation())).toMatchObject({
      status: 403,
      body: { message: CONFIRM_IT_IS_YOU, field: 'proof' },
    });
    // Reads go on.
    expect((await manager.get('/api/staff/team')).status).toBe(200);
    expect(await manager.post('/api/staff/proof', { password: 'not-mine' })).toMatchObject({
      status: 400,
      body: { message: WRONG_PASSWORD_OR_CODE, field: 'password' },
    });
    expect((await manager.post('/api/staff/proof', { password: 'whiskers1' })).status).toBe(200);
    expect((await manager.post('/api/staff/team/invitations', invitation())).status).toBe(201);

    moveClock(16 * MINUTE_MS);
    expect((await manager.post('/api/staff/proof', { code: codeAt(manager.codeAppKey!, stepAt(hotel.deps.now())) })).status).toBe(200);
    expect((await manager.post('/api/staff/team/invitations', invitation())).status).toBe(201);
  });

  it('answers 401, not a request for proof, when the session ended after the sign-in was checked', async () => {
    // Two managers removing each other at one moment (api/staff/team.db.test.ts): the removal
    // commits between the other request's sign-in check and its proof check, ending its session.
    const manager = await hotel.staff('manager');
    const [account] = await hotel.database.db.select().from(users).where(eq(users.id, manager.id));
    const request = {
      req: { method: 'DELETE' },
      var: { owner: account!, sessionId: 'a session the removal has just deleted', db: hotel.database.db, deps: hotel.deps },
    } as unknown as Context<AppEnv>;
    let passed = false;
    await expect(requireRecentProof(request, async () => void (passed = true))).rejects.toMatchObject({ status: 401, message: NOT_SIGNED_IN });
    expect(passed).toBe(false);
  });
});
