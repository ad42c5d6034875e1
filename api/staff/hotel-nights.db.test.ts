import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayAtHotel } from '../../domain/dates.ts';
import { bookings, closedNights, nightCapacities } from '../db/schema.ts';
import { inDays, reserve, useTestHotel, type Visitor } from '../test/hotel.ts';
import { MANAGERS_ONLY, STAFF_ONLY } from './access.ts';
import type { CalendarNight, CalendarView, NightSettingsView } from '../../domain/contracts/desk-nights.ts';

const hotel = useTestHotel();

// Each test starts from a hotel with no settings, whatever the one before it set.
afterEach(async () => {
  hotel.setNow(new Date());
  await hotel.database.db.delete(nightCapacities);
  await hotel.database.db.delete(closedNights);
});

/** A stay of `cats` cats from `from` days ahead for `nights` nights, moved straight to `status`. */
async function stayWith(owner: Visitor, from: number, nights: number, cats: number, status?: typeof bookings.$inferSelect.status) {
  const id = await reserve(owner, { checkOutDate: inDays(from + nights), numberOfCats: cats, stayType: nights > 7 ? 'extended' : 'short' }, from);
  if (status !== undefined) await hotel.database.db.update(bookings).set({ status }).where(eq(bookings.id, id));
  return id;
}

/** The night `days` ahead as the calendar shows it. */
function night(view: CalendarView, days: number): CalendarNight | undefined {
  return view.nights.find((each) => each.date === inDays(days));
}

const settings = {
  read: (who: Visitor) => who.get<NightSettingsView>('/api/staff/settings/nights'),
  capacity: (who: Visitor, body: unknown, key?: string) => who.request<NightSettingsView>('PUT', '/api/staff/settings/capacity', body, { key }),
  close: (who: Visitor, body: unknown, key?: string) => who.post<NightSettingsView>('/api/staff/settings/closed-nights', body, { key }),
  reopen: (who: Visitor, id: string, key?: string) => who.delete<NightSettingsView>(`/api/staff/settings/closed-nights/${id}`, { key }),
};

const calendar = (who: Visitor, query = '') => who.get<CalendarView>(`/api/staff/calendar${query}`);

describe('who may see and change the nights', () => {
  const changes: [string, (who: Visitor) => Promise<{ status: number; body: unknown }>][] = [
    ['GET settings/nights', settings.read],
    ['PUT settings/capacity', (who) => settings.capacity(who, { firstNight: inDays(5), lastNight: inDays(5), capacity: 1 })],
    ['POST settings/closed-nights', (who) => settings.close(who, { firstNight: inDays(5), lastNight: inDays(5), reason: 'Closed' })],
    ['DELETE settings/closed-nights/:id', (who) => settings.reopen(who, crypto.randomUUID())],
  ];

  it('shows the calendar to staff and managers only', async () => {
    expect((await calendar(hotel.visitor())).status).toBe(401);
    expect(await calendar(await hotel.owner(), '?nights=nonsense')).toMatchObject({ status: 403, body: { message: STAFF_ONLY } });
    expect((await calendar(await hotel.staff('staff'))).status).toBe(200);
    expect((await calendar(await hotel.staff('manager'))).status).toBe(200);
  });

  it.each(changes)('%s: 401 signed out, 403 for an owner and for staff', async (_endpoint, send) => {
    expect((await send(hotel.visitor())).status).toBe(401);
    expect(await send(await hotel.owner())).toMatchObject({ status: 403, body: { message: STAFF_ONLY } });
    expect(await send(await hotel.staff('staff'))).toMatchObject({ status: 403, body: { message: MANAGERS_ONLY } });
    expect((await settings.read(await hotel.staff('manager'))).body).toEqual({ defaultCapacity: 5, capacities: [], closed: [] });
  });
});

