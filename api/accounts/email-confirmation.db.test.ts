import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { LINK_INCOMPLETE } from '../../domain/schemas/account-links.ts';
import { CONFIRMATION_SENDS_PER_DAY, confirmBeforePaying, EMAIL_CONFIRMATION_MESSAGES } from '../../domain/schemas/email-confirmation.ts';
import { mailOutbox, payments, users } from '../db/schema.ts';
import type { Problem } from '../http/problem.ts';
import type { DepositProvider } from '../payments/provider.ts';
import { createTestProvider } from '../payments/test-provider.ts';
import { act, bookStay } from '../staff/desk.test-support.ts';
import { inDays, PUBLIC_URL, reserve, useTestHotel, type Visitor } from '../test/hotel.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { LINK_UNKNOWN, spendLink } from './links.ts';

/** The test provider, counting the checkouts it is asked to open. */
const base = createTestProvider({ publicUrl: PUBLIC_URL });
let ordersOpened = 0;
const counting: DepositProvider = {
  ...base,
  createOrder(input) {
    ordersOpened += 1;
    return base.createOrder(input);
  },
};
const hotel = useTestHotel({ payments: counting, guestCapacity: 50 });
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => hotel.setNow(new Date()));

/**
 * The messages queued for `email` so far, read from the mail outbox: the hotel's clock moves in
 * these tests, and the outbox sends a message only once the clock reaches the time it was queued.
 */
async function mailTo(email: string) {
  const queued = await hotel.database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
  return queued.filter((mail) => mail.recipients.includes(email)).map((mail) => ({ to: mail.recipients, subject: mail.subject, text: mail.body }));
}

