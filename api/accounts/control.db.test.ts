import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayAtHotel } from '../../domain/dates.ts';
import { NOT_SIGNED_IN, SESSION_COOKIE } from '../auth/owner.ts';
import { createSession, generateSessionToken } from '../auth/sessions.ts';
import { ACCOUNT_REFUSED } from '../auth/routes.ts';
import { SIGN_IN_LIMITS } from '../auth/sign-in-limits.ts';
import {
  accountLinks,
  bookings,
  cats,
  liveUpdateCalls,
  mailOutbox,
  payments,
  pushSubscriptions,
  sessions,
  signInFailures,
  users,
} from '../db/schema.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { recordingMailer } from '../mail/test/recording-mailer.ts';
import { DELETED_ACCOUNT } from '../staff/account-names.ts';
import { bookStay, deskStay } from '../staff/desk.test-support.ts';
import { addCat, reserve, useTestHotel, type Visitor } from '../test/hotel.ts';
import { EMAIL_TAKEN_MEANWHILE, SAME_EMAIL, TOO_MANY_EMAIL_CHANGES } from './control.ts';
import { STAY_UNDER_WAY } from './deletion.ts';
import { CHANGE_ENDED_BY_PASSWORD, LINK_LIFETIME_MS, LINK_UNKNOWN, makeLink } from './links.ts';
import { WRONG_PASSWORD } from './password-check.ts';

const mailer = recordingMailer();
const hotel = useTestHotel({ mailer });

/** The failed tries counted on `email` (the owner's sign-up stays as an account made, no failure). */
function failuresOf(email: string) {
  return hotel.database.db
    .select()
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), eq(signInFailures.madeAccount, false)));
}

afterEach(async () => {
  await mailSettled();
  mailer.sent.length = 0;
});

/** The confirmation links the sign-ups sent: the tests below look at what the change of address sends. */
async function forgetSignUpMail(): Promise<void> {
  await mailSettled();
  mailer.sent.length = 0;
}

let addresses = 0;
const freshEmail = () => `moved${++addresses}.${Date.now()}@example.com`;

async function accountOf(id: string) {
  const [account] = await hotel.database.db.select().from(users).where(eq(users.id, id));
  return account;
}

/** The same owner signed in on a second phone. */
async function secondPhone(owner: { email: string }, password = 'whiskers1'): Promise<Visitor> {
  const phone = hotel.visitor();
  const answer = await phone.post('/api/login', { email: owner.email, password });
  expect(answer.status).toBe(200);
  return phone;
}