describe('the calendar', () => {
  it('counts the cats of every stay that takes places, from today by default', async () => {
    const owner = await hotel.owner();
    await stayWith(owner, 300, 4, 3, 'cancelled');
    await stayWith(owner, 300, 4, 4, 'no_show');
    await stayWith(owner, 300, 4, 1);
    await stayWith(owner, 301, 4, 1, 'confirmed');
    await stayWith(owner, 302, 4, 2, 'checked_in');
    await stayWith(owner, 303, 3, 1, 'completed');
    const staff = await hotel.staff();

    const answer = await calendar(staff, `?from=${inDays(299)}&nights=8`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ from: inDays(299), defaultCapacity: 5 });
    expect(Date.parse(answer.body.asOf)).toBeGreaterThan(Date.now() - 60_000);
    expect(answer.body.nights.map((each) => each.booked)).toEqual([0, 1, 2, 4, 4, 3, 2, 0]);
    expect(answer.body.nights).toEqual(
      Array.from({ length: 8 }, (_, index) => expect.objectContaining({ date: inDays(299 + index), capacity: 5, closed: null })),
    );

    const fromToday = await calendar(staff);
    expect(fromToday.body.from).toBe(todayAtHotel());
    expect(fromToday.body.nights).toHaveLength(42);
    expect(fromToday.body.nights.at(-1)?.date).toBe(inDays(41));
  });

  it('marks closed nights and the manager’s figures', async () => {
    const manager = await hotel.staff('manager');
    expect((await settings.capacity(manager, { firstNight: inDays(321), lastNight: inDays(322), capacity: 8 })).status).toBe(200);
    expect((await settings.close(manager, { firstNight: inDays(322), lastNight: inDays(323), reason: 'Painting the pens' })).status).toBe(201);
    const view = (await calendar(manager, `?from=${inDays(320)}&nights=5`)).body;
    expect(view.nights).toEqual([
      { date: inDays(320), booked: 0, held: 0, capacity: 5, closed: null },
      { date: inDays(321), booked: 0, held: 0, capacity: 8, closed: null },
      { date: inDays(322), booked: 0, held: 0, capacity: 0, closed: 'Painting the pens' },
      { date: inDays(323), booked: 0, held: 0, capacity: 0, closed: 'Painting the pens' },
      { date: inDays(324), booked: 0, held: 0, capacity: 5, closed: null },
    ]);
  });

  it('answers any month’s nights, past or to come, the first of the month to the last (issue 31)', async () => {
    // In January 2027, the Easter stay from 28 March to 3 April: four nights in March, two in April.
    hotel.setNow(new Date('2027-01-10T08:00:00.000Z'));
    const owner = await hotel.owner();
    const easter = await reserve(owner, { checkInDate: '2027-03-28', checkOutDate: '2027-04-03', numberOfCats: 2 });
    await hotel.database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, easter));
    const staff = await hotel.staff();

    const april = await calendar(staff, '?month=2027-04');
    expect(april.status).toBe(200);
    expect(april.body).toMatchObject({ from: '2027-04-01', month: '2027-04', defaultCapacity: 5 });
    expect(april.body.nights.map((each) => each.date)).toEqual(Array.from({ length: 30 }, (_, index) => addDays('2027-04-01', index)));
    expect(april.body.nights.slice(0, 3).map((each) => each.booked)).toEqual([2, 2, 0]);

    const march = (await calendar(staff, '?month=2027-03')).body;
    expect(march.nights).toHaveLength(31);
    expect(march.nights.slice(26).map((each) => each.booked)).toEqual([0, 2, 2, 2, 2]);

    // Last December, read in January: history stays readable.
    const lastDecember = (await calendar(staff, '?month=2026-12')).body;
    expect(lastDecember.nights.map((each) => each.date)).toEqual(Array.from({ length: 31 }, (_, index) => addDays('2026-12-01', index)));
    expect((await calendar(staff, '?month=2028-02')).body.nights).toHaveLength(29);
    expect((await calendar(staff)).body.month).toBeNull();
  });

  it.each([
    ['?month=2027-13', 'month', 'Please choose a month as YYYY-MM, such as 2027-04'],
    ['?month=April', 'month', 'Please choose a month as YYYY-MM, such as 2027-04'],
    ['?month=9999-12', 'month', 'Choose nights before the year 10000'],
    ['?nights=0', 'nights', 'Show 1 to 120 nights'],
    ['?nights=121', 'nights', 'Show 1 to 120 nights'],
    ['?from=2026-02-30', 'from', 'Invalid date'],
    ['?from=9999-12-20', 'nights', 'Choose nights before the year 10000'],
  ])('refuses %s', async (query, field, message) => {
    expect(await calendar(await hotel.staff(), query)).toMatchObject({ status: 400, body: { field, message } });
  });
});

