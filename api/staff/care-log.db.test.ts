import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates.ts';
import { inDays, useTestHotel, type Visitor } from '../test/hotel.ts';
import { DAY_OUTSIDE_THE_STAY, ENTRY_ID_TAKEN, NOT_A_CAT_OF_THE_STAY, NOT_AN_ITEM_OF_THE_CAT, NOT_IN_THE_HOUSE, STAY_OVER } from './care-log.ts';
import { act, bookStay, deskStay, standOn } from './desk.test-support.ts';

// A stay's care (issue 33): the cat's plan copied into the stay at check-in and confirmed by who
// checked it in, adjusted at the desk without touching the owner's profile, and the log of the
// round: each tap kept once under the phone's id, with who and when, even when it arrives late;
// and a batch of them from a phone that was offline, through the staff's own batch route.

const hotel = useTestHotel({ guestCapacity: 50 });

const THYROID = { kind: 'medication', name: 'Thyroid tablet', amount: 'Half a tablet', times: ['08:00'], withFood: true, until: null };
const BREAKFAST = { kind: 'feeding', name: 'Renal biscuits', amount: '40 g', times: ['08:00', '17:00'] };

/** A stay checked in today, at 09:00, for a cat whose owner wrote a breakfast and a tablet into her plan. */
async function inTheHouse(daysAhead: number) {
  const today = inDays(daysAhead);
  await standOn(hotel, today);
  const owner = await hotel.owner();
  const staff = await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dlamini' });
  const booked = await bookStay(owner, today);
  const catId = booked.catIds[0] as string;
  for (const item of [BREAKFAST, THYROID]) expect((await owner.post(`/api/cats/${catId}/care-plan`, item)).status).toBe(201);
  const stay = await deskStay(staff, booked, 'check-in');
  return { today, owner, staff, catId, stay };
}

function entry(stay: { id: string }, catId: string, fields: Record<string, unknown>) {
  return {
    id: crypto.randomUUID(),
    bookingId: stay.id,
    catId,
    careItemId: null,
    slot: null,
    note: null,
    loggedAt: new Date().toISOString(),
    ...fields,
  };
}

const logged = (staff: Visitor, body: Record<string, unknown>, key: string = crypto.randomUUID()) => staff.post('/api/staff/care-log', body, { key });

describe('the stay’s care plan', () => {
  it('is the cat’s own plan, copied in at check-in and confirmed by who checked the cat in', async () => {
    const { stay, catId } = await inTheHouse(90);
    expect(stay.carePlan).toMatchObject([
      { catId, kind: 'feeding', name: 'Renal biscuits', amount: '40 g', times: ['08:00', '17:00'], withFood: null, confirmedBy: 'Sipho Dlamini' },
      { catId, kind: 'medication', name: 'Thyroid tablet', amount: 'Half a tablet', times: ['08:00'], withFood: true, confirmedBy: 'Sipho Dlamini' },
    ]);
    expect(stay.inHouse).toEqual({ checkedIn: { date: inDays(90), time: '09:00' }, checkedOut: null });
  });

  it('is adjusted at the desk for this stay only: the owner’s profile keeps its own', async () => {
    const { stay, owner, staff, catId } = await inTheHouse(92);
    const tablet = stay.carePlan.find((item: { kind: string }) => item.kind === 'medication');
    const changed = await staff.request('PUT', `/api/staff/stay-care/${tablet.id}`, { ...THYROID, times: ['08:00', '20:00'] });
    expect(changed.status).toBe(200);
    expect(changed.body.find((item: { id: string }) => item.id === tablet.id).times).toEqual(['08:00', '20:00']);
    const added = await staff.post('/api/staff/stay-care', { bookingId: stay.id, catId, kind: 'feeding', name: 'Wet food pouch', times: ['12:00'] });
    expect(added.status).toBe(201);
    expect(added.body.map((item: { name: string }) => item.name)).toEqual(['Renal biscuits', 'Wet food pouch', 'Thyroid tablet']);
    const removed = await staff.request('DELETE', `/api/staff/stay-care/${tablet.id}`);
    expect(removed.body.map((item: { name: string }) => item.name)).toEqual(['Renal biscuits', 'Wet food pouch']);
    const profile = (await owner.get('/api/cats')).body[0].carePlan;
    expect(profile.map((item: { name: string; times: string[] }) => [item.name, item.times])).toEqual([
      ['Renal biscuits', ['08:00', '17:00']],
      ['Thyroid tablet', ['08:00']],
    ]);
  });

  it('is not changed once the stay is over, nor before the cat has checked in', async () => {
    const { stay, staff } = await inTheHouse(94);
    const tablet = stay.carePlan[1];
    const out = await act(staff, stay.id, 'check-out', { version: stay.version, method: 'cash' });
    expect(out.status).toBe(200);
    expect(await staff.request('PUT', `/api/staff/stay-care/${tablet.id}`, { ...THYROID, times: ['09:00'] })).toMatchObject({
      status: 409,
      body: { message: STAY_OVER },
    });
    const owner = await hotel.owner();
    const coming = await bookStay(owner, addDays(inDays(94), 10));
    expect(
      await staff.post('/api/staff/stay-care', {
        bookingId: coming.id,
        catId: coming.catIds[0],
        kind: 'feeding',
        name: 'Biscuits',
        times: ['08:00'],
      }),
    ).toMatchObject({ status: 409, body: { message: NOT_IN_THE_HOUSE } });
  });
});

