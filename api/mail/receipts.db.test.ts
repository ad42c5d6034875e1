import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox, payments } from '../db/schema.ts';
import type { DepositProvider } from '../payments/provider.ts';
import { createTestProvider } from '../payments/test-provider.ts';
import { addCat, inDays, PUBLIC_URL, reservationForm, reserve, useTestHotel, type Visitor } from '../test/hotel.ts';
import { mailSettled } from './after-commit.ts';
import type { Mailer } from './mailer.ts';
import { deliverDueMail } from './outbox.ts';
import { recordingMailer } from './test/recording-mailer.ts';

const mailer = recordingMailer();
const hotel = useTestHotel({ mailer });

/** Two cats, and a contact address other than the account's, which the receipt never goes to (issue 16). */
const stayFields = { email: 'thandi.stay@example.com', numberOfCats: 2 };

/** The receipts among what `sent` holds: a sign-up's confirmation e-mail goes through the same mailer. */
const receipts = (recording: ReturnType<typeof recordingMailer>) => recording.sent.filter((message) => message.subject.startsWith('Deposit receipt'));
const reservation = (owner: Visitor, from: number) => reserve(owner, stayFields, from);

describe('the deposit receipt e-mail', () => {
  afterEach(async () => {
    await mailSettled();
    mailer.sent.length = 0;
  });

  it('is sent once when the reservation page pays, however often it asks, and says what was paid', async () => {
    const owner = await hotel.owner();
    const bookingId = await reservation(owner, 30);
    const first = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 });
    expect(first.status).toBe(200);
    await mailSettled();
    const again = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 });
    expect(again.status).toBe(200);
    await mailSettled();

    expect(receipts(mailer)).toHaveLength(1);
    const [receipt] = receipts(mailer);
    // Only the account's confirmed address: the contact address typed on the form was never proven.
    expect(receipt!.to).toEqual([owner.email]);
    expect(receipt!.subject).toMatch(/^Deposit receipt: 2 cats at Sunningdale Cat Hotel/);
    expect(receipt!.text).toContain('Deposit paid:       R100 (non-refundable');
    // 4 nights x R220 x 2 cats = R1 760; R1 660 after the deposit.
    expect(receipt!.text).toContain('Stay total:         R1 760');
    expect(receipt!.text).toContain('Balance due at check-in: R1 660, by cash or card');
    expect(receipt!.text).toContain('Cats:               2 cats');
    expect(receipt!.text).toContain(`Receipt number:     ${first.body.payment.id}`);
    expect(receipt!.text).toContain(`Booking reference:  ${bookingId}`);
    expect(receipt!.text).toMatch(/Check-in: {11}\w+day, .+, 11:00 AM/);
    expect(receipt!.text).toMatch(/Check-out: {10}\w+day, .+, by 4:00 PM/);
    expect(receipt!.text).toContain(`See your bookings: ${PUBLIC_URL}/dashboard`);
  });

  it('is sent once through the checkout, completed twice, and names the cats', async () => {
    const owner = await hotel.owner();
    const biscuit = await addCat(owner, { name: 'Biscuit' });
    const luna = await addCat(owner, { name: 'Luna' });
    const created = await owner.post('/api/bookings', {
      booking: { checkInDate: inDays(40), checkOutDate: inDays(50) },
      catIds: [luna, biscuit],
    });
    expect(created.status).toBe(201);
    const bookingId = created.body.id as string;
    const started = await owner.post('/api/create-paypal-deposit', { bookingId });
    const orderData = { id: started.body.orderId, status: 'COMPLETED' };
    expect((await owner.post('/api/paypal-deposit-complete', { bookingId, orderData })).status).toBe(200);
    expect((await owner.post('/api/paypal-deposit-complete', { bookingId, orderData })).status).toBe(200);
    await mailSettled();

    expect(receipts(mailer)).toHaveLength(1);
    expect(receipts(mailer)[0]!.to).toEqual([owner.email]);
    expect(receipts(mailer)[0]!.text).toContain('Cats:               Biscuit and Luna');
    expect(receipts(mailer)[0]!.text).toContain('Nights:             10, Extended Stay');
    expect(receipts(mailer)[0]!.text).toMatch(/^Dear Thandi,/);
  });

  it('is not sent again when the phone replays the same change (Idempotency-Key)', async () => {
    const owner = await hotel.owner();
    const bookingId = await reservation(owner, 60);
    const body = { reservationId: bookingId, amount: 100 };
    expect((await owner.post('/api/payment/deposit', body, { key: 'pay-once' })).status).toBe(200);
    const replay = await owner.post('/api/payment/deposit', body, { key: 'pay-once' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    await mailSettled();
    expect(receipts(mailer)).toHaveLength(1);
  });

  it("goes to no other address than the confirmed account's: not to the reservation's contact address", async () => {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner, { email: 'stranger@example.org' }, 80);
    expect((await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 })).status).toBe(200);
    await mailSettled();
    const toStranger = mailer.sent.filter((message) => message.to.some((address) => address.toLowerCase() === 'stranger@example.org'));
    expect(toStranger).toEqual([]);
    expect(receipts(mailer).map((message) => message.to)).toEqual([[owner.email]]);
  });

  it('is not sent when nothing was paid', async () => {
    const owner = await hotel.owner();
    const bookingId = await reservation(owner, 70);
    expect((await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 50 })).status).toBe(400);
    await owner.post('/api/create-paypal-deposit', { bookingId });
    const forged = await owner.post('/api/paypal-deposit-complete', { bookingId, orderData: { id: 'TEST-forged' } });
    expect(forged.status).toBe(404);
    await mailSettled();
    expect(receipts(mailer)).toEqual([]);
  });
});

