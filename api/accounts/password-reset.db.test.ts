import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { RESET_LINK_SENT } from '../../domain/schemas/password-reset.ts';
import { passwordQueue } from '../auth/password-queue.ts';
import { SIGN_IN_LIMITS } from '../auth/sign-in-limits.ts';
import { accountLinks, mailOutbox, signInFailures, users } from '../db/schema.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { recordingMailer } from '../mail/test/recording-mailer.ts';
import { PUBLIC_URL, seenFromOutside, useTestHotel, type Visitor } from '../test/hotel.ts';
import { LINK_UNKNOWN, makeLink } from './links.ts';
import { RESET_EMAILS_PER_WINDOW } from './reset-links.ts';

const mailer = recordingMailer();
/**
 * How far this file's clock runs ahead of the real one. It keeps running: the outbox sends what is
 * due by the database's own clock, which a clock stopped in the past would never reach.
 */
let aheadMs = 0;
/** A moment the clock is held at while set (`atOneMoment`). */
let heldAt: Date | undefined;
// One proxy in front, so each test can say where its visitor is (the sign-in limits count per address).
const hotel = useTestHotel({ mailer, trustedProxies: 1, now: () => heldAt ?? new Date(Date.now() + aheadMs) });

async function minutesLater<T>(minutes: number, run: () => Promise<T>): Promise<T> {
  aheadMs = minutes * 60_000;
  try {
    return await run();
  } finally {
    aheadMs = 0;
  }
}

/**
 * Runs `run` with the clock held still: two refusals compared byte for byte must be made at one
 * moment, or their Retry-After differs by the second that passed between them (a busy machine
 * once took that second).
 */
async function atOneMoment<T>(run: () => Promise<T>): Promise<T> {
  heldAt = new Date();
  try {
    return await run();
  } finally {
    heldAt = undefined;
  }
}

const PASSWORD = 'whiskers1';
const NEW_PASSWORD = 'catnip-and-sunshine';

let lastAddress = 0;
/** An address no other test uses, so one test's tries never count against another's. */
function newAddress(): string {
  lastAddress += 1;
  return `203.0.${Math.floor(lastAddress / 250)}.${lastAddress % 250}`;
}

/** "Forgot your password?" from `address`, once the link (if any) has been made and sent. */
async function forgot(email: string, address = newAddress(), visitor: Visitor = hotel.visitor()) {
  const answer = await visitor.post('/api/password/forgot', { email }, { headers: { 'x-forwarded-for': address } });
  await mailSettled();
  return answer;
}