describe('the care log', () => {
  it('keeps a tap once under the phone’s id, with who and when, and Today and the booking’s page show it', async () => {
    const { today, stay, staff, catId } = await inTheHouse(96);
    const tablet = stay.carePlan[1];
    const given = entry(stay, catId, {
      careItemId: tablet.id,
      day: today,
      slot: '08:00',
      kind: 'medication',
      outcome: 'given',
      loggedAt: `${today}T08:04:00.000+02:00`,
    });
    const key = crypto.randomUUID();
    const first = await logged(staff, given, key);
    expect(first).toMatchObject({
      status: 201,
      body: { id: given.id, kind: 'medication', outcome: 'given', slot: '08:00', loggedBy: 'Sipho Dlamini', loggedAt: `${today}T06:04:00.000Z` },
    });
    // The phone lost the answer and sends it again under the same key: one entry.
    expect(await logged(staff, given, key)).toMatchObject({ status: 201, body: first.body });
    const litter = entry(stay, catId, { day: today, kind: 'litter', outcome: 'normal', loggedAt: `${today}T09:30:00.000+02:00` });
    expect((await logged(staff, litter)).status).toBe(201);
    const todayView = (await staff.get('/api/staff/today')).body;
    expect(todayView.careLog.map((one: { id: string }) => one.id)).toEqual([given.id, litter.id]);
    const detail = (await staff.get(`/api/staff/bookings/${stay.id}`)).body;
    expect(detail.careLog.map((one: { kind: string; outcome: string }) => [one.kind, one.outcome])).toEqual([
      ['medication', 'given'],
      ['litter', 'normal'],
    ]);
  });

  it('keeps both taps when two phones logged the same dose offline: the round shows the double dose', async () => {
    const { today, stay, staff, catId } = await inTheHouse(98);
    const other = await hotel.staff('staff', { firstName: 'Thandi', lastName: 'Mokoena' });
    const tablet = stay.carePlan[1];
    const dose = { careItemId: tablet.id, day: today, slot: '08:00', kind: 'medication', outcome: 'given' };
    expect((await logged(staff, entry(stay, catId, dose))).status).toBe(201);
    expect((await logged(other, entry(stay, catId, dose))).status).toBe(201);
    const log = (await staff.get('/api/staff/today')).body.careLog;
    expect(log.map((one: { loggedBy: string; outcome: string }) => [one.loggedBy, one.outcome])).toEqual([
      ['Sipho Dlamini', 'given'],
      ['Thandi Mokoena', 'given'],
    ]);
  });

  it('takes an entry that arrives after check-out, for the days the cat was here, and refuses the rest, changing nothing', async () => {
    const { today, stay, staff, catId } = await inTheHouse(100);
    const late = entry(stay, catId, { day: today, kind: 'mood', outcome: 'content' });
    const out = await act(staff, stay.id, 'check-out', { version: stay.version, method: 'cash' });
    expect(out.status).toBe(200);
    expect((await logged(staff, late)).status).toBe(201);

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ day: addDays(today, -1), kind: 'mood', outcome: 'content' }, 400, DAY_OUTSIDE_THE_STAY],
      [{ day: today, kind: 'medication', outcome: 'given', careItemId: crypto.randomUUID(), slot: '08:00' }, 400, NOT_AN_ITEM_OF_THE_CAT],
      [
        { day: today, kind: 'medication', outcome: 'eaten', careItemId: stay.carePlan[1].id, slot: '08:00' },
        400,
        'Choose what happened from the buttons of this entry',
      ],
      [{ day: today, kind: 'feeding', outcome: 'ate-all' }, 400, 'A meal or a dose names its item of the plan and its time, such as 08:00'],
      [{ day: today, kind: 'note', outcome: null, note: '' }, 400, 'Please write the note'],
    ];
    for (const [fields, status, message] of refusals) {
      expect(await logged(staff, entry(stay, catId, fields))).toMatchObject({ status, body: { message } });
    }
    expect(await logged(staff, entry(stay, crypto.randomUUID(), { day: today, kind: 'mood', outcome: 'quiet' }))).toMatchObject({
      status: 400,
      body: { message: NOT_A_CAT_OF_THE_STAY },
    });
    // The same entry id, sent as another entry under another key: refused, the first stands.
    expect(await logged(staff, { ...late, outcome: 'unsettled' })).toMatchObject({ status: 409, body: { message: ENTRY_ID_TAKEN } });
    const detail = (await staff.get(`/api/staff/bookings/${stay.id}`)).body;
    expect(detail.careLog.map((one: { id: string; outcome: string }) => [one.id, one.outcome])).toEqual([[late.id, 'content']]);
  });

  it('is the owner’s diary in the stay’s answer (issue 34): newest first, by first name, and no one else’s', async () => {
    const { today, stay, owner, staff, catId } = await inTheHouse(106);
    const tablet = stay.carePlan[1];
    const given = entry(stay, catId, {
      careItemId: tablet.id,
      day: today,
      slot: '08:00',
      kind: 'medication',
      outcome: 'given',
      loggedAt: `${today}T08:10:00.000+02:00`,
    });
    const mood = entry(stay, catId, { day: today, kind: 'mood', outcome: 'content', loggedAt: `${today}T09:40:00.000+02:00` });
    for (const tap of [given, mood]) expect((await logged(staff, tap)).status).toBe(201);
    const answer = (await owner.get(`/api/bookings/${stay.id}`)).body;
    expect(answer.diary).toEqual([
      { id: mood.id, catId, day: today, kind: 'mood', outcome: 'content', note: null, item: null, by: 'Sipho', at: `${today}T07:40:00.000Z` },
      {
        id: given.id,
        catId,
        day: today,
        kind: 'medication',
        outcome: 'given',
        note: null,
        item: 'Thyroid tablet',
        by: 'Sipho',
        at: `${today}T06:10:00.000Z`,
      },
    ]);
    expect(JSON.stringify(answer)).not.toContain('Dlamini');
    expect((await owner.get('/api/bookings')).body.find((booking: { id: string }) => booking.id === stay.id).diary).toHaveLength(2);
    const stranger = await hotel.owner();
    expect((await stranger.get(`/api/bookings/${stay.id}`)).status).toBe(404);
  });

  it('starts at check-in: a stay still to arrive has no log', async () => {
    const today = inDays(102);
    await standOn(hotel, today);
    const owner = await hotel.owner();
    const staff = await hotel.staff('staff');
    const booked = await bookStay(owner, today);
    expect(await logged(staff, entry(booked, booked.catIds[0], { day: today, kind: 'mood', outcome: 'content' }))).toMatchObject({
      status: 409,
      body: { message: NOT_IN_THE_HOUSE },
    });
  });

  it('arrives from a phone that was offline in one batch, each tap once, however often the batch is sent', async () => {
    const { today, stay, staff, catId } = await inTheHouse(104);
    const tablet = stay.carePlan[1];
    const taps = [
      entry(stay, catId, { careItemId: tablet.id, day: today, slot: '08:00', kind: 'medication', outcome: 'given' }),
      entry(stay, catId, { careItemId: stay.carePlan[0].id, day: today, slot: '08:00', kind: 'feeding', outcome: 'ate-half' }),
      entry(stay, catId, { day: today, kind: 'note', outcome: null, note: 'Played with the feather toy' }),
    ];
    const batch = { changes: taps.map((tap) => ({ id: crypto.randomUUID(), method: 'POST', path: '/api/staff/care-log', body: tap })) };
    const sent = await staff.post('/api/staff/changes', batch);
    expect(sent.status).toBe(200);
    expect(sent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(['applied', 'applied', 'applied']);
    expect((await staff.post('/api/staff/changes', batch)).body).toEqual(sent.body);
    expect((await staff.get(`/api/staff/bookings/${stay.id}`)).body.careLog).toHaveLength(3);
    // An owner's batch route never carries the desk's changes, nor the desk's an owner's.
    const owner = await hotel.owner();
    expect((await owner.post('/api/changes', batch)).status).toBe(400);
    expect((await owner.post('/api/staff/changes', batch)).status).toBe(403);
    const ownerChange = { changes: [{ id: crypto.randomUUID(), method: 'POST', path: '/api/cats', body: { name: 'Whiskers' } }] };
    expect((await staff.post('/api/staff/changes', ownerChange)).status).toBe(400);
  });
});
