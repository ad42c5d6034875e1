import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatDay } from '../../domain/dates.ts';
import { bookingEvents, bookings, mailOutbox, payments } from '../db/schema.ts';
import { DEPOSIT_ALREADY_PAID } from '../payments/capture.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { recordingMailer } from '../mail/test/recording-mailer.ts';
import { inDays, PUBLIC_URL, useTestHotel } from '../test/hotel.ts';
import { act, bookStay, deskStay, standOn } from './desk.test-support.ts';

const mailer = recordingMailer();
// Room for every test's stays: capacity is the bookings tests' subject, not these.
const hotel = useTestHotel({ mailer, guestCapacity: 50 });

const eventsOf = (bookingId: string) => hotel.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
const paymentsOf = (bookingId: string) => hotel.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
/** A booking page's payments as [kind, method, amount], by kind: a test's clock stands still, so several share one moment. */
const moneyOf = (detail: { payments: { kind: string; method: string; amount: string }[] }) =>
  detail.payments.map((p) => [p.kind, p.method, p.amount]).sort(([a], [b]) => a!.localeCompare(b!));
const mailAbout = (key: string) => hotel.database.db.select().from(mailOutbox).where(eq(mailOutbox.key, key));

/** An owner, a member of staff, and the owner's four-night stay from `checkIn`, with the clock on `today`. */
async function deskDay(today: string, checkIn = today) {
  await standOn(hotel, today);
  const owner = await hotel.owner();
  // The e-mails counted below are the desk's: the owner's confirmation link from the sign-up is not one.
  await mailSettled();
  mailer.sent.length = 0;
  const staff = await hotel.staff();
  const booking = await bookStay(owner, checkIn);
  return { owner, staff, booking };
}

afterEach(async () => {
  await mailSettled();
  mailer.sent.length = 0;
});

describe('the deposit taken at the desk', () => {
  it('confirms the stay, records the cash with who took it, tells the owner once, and the owner sees it', async () => {
    const { owner, staff, booking } = await deskDay(inDays(20), inDays(28));
    const answer = await act(staff, booking.id, 'deposit', { version: 1, method: 'cash', amount: '1.00' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      version: 2,
      owedAmount: '860.00',
      actions: ['cancel'],
    });
    // The desk's amount is ignored: the deposit is the booking's R100.
    expect(answer.body.payments).toEqual([
      {
        id: expect.any(String),
        kind: 'deposit',
        method: 'cash',
        provider: 'desk',
        amount: '100.00',
        currency: 'ZAR',
        status: 'captured',
        at: new Date(`${inDays(20)}T09:00:00+02:00`).toISOString(),
        recordedBy: 'Sipho Dlamini',
      },
    ]);
    const [payment] = await paymentsOf(booking.id);
    expect(payment).toMatchObject({ provider: 'desk', recordedBy: staff.id, captureId: null, amountCents: 10_000 });
    expect(answer.body.history.map((event: { action: string }) => event.action)).toEqual(['created', 'deposit-desk']);
    expect(answer.body.history[1]).toMatchObject({
      actor: { id: staff.id, name: 'Sipho Dlamini', role: 'staff' },
      fromStatus: 'pending',
      toStatus: 'confirmed',
      details: { method: 'cash', amount: '100.00' },
    });

    await mailSettled();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: [owner.email], subject: expect.stringMatching(/^Your stay is confirmed: Mochi at /) });
    expect(mailer.sent[0]!.text).toContain('R100 deposit in cash at our desk');
    expect(mailer.sent[0]!.text).toContain(`See your bookings: ${PUBLIC_URL}/dashboard`);

    const [seen] = (await owner.get('/api/bookings')).body;
    expect(seen).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid', version: 2 });
    // Paid at the desk, so the owner's online checkout is closed.
    const online = await owner.post('/api/payment/deposit', { reservationId: booking.id, amount: 100 });
    expect(online.status).toBe(200);
    expect(online.body.payment.provider).toBe('desk');
    expect((await owner.post('/api/create-paypal-deposit', { bookingId: booking.id })).body).toEqual({ message: DEPOSIT_ALREADY_PAID });
  });

  it('asks how it was paid, and is refused once the deposit is paid', async () => {
    const { staff, booking } = await deskDay(inDays(22), inDays(29));
    expect(await act(staff, booking.id, 'deposit', { version: 1 })).toMatchObject({
      status: 400,
      body: { message: 'Choose how it was paid: cash or card', field: 'method' },
    });
    expect((await act(staff, booking.id, 'deposit', { version: 1, method: 'cheque' })).status).toBe(400);
    expect((await act(staff, booking.id, 'deposit', { version: 1, method: 'card' })).status).toBe(200);
    expect(await act(staff, booking.id, 'deposit', { version: 2, method: 'card' })).toMatchObject({
      status: 409,
      body: { message: 'This stay is confirmed; a deposit is taken only for a pending booking' },
    });
    expect(await paymentsOf(booking.id)).toHaveLength(1);
  });

  it('is refused when the owner paid online first', async () => {
    const { owner, staff, booking } = await deskDay(inDays(24), inDays(31));
    expect((await owner.post('/api/payment/deposit', { reservationId: booking.id, amount: 100 })).status).toBe(200);
    const detail = await staff.get(`/api/staff/bookings/${booking.id}`);
    expect(detail.body.history.map((event: { action: string }) => event.action)).toEqual(['created', 'deposit-online']);
    expect(detail.body.history[1]).toMatchObject({ actor: { role: 'owner', name: 'Thandi Mokoena' }, toStatus: 'confirmed' });
    expect(await act(staff, booking.id, 'deposit', { version: detail.body.version, method: 'cash' })).toMatchObject({ status: 409 });
  });
});