/** The token of the newest confirmation link e-mailed to `email`. */
async function linkTokenSentTo(email: string): Promise<string> {
  const links = (await mailTo(email)).flatMap((message) =>
    [...message.text.matchAll(/\/confirm-email#token=([a-z2-7]{32})/g)].map((match) => match[1]!),
  );
  const token = links.at(-1);
  if (token === undefined) throw new Error(`No confirmation link was sent to ${email}`);
  return token;
}

async function newOwner(): Promise<Visitor & { email: string; id: string }> {
  return hotel.owner({ confirmed: false });
}

describe('the confirmation link', () => {
  it('is sent at sign-up, confirms the address once, and the owner sees it', async () => {
    const owner = await newOwner();
    expect((await owner.get('/api/auth/user')).body).toMatchObject({ email: owner.email, emailConfirmed: false });
    const [message] = await mailTo(owner.email);
    expect(message!.subject).toMatch(/^Confirm your e-mail address/);
    expect(message!.text).toContain(`${PUBLIC_URL}/confirm-email#token=`);
    const token = await linkTokenSentTo(owner.email);

    // The link is the credential: a browser with no session confirms it.
    const confirmed = await hotel.visitor().post('/api/email/confirm', { token });
    expect(confirmed).toMatchObject({ status: 200, body: { email: owner.email, emailConfirmed: true } });
    expect((await owner.get('/api/auth/user')).body).toMatchObject({ emailConfirmed: true });
    expect(await hotel.visitor().post('/api/email/confirm', { token })).toMatchObject({
      status: 410,
      body: { message: expect.stringMatching(/already been used/) },
    });
  });

  it('works for 7 days', async () => {
    const start = new Date();
    hotel.setNow(start);
    const late = await newOwner();
    const onTime = await newOwner();
    hotel.setNow(new Date(start.getTime() + 7 * DAY_MS + 1));
    expect(await hotel.visitor().post('/api/email/confirm', { token: await linkTokenSentTo(late.email) })).toMatchObject({
      status: 410,
      body: { message: expect.stringMatching(/expired: it works for 7 days/) },
    });
    hotel.setNow(new Date(start.getTime() + 7 * DAY_MS - 1));
    expect((await hotel.visitor().post('/api/email/confirm', { token: await linkTokenSentTo(onTime.email) })).status).toBe(200);
    const [row] = await hotel.database.db.select().from(users).where(eq(users.id, late.id));
    expect(row!.emailConfirmedAt).toBeNull();
  });

  it('confirms only the account it was sent for, whoever opens it', async () => {
    const first = await newOwner();
    const second = await newOwner();
    expect((await second.post('/api/email/confirm', { token: await linkTokenSentTo(first.email) })).body).toEqual({
      email: first.email,
      emailConfirmed: true,
    });
    expect((await first.get('/api/auth/user')).body.emailConfirmed).toBe(true);
    expect((await second.get('/api/auth/user')).body.emailConfirmed).toBe(false);
  });

  it('is not a reset link, and an unknown or malformed token is refused', async () => {
    const owner = await newOwner();
    const token = await linkTokenSentTo(owner.email);
    const asReset = await hotel.database.db.transaction((tx) => spendLink(tx, 'reset-password', token, new Date())).catch((error: Problem) => error);
    expect(asReset).toMatchObject({ status: 404, message: LINK_UNKNOWN });
    expect(await hotel.visitor().post('/api/email/confirm', { token: 'a'.repeat(32) })).toMatchObject({
      status: 404,
      body: { message: LINK_UNKNOWN },
    });
    expect(await hotel.visitor().post('/api/email/confirm', {})).toMatchObject({ status: 400, body: { message: LINK_INCOMPLETE, field: 'token' } });
    // The refusals spent nothing.
    expect((await hotel.visitor().post('/api/email/confirm', { token })).status).toBe(200);
  });

  it('is sent again on request, up to 5 a day counting the sign-up’s, and not to a confirmed address', async () => {
    const start = new Date();
    hotel.setNow(start);
    const owner = await newOwner();
    for (let sent = 1; sent < CONFIRMATION_SENDS_PER_DAY; sent += 1) {
      expect(await owner.post('/api/email/confirmation')).toMatchObject({ status: 202, body: { email: owner.email } });
    }
    expect(await mailTo(owner.email)).toHaveLength(CONFIRMATION_SENDS_PER_DAY);
    expect(await owner.post('/api/email/confirmation')).toMatchObject({ status: 429, body: { message: EMAIL_CONFIRMATION_MESSAGES.tooManySends } });
    expect(await mailTo(owner.email)).toHaveLength(CONFIRMATION_SENDS_PER_DAY);

    hotel.setNow(new Date(start.getTime() + DAY_MS + 1));
    expect((await owner.post('/api/email/confirmation')).status).toBe(202);
    // Any of the links confirms; the others are spent with it.
    const links = (await mailTo(owner.email)).map((message) => /#token=([a-z2-7]{32})/.exec(message.text)![1]!);
    expect((await hotel.visitor().post('/api/email/confirm', { token: links[1] })).status).toBe(200);
    expect((await hotel.visitor().post('/api/email/confirm', { token: links[2] })).status).toBe(410);

    const before = (await mailTo(owner.email)).length;
    expect(await owner.post('/api/email/confirmation')).toMatchObject({ status: 202, body: { email: owner.email } });
    expect(await mailTo(owner.email)).toHaveLength(before);
  });

  it('is refused to a visitor who is not signed in', async () => {
    expect((await hotel.visitor().post('/api/email/confirmation')).status).toBe(401);
  });
});

/** A paid deposit of an owner whose address is no longer confirmed (as for an account made before addresses were); its payment id. */
async function paidWhileUnconfirmed(owner: Visitor & { id: string }, from: number): Promise<string> {
  const bookingId = await reserve(owner, {}, from);
  const checkout = await owner.post('/api/create-paypal-deposit', { bookingId });
  await hotel.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, owner.id));
  const completed = await owner.post('/api/paypal-deposit-complete', { bookingId, orderData: { id: checkout.body.orderId } });
  expect(completed.status).toBe(200);
  return completed.body.payment.id as string;
}

/** The token of the newest link of any kind queued for `email`. */
async function newestToken(email: string): Promise<string> {
  await mailSettled();
  const token = (await mailTo(email)).flatMap((message) => [...(/#token=([a-z2-7]{32})/.exec(message.text) ?? [])].slice(1)).at(-1);
  if (token === undefined) throw new Error(`No link was sent to ${email}`);
  return token;
}

describe('a receipt withheld while the address was unconfirmed', () => {
  const receiptOf = async (paymentId: string) =>
    hotel.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `deposit-receipt:${paymentId}`));

  it('goes once a password reset link proves the address', async () => {
    const owner = await hotel.owner();
    const paymentId = await paidWhileUnconfirmed(owner, 150);
    expect(await receiptOf(paymentId)).toEqual([]);
    expect((await hotel.visitor().post('/api/password/forgot', { email: owner.email })).status).toBe(202);
    expect((await hotel.visitor().post('/api/password/reset', { token: await newestToken(owner.email), password: 'whiskers2' })).status).toBe(200);
    expect((await receiptOf(paymentId)).map((mail) => mail.recipients)).toEqual([[owner.email]]);
  });

  it('goes to the new address once a change of address is confirmed, and never to the old one', async () => {
    const owner = await hotel.owner();
    const paymentId = await paidWhileUnconfirmed(owner, 160);
    const newEmail = `moved.${owner.email}`;
    expect((await owner.post('/api/account/email', { newEmail, password: 'whiskers1' })).status).toBe(202);
    expect((await hotel.visitor().post('/api/account/email/confirm', { token: await newestToken(newEmail) })).status).toBe(200);
    expect((await receiptOf(paymentId)).map((mail) => mail.recipients)).toEqual([[newEmail]]);
  });
});

describe('the deposit, until the address is confirmed', () => {
  it('is refused before any payment row or checkout, on both deposit addresses; after confirming, it is paid and the receipt sent', async () => {
    const owner = await newOwner();
    const bookingId = await reserve(owner);
    const opened = ordersOpened;
    const refusal = { status: 403, body: { message: confirmBeforePaying(owner.email) } };
    expect(await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 })).toMatchObject(refusal);
    expect(await owner.post('/api/create-paypal-deposit', { bookingId })).toMatchObject(refusal);
    expect(refusal.body.message).toContain('from your dashboard');
    expect(await hotel.database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toEqual([]);
    expect(ordersOpened).toBe(opened);
    expect((await owner.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ paymentStatus: 'pending' });

    await hotel.visitor().post('/api/email/confirm', { token: await linkTokenSentTo(owner.email) });
    const paid = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 });
    expect(paid.status).toBe(200);
    expect((await mailTo(owner.email)).map((message) => message.subject)).toContainEqual(expect.stringMatching(/^Deposit receipt/));
  });

  it('opened before, is completed, but no receipt goes to an address that is not confirmed', async () => {
    // An account made before e-mails were confirmed, with a checkout it opened then.
    const owner = await hotel.owner();
    const bookingId = await reserve(owner);
    const checkout = await owner.post('/api/create-paypal-deposit', { bookingId });
    expect(checkout.status).toBe(201);
    await hotel.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, owner.id));

    const completed = await owner.post('/api/paypal-deposit-complete', { bookingId, orderData: { id: checkout.body.orderId, status: 'APPROVED' } });
    expect(completed.status).toBe(200);
    expect(completed.body.payment.status).toBe('captured');
    const receipt = await hotel.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `deposit-receipt:${completed.body.payment.id}`));
    expect(receipt).toEqual([]);
  });

  it('paid before the address is confirmed, sends its receipt once the owner confirms it, and only once', async () => {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner, { email: 'someone.else@example.com' }, 45);
    const checkout = await owner.post('/api/create-paypal-deposit', { bookingId });
    await hotel.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, owner.id));
    const completed = await owner.post('/api/paypal-deposit-complete', { bookingId, orderData: { id: checkout.body.orderId } });
    expect(completed.status).toBe(200);
    const receipts = async () => (await mailTo(owner.email)).filter((message) => message.subject.startsWith('Deposit receipt'));
    expect(await receipts()).toEqual([]);

    expect((await owner.post('/api/email/confirmation')).status).toBe(202);
    expect((await hotel.visitor().post('/api/email/confirm', { token: await linkTokenSentTo(owner.email) })).status).toBe(200);
    const kept = await receipts();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.text).toContain(`Receipt number:     ${completed.body.payment.id}`);
    expect(await mailTo('someone.else@example.com')).toEqual([]);

    // Proving the address again owes nothing more.
    await hotel.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, owner.id));
    expect((await owner.post('/api/email/confirmation')).status).toBe(202);
    expect((await hotel.visitor().post('/api/email/confirm', { token: await linkTokenSentTo(owner.email) })).status).toBe(200);
    expect(await receipts()).toHaveLength(1);
  });

  it('is taken at the desk, and neither the stay confirmed nor the stay cancelled e-mail goes to the unconfirmed address', async () => {
    const owner = await newOwner();
    const staff = await hotel.staff();
    const booking = await bookStay(owner, inDays(20));
    const paid = await act(staff, booking.id, 'deposit', { version: 1, method: 'cash' });
    expect(paid.status).toBe(200);
    const cancelled = await act(staff, booking.id, 'cancel', { version: paid.body.version, reason: 'The owner asked us to' });
    expect(cancelled.status).toBe(200);
    expect((await mailTo(owner.email)).map((message) => message.subject)).toEqual([expect.stringMatching(/^Confirm your e-mail/)]);
  });
});