describe('places per night', () => {
  it('sets, lists from today on, and clears a figure', async () => {
    const manager = await hotel.staff('manager');
    const set = await settings.capacity(manager, { firstNight: inDays(340), lastNight: inDays(342), capacity: 2 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      defaultCapacity: 5,
      capacities: [
        { night: inDays(340), capacity: 2 },
        { night: inDays(341), capacity: 2 },
        { night: inDays(342), capacity: 2 },
      ],
      overbooked: [],
    });
    // The usual figure is no figure: the night follows GUEST_CAPACITY again.
    const usual = await settings.capacity(manager, { firstNight: inDays(340), lastNight: inDays(340), capacity: 5 });
    expect(usual.body.capacities.map((each) => each.night)).toEqual([inDays(341), inDays(342)]);
    const cleared = await settings.capacity(manager, { firstNight: inDays(341), lastNight: inDays(342), capacity: null });
    expect(cleared.body.capacities).toEqual([]);
    expect((await settings.read(manager)).body).toEqual({ defaultCapacity: 5, capacities: [], closed: [] });

    // Tonight can be changed; once it is past, it is history and no longer listed.
    expect((await settings.capacity(manager, { firstNight: inDays(0), lastNight: inDays(1), capacity: 7 })).status).toBe(200);
    hotel.setNow(new Date(Date.now() + 24 * 60 * 60 * 1000));
    await hotel.startShift();
    expect((await settings.read(manager)).body.capacities).toEqual([{ night: inDays(1), capacity: 7 }]);
  });

  it('tells the manager which nights already hold more cats than the new figure', async () => {
    const owner = await hotel.owner();
    await stayWith(owner, 350, 3, 3, 'confirmed');
    await stayWith(owner, 352, 3, 1);
    const manager = await hotel.staff('manager');
    const lowered = await settings.capacity(manager, { firstNight: inDays(350), lastNight: inDays(353), capacity: 2 });
    expect(lowered.body.overbooked).toEqual([
      { night: inDays(350), booked: 3, capacity: 2 },
      { night: inDays(351), booked: 3, capacity: 2 },
      { night: inDays(352), booked: 4, capacity: 2 },
    ]);
    // The stays stay booked: the calendar shows them over the night's places.
    expect(night((await calendar(manager, `?from=${inDays(352)}&nights=1`)).body, 352)).toEqual({
      date: inDays(352),
      booked: 4,
      held: 1,
      capacity: 2,
      closed: null,
    });
  });

  it.each([
    [{ firstNight: inDays(-1), lastNight: inDays(2), capacity: 3 }, 'firstNight', 'Nights before today cannot be changed; choose from tonight on'],
    [{ firstNight: inDays(10), lastNight: inDays(376), capacity: 3 }, 'lastNight', 'Choose at most 366 nights at a time'],
    [{ firstNight: inDays(10), lastNight: inDays(9), capacity: 3 }, 'lastNight', 'The last night cannot be before the first night'],
    [{ firstNight: inDays(10), lastNight: inDays(10), capacity: 101 }, 'capacity', 'Places must be a whole number from 0 to 100 (cats a night)'],
    [{ firstNight: inDays(10), lastNight: inDays(10) }, 'capacity', 'Required'],
  ])('refuses %j', async (body, field, message) => {
    const manager = await hotel.staff('manager');
    expect(await settings.capacity(manager, body)).toMatchObject({ status: 400, body: { field, message } });
    expect((await settings.read(manager)).body.capacities).toEqual([]);
  });

  it('sets a whole year in one go', async () => {
    const manager = await hotel.staff('manager');
    const year = await settings.capacity(manager, { firstNight: inDays(1000), lastNight: inDays(1365), capacity: 9 });
    expect(year.status).toBe(200);
    expect(year.body.capacities).toHaveLength(366);
  });
});

