import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmBeforePaying } from '../../domain/schemas/email-confirmation.ts';
import { ACCOUNT_REFUSED } from '../auth/routes.ts';
import { accountLinks, mailOutbox, users } from '../db/schema.ts';
import { PUBLIC_URL, reserve, useTestHotel, type Answer } from '../test/hotel.ts';

const hotel = useTestHotel();
const HOUR_MS = 60 * 60 * 1000;

beforeEach(() => hotel.setNow(new Date()));

let count = 0;
const newEmail = () => `sign.up${(count += 1)}.${Date.now()}@example.com`;

async function mailTo(email: string) {
  const queued = await hotel.database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
  return queued.filter((mail) => mail.recipients.includes(email));
}

/** What a stranger can compare of two sign-up answers: the status, the keys and kinds of the body, the cookies set. */
function shapeOf(answer: Answer) {
  return {
    status: answer.status,
    body: Object.fromEntries(
      Object.entries(answer.body as Record<string, unknown>).map(([key, value]) => [key, value === null ? 'null' : typeof value]),
    ),
    emailConfirmed: answer.body.emailConfirmed,
    // Names only: the values are secrets or times a second apart.
    cookies: answer.headers.getSetCookie().map((line) => line.split(';').map((part) => part.split('=')[0]!.trim())),
  };
}

describe('a sign-up with an address another account holds', () => {
  it('answers exactly as a new address does, and warns the holder instead of the new account', async () => {
    const holder = await hotel.owner({ password: 'tabby-cat' });
    const fresh = newEmail();
    const signUp = { password: 'not-tabby', firstName: 'Sam', lastName: 'Stranger' };
    const asNew = await hotel.visitor().post('/api/register', { ...signUp, email: fresh });
    const asTaken = await hotel.visitor().post('/api/register', { ...signUp, email: holder.email.toUpperCase() });
    expect(shapeOf(asTaken)).toEqual(shapeOf(asNew));
    expect(asTaken.body).toMatchObject({ email: holder.email, firstName: 'Sam', emailConfirmed: false });
    expect(asTaken.body.id).not.toBe(holder.id);

    // The new address gets its confirmation link; the taken one only the warning, with the ways back in.
    expect((await mailTo(fresh)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Confirm your e-mail/)]);
    const toHolder = (await mailTo(holder.email)).filter((mail) => !mail.subject.startsWith('Confirm'));
    expect(toHolder.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Someone tried to register with your e-mail/)]);
    expect(toHolder[0]!.body).toContain(`${PUBLIC_URL}/login`);
    expect(toHolder[0]!.body).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(toHolder[0]!.body).toMatch(/^Dear Thandi,/);
    const [made] = await hotel.database.db.select().from(users).where(eq(users.id, asTaken.body.id));
    expect(made).toMatchObject({ holdsEmail: false, emailConfirmedAt: null, firstName: 'Sam' });
    expect(await hotel.database.db.select().from(accountLinks).where(eq(accountLinks.userId, made!.id))).toEqual([]);
  });

  it('warns the holder at most once an hour', async () => {
    const start = new Date();
    hotel.setNow(start);
    const holder = await hotel.owner({ confirmed: false });
    const warnings = async () => (await mailTo(holder.email)).filter((mail) => mail.subject.startsWith('Someone tried'));
    for (let i = 0; i < 3; i += 1)
      expect((await hotel.visitor().post('/api/register', { email: holder.email, password: `a-guess-${i}` })).status).toBe(201);
    expect(await warnings()).toHaveLength(1);
    hotel.setNow(new Date(start.getTime() + HOUR_MS));
    expect((await hotel.visitor().post('/api/register', { email: holder.email, password: 'a-guess-4' })).status).toBe(201);
    expect(await warnings()).toHaveLength(2);
  });

  it('makes an account whose session works, that nobody signs in to by e-mail again, that is sent nothing and cannot pay online', async () => {
    const holder = await hotel.owner({ password: 'tabby-cat' });
    const visitor = hotel.visitor();
    const made = await visitor.post('/api/register', { email: holder.email, password: 'stranger-1' });
    expect((await visitor.get('/api/auth/user')).body).toMatchObject({ id: made.body.id, emailConfirmed: false });
    expect(await hotel.visitor().post('/api/login', { email: holder.email, password: 'stranger-1' })).toMatchObject({
      status: 401,
      body: { message: ACCOUNT_REFUSED },
    });
    // Registering again with its password finds the holder, not this account.
    const again = await hotel.visitor().post('/api/register', { email: holder.email, password: 'stranger-1' });
    expect(again.body.id).not.toBe(made.body.id);

    const before = (await mailTo(holder.email)).length;
    expect(await visitor.post('/api/email/confirmation')).toMatchObject({ status: 202, body: { email: holder.email } });
    expect(await mailTo(holder.email)).toHaveLength(before);
    const bookingId = await reserve(visitor);
    expect(await visitor.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 })).toMatchObject({
      status: 403,
      body: { message: confirmBeforePaying(holder.email) },
    });
  });

  it('with the holder’s own password signs the holder in, answered as a sign-up', async () => {
    const holder = await hotel.owner({ password: 'tabby-cat' });
    const answer = await hotel.visitor().post('/api/register', { email: holder.email, password: 'tabby-cat' });
    expect(answer).toMatchObject({ status: 201, body: { id: holder.id, emailConfirmed: true } });
    expect((await mailTo(holder.email)).filter((mail) => mail.subject.startsWith('Someone tried'))).toEqual([]);
  });

  it('made twice at the same moment for one new address: one account holds it, and both are answered alike', async () => {
    const email = newEmail();
    const answers = await Promise.all([1, 2].map((i) => hotel.visitor().post('/api/register', { email, password: `at-once-${i}` })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [holders] = await hotel.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = ${email} and ${users.holdsEmail}`);
    expect(holders!.count).toBe(1);
  });
});