describe('checking in and out', () => {
  it('takes the balance at check-in (spec §9), so check-out asks for nothing; the owner sees Paid, then Completed', async () => {
    const today = inDays(40);
    const { owner, staff, booking } = await deskDay(today);
    const paid = await deskStay(staff, booking, 'deposit');
    expect(paid.actions).toEqual(['check-in', 'cancel']);
    expect(paid.owedAmount).toBe('860.00');
    const withoutMethod = await act(staff, booking.id, 'check-in', { version: paid.version });
    expect(withoutMethod).toMatchObject({
      status: 400,
      body: { message: 'R860 is left to pay: choose cash or card', field: 'method' },
    });
    expect((await act(staff, booking.id, 'check-in', { version: paid.version, method: 'cheque' })).status).toBe(400);
    const arrived = await act(staff, booking.id, 'check-in', { version: paid.version, method: 'card' });
    expect(arrived).toMatchObject({
      status: 200,
      body: { status: 'checked_in', paymentStatus: 'paid', owedAmount: '0.00', version: 3, actions: ['check-out'] },
    });
    expect(moneyOf(arrived.body)).toEqual([
      ['balance', 'card', '860.00'],
      ['deposit', 'cash', '100.00'],
    ]);
    expect(arrived.body.history[2]).toMatchObject({ action: 'checked-in', toStatus: 'checked_in', details: { method: 'card', amount: '860.00' } });
    expect((await owner.get(`/api/bookings/${booking.id}`)).body).toMatchObject({ status: 'checked_in', paymentStatus: 'paid' });

    // Check-out has nothing left to take: no way of paying is asked, none is recorded.
    await standOn(hotel, addDays(today, 4));
    const left = await act(staff, booking.id, 'check-out', { version: 3 });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ status: 'completed', paymentStatus: 'paid', owedAmount: '0.00', actions: [], version: 4 });
    expect(left.body.payments).toHaveLength(2);
    expect(left.body.history.map((event: { action: string; actor: { role: string } }) => [event.action, event.actor.role])).toEqual([
      ['created', 'owner'],
      ['deposit-desk', 'staff'],
      ['checked-in', 'staff'],
      ['checked-out', 'staff'],
    ]);
    expect(left.body.history[3].details).toBeNull();

    const [seen] = (await owner.get('/api/bookings')).body;
    expect(seen).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    // Nothing is e-mailed for a check-in; the check-out sends the stay's report card (issue 34).
    await mailSettled();
    expect(mailer.sent.map((message) => message.subject).sort()).toEqual([
      expect.stringMatching(/^Report card: Mochi at /),
      expect.stringMatching(/^Your stay is confirmed/),
    ]);
  });

  it('checks in with nothing to take when the stay costs no more than its deposit', async () => {
    const today = inDays(44);
    const { staff, booking } = await deskDay(today);
    const paid = await deskStay(staff, booking, 'deposit');
    await hotel.database.db.update(bookings).set({ totalCents: 10_000 }).where(eq(bookings.id, booking.id));
    const arrived = await act(staff, booking.id, 'check-in', { version: paid.version });
    expect(arrived).toMatchObject({ status: 200, body: { status: 'checked_in', paymentStatus: 'paid', owedAmount: '0.00' } });
    expect(arrived.body.payments).toHaveLength(1);
  });

  it('still collects at check-out what was added to the stay after check-in', async () => {
    const today = inDays(46);
    const { staff, booking } = await deskDay(today);
    const arrived = await deskStay(staff, booking, 'check-in');
    // A service given during the stay (grooming, R250), added to the total after the balance was taken.
    await hotel.database.db
      .update(bookings)
      .set({ totalCents: 96_000 + 25_000 })
      .where(eq(bookings.id, booking.id));
    await standOn(hotel, addDays(today, 4));
    const detail = await staff.get(`/api/staff/bookings/${booking.id}`);
    expect(detail.body.owedAmount).toBe('250.00');
    expect(await act(staff, booking.id, 'check-out', { version: arrived.version })).toMatchObject({
      status: 400,
      body: { message: 'R250 is left to pay: choose cash or card', field: 'method' },
    });
    const left = await act(staff, booking.id, 'check-out', { version: arrived.version, method: 'cash' });
    expect(left.body).toMatchObject({ status: 'completed', paymentStatus: 'paid', owedAmount: '0.00' });
    expect(moneyOf(left.body)).toEqual([
      ['balance', 'cash', '860.00'],
      ['deposit', 'cash', '100.00'],
      ['extras', 'cash', '250.00'],
    ]);
    expect(left.body.history[3]).toMatchObject({ action: 'checked-out', details: { method: 'cash', amount: '250.00' } });
  });

  it('refuses a check-in before the day, without a deposit, and after the stay; a check-out before a check-in', async () => {
    const checkIn = inDays(52);
    const { staff, booking } = await deskDay(inDays(50), checkIn);
    expect(await act(staff, booking.id, 'check-in', { version: 1 })).toMatchObject({
      status: 409,
      body: { message: 'Take the deposit first: a pending booking cannot be checked in' },
    });
    const paid = await deskStay(staff, booking, 'deposit');
    expect(await act(staff, booking.id, 'check-in', { version: paid.version })).toMatchObject({
      status: 409,
      body: { message: `Check-in opens on ${formatDay(checkIn)}` },
    });
    expect(await act(staff, booking.id, 'check-out', { version: paid.version, method: 'cash' })).toMatchObject({
      status: 409,
      body: { message: 'This stay is confirmed; only a checked-in cat can be checked out' },
    });
    await standOn(hotel, addDays(checkIn, 4));
    expect(await act(staff, booking.id, 'check-in', { version: paid.version })).toMatchObject({
      status: 409,
      body: { message: `This stay ended on ${formatDay(addDays(checkIn, 4))}; it can no longer be checked in` },
    });
    expect((await eventsOf(booking.id)).map((event) => event.action)).toEqual(['created', 'deposit-desk']);
  });
});