function linksSentTo(email: string): string[] {
  return mailer.sent
    .filter((message) => message.to.includes(email))
    .map((message) => /\/reset-password#token=([a-z2-7]+)/.exec(message.text)?.[1])
    .filter((token) => token !== undefined);
}

/** The token of the newest reset e-mail `email` was sent. */
function newestLink(email: string): string {
  const token = linksSentTo(email).at(-1);
  if (token === undefined) throw new Error(`No reset link was sent to ${email}`);
  return token;
}

function reset(token: string, password = NEW_PASSWORD, visitor: Visitor = hotel.visitor()) {
  return visitor.post('/api/password/reset', { token, password });
}

function signIn(email: string, password: string) {
  return hotel.visitor().post('/api/login', { email, password }, { headers: { 'x-forwarded-for': newAddress() } });
}

async function accountOf(id: string) {
  const [account] = await hotel.database.db.select().from(users).where(eq(users.id, id));
  return account!;
}

describe('POST /api/password/forgot', () => {
  it('answers a known and an unknown e-mail alike, and e-mails a link only to the account', async () => {
    const owner = await hotel.owner();
    const unknown = `nobody.${Date.now()}@example.com`;
    const known = await forgot(owner.email);
    const stranger = await forgot(unknown);
    expect(known.status).toBe(202);
    expect(known.body).toEqual({ message: RESET_LINK_SENT });
    expect(seenFromOutside(stranger)).toEqual(seenFromOutside(known));

    expect(linksSentTo(unknown)).toEqual([]);
    // The sign-up's confirmation link went to the address before; the reset e-mail is the one after it.
    const [message] = mailer.sent.filter((sent) => sent.to.includes(owner.email) && sent.text.includes('/reset-password#'));
    expect(message!.subject).toBe('Reset your Sunningdale Cat Hotel password');
    expect(message!.text).toContain(`${PUBLIC_URL}/reset-password#token=${newestLink(owner.email)}\n`);
    expect(message!.text).toContain('The link works once, for 30 minutes');
    expect(message!.text).toContain('If you did not ask for this, ignore this e-mail');
    // Through the outbox, keyed by the link; only the link's hash is kept beside it.
    const [link] = await hotel.database.db
      .select()
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, owner.id), eq(accountLinks.purpose, 'reset-password')));
    expect(link).toMatchObject({ purpose: 'reset-password', email: owner.email, requestedBy: null });
    const [queued] = await hotel.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `password-reset:${link!.id}`));
    expect(queued!.sentAt).not.toBeNull();
  });

  it('sends nothing to a removed, a deleted, or a second account that does not hold its address; a member of staff may reset', async () => {
    const removed = await hotel.staff();
    await hotel.database.db.update(users).set({ removedAt: new Date() }).where(eq(users.id, removed.id));
    const deleted = await hotel.owner();
    await hotel.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const second = await hotel.owner();
    await hotel.database.db.update(users).set({ holdsEmail: false }).where(eq(users.id, second.id));
    const staff = await hotel.staff();
    for (const email of [removed.email, deleted.email, second.email, staff.email]) {
      expect((await forgot(email)).body).toEqual({ message: RESET_LINK_SENT });
    }
    expect(linksSentTo(removed.email)).toEqual([]);
    expect(linksSentTo(deleted.email)).toEqual([]);
    expect(linksSentTo(second.email)).toEqual([]);
    expect(linksSentTo(staff.email)).toHaveLength(1);
  });

  it('counts as a sign-in try: refused with Retry-After after the sign-in limit, for known and unknown e-mails alike', async () => {
    const owner = await hotel.owner();
    const unknown = `nobody.${Date.now()}@example.com`;
    const address = newAddress();
    // Every try at one moment: each refusal's Retry-After counts from its e-mail's first try, and on
    // a busy machine a second boundary once fell between the two e-mails' first tries (898 and 899).
    const [known, stranger] = await atOneMoment(async () => {
      for (let i = 0; i < SIGN_IN_LIMITS.emailFromAddress; i += 1) {
        expect((await forgot(owner.email, address)).status).toBe(202);
        expect((await forgot(unknown, address)).status).toBe(202);
      }
      return [await forgot(owner.email, address), await forgot(unknown, address)];
    });
    expect(known.status).toBe(429);
    expect(Number(known.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(known.body.message).toMatch(/^Too many sign-in attempts/);
    expect(seenFromOutside(stranger)).toEqual(seenFromOutside(known));
    // And the sign-in form from that address is held back just the same.
    const login = await hotel.visitor().post('/api/login', { email: owner.email, password: PASSWORD }, { headers: { 'x-forwarded-for': address } });
    expect(login.status).toBe(429);
  });

  it(`sends one account at most ${RESET_EMAILS_PER_WINDOW} links in 15 minutes, however many addresses ask`, async () => {
    const owner = await hotel.owner();
    for (let i = 0; i < RESET_EMAILS_PER_WINDOW + 2; i += 1) expect((await forgot(owner.email)).body).toEqual({ message: RESET_LINK_SENT });
    expect(linksSentTo(owner.email)).toHaveLength(RESET_EMAILS_PER_WINDOW);
    await minutesLater(15, () => forgot(owner.email));
    expect(linksSentTo(owner.email)).toHaveLength(RESET_EMAILS_PER_WINDOW + 1);
  });

  it('keeps to the cap when many ask at the same moment', async () => {
    const owner = await hotel.owner();
    const answers = await Promise.all(
      Array.from({ length: RESET_EMAILS_PER_WINDOW * 2 }, () =>
        hotel.visitor().post('/api/password/forgot', { email: owner.email }, { headers: { 'x-forwarded-for': newAddress() } }),
      ),
    );
    await mailSettled();
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
    expect(linksSentTo(owner.email)).toHaveLength(RESET_EMAILS_PER_WINDOW);
  });

  it('refuses an invalid e-mail as invalid, counting nothing', async () => {
    const answer = await hotel.visitor().post('/api/password/forgot', { email: 'not an address' });
    expect(answer.status).toBe(400);
    const [failures] = await hotel.database.db.select({ n: count() }).from(signInFailures).where(eq(signInFailures.email, 'not an address'));
    expect(failures!.n).toBe(0);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password once, signs this browser in and every other session out', async () => {
    const owner = await hotel.owner({ confirmed: false });
    const otherPhone = hotel.visitor();
    expect((await otherPhone.post('/api/login', { email: owner.email, password: PASSWORD })).status).toBe(200);
    await forgot(owner.email);
    const token = newestLink(owner.email);

    const browser = hotel.visitor();
    const answer = await reset(token, NEW_PASSWORD, browser);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: owner.id, email: owner.email, role: 'owner' });
    expect(answer.body).not.toHaveProperty('passwordHash');
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await otherPhone.get('/api/auth/user')).status).toBe(401);
    expect((await owner.get('/api/auth/user')).status).toBe(401);

    expect((await signIn(owner.email, PASSWORD)).status).toBe(401);
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
    // The link proved the address.
    expect((await accountOf(owner.id)).emailConfirmedAt).not.toBeNull();

    const again = await reset(token, 'a-third-password');
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already been used/);
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('makes the account’s older reset links useless', async () => {
    const owner = await hotel.owner();
    await forgot(owner.email);
    const older = newestLink(owner.email);
    await forgot(owner.email);
    const newer = newestLink(owner.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer)).status).toBe(200);
    expect((await reset(older, 'a-third-password')).status).toBe(410);
  });

  it('refuses a link 30 minutes old, and keeps the old password', async () => {
    const owner = await hotel.owner();
    await forgot(owner.email);
    const token = newestLink(owner.email);
    const late = await minutesLater(30, () => reset(token));
    expect(late.status).toBe(410);
    expect(late.body.message).toMatch(/expired/);
    expect(late.headers.get('set-cookie')).toBeNull();
    expect((await signIn(owner.email, PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown token and a confirmation link as unknown', async () => {
    const owner = await hotel.owner({ confirmed: false });
    const confirm = await makeLink(hotel.database.db, { userId: owner.id, purpose: 'confirm-email', email: owner.email }, new Date());
    for (const token of [confirm.token, 'a'.repeat(32)]) {
      const answer = await reset(token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: LINK_UNKNOWN });
    }
    expect((await signIn(owner.email, PASSWORD)).status).toBe(200);
    // The confirmation link was not spent by being tried as a reset.
    const [link] = await hotel.database.db
      .select()
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, owner.id), eq(accountLinks.purpose, 'confirm-email')));
    expect(link!.usedAt).toBeNull();
  });

  it('resets only the account the link was sent to, even from another account’s browser', async () => {
    const thandi = await hotel.owner();
    const sipho = await hotel.owner();
    const siphoPhone = hotel.visitor();
    expect((await siphoPhone.post('/api/login', { email: sipho.email, password: PASSWORD })).status).toBe(200);
    await forgot(thandi.email);
    // Sipho's browser opens Thandi's link: it resets Thandi's account, and that browser becomes hers.
    const answer = await reset(newestLink(thandi.email), NEW_PASSWORD, sipho);
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(thandi.id);
    expect((await sipho.get('/api/auth/user')).body.id).toBe(thandi.id);
    expect((await signIn(thandi.email, NEW_PASSWORD)).status).toBe(200);
    // Sipho's password and his other sessions are untouched.
    expect((await signIn(sipho.email, PASSWORD)).status).toBe(200);
    expect((await signIn(sipho.email, NEW_PASSWORD)).status).toBe(401);
    expect((await siphoPhone.get('/api/auth/user')).body.id).toBe(sipho.id);
  });

  it('refuses a link sent to an address the account no longer uses', async () => {
    const owner = await hotel.owner();
    await forgot(owner.email);
    await hotel.database.db
      .update(users)
      .set({ email: `moved.${owner.email}` })
      .where(eq(users.id, owner.id));
    const answer = await reset(newestLink(owner.email));
    expect(answer.status).toBe(410);
    expect(answer.body.message).toMatch(/no longer uses/);
  });

  it('hashes nothing for a link that does not work', async () => {
    const owner = await hotel.owner();
    await forgot(owner.email);
    const token = newestLink(owner.email);
    // Every password the server hashes or checks takes its turn in this queue (auth/password.ts):
    // watched, not replaced, so the test needs no module of its own and the hashing stays real.
    const turns = vi.spyOn(passwordQueue, 'run');
    try {
      expect((await reset('a'.repeat(32))).status).toBe(404);
      expect((await minutesLater(30, () => reset(token))).status).toBe(410);
      expect(turns).not.toHaveBeenCalled();
      expect((await reset(token)).status).toBe(200);
      expect(turns).toHaveBeenCalledTimes(1);
    } finally {
      turns.mockRestore();
    }
  });

  it('checks the new password by the registration rules before spending the link', async () => {
    const owner = await hotel.owner();
    await forgot(owner.email);
    const token = newestLink(owner.email);
    const short = await reset(token, 'abc');
    expect(short.status).toBe(400);
    expect((await reset(token)).status).toBe(200);
  });

  it('forgets the e-mail’s sign-in failures, so the owner is not held back by their own guesses', async () => {
    const owner = await hotel.owner();
    const address = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.emailFromAddress; i += 1) {
      await hotel.visitor().post('/api/login', { email: owner.email, password: 'wrong-guess' }, { headers: { 'x-forwarded-for': address } });
    }
    const held = () =>
      hotel.visitor().post('/api/login', { email: owner.email, password: NEW_PASSWORD }, { headers: { 'x-forwarded-for': address } });
    expect((await held()).status).toBe(429);
    await forgot(owner.email);
    expect((await reset(newestLink(owner.email))).status).toBe(200);
    expect((await held()).status).toBe(200);
  });
});

