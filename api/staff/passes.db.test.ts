import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENTER_CODE } from '../auth/one-time-codes.ts';
import { SET_UP_CODE_APP_FIRST } from '../auth/second-factor.ts';
import { staffPasses, users } from '../db/schema.ts';
import { setUpCodeApp } from '../test/code-app.ts';
import { PUBLIC_URL, type TestHotel, useTestHotel, type Visitor } from '../test/hotel.ts';
import { MANAGERS_ONLY } from './access.ts';
import {
  INVITATION_EXPIRED,
  INVITATION_REVOKED,
  INVITATION_USED,
  INVITED_EMAIL_ONLY,
  INVITED_EMAIL_TAKEN,
  PASS_UNKNOWN,
  SETUP_EXPIRED,
  SETUP_USED,
  STAFF_EMAIL_TAKEN,
} from './passes.ts';
import { announceStaffSetup } from './staff-accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SETUP_LINE = new RegExp(`${PUBLIC_URL}/staff/setup#token=([a-z2-7]{32})$`);

/** A server start on `hotel`'s database: the lines it logged. */
async function start(hotel: TestHotel): Promise<string[]> {
  const logged: string[] = [];
  await announceStaffSetup(hotel.database.db, PUBLIC_URL, hotel.deps.now(), (line) => logged.push(line));
  return logged;
}

/** A start that must log a setup address: its token. */
async function setupToken(hotel: TestHotel): Promise<string> {
  const [line, ...more] = await start(hotel);
  expect(more).toEqual([]);
  const token = SETUP_LINE.exec(line ?? '')?.[1];
  if (token === undefined) throw new Error(`No setup address in ${JSON.stringify(line)}`);
  return token;
}

const tokenIn = (address: string) => new URLSearchParams(new URL(address).hash.slice(1)).get('token') ?? '';

/** What the address opens, asked as its page asks: the token in the body, never in the query. */
const look = (visitor: Visitor, token: string) => visitor.post('/api/staff/pass/check', { token });

let people = 0;
/** The new account's form, with an e-mail no other test uses. */
function person(token: string, fields: Record<string, unknown> = {}) {
  people += 1;
  return {
    token,
    firstName: 'Naledi',
    lastName: 'Khumalo',
    email: `naledi${people}.${Date.now()}@sunningdale.test`,
    password: 'purr purr',
    ...fields,
  };
}

/** An invitation's form: no e-mail, the invitation says whose account it makes. */
function joiner(token: string, fields: Record<string, unknown> = {}) {
  const { email: _none, ...form } = person(token);
  return { ...form, ...fields };
}

async function managerCount(hotel: TestHotel): Promise<number> {
  return (await hotel.database.db.select().from(users).where(eq(users.role, 'manager'))).length;
}

