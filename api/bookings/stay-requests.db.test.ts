/* eslint-disable @typescript-eslint/no-explicit-any -- answers are whatever JSON the API sent; the tests assert their shape. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates.ts';
import { NOT_ASKABLE, NOTHING_ASKED, ONE_OPEN_REQUEST, REQUEST_ANSWERED } from '../../domain/stay-requests.ts';
import { bookingEvents, bookings, mailOutbox, stayRequests } from '../db/schema.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { recordingMailer } from '../mail/test/recording-mailer.ts';
import { STAFF_ONLY } from '../staff/access.ts';
import { act, bookStay, deskStay } from '../staff/desk.test-support.ts';
import { addCat, inDays, PUBLIC_URL, useTestHotel, type Visitor } from '../test/hotel.ts';

const mailer = recordingMailer();
const hotel = useTestHotel({ mailer, guestCapacity: 50 });

/**
 * An owner's stay booked for `days` from today and confirmed by a deposit taken at the desk, as the
 * owner's API answers it; the desk's e-mail confirming it is not one the tests count.
 */
async function paidStay(owner: Visitor, days = 30) {
  const manager = await hotel.staff('manager');
  const booked = await bookStay(owner, inDays(days));
  await deskStay(manager, booked, 'deposit');
  await mailSettled();
  mailer.sent.length = 0;
  return (await owner.get(`/api/bookings/${booked.id}`)).body;
}

const ask = (owner: Visitor, bookingId: string, body: unknown, key?: string) =>
  owner.post(`/api/bookings/${bookingId}/requests`, body, key === undefined ? {} : { key });

const stepsOf = (bookingId: string) =>
  hotel.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(bookingEvents.at, bookingEvents.id);

beforeEach(async () => {
  await mailSettled();
  mailer.sent.length = 0;
});

