/* eslint-disable @typescript-eslint/no-explicit-any -- answers are whatever JSON the API sent; the tests assert their shape. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates.ts';
import {
  CALL_ALREADY_DONE,
  CALL_BEFORE_CHECK_IN,
  CALL_DAY_OUTSIDE,
  CALL_DAY_PAST,
  CALL_ID_TAKEN,
  CALL_MADE,
  CALL_NOT_FOUND,
  CALL_TIME,
  CALL_WAS_CANCELLED,
  LIVE_UPDATES_SERVICE_ID,
  MOST_CALLS_A_DAY,
  NOT_CALLABLE,
  TOO_MANY_CALLS,
} from '../../domain/live-updates.ts';
import { bookingEvents, liveUpdateCalls } from '../db/schema.ts';
import { STAFF_ONLY } from '../staff/access.ts';
import { act, deskStay, keepRecordsInOrder, MOCHI_CARE, standOn } from '../staff/desk.test-support.ts';
import { addCat, inDays, useTestHotel, type Visitor } from '../test/hotel.ts';
import { BOOKING_NOT_FOUND } from './records.ts';

// Live Update calls (issue 34): the owner asks for a call on a day of a paid stay, from the phone's
// outbox like any change of the booking; staff make it and mark it done from the round, and a call
// beyond the day's free ones (one, two with the Live Updates service) adds R15 to the bill then.

const hotel = useTestHotel({ guestCapacity: 50 });

/** A stay of `owner`'s for Mochi from `checkIn`, four nights, with these services, its records in order. */
async function booked(owner: Visitor, checkIn: string, extraServiceIds: number[] = [1]): Promise<any> {
  const catId = await addCat(owner, MOCHI_CARE);
  await keepRecordsInOrder(owner, catId, checkIn);
  const answer = await owner.post('/api/bookings', {
    booking: { checkInDate: checkIn, checkOutDate: addDays(checkIn, 4) },
    catIds: [catId],
    extraServiceIds,
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

/** The hotel's clock at 09:00 on a day of the test's own; an owner, a member of staff, and a stay checked in that morning. */
async function inTheHouse(daysAhead: number, extraServiceIds: number[] = [1]) {
  const today = inDays(daysAhead);
  await standOn(hotel, today);
  const owner = await hotel.owner();
  const staff = await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dlamini' });
  const stay = await deskStay(staff, await booked(owner, today, extraServiceIds), 'check-in');
  return { today, owner, staff, stay };
}

const asked = (owner: Visitor, bookingId: string, call: Record<string, unknown>, key: string = crypto.randomUUID()) =>
  owner.post(`/api/bookings/${bookingId}/live-calls`, { id: crypto.randomUUID(), ...call }, { key });

const markDone = (staff: Visitor, callId: string, key: string = crypto.randomUUID()) =>
  staff.post(`/api/staff/live-calls/${callId}/done`, { doneAt: hotel.deps.now().toISOString() }, { key });

const detail = async (staff: Visitor, bookingId: string) => (await staff.get(`/api/staff/bookings/${bookingId}`)).body;

describe('an owner asking for a Live Update call', () => {
  it('asks for one on a day of a confirmed stay: it rides on the booking’s answer and list, once per key', async () => {
    await standOn(hotel, inDays(60));
    const owner = await hotel.owner();
    const staff = await hotel.staff('staff');
    const stay = await booked(owner, inDays(70));
    await deskStay(staff, stay, 'deposit');
    const call = { id: crypto.randomUUID(), day: inDays(71), at: '9:30', note: 'Show me her new toy' };
    const answer = await owner.post(`/api/bookings/${stay.id}/live-calls`, call, { key: 'ask-call-1' });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ id: stay.id, status: 'confirmed' });
    expect(answer.body.liveCalls).toEqual([
      { id: call.id, day: inDays(71), at: '09:30', note: 'Show me her new toy', state: 'asked', doneAt: null, chargedCents: null },
    ]);
    const again = await owner.post(`/api/bookings/${stay.id}/live-calls`, call, { key: 'ask-call-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.liveCalls).toEqual(answer.body.liveCalls);
    // Sent again under another key (a phone that lost the answer and its key): still one call.
    expect((await owner.post(`/api/bookings/${stay.id}/live-calls`, call)).body.liveCalls).toHaveLength(1);
    const listed = await owner.get('/api/bookings');
    expect(listed.body.find((booking: { id: string }) => booking.id === stay.id).liveCalls).toEqual(answer.body.liveCalls);
    // Nothing is charged for asking.
    expect((await owner.get(`/api/bookings/${stay.id}`)).body.totalAmount).toBe(stay.totalAmount);
  });

  it('is refused another owner’s stay as if it did not exist, and an id another call holds as taken', async () => {
    await standOn(hotel, inDays(62));
    const owner = await hotel.owner();
    const stranger = await hotel.owner();
    const staff = await hotel.staff('staff');
    const stay = await booked(owner, inDays(72));
    await deskStay(staff, stay, 'deposit');
    const theirs = await asked(stranger, stay.id, { day: inDays(72), at: '10:00' });
    expect(theirs).toMatchObject({ status: 404, body: { message: BOOKING_NOT_FOUND } });
    expect(await hotel.database.db.select().from(liveUpdateCalls).where(eq(liveUpdateCalls.bookingId, stay.id))).toEqual([]);
    const first = await asked(owner, stay.id, { day: inDays(72), at: '10:00' });
    const takenId = first.body.liveCalls[0].id as string;
    expect(await asked(owner, stay.id, { id: takenId, day: inDays(73), at: '10:00' })).toMatchObject({
      status: 409,
      body: { message: CALL_ID_TAKEN, field: 'id' },
    });
    const strangersStay = await booked(stranger, inDays(72));
    await deskStay(staff, strangersStay, 'deposit');
    expect(await asked(stranger, strangersStay.id, { id: takenId, day: inDays(72), at: '10:00' })).toMatchObject({
      status: 409,
      body: { message: CALL_ID_TAKEN },
    });
  });

  it('is refused for a pending stay, a day outside the stay or past, an hour outside 08:00 to 18:00, and too many a day', async () => {
    const { owner, stay, today } = await inTheHouse(64);
    const pending = await booked(owner, inDays(80));
    expect(await asked(owner, pending.id, { day: inDays(80), at: '10:00' })).toMatchObject({ status: 409, body: { message: NOT_CALLABLE } });
    expect(await asked(owner, stay.id, { day: addDays(today, 5), at: '10:00' })).toMatchObject({
      status: 400,
      body: { message: CALL_DAY_OUTSIDE, field: 'day' },
    });
    expect(await asked(owner, stay.id, { day: addDays(today, -1), at: '10:00' })).toMatchObject({
      status: 400,
      body: { message: CALL_DAY_OUTSIDE, field: 'day' },
    });
    for (const at of ['07:30', '18:30', '25:00']) {
      expect(await asked(owner, stay.id, { day: today, at })).toMatchObject({ status: 400, body: { message: CALL_TIME, field: 'at' } });
    }
    // Two days on, the first day of the stay has passed at the hotel; the check-out day has not.
    hotel.setNow(new Date(`${addDays(today, 2)}T07:00:00+02:00`));
    expect(await asked(owner, stay.id, { day: addDays(today, 1), at: '10:00' })).toMatchObject({
      status: 400,
      body: { message: CALL_DAY_PAST, field: 'day' },
    });
    const lastDay = addDays(today, 4);
    for (let call = 0; call < MOST_CALLS_A_DAY; call += 1) expect((await asked(owner, stay.id, { day: lastDay, at: '08:00' })).status).toBe(201);
    expect(await asked(owner, stay.id, { day: lastDay, at: '09:00' })).toMatchObject({ status: 409, body: { message: TOO_MANY_CALLS } });
    const calls = await hotel.database.db.select().from(liveUpdateCalls).where(eq(liveUpdateCalls.bookingId, stay.id));
    expect(calls).toHaveLength(MOST_CALLS_A_DAY);
    // Once one is cancelled, another may be asked for.
    expect((await owner.delete(`/api/live-calls/${calls[0]!.id}`)).status).toBe(200);
    expect((await asked(owner, stay.id, { day: lastDay, at: '09:00' })).status).toBe(201);
  });

  it('is cancelled while not made, by its owner only; cancelling twice is no error, and a call made stays', async () => {
    const { owner, staff, stay, today } = await inTheHouse(66);
    const stranger = await hotel.owner();
    const [first, second] = [await asked(owner, stay.id, { day: today, at: '11:00' }), await asked(owner, stay.id, { day: today, at: '15:00' })];
    const firstId = first.body.liveCalls[0].id as string;
    const secondId = second.body.liveCalls.find((call: { at: string }) => call.at === '15:00').id as string;
    expect(await stranger.delete(`/api/live-calls/${firstId}`)).toMatchObject({ status: 404, body: { message: CALL_NOT_FOUND } });
    const cancelled = await owner.delete(`/api/live-calls/${firstId}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.liveCalls.map((call: { at: string; state: string }) => [call.at, call.state])).toEqual([
      ['11:00', 'cancelled'],
      ['15:00', 'asked'],
    ]);
    expect((await owner.delete(`/api/live-calls/${firstId}`)).body.liveCalls[0].state).toBe('cancelled');
    expect((await markDone(staff, secondId)).status).toBe(200);
    expect(await owner.delete(`/api/live-calls/${secondId}`)).toMatchObject({ status: 409, body: { message: CALL_MADE } });
    expect(await markDone(staff, firstId)).toMatchObject({ status: 409, body: { message: CALL_WAS_CANCELLED } });
  });
});

describe('staff making the calls', () => {
  it('see the day’s calls on Today and the stay’s on its page, with the cats’ names', async () => {
    const { owner, staff, stay, today } = await inTheHouse(68);
    await asked(owner, stay.id, { day: today, at: '14:00', note: 'By the window' });
    await asked(owner, stay.id, { day: addDays(today, 1), at: '10:00' });
    const day = (await staff.get('/api/staff/today')).body;
    expect(day.liveCalls.filter((call: { bookingId: string }) => call.bookingId === stay.id)).toEqual([
      expect.objectContaining({ day: today, at: '14:00', note: 'By the window', state: 'asked', cats: ['Mochi'], doneBy: null, chargedCents: null }),
    ]);
    expect((await detail(staff, stay.id)).liveCalls.map((call: { day: string; at: string }) => [call.day, call.at])).toEqual([
      [today, '14:00'],
      [addDays(today, 1), '10:00'],
    ]);
  });

  it('charge nothing for the day’s first call and R15 for the second, raising the total and the version, in the history', async () => {
    const { owner, staff, stay, today } = await inTheHouse(70);
    const ids: string[] = [];
    for (const at of ['10:00', '14:00']) ids.push((await asked(owner, stay.id, { day: today, at })).body.liveCalls.at(-1).id);
    // A call of another day does not count towards this day's.
    await asked(owner, stay.id, { day: addDays(today, 1), at: '10:00' });
    const before = await detail(staff, stay.id);

    const free = await markDone(staff, ids[0]!);
    expect(free.status, free.text).toBe(200);
    expect(free.body).toMatchObject({ id: ids[0], state: 'done', chargedCents: 0, doneBy: 'Sipho Dlamini', cats: ['Mochi'] });
    const afterFree = await detail(staff, stay.id);
    expect([afterFree.totalAmount, afterFree.version]).toEqual([before.totalAmount, before.version]);

    const charged = await markDone(staff, ids[1]!);
    expect(charged.body).toMatchObject({ state: 'done', chargedCents: 1_500 });
    const afterCharged = await detail(staff, stay.id);
    expect(Number(afterCharged.totalAmount) - Number(before.totalAmount)).toBe(15);
    expect(Number(afterCharged.price.servicesAmount) - Number(before.price.servicesAmount)).toBe(15);
    expect(afterCharged.version).toBe(before.version + 1);
    // The balance was taken at check-in: the R15 is owed, for check-out to take.
    expect([before.owedAmount, afterCharged.owedAmount]).toEqual(['0.00', '15.00']);
    const steps = await hotel.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, stay.id), eq(bookingEvents.action, 'live-call-charged')));
    expect(steps).toMatchObject([{ actorId: staff.id, details: { day: today, at: '14:00', amount: '15.00' } }]);

    const seen = (await owner.get(`/api/bookings/${stay.id}`)).body;
    expect(
      seen.liveCalls.map((call: { at: string; state: string; chargedCents: number | null }) => [call.at, call.state, call.chargedCents]),
    ).toEqual([
      ['10:00', 'done', 0],
      ['14:00', 'done', 1_500],
      ['10:00', 'asked', null],
    ]);
    expect(seen.totalAmount).toBe(afterCharged.totalAmount);
    expect(seen.history.at(-1)).toMatchObject({ by: 'hotel' });

    // The stay priced again at the desk (a night longer) keeps the call it already made.
    const longer = await staff.request('PATCH', `/api/staff/bookings/${stay.id}`, {
      version: afterCharged.version,
      checkOutDate: addDays(stay.checkOutDate, 1),
      reason: 'The owner’s flight moved a day later',
    });
    expect(longer.status, longer.text).toBe(200);
    // Medication Administration at R20 a day: R80 for four nights, R100 for five; the call's R15 on top.
    expect([afterCharged.price.servicesAmount, longer.body.price.servicesAmount]).toEqual(['95.00', '115.00']);
    expect(Number(longer.body.totalAmount)).toBe(Number(longer.body.price.baseAmount) + 115);

    const out = await act(staff, stay.id, 'check-out', { version: longer.body.version, method: 'card' });
    expect(out.status, out.text).toBe(200);
    // Taken at the hotel's one instant of the test, so found by kind rather than by order.
    // The call's R15 and the night added since check-in (R220 and its R20 of medication).
    expect(longer.body.owedAmount).toBe('255.00');
    expect(out.body.payments.filter((payment: { kind: string }) => payment.kind === 'extras')).toMatchObject([
      { amount: '255.00', status: 'captured' },
    ]);
  });

  it('with the Live Updates service booked, leave the second call free too and charge the third', async () => {
    const { owner, staff, stay, today } = await inTheHouse(72, [1, LIVE_UPDATES_SERVICE_ID]);
    const ids: string[] = [];
    for (const at of ['09:00', '12:00', '16:00']) ids.push((await asked(owner, stay.id, { day: today, at })).body.liveCalls.at(-1).id);
    const before = await detail(staff, stay.id);
    const charges: number[] = [];
    for (const id of ids) charges.push((await markDone(staff, id)).body.chargedCents);
    expect(charges).toEqual([0, 0, 1_500]);
    const after = await detail(staff, stay.id);
    expect(Number(after.totalAmount) - Number(before.totalAmount)).toBe(15);
    expect(after.version).toBe(before.version + 1);
  });

  it('mark a call done once: twice is refused, and so is a call of a stay not yet in the house', async () => {
    const { owner, staff, stay, today } = await inTheHouse(74);
    const id = (await asked(owner, stay.id, { day: today, at: '10:00' })).body.liveCalls[0].id as string;
    expect((await markDone(staff, id, 'done-once')).status).toBe(200);
    // The same tap sent again under its key is the same answer; another tap is refused.
    expect((await markDone(staff, id, 'done-once')).headers.get('idempotent-replayed')).toBe('true');
    expect(await markDone(staff, id)).toMatchObject({ status: 409, body: { message: CALL_ALREADY_DONE } });
    expect(await markDone(staff, crypto.randomUUID())).toMatchObject({ status: 404, body: { message: CALL_NOT_FOUND } });

    const later = await booked(owner, addDays(today, 10));
    await deskStay(staff, later, 'deposit');
    const early = (await asked(owner, later.id, { day: addDays(today, 10), at: '10:00' })).body.liveCalls[0].id as string;
    expect(await markDone(staff, early)).toMatchObject({ status: 409, body: { message: CALL_BEFORE_CHECK_IN } });
  });

  it('is the staff’s only: an owner is refused before anything is read, even for their own call', async () => {
    const { owner, stay, today } = await inTheHouse(76);
    const id = (await asked(owner, stay.id, { day: today, at: '10:00' })).body.liveCalls[0].id as string;
    expect(await markDone(owner, id)).toMatchObject({ status: 403, body: { message: STAFF_ONLY } });
    expect((await owner.get(`/api/bookings/${stay.id}`)).body.liveCalls[0].state).toBe('asked');
  });

  it('come through the phones’ outboxes: the owner’s batch asks, the desk’s batch marks done', async () => {
    const { owner, staff, stay, today } = await inTheHouse(78);
    const callId = crypto.randomUUID();
    const ask = await owner.post('/api/changes', {
      changes: [
        { id: crypto.randomUUID(), method: 'POST', path: `/api/bookings/${stay.id}/live-calls`, body: { id: callId, day: today, at: '13:00' } },
      ],
    });
    expect(ask.body.results).toMatchObject([{ outcome: 'applied', status: 201, body: { id: stay.id, liveCalls: [{ id: callId, state: 'asked' }] } }]);
    const done = await staff.post('/api/staff/changes', {
      changes: [
        { id: crypto.randomUUID(), method: 'POST', path: `/api/staff/live-calls/${callId}/done`, body: { doneAt: hotel.deps.now().toISOString() } },
      ],
    });
    expect(done.body.results).toMatchObject([{ outcome: 'applied', status: 200, body: { id: callId, state: 'done', chargedCents: 0 } }]);
    const cancel = await owner.post('/api/changes', { changes: [{ id: crypto.randomUUID(), method: 'DELETE', path: `/api/live-calls/${callId}` }] });
    expect(cancel.body.results).toMatchObject([{ outcome: 'conflict', status: 409, body: { message: CALL_MADE } }]);
  });
});