describe('the setup address', () => {
  const hotel = useTestHotel();

  it('is logged at every start while the hotel has no manager: 160 random bits, only their SHA-256 kept', async () => {
    const first = await start(hotel);
    expect(first).toEqual([
      expect.stringMatching(
        /^Staff setup: the hotel has no manager yet\. This address creates the first manager's account and works once, for 24 hours: /,
      ),
    ]);
    const token = await setupToken(hotel);
    expect(token).not.toBe(SETUP_LINE.exec(first[0]!)?.[1]);
    const rows = await hotel.database.db.select().from(staffPasses);
    expect(rows).toHaveLength(2);
    const [row] = rows.filter((pass) => pass.tokenHash === encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    expect(row).toMatchObject({ kind: 'setup', role: 'manager', email: null, usedAt: null, revokedAt: null });
    expect(row!.expiresAt).not.toBeNull();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('opens the first manager’s form, makes the account and signs it in; every setup address is then dead and says so', async () => {
    const older = await setupToken(hotel);
    const token = await setupToken(hotel);
    const visitor = hotel.visitor();
    const opened = await look(visitor, token);
    expect(opened).toMatchObject({ status: 200, body: { kind: 'setup', role: 'manager', email: null } });

    const form = person(token, { email: ' Naledi.First@Sunningdale.Test ' });
    const made = await visitor.post('/api/staff/pass', form);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ email: 'naledi.first@sunningdale.test', firstName: 'Naledi', lastName: 'Khumalo', role: 'manager' });
    expect(JSON.stringify(made.body)).not.toMatch(/argon2|password/i);
    expect(made.headers.get('set-cookie')).toMatch(/^hotel_session=[a-z2-7]{32};.*HttpOnly/);
    expect((await visitor.get('/api/auth/user')).body).toMatchObject({ id: made.body.id, role: 'manager' });
    // The desk opens once the manager's code app is set up (issue 30).
    expect((await visitor.get('/api/staff/team')).body).toEqual({ message: SET_UP_CODE_APP_FIRST });
    await setUpCodeApp(hotel, visitor);
    expect((await visitor.get('/api/staff/team')).body.members).toEqual([expect.objectContaining({ id: made.body.id, you: true })]);
    // The manager signs in at /login like everyone else, then gives the app's code.
    expect((await hotel.visitor().post('/api/login', { email: 'naledi.first@sunningdale.test', password: 'purr purr' })).body).toEqual({
      codeNeeded: true,
      message: ENTER_CODE,
    });

    for (const dead of [token, older]) {
      expect(await look(hotel.visitor(), dead)).toMatchObject({ status: 410, body: { message: SETUP_USED } });
      expect(await hotel.visitor().post('/api/staff/pass', person(dead))).toMatchObject({ status: 410, body: { message: SETUP_USED } });
    }
    expect(await managerCount(hotel)).toBe(1);
  });

  it('is no longer logged once the hotel has a manager', async () => {
    const before = await hotel.database.db.select().from(staffPasses);
    expect(await start(hotel)).toEqual([]);
    expect(await hotel.database.db.select().from(staffPasses)).toHaveLength(before.length);
  });
});

describe('the setup address after 24 hours (issue 30)', () => {
  const hotel = useTestHotel();

  it('is refused with its own words, and the next start with still no manager logs a new one that works', async () => {
    const started = new Date();
    hotel.setNow(started);
    const token = await setupToken(hotel);
    const [row] = await hotel.database.db.select().from(staffPasses);
    expect(row!.expiresAt).toEqual(new Date(started.getTime() + DAY_MS));
    hotel.setNow(new Date(started.getTime() + DAY_MS - 60_000));
    expect(await look(hotel.visitor(), token)).toMatchObject({ status: 200, body: { kind: 'setup' } });
    hotel.setNow(new Date(started.getTime() + DAY_MS));
    expect(await look(hotel.visitor(), token)).toMatchObject({ status: 410, body: { message: SETUP_EXPIRED } });
    expect(await hotel.visitor().post('/api/staff/pass', person(token))).toMatchObject({ status: 410, body: { message: SETUP_EXPIRED } });
    expect(await managerCount(hotel)).toBe(0);

    const fresh = await setupToken(hotel);
    expect(fresh).not.toBe(token);
    expect((await hotel.visitor().post('/api/staff/pass', person(fresh))).status).toBe(201);
    expect(await look(hotel.visitor(), token)).toMatchObject({ status: 410, body: { message: SETUP_USED } });
    hotel.setNow(new Date());
  });

  it('an address from before this rule (no expiry) gets 24 hours from when it was made', async () => {
    const other = await openPassWithoutExpiry(hotel, new Date(Date.now() - DAY_MS - 60_000));
    // The manager the first test made is removed: the hotel has none again, and a start follows.
    await hotel.database.db.update(users).set({ removedAt: new Date() });
    await start(hotel);
    expect(await look(hotel.visitor(), other)).toMatchObject({ status: 410, body: { message: SETUP_EXPIRED } });
  });
});

/** A setup pass as the server wrote them before issue 30: no expiry. Its token. */
async function openPassWithoutExpiry(hotel: TestHotel, createdAt: Date): Promise<string> {
  const token = 'olderolderolderolderolderolder23';
  await hotel.database.db
    .insert(staffPasses)
    .values({ tokenHash: encodeHexLowerCase(sha256(new TextEncoder().encode(token))), kind: 'setup', role: 'manager', createdAt });
  return token;
}

describe('the token never rides in a query string (issue 30)', () => {
  const hotel = useTestHotel();

  it('the logged address carries it in the fragment, and the API takes it only in a body', async () => {
    const [line] = await start(hotel);
    expect(line).toMatch(new RegExp(`${PUBLIC_URL}/staff/setup#token=[a-z2-7]{32}$`));
    expect(line).not.toContain('?');
    const token = SETUP_LINE.exec(line!)![1]!;
    const byQuery = await hotel.visitor().get(`/api/staff/pass?token=${token}`);
    expect(byQuery.status).toBe(404);
    expect(byQuery.text).not.toContain(token);
    expect(hotel.log.text()).not.toContain(token);
    expect((await look(hotel.visitor(), token)).status).toBe(200);
  });
});

describe('setup addresses used at the same moment', () => {
  const hotel = useTestHotel();

  it('make one first manager, whether two starts’ addresses or one address sent twice; the others are told it was used', async () => {
    const fromFirstStart = await setupToken(hotel);
    const fromSecondStart = await setupToken(hotel);
    const answers = await Promise.all(
      [fromFirstStart, fromSecondStart, fromSecondStart].map((token) => hotel.visitor().post('/api/staff/pass', person(token))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410, 410]);
    for (const refused of answers.filter((answer) => answer.status === 410)) expect(refused.body).toEqual({ message: SETUP_USED });
    expect(await managerCount(hotel)).toBe(1);
    const made = answers.find((answer) => answer.status === 201)!.body;
    const [account] = await hotel.database.db.select().from(users).where(eq(users.id, made.id));
    expect(account?.email).toBe(made.email);
  });
});

// The rest share one hotel, in order: it has no manager until the third test makes one.
const hotel = useTestHotel();

describe('any address', () => {
  it('that matches nothing is a 404 with a message, and makes nothing', async () => {
    const made = 'abcdefghijklmnopqrstuvwxyz234567';
    expect(await look(hotel.visitor(), made)).toMatchObject({ status: 404, body: { message: PASS_UNKNOWN } });
    expect(await hotel.visitor().post('/api/staff/pass', person(made))).toMatchObject({ status: 404, body: { message: PASS_UNKNOWN } });
    expect(await hotel.database.db.select().from(users)).toEqual([]);
  });

  it('checks the form with the owners’ rules', async () => {
    const token = await setupToken(hotel);
    for (const [fields, field, message] of [
      [{ firstName: 'N' }, 'firstName', 'First name must be at least 2 characters'],
      [{ lastName: '' }, 'lastName', 'Last name must be at least 2 characters'],
      [{ email: 'naledi' }, 'email', 'Please enter a valid email address'],
      [{ password: 'purr-12' }, 'password', 'Password must be at least 8 characters'],
      [{ password: 'iloveyou' }, 'password', 'This password is too common: it is among the first a stranger would try. Please choose another.'],
    ] as const) {
      expect(await hotel.visitor().post('/api/staff/pass', person(token, fields))).toMatchObject({ status: 400, body: { message, field } });
    }
    expect(await hotel.visitor().post('/api/staff/pass/check', {})).toMatchObject({ status: 400, body: { field: 'token' } });
    // The setup form needs an e-mail (nothing was sent to any address); one another account has is refused, and the address still works.
    const { email: _none, ...noEmail } = person(token);
    expect(await hotel.visitor().post('/api/staff/pass', noEmail)).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address', field: 'email' },
    });
    const owner = await hotel.owner();
    expect(await hotel.visitor().post('/api/staff/pass', person(token, { email: owner.email.toUpperCase() }))).toMatchObject({
      status: 409,
      body: { message: STAFF_EMAIL_TAKEN, field: 'email' },
    });
    expect((await look(hotel.visitor(), token)).status).toBe(200);
  });

  it('a setup address is dead once the hotel has a manager, however it got one', async () => {
    const token = await setupToken(hotel);
    await hotel.staff('manager');
    expect(await look(hotel.visitor(), token)).toMatchObject({ status: 410, body: { message: SETUP_USED } });
    expect(await hotel.visitor().post('/api/staff/pass', person(token))).toMatchObject({ status: 410, body: { message: SETUP_USED } });
    expect(await managerCount(hotel)).toBe(1);
  });
});