describe('POST /api/staff/owners/:id/password-reset', () => {
  const path = (id: string) => `/api/staff/owners/${id}/password-reset`;

  it('sends the owner the reset e-mail, saying the hotel sent it, and tells staff where it went but never the link', async () => {
    const owner = await hotel.owner();
    const staff = await hotel.staff();
    const answer = await staff.post(path(owner.id));
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ sentTo: owner.email });
    await mailSettled();
    const token = newestLink(owner.email);
    expect(answer.text).not.toContain(token);
    expect(mailer.sent.at(-1)!.text).toContain('sent you this link at your request');
    const [link] = await hotel.database.db
      .select()
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, owner.id), eq(accountLinks.purpose, 'reset-password')));
    expect(link!.requestedBy).toBe(staff.id);
    expect((await reset(token)).status).toBe(200);
    // A manager may too.
    const manager = await hotel.staff('manager');
    expect((await manager.post(path(owner.id))).status).toBe(202);
  });

  it('refuses visitors (401) and owners (403), and answers 404 for nobody, a staff account and a deleted owner', async () => {
    const owner = await hotel.owner();
    const staff = await hotel.staff();
    expect((await hotel.visitor().post(path(owner.id))).status).toBe(401);
    expect((await owner.post(path(owner.id))).status).toBe(403);
    expect((await staff.post(path('0190d6a4-0000-7000-8000-000000000001'))).status).toBe(404);
    expect((await staff.post(path(staff.id))).status).toBe(404);
    expect((await staff.post(path('not-an-id'))).status).toBe(400);
    const deleted = await hotel.owner();
    await hotel.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    expect((await staff.post(path(deleted.id))).status).toBe(404);
    const second = await hotel.owner();
    await hotel.database.db.update(users).set({ holdsEmail: false }).where(eq(users.id, second.id));
    expect((await staff.post(path(second.id))).status).toBe(409);
    await mailSettled();
    expect([...linksSentTo(owner.email), ...linksSentTo(deleted.email), ...linksSentTo(second.email)]).toEqual([]);
  });

  it('shares the per-account cap with the sign-in page, and says so to staff', async () => {
    const owner = await hotel.owner();
    const staff = await hotel.staff();
    for (let i = 0; i < RESET_EMAILS_PER_WINDOW; i += 1) await forgot(owner.email);
    const answer = await staff.post(path(owner.id));
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/has been sent 3 reset links in the last 15 minutes/);
    await mailSettled();
    expect(linksSentTo(owner.email)).toHaveLength(RESET_EMAILS_PER_WINDOW);
  });
});