describe('an owner asking the hotel about a confirmed stay', () => {
  it('records a cancellation request with the terms that applied, shows it on the stay and in its history, once per key', async () => {
    const owner = await hotel.owner();
    const stay = await paidStay(owner);
    const answer = await ask(owner, stay.id, { kind: 'cancel', note: 'We are moving to Durban' }, 'ask-cancel-1');
    expect(answer.status).toBe(201);
    expect(answer.body.requests).toEqual([
      expect.objectContaining({ kind: 'cancel', state: 'open', note: 'We are moving to Durban', wanted: null, answeredAt: null, answerReason: null }),
    ]);
    expect(answer.body.history.map((step: { action: string; by: string }) => [step.action, step.by])).toEqual([
      ['Booked', 'owner'],
      ['Deposit taken at the desk', 'hotel'],
      ['Owner asked to cancel', 'owner'],
    ]);
    // The stay itself is unchanged until the hotel answers.
    expect(answer.body).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid' });
    // The same request sent again under its key is the same answer, and no second request.
    const again = await ask(owner, stay.id, { kind: 'cancel', note: 'We are moving to Durban' }, 'ask-cancel-1');
    expect(again.status).toBe(201);
    expect(again.body.requests).toHaveLength(1);
    const steps = await stepsOf(stay.id);
    expect(steps.at(-1)).toMatchObject({
      action: 'cancel-asked',
      reason: 'We are moving to Durban',
      details: { terms: 'more than 48 hours before check-in' },
    });
    // The list the phone pulls carries the request too, so the stay page shows it offline.
    const listed = await owner.get('/api/bookings');
    expect(listed.body.find((booking: { id: string }) => booking.id === stay.id).requests).toEqual(answer.body.requests);
  });

  it('prices a change on the server and refuses a second open request', async () => {
    const owner = await hotel.owner();
    const stay = await paidStay(owner);
    const luna = await addCat(owner, { name: 'Luna' });
    const change = {
      kind: 'change',
      checkInDate: stay.checkInDate,
      checkOutDate: addDays(stay.checkInDate, 6),
      catIds: [...stay.catIds, luna],
      extraServiceIds: [],
    };
    const answer = await ask(owner, stay.id, { ...change, totalAmount: '1.00' });
    expect(answer.status).toBe(201);
    // 6 nights x R220 x 2 cats, no services: the server's price, not the client's.
    expect(answer.body.requests[0].wanted).toEqual({
      checkInDate: stay.checkInDate,
      checkOutDate: addDays(stay.checkInDate, 6),
      catIds: [...stay.catIds, luna].sort(),
      extraServiceIds: [],
      totalAmount: '2640.00',
    });
    const second = await ask(owner, stay.id, { kind: 'cancel' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(ONE_OPEN_REQUEST);
    expect(await hotel.database.db.select().from(stayRequests).where(eq(stayRequests.bookingId, stay.id))).toHaveLength(1);
  });

  it.each([
    [
      'a change that changes nothing and says nothing',
      (stay: any) => ({
        kind: 'change',
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        catIds: stay.catIds,
        extraServiceIds: stay.extraServiceIds,
      }),
      400,
      NOTHING_ASKED,
    ],
    [
      'another owner’s cat',
      (_stay: any, theirCat: string) => ({
        kind: 'change',
        checkInDate: inDays(30),
        checkOutDate: inDays(35),
        catIds: [theirCat],
        extraServiceIds: [],
      }),
      400,
      'Choose cats from your own profile; one of them was not found',
    ],
    ['no kind', () => ({ note: 'Please' }), 400, 'Choose what you are asking for: a change or a cancellation'],
  ])('refuses %s, changing nothing', async (_name, body, status, message) => {
    const owner = await hotel.owner();
    const other = await hotel.owner();
    const theirCat = await addCat(other, { name: 'Shadow' });
    const stay = await paidStay(owner);
    const answer = await ask(owner, stay.id, body(stay, theirCat));
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await hotel.database.db.select().from(stayRequests).where(eq(stayRequests.bookingId, stay.id))).toEqual([]);
  });

  it('refuses a pending stay (the owner changes it directly) and another owner’s stay as if it did not exist', async () => {
    const owner = await hotel.owner();
    const pending = await bookStay(owner, inDays(30));
    const refused = await ask(owner, pending.id, { kind: 'cancel' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NOT_ASKABLE);
    const stranger = await hotel.owner();
    const stay = await paidStay(owner);
    const theirs = await ask(stranger, stay.id, { kind: 'cancel' });
    const nothing = await ask(stranger, crypto.randomUUID(), { kind: 'cancel' });
    expect([theirs.status, theirs.body]).toEqual([404, { message: 'Booking not found' }]);
    expect([nothing.status, nothing.body]).toEqual([404, { message: 'Booking not found' }]);
    expect(await hotel.database.db.select().from(stayRequests).where(eq(stayRequests.ownerId, stranger.id))).toEqual([]);
  });
});

describe('the desk answering a request', () => {
  it('declines with a reason: the request shows who answered and why, the history has it, and the owner is e-mailed once', async () => {
    const owner = await hotel.owner();
    const stay = await paidStay(owner);
    const asked = await ask(owner, stay.id, { kind: 'cancel', note: 'Change of plans' });
    const request = asked.body.requests[0];
    const sitter = await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dube' });
    const declined = await sitter.post(
      `/api/staff/stay-requests/${request.id}/decline`,
      { reason: 'Check-in is tomorrow; call us to talk it over' },
      { key: 'decline-1' },
    );
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual([
      expect.objectContaining({
        id: request.id,
        state: 'declined',
        answeredBy: 'Sipho Dube',
        answerReason: 'Check-in is tomorrow; call us to talk it over',
      }),
    ]);
    // Answered once: a second answer is refused, and a repeat of the first under its key is the same answer.
    const twice = await sitter.post(`/api/staff/stay-requests/${request.id}/accept`, {});
    expect([twice.status, twice.body.message]).toEqual([409, REQUEST_ANSWERED]);
    const repeat = await sitter.post(
      `/api/staff/stay-requests/${request.id}/decline`,
      { reason: 'Check-in is tomorrow; call us to talk it over' },
      { key: 'decline-1' },
    );
    expect(repeat.body).toEqual(declined.body);
    const [booking] = await hotel.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(booking!.status).toBe('confirmed');
    expect((await stepsOf(stay.id)).at(-1)).toMatchObject({
      action: 'request-declined',
      actorId: sitter.id,
      reason: 'Check-in is tomorrow; call us to talk it over',
    });
    // The owner's stay page: the answer with the hotel's words, and no staff name.
    const seen = await owner.get(`/api/bookings/${stay.id}`);
    expect(seen.body.requests[0]).toMatchObject({ state: 'declined', answerReason: 'Check-in is tomorrow; call us to talk it over' });
    expect(seen.body.requests[0].answeredBy).toBeUndefined();
    expect(seen.body.history.at(-1)).toMatchObject({
      action: 'Request declined',
      by: 'hotel',
      reason: 'Check-in is tomorrow; call us to talk it over',
    });
    await mailSettled();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: [owner.email], subject: expect.stringMatching(/^Your request is declined: Mochi at /) });
    expect(mailer.sent[0]!.text).toContain('Our reason: Check-in is tomorrow; call us to talk it over');
    expect(mailer.sent[0]!.text).toContain(`See your stay: ${PUBLIC_URL}/stays/${stay.id}`);
  });

  it('accepting a cancellation cancels the stay through the desk’s cancel, keeping the deposit, with one e-mail', async () => {
    const owner = await hotel.owner();
    const stay = await paidStay(owner);
    const asked = await ask(owner, stay.id, { kind: 'cancel' });
    const manager = await hotel.staff('manager');
    const accepted = await manager.post(`/api/staff/stay-requests/${asked.body.requests[0].id}/accept`, { reason: 'No charge beyond the deposit' });
    expect(accepted.status).toBe(200);
    expect(accepted.body[0]).toMatchObject({ state: 'accepted', answerReason: 'No charge beyond the deposit' });
    const seen = await owner.get(`/api/bookings/${stay.id}`);
    expect(seen.body).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'hotel',
      paymentStatus: 'deposit_paid',
      cancelReason: 'You asked us to cancel this stay. No charge beyond the deposit',
    });
    expect((await stepsOf(stay.id)).slice(-2).map((step) => [step.action, step.actorId])).toEqual([
      ['cancelled', manager.id],
      ['request-accepted', manager.id],
    ]);
    await mailSettled();
    expect(mailer.sent.map((message) => message.subject)).toEqual([expect.stringMatching(/^Your stay is cancelled: Mochi/)]);
    expect(
      await hotel.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.key, `stay-request:${asked.body.requests[0].id}`)),
    ).toEqual([]);
  });

  it('accepting a change makes it: the stay moves, priced again, the history says who and why, and the owner gets one e-mail', async () => {
    const owner = await hotel.owner();
    const stay = await paidStay(owner);
    const change = {
      kind: 'change',
      checkInDate: stay.checkInDate,
      checkOutDate: addDays(stay.checkOutDate, 2),
      catIds: stay.catIds,
      extraServiceIds: [],
    };
    const asked = await ask(owner, stay.id, change);
    const request = asked.body.requests[0];
    const manager = await hotel.staff('manager');
    const accepted = await manager.post(`/api/staff/stay-requests/${request.id}/accept`, { reason: 'Room for Mochi' });
    expect(accepted.status).toBe(200);
    expect(accepted.body[0]).toMatchObject({ state: 'accepted', answerReason: 'Room for Mochi' });
    const [booking] = await hotel.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    // Two nights more at R220 for one cat: the server's price again, as the owner was shown when asking.
    expect([booking!.status, booking!.checkIn, booking!.checkOut, booking!.totalCents, booking!.version]).toEqual([
      'confirmed',
      stay.checkInDate,
      addDays(stay.checkOutDate, 2),
      Number(request.wanted.totalAmount) * 100,
      stay.version + 1,
    ]);
    expect((await stepsOf(stay.id)).slice(-2).map((step) => [step.action, step.actorId, step.reason])).toEqual([
      ['changed', manager.id, 'You asked us for this change. Room for Mochi'],
      ['request-accepted', manager.id, 'Room for Mochi'],
    ]);
    await mailSettled();
    // One e-mail, the stay changed (before and after), not the answer's as well.
    expect(mailer.sent.map((message) => message.subject)).toEqual([expect.stringMatching(/^Your stay has changed: Mochi/)]);
    expect(mailer.sent[0]!.text).toContain('Our reason: You asked us for this change. Room for Mochi');
    expect(
      await hotel.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.key, `stay-request:${request.id}`)),
    ).toEqual([]);
    // A new request may be made once the last one is answered.
    expect((await ask(owner, stay.id, { kind: 'cancel' })).status).toBe(201);
  });

  it('accepting a change that asks only in a note changes nothing and tells the owner the answer', async () => {
    const owner = await hotel.owner();
    const stay = await paidStay(owner);
    const asked = await ask(owner, stay.id, {
      kind: 'change',
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
      catIds: stay.catIds,
      extraServiceIds: stay.extraServiceIds,
      note: 'Could Mochi have the sunny shelf?',
    });
    const accepted = await (await hotel.staff('staff')).post(`/api/staff/stay-requests/${asked.body.requests[0].id}/accept`, {});
    expect(accepted.body[0]).toMatchObject({ state: 'accepted', answerReason: null });
    const [booking] = await hotel.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(booking!.version).toBe(stay.version);
    await mailSettled();
    expect(mailer.sent.map((message) => message.subject)).toEqual([expect.stringMatching(/^Your request is accepted: Mochi/)]);
    expect(mailer.sent[0]!.text).toContain('Your stay page shows your stay as it now is.');
  });

  it('a change the stay can no longer take is refused with why, and the request stays open', async () => {
    const owner = await hotel.owner();
    const stay = await paidStay(owner);
    const asked = await ask(owner, stay.id, {
      kind: 'change',
      checkInDate: stay.checkInDate,
      checkOutDate: addDays(stay.checkOutDate, 1),
      catIds: stay.catIds,
      extraServiceIds: [],
    });
    const manager = await hotel.staff('manager');
    const [before] = await hotel.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    // The hotel cancels the stay before anyone answers: a cancelled stay cannot change.
    expect((await act(manager, stay.id, 'cancel', { version: before!.version, reason: 'The owner phoned to cancel' })).status).toBe(200);
    await mailSettled();
    mailer.sent.length = 0;
    const refused = await manager.post(`/api/staff/stay-requests/${asked.body.requests[0].id}/accept`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This stay was cancelled: it can no longer be changed. Book a new stay instead.');
    const [request] = await hotel.database.db.select().from(stayRequests).where(eq(stayRequests.bookingId, stay.id));
    expect([request!.state, request!.answeredBy]).toEqual(['open', null]);
    const [after] = await hotel.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect([after!.checkOut, after!.version]).toEqual([stay.checkOutDate, before!.version + 1]);
    await mailSettled();
    expect(mailer.sent).toEqual([]);
  });

  it('is for staff only: an owner, even the stay’s own, is refused before anything is read', async () => {
    const owner = await hotel.owner();
    const stay = await paidStay(owner);
    const asked = await ask(owner, stay.id, { kind: 'cancel' });
    const read = await owner.get(`/api/staff/stay-requests?booking=${stay.id}`);
    const accept = await owner.post(`/api/staff/stay-requests/${asked.body.requests[0].id}/accept`, {});
    expect([read.status, read.body.message, accept.status, accept.body.message]).toEqual([403, STAFF_ONLY, 403, STAFF_ONLY]);
    const [request] = await hotel.database.db.select().from(stayRequests).where(eq(stayRequests.bookingId, stay.id));
    expect(request!.state).toBe('open');
    const desk = await (await hotel.staff('staff')).get(`/api/staff/stay-requests?booking=${stay.id}`);
    expect(desk.body.map((r: { state: string; kind: string }) => [r.kind, r.state])).toEqual([['cancel', 'open']]);
  });
});