describe('the hotel cancelling a stay', () => {
  it('keeps the deposit, gives the owner the reason in the app and by e-mail, once', async () => {
    const { owner, staff, booking } = await deskDay(inDays(60), inDays(67));
    const paid = await deskStay(staff, booking, 'deposit');
    const reason = '  A burst pipe floods the cattery that week  ';
    const body = { version: paid.version, reason };
    expect(await act(staff, booking.id, 'cancel', { version: paid.version, reason: ' no ' })).toMatchObject({
      status: 400,
      body: { message: 'Please give the owner a reason of at least 3 characters', field: 'reason' },
    });
    expect((await act(staff, booking.id, 'cancel', { version: paid.version, reason: 'x'.repeat(501) })).body).toEqual({
      message: 'Must be at most 500 characters',
      field: 'reason',
    });
    const cancelled = await act(staff, booking.id, 'cancel', body, 'cancel-once');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'deposit_paid',
      cancelledBy: 'hotel',
      cancelReason: reason.trim(),
      owedAmount: '0.00',
      actions: [],
    });
    expect(cancelled.body.history.at(-1)).toMatchObject({ action: 'cancelled', reason: reason.trim(), actor: { id: staff.id } });
    expect(cancelled.body.payments).toHaveLength(1);

    const [seen] = (await owner.get('/api/bookings')).body;
    expect(seen).toMatchObject({ status: 'cancelled', cancelledBy: 'hotel', cancelReason: reason.trim(), paymentStatus: 'deposit_paid' });
    // Replayed: the stored answer, and no second e-mail.
    const replay = await act(staff, booking.id, 'cancel', body, 'cancel-once');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    await mailSettled();
    // Each is sent after its own change's answer, so the two may reach the mail server in either order.
    expect(mailer.sent.map((message) => message.subject).sort()).toEqual([
      expect.stringMatching(/^Your stay is cancelled: Mochi at /),
      expect.stringMatching(/^Your stay is confirmed/),
    ]);
    const cancelMail = mailer.sent.find((message) => message.subject.startsWith('Your stay is cancelled'))!;
    expect(cancelMail.to).toEqual([owner.email]);
    expect(cancelMail.text).toContain(`Our reason: ${reason.trim()}`);
    expect(cancelMail.text).toContain('the R100 deposit is non-refundable');
    expect(await mailAbout(`stay-cancelled:${booking.id}`)).toHaveLength(1);
  });

  it('cancels a pending stay with nothing owed, and never a stay under way', async () => {
    const { staff, booking } = await deskDay(inDays(70));
    const other = await deskDay(inDays(70));
    const cancelled = await act(staff, booking.id, 'cancel', { version: 1, reason: 'Owner phoned: the family is not travelling' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    await mailSettled();
    expect(mailer.sent[0]!.text).toContain('No payment was taken for this stay, so nothing is owed.');

    const arrived = await deskStay(other.staff, other.booking, 'check-in');
    expect(await act(other.staff, other.booking.id, 'cancel', { version: arrived.version, reason: 'Too late for this' })).toMatchObject({
      status: 409,
      body: { message: 'This stay is checked in; it can no longer be cancelled' },
    });
  });
});