describe('closed nights', () => {
  it('closes, lists soonest first, and reopens', async () => {
    const manager = await hotel.staff('manager');
    const later = await settings.close(manager, { firstNight: inDays(370), lastNight: inDays(371), reason: 'Closed 25 Dec' });
    expect(later.status).toBe(201);
    const sooner = await settings.close(manager, { firstNight: inDays(360), lastNight: inDays(360), reason: '  Staff training  ' });
    expect(sooner.body).toMatchObject({
      closed: [
        { id: expect.any(String), firstNight: inDays(360), lastNight: inDays(360), reason: 'Staff training' },
        { id: expect.any(String), firstNight: inDays(370), lastNight: inDays(371), reason: 'Closed 25 Dec' },
      ],
      overbooked: [],
    });
    const [training, christmas] = sooner.body.closed;
    const reopened = await settings.reopen(manager, training!.id);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toEqual({ defaultCapacity: 5, capacities: [], closed: [christmas] });
    expect((await settings.reopen(manager, training!.id)).status).toBe(404);
    expect((await settings.reopen(manager, christmas!.id)).body.closed).toEqual([]);
  });

  it('keeps the stays already booked and counts their cats', async () => {
    const owner = await hotel.owner();
    await stayWith(owner, 380, 4, 2, 'confirmed');
    const manager = await hotel.staff('manager');
    const closed = await settings.close(manager, { firstNight: inDays(382), lastNight: inDays(385), reason: 'Closed for repairs' });
    expect(closed.body.overbooked).toEqual([
      { night: inDays(382), booked: 2, capacity: 0 },
      { night: inDays(383), booked: 2, capacity: 0 },
    ]);
  });

  it('reopens a closure under way from tonight, and leaves an ended one alone', async () => {
    const manager = await hotel.staff('manager');
    const closed = await settings.close(manager, { firstNight: inDays(2), lastNight: inDays(5), reason: 'Closed for the holidays' });
    const id = closed.body.closed[0]!.id;
    // A new shift each day the clock moves to: days, not months.
    const atHotel = (days: number) => new Date(`${inDays(days)}T10:00:00+02:00`);
    hotel.setNow(atHotel(4));
    await hotel.startShift();
    expect((await settings.reopen(manager, id)).body.closed).toEqual([]);
    const view = (await calendar(manager, `?from=${inDays(2)}&nights=4`)).body;
    expect(view.nights.map((each) => each.closed)).toEqual(['Closed for the holidays', 'Closed for the holidays', null, null]);
    hotel.setNow(atHotel(6));
    await hotel.startShift();
    expect(await settings.reopen(manager, id)).toMatchObject({
      status: 409,
      body: { message: 'This closure has ended; past nights stay as they were' },
    });
  });

  it.each([
    [{ firstNight: inDays(10), lastNight: inDays(10), reason: 'x' }, 'reason'],
    [{ firstNight: inDays(10), lastNight: inDays(10), reason: 'r'.repeat(121) }, 'reason'],
    [{ firstNight: inDays(10), lastNight: inDays(8), reason: 'Closed' }, 'lastNight'],
    [{ firstNight: inDays(10), lastNight: inDays(376), reason: 'Closed' }, 'lastNight'],
    [{ firstNight: inDays(-2), lastNight: inDays(3), reason: 'Closed' }, 'firstNight'],
    [{ lastNight: inDays(3), reason: 'Closed' }, 'firstNight'],
  ])('refuses %j', async (body, field) => {
    const manager = await hotel.staff('manager');
    expect(await settings.close(manager, body)).toMatchObject({ status: 400, body: { field } });
    expect((await settings.read(manager)).body.closed).toEqual([]);
  });

  it('answers 400 for an id that is not one', async () => {
    expect(await settings.reopen(await hotel.staff('manager'), 'christmas')).toMatchObject({ status: 400, body: { field: 'id' } });
  });
});

describe('a change sent twice', () => {
  it('is applied once under the same Idempotency-Key, and a different change under it is refused', async () => {
    const manager = await hotel.staff('manager');
    const body = { firstNight: inDays(410), lastNight: inDays(410), reason: 'Closed 25 Dec' };
    const first = await settings.close(manager, body, 'close-410');
    const again = await settings.close(manager, body, 'close-410');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await settings.read(manager)).body.closed).toHaveLength(1);
    expect((await settings.close(manager, { ...body, reason: 'Other' }, 'close-410')).status).toBe(422);

    const id = first.body.closed[0]!.id;
    expect((await settings.reopen(manager, id, 'reopen-410')).status).toBe(200);
    const reopenedAgain = await settings.reopen(manager, id, 'reopen-410');
    expect(reopenedAgain).toMatchObject({ status: 200, body: { closed: [] } });
    expect(reopenedAgain.headers.get('idempotent-replayed')).toBe('true');

    const figure = { firstNight: inDays(411), lastNight: inDays(411), capacity: 3 };
    const set = await settings.capacity(manager, figure, 'capacity-411');
    const setAgain = await settings.capacity(manager, figure, 'capacity-411');
    expect(setAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(setAgain.body).toEqual(set.body);
    // A refusal is kept too: a past night stays refused on replay, and nothing was written.
    const past = { firstNight: addDays(todayAtHotel(), -3), lastNight: inDays(1), capacity: 3 };
    expect((await settings.capacity(manager, past, 'capacity-past')).status).toBe(400);
    expect((await settings.capacity(manager, past, 'capacity-past')).status).toBe(400);
  });
});