describe('invitation addresses', () => {
  async function invite(manager: Visitor, role: 'staff' | 'manager' = 'staff', email = `invited${++people}@example.com`) {
    const answer = await manager.post('/api/staff/team/invitations', { email, role });
    expect(answer.status).toBe(201);
    return { id: answer.body.invitation.id as string, token: tokenIn(answer.body.address), email };
  }

  it.each(['staff', 'manager'] as const)('make an account with the role they give (%s), signed in', async (role) => {
    const manager = await hotel.staff('manager');
    const invitation = await invite(manager, role);
    const visitor = hotel.visitor();
    expect(await look(visitor, invitation.token)).toMatchObject({
      status: 200,
      body: { kind: 'invitation', role, email: invitation.email },
    });
    const made = await visitor.post('/api/staff/pass', joiner(invitation.token));
    expect(made).toMatchObject({ status: 201, body: { role, email: invitation.email } });
    expect((await visitor.get('/api/auth/user')).body.role).toBe(role);
    const team = await visitor.get('/api/staff/team');
    expect(team.status).toBe(403);
    // A new manager sets up a code app before the desk opens (issue 30); staff are not managers.
    expect(team.body).toEqual({ message: role === 'manager' ? SET_UP_CODE_APP_FIRST : MANAGERS_ONLY });
    if (role === 'manager') {
      await setUpCodeApp(hotel, visitor);
      expect((await visitor.get('/api/staff/team')).status).toBe(200);
    }
    const [pass] = await hotel.database.db.select().from(staffPasses).where(eq(staffPasses.id, invitation.id));
    expect(pass).toMatchObject({ usedBy: made.body.id });
  });

  it('give the role the manager chose, whatever the body says', async () => {
    const manager = await hotel.staff('manager');
    const { token } = await invite(manager, 'staff');
    const made = await hotel.visitor().post('/api/staff/pass', joiner(token, { role: 'manager', kind: 'setup', removedAt: null }));
    expect(made).toMatchObject({ status: 201, body: { role: 'staff' } });
  });

  it('work once, also when used twice at the same moment', async () => {
    const manager = await hotel.staff('manager');
    const { token, email } = await invite(manager);
    const forms = [joiner(token), joiner(token, { firstName: 'Other' })];
    const answers = await Promise.all(forms.map((form) => hotel.visitor().post('/api/staff/pass', form)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410]);
    expect(answers.find((answer) => answer.status === 410)?.body).toEqual({ message: INVITATION_USED });
    expect(await hotel.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await look(hotel.visitor(), token)).toMatchObject({ status: 410, body: { message: INVITATION_USED } });
  });

  it('expire after 7 days', async () => {
    const start = new Date();
    hotel.setNow(start);
    const manager = await hotel.staff('manager');
    const { token } = await invite(manager);
    hotel.setNow(new Date(start.getTime() + 7 * DAY_MS - 60_000));
    expect((await look(hotel.visitor(), token)).status).toBe(200);
    hotel.setNow(new Date(start.getTime() + 7 * DAY_MS));
    expect(await look(hotel.visitor(), token)).toMatchObject({ status: 410, body: { message: INVITATION_EXPIRED } });
    expect(await hotel.visitor().post('/api/staff/pass', joiner(token))).toMatchObject({ status: 410, body: { message: INVITATION_EXPIRED } });
    hotel.setNow(new Date());
  });

  it('once withdrawn, are dead and say so', async () => {
    const manager = await hotel.staff('manager');
    const { id, token } = await invite(manager);
    expect((await manager.delete(`/api/staff/team/invitations/${id}`)).status).toBe(200);
    expect(await look(hotel.visitor(), token)).toMatchObject({ status: 410, body: { message: INVITATION_REVOKED } });
    expect(await hotel.visitor().post('/api/staff/pass', joiner(token))).toMatchObject({ status: 410, body: { message: INVITATION_REVOKED } });
  });

  it('make the account only for the invited address, which counts as confirmed (issue 30)', async () => {
    const manager = await hotel.staff('manager');
    const invitation = await invite(manager, 'staff', `Invited.Mixed${++people}@Example.com`.toLowerCase());
    // The form cannot choose the address: another one is refused, and the invitation still works.
    const elsewhere = await hotel.visitor().post('/api/staff/pass', person(invitation.token, { email: `thief${people}@example.com` }));
    expect(elsewhere).toMatchObject({ status: 400, body: { message: INVITED_EMAIL_ONLY, field: 'email' } });
    expect(elsewhere.headers.get('set-cookie')).toBeNull();
    expect(
      await hotel.database.db
        .select()
        .from(users)
        .where(eq(users.email, `thief${people}@example.com`)),
    ).toEqual([]);
    // The invited address itself, in any case, or none at all, makes the account.
    const made = await hotel.visitor().post('/api/staff/pass', joiner(invitation.token, { email: invitation.email.toUpperCase() }));
    expect(made).toMatchObject({ status: 201, body: { email: invitation.email, role: 'staff' } });
    const [account] = await hotel.database.db.select().from(users).where(eq(users.id, made.body.id));
    expect(account).toMatchObject({ email: invitation.email, holdsEmail: true });
    expect(account!.emailConfirmedAt).not.toBeNull();
  });

  it('refuse when the invited address got an account meanwhile, and are not used up by it', async () => {
    const manager = await hotel.staff('manager');
    const invitation = await invite(manager);
    const owner = await hotel.owner({ email: invitation.email });
    const taken = await hotel.visitor().post('/api/staff/pass', joiner(invitation.token));
    expect(taken).toMatchObject({ status: 409, body: { message: INVITED_EMAIL_TAKEN } });
    expect(taken.headers.get('set-cookie')).toBeNull();
    const [ownerRow] = await hotel.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(ownerRow?.role).toBe('owner');
    expect((await look(hotel.visitor(), invitation.token)).status).toBe(200);
  });

  it('end the session the browser carried: an owner who opens one becomes the new account, not staff', async () => {
    const manager = await hotel.staff('manager');
    const { token } = await invite(manager);
    const owner = await hotel.owner();
    const ownerCookie = owner.cookie;
    const made = await owner.post('/api/staff/pass', joiner(token));
    expect(made.status).toBe(201);
    expect((await owner.get('/api/auth/user')).body).toMatchObject({ id: made.body.id, role: 'staff' });
    const before = hotel.visitor();
    before.cookie = ownerCookie;
    expect((await before.get('/api/auth/user')).status).toBe(401);
    // The owner's own account is still an owner's.
    expect((await hotel.visitor().post('/api/login', { email: owner.email, password: 'whiskers1' })).body.role).toBe('owner');
  });
});