describe('a capture that fails', () => {
  const base = createTestProvider({ publicUrl: PUBLIC_URL });
  let failNext = true;
  const flaky: DepositProvider = {
    ...base,
    async captureOrder(input) {
      if (failNext) {
        failNext = false;
        throw new Error('connection reset by the payment provider');
      }
      return base.captureOrder(input);
    },
  };
  const flakyMailer = recordingMailer();
  const flakyHotel = useTestHotel({ payments: flaky, mailer: flakyMailer });

  it('sends nothing for the rolled-back attempt and one receipt for the retry that pays', async () => {
    const owner = await flakyHotel.owner();
    const answer = await owner.post('/api/reservations', reservationForm(stayFields, 90));
    const body = { reservationId: answer.body.id, amount: 100 };
    expect((await owner.post('/api/payment/deposit', body)).status).toBe(500);
    await mailSettled();
    expect(receipts(flakyMailer)).toEqual([]);
    expect((await owner.post('/api/payment/deposit', body)).status).toBe(200);
    await mailSettled();
    expect(receipts(flakyMailer)).toHaveLength(1);
  });
});

describe('a mail server that fails', () => {
  const broken: Mailer = {
    description: 'broken',
    send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
  };
  const brokenHotel = useTestHotel({ mailer: broken });
  /** The log's lines that say `key`'s mail was not sent, as level and message. */
  const notSent = (key: string) =>
    brokenHotel.log
      .lines()
      .filter((line) => String(line.msg).startsWith(`Mail ${key} was not sent`))
      .map((line) => `${String(line.level)}: ${String(line.msg)}`);

  it('never fails or undoes the payment', async () => {
    const owner = await brokenHotel.owner();
    const bookingId = await reservation(owner, 100);
    const paid = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 });
    expect(paid.status).toBe(200);
    expect(paid.body.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid' });
    const rows = await brokenHotel.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(rows.map((row) => row.status)).toEqual(['captured']);
    await vi.waitFor(() => expect(notSent(`deposit-receipt:${rows[0]!.id}`)).toHaveLength(1));
  });

  it('stays in the outbox when the mail server fails, and a later round sends it once it is due', async () => {
    const owner = await brokenHotel.owner();
    const bookingId = await reservation(owner, 110);
    const paid = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 });
    const paymentId = paid.body.payment.id as string;
    await mailSettled();
    const key = `deposit-receipt:${paymentId}`;
    expect(notSent(key)).toHaveLength(1);
    expect(notSent(key)[0]).toMatch(/^warn: .*\(attempt 1\); trying again in 10 s/);

    const after = (ms: number) => () => new Date(Date.now() + ms);
    const { db } = brokenHotel.database;
    // Still failing twice more, each pause longer; from the third failure on it is an error.
    const { log } = brokenHotel.log;
    expect(await deliverDueMail({ db, mailer: broken, now: after(11_000), log })).toBe(0);
    expect(notSent(key)[1]).toMatch(/^warn: .*\(attempt 2\); trying again in 40 s/);
    expect(await deliverDueMail({ db, mailer: broken, now: after(60_000), log })).toBe(0);
    expect(notSent(key)[2]).toMatch(/^error: .*\(attempt 3\); trying again in 160 s/);

    const repaired = recordingMailer();
    expect(await deliverDueMail({ db, mailer: repaired, now: after(100_000), log })).toBe(0);
    await deliverDueMail({ db, mailer: repaired, now: after(300_000), log });
    expect(repaired.sent.filter((message) => message.text.includes(paymentId))).toHaveLength(1);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.key, key));
    expect(row).toMatchObject({ attempts: 4, claimedUntil: null, lastError: expect.stringContaining('ECONNREFUSED') });
    expect(row!.sentAt).not.toBeNull();
  });
});