/** The token in the link e-mailed to `to`. */
async function tokenSentTo(to: string): Promise<string> {
  await mailSettled();
  const message = mailer.sent.find((sent) => sent.to.includes(to) && /#token=/.test(sent.text));
  expect(message, `a link e-mailed to ${to}`).toBeDefined();
  return /#token=([a-z2-7]{32})/.exec(message!.text)![1]!;
}

describe('changing the password', () => {
  it('refuses a wrong current password, changing nothing, and counts it as a failed sign-in', async () => {
    const owner = await hotel.owner();
    const answer = await owner.post('/api/account/password', { currentPassword: 'not-mine', newPassword: 'purring22' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: WRONG_PASSWORD, field: 'currentPassword' });
    const failures = await failuresOf(owner.email);
    expect(failures).toHaveLength(1);
    expect((await hotel.visitor().post('/api/login', { email: owner.email, password: 'whiskers1' })).status).toBe(200);
  });

  it('is refused 429 once the sign-in limit for the account and address is reached', async () => {
    const owner = await hotel.owner();
    for (let i = 0; i < SIGN_IN_LIMITS.emailFromAddress; i += 1) {
      expect((await owner.post('/api/account/password', { currentPassword: `wrong${i}xx`, newPassword: 'purring22' })).status).toBe(400);
    }
    const refused = await owner.post('/api/account/password', { currentPassword: 'whiskers1', newPassword: 'purring22' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('sets the new password, ends every other session, keeps this one, and spends open reset links', async () => {
    const owner = await hotel.owner();
    const other = await secondPhone(owner);
    const account = (await accountOf(owner.id))!;
    await makeLink(hotel.database.db, { userId: owner.id, purpose: 'reset-password', email: account.email }, new Date());
    const answer = await owner.post('/api/account/password', { currentPassword: 'whiskers1', newPassword: 'purring22' }, { key: 'pw-1' });
    expect(answer.status).toBe(200);
    expect((await owner.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).body).toEqual({ message: NOT_SIGNED_IN });
    expect((await hotel.visitor().post('/api/login', { email: owner.email, password: 'whiskers1' })).body).toEqual({ message: ACCOUNT_REFUSED });
    expect((await hotel.visitor().post('/api/login', { email: owner.email, password: 'purring22' })).status).toBe(200);
    const open = await hotel.database.db
      .select()
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, owner.id), isNull(accountLinks.usedAt), isNull(accountLinks.endedByPasswordAt)));
    expect(open).toEqual([]);
    // The phone that lost the answer sends it again: the first answer, though the old password no longer matches.
    const repeat = await owner.post('/api/account/password', { currentPassword: 'whiskers1', newPassword: 'purring22' }, { key: 'pw-1' });
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  });

  it('counts no sign-in try for a path that asks no password', async () => {
    const owner = await hotel.owner();
    expect((await owner.post('/api/account/nothing-here', { password: 'nope-nope' })).status).toBe(404);
    expect(await failuresOf(owner.email)).toEqual([]);
  });

  it('needs a signed-in owner and a valid new password', async () => {
    expect((await hotel.visitor().post('/api/account/password', { currentPassword: 'whiskers1', newPassword: 'purring22' })).status).toBe(401);
    const owner = await hotel.owner();
    const short = await owner.post('/api/account/password', { currentPassword: 'whiskers1', newPassword: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('newPassword');
  });
});

describe('changing the e-mail address', () => {
  it('sends a link to the new address, tells the old one, and changes nothing until the link is opened', async () => {
    const owner = await hotel.owner();
    await forgetSignUpMail();
    const newEmail = freshEmail();
    const wrong = await owner.post('/api/account/email', { newEmail, password: 'nope-nope' });
    expect(wrong.body).toEqual({ message: WRONG_PASSWORD, field: 'password' });
    expect((await owner.post('/api/account/email', { newEmail: owner.email.toUpperCase(), password: 'whiskers1' })).body).toEqual({
      message: SAME_EMAIL,
      field: 'newEmail',
    });

    const asked = await owner.post('/api/account/email', { newEmail, password: 'whiskers1' });
    expect(asked.status).toBe(202);
    expect(asked.body.pendingEmail).toBe(newEmail);
    const token = await tokenSentTo(newEmail);
    expect(mailer.sent.find((sent) => sent.to.includes(owner.email))?.text).toContain(newEmail);
    expect((await accountOf(owner.id))!.email).toBe(owner.email);

    const other = await secondPhone(owner);
    const confirmed = await hotel.visitor().post('/api/account/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(newEmail);
    const account = (await accountOf(owner.id))!;
    expect(account.email).toBe(newEmail);
    expect(account.emailConfirmedAt).not.toBeNull();
    await mailSettled();
    expect(mailer.sent.filter((sent) => sent.to.includes(owner.email)).map((sent) => sent.subject)).toContainEqual(
      expect.stringMatching(/was changed/),
    );
    // Sessions stay, and the owner signs in with the new address only.
    expect((await other.get('/api/auth/user')).body.email).toBe(newEmail);
    expect((await hotel.visitor().post('/api/login', { email: newEmail, password: 'whiskers1' })).status).toBe(200);
    expect((await hotel.visitor().post('/api/login', { email: owner.email, password: 'whiskers1' })).status).toBe(401);

    const again = await hotel.visitor().post('/api/account/email/confirm', { token });
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already been used/);
  });

  it('answers alike for an address another account holds, and sends that address nothing', async () => {
    const owner = await hotel.owner();
    const holder = await hotel.owner();
    await forgetSignUpMail();
    const free = await owner.post('/api/account/email', { newEmail: freshEmail(), password: 'whiskers1' });
    const held = await owner.post('/api/account/email', { newEmail: holder.email, password: 'whiskers1' });
    expect(held.status).toBe(free.status);
    expect(Object.keys(held.body)).toEqual(Object.keys(free.body));
    await mailSettled();
    expect(mailer.sent.filter((sent) => sent.to.includes(holder.email))).toEqual([]);
  });

  it('refuses an expired link, a link of another purpose and a garbled one', async () => {
    const owner = await hotel.owner();
    const newEmail = freshEmail();
    await owner.post('/api/account/email', { newEmail, password: 'whiskers1' });
    const token = await tokenSentTo(newEmail);
    // Made a moment more than its lifetime ago.
    await hotel.database.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000), createdAt: new Date(Date.now() - LINK_LIFETIME_MS['change-email'] - 60_000) })
      .where(eq(accountLinks.userId, owner.id));
    const late = await hotel.visitor().post('/api/account/email/confirm', { token });
    expect(late.status).toBe(410);
    expect(late.body.message).toMatch(/expired/);

    const account = (await accountOf(owner.id))!;
    const confirm = await makeLink(hotel.database.db, { userId: owner.id, purpose: 'confirm-email', email: account.email }, new Date());
    expect((await hotel.visitor().post('/api/account/email/confirm', { token: confirm.token })).body).toEqual({ message: LINK_UNKNOWN });
    expect((await hotel.visitor().post('/api/account/email/confirm', { token: 'not a token' })).status).toBe(404);
    expect((await hotel.visitor().post('/api/account/email/confirm', { token: '' })).status).toBe(400);
    expect((await accountOf(owner.id))!.email).toBe(owner.email);
  });

  it('changes only the account the link was made for, and only with the newest link', async () => {
    const first = await hotel.owner();
    const second = await hotel.owner();
    const firstEmail = freshEmail();
    const secondEmail = freshEmail();
    await first.post('/api/account/email', { newEmail: firstEmail, password: 'whiskers1' });
    const older = await tokenSentTo(firstEmail);
    await second.post('/api/account/email', { newEmail: secondEmail, password: 'whiskers1' });
    const secondToken = await tokenSentTo(secondEmail);
    // The first owner, holding the second's link, can only make the second's change.
    const opened = await first.post('/api/account/email/confirm', { token: secondToken });
    expect(opened.body.id).toBe(second.id);
    expect((await accountOf(first.id))!.email).toBe(first.email);

    mailer.sent.length = 0;
    await first.post('/api/account/email', { newEmail: firstEmail, password: 'whiskers1' });
    expect((await hotel.visitor().post('/api/account/email/confirm', { token: older })).status).toBe(410);
  });

  it('refuses 409 and changes nothing when another account took the address meanwhile', async () => {
    const owner = await hotel.owner();
    const newEmail = freshEmail();
    await owner.post('/api/account/email', { newEmail, password: 'whiskers1' });
    const token = await tokenSentTo(newEmail);
    const taker = await hotel.owner({ email: newEmail });
    const refused = await hotel.visitor().post('/api/account/email/confirm', { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: EMAIL_TAKEN_MEANWHILE });
    expect((await accountOf(owner.id))!.email).toBe(owner.email);
    expect((await accountOf(taker.id))!.email).toBe(newEmail);
  });
});

describe('a pending change of address after the password changes (issue 30)', () => {
  /** Someone who knew the password asks for the account to move to their own mailbox: the token they got. */
  async function thiefAsksForTheAccount(owner: Visitor & { email: string }): Promise<{ thiefEmail: string; token: string }> {
    const thief = await secondPhone(owner);
    const thiefEmail = freshEmail();
    expect((await thief.post('/api/account/email', { newEmail: thiefEmail, password: 'whiskers1' })).status).toBe(202);
    return { thiefEmail, token: await tokenSentTo(thiefEmail) };
  }

  it('is dead once the owner resets the password: the link answers 410 and the account keeps its address', async () => {
    const owner = await hotel.owner();
    const { token } = await thiefAsksForTheAccount(owner);
    mailer.sent.length = 0;
    expect(
      (await hotel.visitor().post('/api/password/forgot', { email: owner.email }, { headers: { 'x-forwarded-for': '198.51.100.30' } })).status,
    ).toBe(202);
    const resetToken = await tokenSentTo(owner.email);
    expect((await hotel.visitor().post('/api/password/reset', { token: resetToken, password: 'purring22' })).status).toBe(200);

    const refused = await hotel.visitor().post('/api/account/email/confirm', { token });
    expect(refused).toMatchObject({ status: 410, body: { message: CHANGE_ENDED_BY_PASSWORD } });
    expect((await accountOf(owner.id))!.email).toBe(owner.email);
  });

  it('is dead once the owner changes the password: the link answers 410 and the account keeps its address', async () => {
    const owner = await hotel.owner();
    const { token } = await thiefAsksForTheAccount(owner);
    expect((await owner.post('/api/account/password', { currentPassword: 'whiskers1', newPassword: 'purring22' })).status).toBe(200);

    const refused = await hotel.visitor().post('/api/account/email/confirm', { token });
    expect(refused).toMatchObject({ status: 410, body: { message: CHANGE_ENDED_BY_PASSWORD } });
    expect((await accountOf(owner.id))!.email).toBe(owner.email);
  });
});

describe('the change-of-address quota (issue 30)', () => {
  it('counts a request for an address another account holds as one for a free address, and answers both alike', async () => {
    const holder = await hotel.owner();
    const heldFirst = await hotel.owner();
    const freeFirst = await hotel.owner();
    await forgetSignUpMail();
    const body = (answer: { status: number; body: { pendingEmail: string; message: string } }, asked: string) => ({
      status: answer.status,
      message: answer.body.message.replace(asked, '<address>'),
      pendingEmail: answer.body.pendingEmail === asked,
    });
    // One owner asks for held addresses only, the other for free ones: both reach the cap together.
    const answers: { held: unknown[]; free: unknown[] } = { held: [], free: [] };
    for (let i = 0; i < 5; i += 1) {
      answers.held.push(body(await heldFirst.post('/api/account/email', { newEmail: holder.email, password: 'whiskers1' }), holder.email));
      const free = freshEmail();
      answers.free.push(body(await freeFirst.post('/api/account/email', { newEmail: free, password: 'whiskers1' }), free));
    }
    expect(answers.held).toEqual(answers.free);
    const sixthHeld = await heldFirst.post('/api/account/email', { newEmail: holder.email, password: 'whiskers1' });
    const sixthFree = await freeFirst.post('/api/account/email', { newEmail: freshEmail(), password: 'whiskers1' });
    expect(sixthHeld).toMatchObject({ status: 429, body: { message: TOO_MANY_EMAIL_CHANGES } });
    expect(sixthFree).toMatchObject({ status: 429, body: { message: TOO_MANY_EMAIL_CHANGES } });
    // A mix counts alike too: four free and one held, then a free one is refused.
    const mixed = await hotel.owner();
    for (let i = 0; i < 4; i += 1)
      expect((await mixed.post('/api/account/email', { newEmail: freshEmail(), password: 'whiskers1' })).status).toBe(202);
    expect((await mixed.post('/api/account/email', { newEmail: holder.email, password: 'whiskers1' })).status).toBe(202);
    expect((await mixed.post('/api/account/email', { newEmail: freshEmail(), password: 'whiskers1' })).status).toBe(429);
    await mailSettled();
    expect(mailer.sent.filter((sent) => sent.to.includes(holder.email))).toEqual([]);
  });
});

describe('downloading my data', () => {
  it('answers a JSON file with exactly the owner’s rows and none of another owner’s', async () => {
    const owner = await hotel.owner();
    const stranger = await hotel.owner();
    const catId = await addCat(owner, { name: 'Mochi', medicalInfo: 'Half a tablet' });
    const bookingId = await reserve(owner, {}, 40);
    const strangerCat = await addCat(stranger, { name: 'Stranger' });
    const strangerBooking = await reserve(stranger, {}, 40);
    // A phone that allowed the hotel's news, and a stranger's.
    const phone = { endpoint: 'https://push.example.net/send/owners-phone-0001', p256dh: 'key', auth: 'secret' };
    await hotel.database.db.insert(pushSubscriptions).values([
      { ...phone, userId: owner.id },
      { ...phone, endpoint: 'https://push.example.org/send/strangers-phone', userId: stranger.id },
    ]);

    const answer = await owner.get('/api/account/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="sunningdale-cat-hotel-my-data-${todayAtHotel()}.json"`);
    const data = answer.body;
    expect(data.profile).toMatchObject({ id: owner.id, email: owner.email, firstName: 'Thandi' });
    expect(data.cats.map((cat: { id: string }) => cat.id)).toEqual([catId]);
    expect(data.cats[0].medicalInfo).toBe('Half a tablet');
    expect(data.bookings.map((booking: { id: string }) => booking.id)).toEqual([bookingId]);
    expect(data.bookings[0].totalAmount).toMatch(/^\d+\.\d\d$/);
    expect(data.bookings[0].history[0]).toMatchObject({ action: 'created', by: 'you' });
    expect(data.payments).toEqual([]);
    expect(data.newsNotifications).toEqual([{ pushService: 'https://push.example.net', since: expect.any(String) }]);
    expect(answer.text).not.toContain('owners-phone-0001');
    expect(data.consent.accountCreatedAt).toBe(data.profile.createdAt);
    expect(data.exportedAt).toEqual(expect.any(String));
    for (const foreign of [stranger.id, stranger.email, strangerCat, strangerBooking, 'push.example.org', 'password', '$argon2']) {
      expect(answer.text).not.toContain(foreign);
    }
  });

  it('is for a signed-in owner only', async () => {
    expect((await hotel.visitor().get('/api/account/export')).status).toBe(401);
  });
});

describe('deleting my account', () => {
  it('refuses a wrong password, and a confirmed stay ahead, changing nothing', async () => {
    const owner = await hotel.owner();
    expect((await owner.post('/api/account/delete', { password: 'nope-nope' })).body).toEqual({ message: WRONG_PASSWORD, field: 'password' });
    const staff = await hotel.staff();
    const stay = await bookStay(owner, addDays(todayAtHotel(), 20));
    await deskStay(staff, stay, 'deposit');
    const refused = await owner.post('/api/account/delete', { password: 'whiskers1' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: STAY_UNDER_WAY });
    expect((await owner.get('/api/auth/user')).status).toBe(200);
    expect(await hotel.database.db.select().from(cats).where(eq(cats.ownerId, owner.id))).toHaveLength(1);
  });

  it('removes everything when no money was taken, and the address may register again', async () => {
    const owner = await hotel.owner();
    await addCat(owner);
    await reserve(owner, {}, 50);
    const other = await secondPhone(owner);
    const answer = await owner.post('/api/account/delete', { password: 'whiskers1' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/hotel_session=;/);
    expect(await accountOf(owner.id)).toBeUndefined();
    expect(await hotel.database.db.select().from(bookings).where(eq(bookings.ownerId, owner.id))).toEqual([]);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await hotel.visitor().post('/api/login', { email: owner.email, password: 'whiskers1' })).status).toBe(401);
    expect((await hotel.visitor().post('/api/register', { email: owner.email, password: 'newstart1' })).status).toBe(201);
  });

  it('keeps a booking whose deposit checkout is still open at the provider, with its payment', async () => {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner, {}, 45);
    expect((await owner.post('/api/create-paypal-deposit', { bookingId })).status).toBe(201);
    expect((await owner.post('/api/account/delete', { password: 'whiskers1' })).status).toBe(200);
    expect((await hotel.database.db.select().from(bookings).where(eq(bookings.ownerId, owner.id))).map((booking) => booking.id)).toEqual([bookingId]);
    expect(await hotel.database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toEqual([
      expect.objectContaining({ status: 'created' }),
    ]);
    expect((await accountOf(owner.id))!.deletedAt).not.toBeNull();
  });

  it('keeps a paid booking with its payment and name-less cat, clears the person, and the old session is dead', async () => {
    const owner = await hotel.owner();
    const staff = await hotel.staff();
    const start = addDays(todayAtHotel(), 3);
    const paidStay = await bookStay(owner, start, { nights: 3 });
    await deskStay(staff, paidStay, 'deposit');
    const unpaid = await reserve(owner, {}, 60);
    const spareCat = await addCat(owner, { name: 'Spare' });
    const cookie = owner.cookie;
    await hotel.database.db.insert(mailOutbox).values({ key: 'test:unsent', recipients: [owner.email], subject: 'Hello', body: 'Hi' });
    const call = { id: crypto.randomUUID(), bookingId: paidStay.id, day: start, at: '14:00', note: 'Call my mother’s number: 082 555 0199' };
    await hotel.database.db.insert(liveUpdateCalls).values(call);
    // The stay is over: nothing ahead, so the account may go. (The last test here: the clock stays moved.)
    hotel.setNow(new Date(`${addDays(start, 5)}T09:00:00+02:00`));

    const answer = await owner.post('/api/account/delete', { password: 'whiskers1' });
    expect(answer.status).toBe(200);
    const account = (await accountOf(owner.id))!;
    expect(account).toMatchObject({ firstName: null, lastName: null, phone: null, address: null, holdsEmail: false });
    expect(account.email).not.toContain('@');
    expect(account.deletedAt).not.toBeNull();
    const kept = await hotel.database.db.select().from(bookings).where(eq(bookings.ownerId, owner.id));
    expect(kept.map((booking) => booking.id)).toEqual([paidStay.id]);
    expect(kept[0]).toMatchObject({ contactEmail: null, contactPhone: null, specialRequests: null });
    expect(await hotel.database.db.select().from(liveUpdateCalls).where(eq(liveUpdateCalls.id, call.id))).toEqual([
      expect.objectContaining({ at: '14:00', note: null }),
    ]);
    expect(kept.map((booking) => booking.id)).not.toContain(unpaid);
    expect(await hotel.database.db.select().from(payments).where(eq(payments.bookingId, paidStay.id))).toHaveLength(1);
    const leftCats = await hotel.database.db.select().from(cats).where(eq(cats.ownerId, owner.id));
    expect(leftCats.map((cat) => cat.id)).not.toContain(spareCat);
    expect(leftCats).toEqual([expect.objectContaining({ name: '', medicalInfo: null, emergencyContact: null, removedAt: expect.any(Date) })]);
    expect(await hotel.database.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
    expect(await hotel.database.db.select().from(mailOutbox).where(eq(mailOutbox.key, 'test:unsent'))).toEqual([]);

    owner.cookie = cookie;
    expect((await owner.get('/api/auth/user')).status).toBe(401);
    // Even a session that slipped by (written after the delete) does not sign a deleted account in.
    const token = generateSessionToken();
    await createSession(hotel.database.db, token, { id: owner.id, role: 'owner' }, hotel.deps.now());
    owner.cookie = `${SESSION_COOKIE}=${token}`;
    expect((await owner.get('/api/auth/user')).status).toBe(401);
    expect((await hotel.visitor().post('/api/login', { email: owner.email, password: 'whiskers1' })).status).toBe(401);
    // The desk still shows the kept stay, without a person, to staff on today's shift.
    await hotel.startShift();
    const seen = await staff.get(`/api/staff/bookings/${paidStay.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.owner).toMatchObject({ firstName: null, lastName: null, email: null, phone: null });
    expect(seen.body.history[0]).toMatchObject({ action: 'created', actor: { name: DELETED_ACCOUNT } });
    // Its cat is counted, not listed: nothing is left to show of it.
    expect(seen.body).toMatchObject({ numberOfCats: 1, cats: [] });
  });
});