describe('a no-show', () => {
  it('is marked only after the check-in day, and then takes no deposit online', async () => {
    const checkIn = inDays(80);
    const { owner, staff, booking } = await deskDay(checkIn);
    expect(await act(staff, booking.id, 'no-show', { version: 1 })).toMatchObject({
      status: 409,
      body: { message: `A no-show can be marked only after the check-in day (${formatDay(checkIn)})` },
    });
    await standOn(hotel, addDays(checkIn, 1));
    const marked = await act(staff, booking.id, 'no-show', { version: 1 });
    expect(marked).toMatchObject({ status: 200, body: { status: 'no_show', owedAmount: '0.00', actions: [] } });
    expect(marked.body.history.at(-1)).toMatchObject({ action: 'no-show', fromStatus: 'pending', toStatus: 'no_show' });
    expect((await owner.get('/api/bookings')).body[0]).toMatchObject({ status: 'no_show' });
    expect(await owner.post('/api/payment/deposit', { reservationId: booking.id, amount: 100 })).toMatchObject({
      status: 409,
      body: { message: 'This booking is no-show; no deposit can be paid for it' },
    });
    expect(await paymentsOf(booking.id)).toEqual([]);
  });
});

describe('two people at the desk', () => {
  it('refuses an action on an older copy and says what the stay is now', async () => {
    const { owner, staff, booking } = await deskDay(inDays(90), inDays(94));
    expect((await owner.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    expect(await act(staff, booking.id, 'deposit', { version: 1, method: 'cash' })).toMatchObject({
      status: 409,
      body: { message: 'This booking was changed by someone else since you opened it: it is now Cancelled. Check it and try again.' },
    });
    const detail = await staff.get(`/api/staff/bookings/${booking.id}`);
    expect(detail.body.history.at(-1)).toMatchObject({ action: 'cancelled', actor: { role: 'owner' }, fromStatus: 'pending' });
  });

  it('lets one of two racing actions win: one 200, one 409, one payment, one event, one e-mail', async () => {
    const { owner, staff, booking } = await deskDay(inDays(100), inDays(102));
    const colleague = await hotel.staff('manager', { firstName: 'Lerato', lastName: 'Khumalo' });
    const answers = await Promise.all([
      act(staff, booking.id, 'deposit', { version: 1, method: 'cash' }, 'desk-1'),
      act(colleague, booking.id, 'deposit', { version: 1, method: 'card' }, 'desk-2'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(lost.body.message).toBe('This booking was changed by someone else since you opened it: it is now Confirmed. Check it and try again.');
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    expect((await eventsOf(booking.id)).filter((event) => event.action === 'deposit-desk')).toHaveLength(1);
    await mailSettled();
    expect(mailer.sent.filter((message) => message.to.includes(owner.email))).toHaveLength(1);
  });

  it('answers a replayed action with its first answer, and applies it once', async () => {
    const today = inDays(110);
    const { staff, booking } = await deskDay(today);
    const paid = await deskStay(staff, booking, 'deposit');
    const first = await act(staff, booking.id, 'check-in', { version: paid.version, method: 'cash' }, 'arrive-1');
    const again = await act(staff, booking.id, 'check-in', { version: paid.version, method: 'cash' }, 'arrive-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await eventsOf(booking.id)).filter((event) => event.action === 'checked-in')).toHaveLength(1);
    // The same key for another request is a mistake, not a replay.
    expect((await act(staff, booking.id, 'check-out', { version: first.body.version, method: 'cash' }, 'arrive-1')).status).toBe(422);

    await standOn(hotel, addDays(today, 4));
    const out = { version: first.body.version };
    expect((await act(staff, booking.id, 'check-out', out, 'leave-1')).status).toBe(200);
    expect((await act(staff, booking.id, 'check-out', out, 'leave-1')).headers.get('idempotent-replayed')).toBe('true');
    const balances = await hotel.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'balance')));
    expect(balances).toHaveLength(1);
  });

  it('answers 404 for a booking that does not exist and 400 for an id that is not one', async () => {
    const { staff } = await deskDay(inDays(120));
    const nobody = crypto.randomUUID();
    expect(await act(staff, nobody, 'check-in', { version: 1 })).toMatchObject({ status: 404, body: { message: 'Booking not found' } });
    expect(await staff.get(`/api/staff/bookings/${nobody}`)).toMatchObject({ status: 404, body: { message: 'Booking not found' } });
    expect(await act(staff, 'not-an-id', 'check-in', { version: 1 })).toMatchObject({ status: 400, body: { message: 'Invalid id' } });
    expect(await act(staff, nobody, 'check-in', { version: '1' })).toMatchObject({
      status: 400,
      body: { message: 'The booking’s version is missing; reload it and try again', field: 'version' },
    });
    expect(await act(staff, nobody, 'check-in', {})).toMatchObject({
      status: 400,
      body: { message: 'Required', field: 'version' },
    });
  });
});
