import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates.ts';
import { UNPAID_HOLDS_MAX } from '../../domain/places-hold.ts';
import { NOT_SIGNED_IN } from '../auth/owner.ts';
import { bookingEvents, closedNights } from '../db/schema.ts';
import { endpointsOf, methodOf, pathOf } from '../test/security/endpoints.ts';
import { inDays, reservationForm, useTestHotel, type Visitor } from '../test/hotel.ts';
import { STAFF_ONLY } from './access.ts';
import { act, bookStay, deskStay, MOCHI_CARE, standOn } from './desk.test-support.ts';

// Room for a search that finds more than a page of one family's stays.
const hotel = useTestHotel({ guestCapacity: 100 });

const ids = (stays: { id: string }[]) => stays.map((stay) => stay.id);

/** A stay booked on `checkIn` with the clock standing there, taken through the desk up to `until`. */
async function stayThrough(staff: Visitor, owner: Visitor, checkIn: string, until: 'booked' | 'deposit' | 'check-in' | 'check-out') {
  await standOn(hotel, checkIn);
  const booking = await bookStay(owner, checkIn, { cat: { name: `Cat from ${checkIn}` } });
  if (until === 'booked') return booking;
  const stay = await deskStay(staff, booking, until === 'deposit' ? 'deposit' : 'check-in');
  if (until !== 'check-out') return stay;
  await standOn(hotel, stay.checkOutDate);
  const left = await act(staff, stay.id, 'check-out', { version: stay.version, method: 'cash' });
  return left.body;
}

describe('today at the desk', () => {
  it('lists arrivals, departures and the cats in the house, each with all the desk needs', async () => {
    const today = inDays(30);
    const staff = await hotel.staff();
    const owner = await hotel.owner();
    expect((await owner.patch('/api/user/profile', { firstName: 'Thandi', lastName: 'Mokoena', phone: '082 123 4567' })).status).toBe(200);

    const stayingOn = await stayThrough(staff, owner, addDays(today, -2), 'check-in');
    const leaving = await stayThrough(staff, owner, addDays(today, -4), 'check-in');
    const left = await stayThrough(staff, owner, addDays(today, -4), 'check-out');
    // Still checked in two days after its check-out day: not gone home, so still due out.
    const overdue = await stayThrough(staff, owner, addDays(today, -6), 'check-in');
    // Came yesterday for four nights, but went home early today: it left today.
    const early = await stayThrough(staff, owner, addDays(today, -1), 'check-in');
    await standOn(hotel, today);
    expect((await act(staff, early.id, 'check-out', { version: early.version, method: 'card' })).status).toBe(200);
    const arriving = await bookStay(owner, today, { cat: MOCHI_CARE });
    const arrived = await deskStay(staff, await bookStay(owner, today, { cat: { name: 'Early Bird' } }), 'check-in');
    const cancelled = await bookStay(owner, today, { cat: { name: 'Not Coming' } });
    await act(staff, cancelled.id, 'cancel', { version: 1, reason: 'Owner’s plans changed' });
    const tomorrow = await bookStay(owner, addDays(today, 1), { cat: { name: 'Tomorrow' } });

    const answer = await staff.get('/api/staff/today');
    expect(answer.status).toBe(200);
    const view = answer.body;
    expect(view).toMatchObject({ date: today, asOf: new Date(`${today}T09:00:00+02:00`).toISOString() });
    expect(ids(view.arrivals).sort()).toEqual([arriving.id, arrived.id].sort());
    expect(ids(view.departures).sort()).toEqual([leaving.id, left.id, overdue.id, early.id].sort());
    expect(ids(view.staying).sort()).toEqual([stayingOn.id, arriving.id, arrived.id].sort());
    expect(view.tonight).toEqual({ booked: 3, capacity: 100, closed: null });
    expect(JSON.stringify(view)).not.toContain(tomorrow.id);

    const mochi = view.arrivals.find((stay: { id: string }) => stay.id === arriving.id);
    expect(mochi).toMatchObject({
      checkInDate: today,
      checkOutDate: addDays(today, 4),
      nights: 4,
      numberOfCats: 1,
      stayTypeName: 'Short Stay',
      status: 'pending',
      paymentStatus: 'pending',
      cancelledBy: null,
      contact: null,
      owner: { firstName: 'Thandi', lastName: 'Mokoena', email: owner.email, phone: '082 123 4567' },
      services: [{ id: 1, name: 'Medication Administration', amount: '80.00' }],
      specialRequests: 'Window pen, please',
      totalAmount: '960.00',
      depositAmount: '100.00',
      balanceAmount: '860.00',
      owedAmount: '960.00',
      version: 1,
      actions: ['deposit', 'cancel'],
    });
    expect(mochi.cats).toEqual([expect.objectContaining(MOCHI_CARE)]);
    // The balance was taken at check-in (spec §9): a departure has nothing left to pay.
    expect(view.departures.find((stay: { id: string }) => stay.id === leaving.id)).toMatchObject({ owedAmount: '0.00', actions: ['check-out'] });
    expect(view.departures.find((stay: { id: string }) => stay.id === left.id)).toMatchObject({
      status: 'completed',
      owedAmount: '0.00',
      actions: [],
    });

    // Another day's lists, with what may be done today.
    const next = await staff.get(`/api/staff/today?date=${addDays(today, 1)}`);
    expect(ids(next.body.arrivals)).toEqual([tomorrow.id]);
    expect(next.body.arrivals[0].actions).toEqual(['deposit', 'cancel']);
  });

  it.each([
    ['not a date', 'tomorrow'],
    ['a day that does not exist', '2027-02-30'],
    ['a timestamp', '2027-02-03T10:00:00Z'],
    ['the year 0', '0000-06-01'],
    ['the last day PostgreSQL knows', '9999-12-31'],
  ])('refuses %s', async (_case, date) => {
    const staff = await hotel.staff();
    for (const path of ['/api/staff/today', '/api/staff/night']) {
      expect(await staff.get(`${path}?date=${date}`)).toMatchObject({ status: 400, body: { message: 'Invalid date', field: 'date' } });
    }
  });
});

describe('a night at the desk', () => {
  it('lists who stays that night against its places, and a closed night', async () => {
    const night = inDays(60);
    const staff = await hotel.staff();
    const owner = await hotel.owner();
    const inHouse = await stayThrough(staff, owner, addDays(night, -1), 'check-in');
    const due = await stayThrough(staff, owner, night, 'deposit');
    await stayThrough(staff, owner, addDays(night, -4), 'check-in');
    const answer = await staff.get(`/api/staff/night?date=${night}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ date: night, booked: 2, capacity: 100, closed: null, asOf: expect.any(String) });
    expect(ids(answer.body.stays)).toEqual([inHouse.id, due.id]);

    const closed = addDays(night, 20);
    await hotel.database.db.insert(closedNights).values({ firstNight: closed, lastNight: closed, reason: 'Closed for painting' });
    expect((await staff.get(`/api/staff/night?date=${closed}`)).body).toMatchObject({
      booked: 0,
      capacity: 0,
      closed: 'Closed for painting',
      stays: [],
    });
  });
});

describe('the bookings search', () => {
  it('finds a stay by the owner, the reservation form’s contact, a cat or the booking reference', async () => {
    await standOn(hotel, inDays(90));
    const staff = await hotel.staff();
    const owner = await hotel.owner();
    await owner.patch('/api/user/profile', { firstName: 'Zanele', lastName: 'Vermaak', phone: '083 765 4321' });
    const dashboard = await bookStay(owner, inDays(100), { cat: { name: 'Pumpernickel' } });
    const form = await owner.post(
      '/api/reservations',
      reservationForm({ firstName: 'Lindiwe', lastName: 'Contactperson', email: 'lindiwe.contact@example.com', phone: '0719876543' }, 110),
    );
    const both = [form.body.id, dashboard.id];
    const search = async (q: string) => ids((await staff.get(`/api/staff/bookings?q=${encodeURIComponent(q)}`)).body.bookings);
    expect(await search('zanele')).toEqual(both);
    expect(await search('VERMAAK')).toEqual(both);
    expect(await search('Zanele Verm')).toEqual(both);
    expect(await search(owner.email.slice(0, 10))).toEqual(both);
    expect(await search('0837654321')).toEqual(both);
    expect(await search('083 765')).toEqual(both);
    expect(await search('pumpernick')).toEqual([dashboard.id]);
    expect(await search('lindiwe con')).toEqual([form.body.id]);
    expect(await search('lindiwe.contact@')).toEqual([form.body.id]);
    expect(await search('071 987 6543')).toEqual([form.body.id]);
    expect(await search(dashboard.id.toUpperCase())).toEqual([dashboard.id]);
    // Wildcards are letters like any other.
    expect(await search('%')).toEqual([]);
    expect(await search('Zan_le')).toEqual([]);
  });

  it('finds a phone number however it is prefixed and spaced, and a name whatever its apostrophe (issue 31)', async () => {
    await standOn(hotel, inDays(95));
    const staff = await hotel.staff();
    const owner = await hotel.owner();
    await owner.patch('/api/user/profile', { firstName: 'Siobhan', lastName: "O'Neill", phone: '084 321 9876' });
    const dashboard = await bookStay(owner, inDays(105), { cat: { name: 'Mister Tiddles' } });
    // The reservation form's contact typed on a phone: a curly apostrophe and the international form.
    const form = await owner.post('/api/reservations', reservationForm({ firstName: 'Dara', lastName: 'O’Brien', phone: '+27 71 555 0100' }, 115));
    const search = async (q: string) => ids((await staff.get(`/api/staff/bookings?q=${encodeURIComponent(q)}`)).body.bookings);
    // The form's stay is Siobhan's too: the owner's phone finds both.
    expect(await search('+27 84 321 9876')).toEqual([form.body.id, dashboard.id]);
    expect(await search('0843219876')).toEqual([form.body.id, dashboard.id]);
    expect(await search('O’Neill')).toEqual([form.body.id, dashboard.id]);
    expect(await search('Siobhan O‘Neill')).toEqual([form.body.id, dashboard.id]);
    expect(await search("O'Brien")).toEqual([form.body.id]);
    expect(await search('071 555 0100')).toEqual([form.body.id]);
    expect(await search('27715550100')).toEqual([form.body.id]);
  });

  it('filters by status and by dates, newest check-in first, and says when there are more', async () => {
    await standOn(hotel, inDays(120));
    const staff = await hotel.staff();
    // One family of owners, three unpaid stays each: an owner holds at most 3 at once (issue 15).
    const made: string[] = [];
    let owner = await hotel.owner();
    for (let day = 0; day < 51; day += 1) {
      if (day % UNPAID_HOLDS_MAX === 0) {
        owner = await hotel.owner();
        await owner.patch('/api/user/profile', { firstName: 'Busisiwe', lastName: 'Manystays' });
      }
      const answer = await owner.post('/api/reservations', reservationForm({ checkInDate: inDays(130 + day), checkOutDate: inDays(134 + day) }));
      made.push(answer.body.id);
    }
    const all = await staff.get('/api/staff/bookings?q=manystays');
    expect(all.body.more).toBe(true);
    expect(ids(all.body.bookings)).toEqual(made.slice(1).reverse());

    const [first, second] = made;
    await act(staff, first!, 'cancel', { version: 1, reason: 'Double booking by mistake' });
    const cancelled = await staff.get('/api/staff/bookings?q=manystays&status=cancelled');
    expect(cancelled.body).toEqual({ bookings: [expect.objectContaining({ id: first, cancelledBy: 'hotel' })], more: false });
    // At the hotel on any day of the range, its check-out day included.
    const overlapping = await staff.get(`/api/staff/bookings?q=manystays&from=${inDays(134)}&to=${inDays(134)}`);
    expect(ids(overlapping.body.bookings)).toEqual(made.slice(0, 5).reverse());
    expect(ids((await staff.get(`/api/staff/bookings?q=manystays&to=${inDays(131)}`)).body.bookings)).toEqual([second, first]);
    expect(ids((await staff.get(`/api/staff/bookings?q=manystays&from=${inDays(184)}`)).body.bookings)).toEqual([made[50]]);
  });

  it.each([
    ['an unknown status', 'status=lost', 'status', 'Choose a status from: pending, confirmed, checked_in, completed, cancelled, no_show'],
    ['a wrong date', 'from=2027-13-01', 'from', 'Invalid date'],
    ['a range that ends before it starts', 'from=2027-03-02&to=2027-03-01', 'to', 'The range must not end before it starts'],
    ['a novel', `q=${'a'.repeat(101)}`, 'q', 'Must be at most 100 characters'],
  ])('refuses %s', async (_case, query, field, message) => {
    const staff = await hotel.staff();
    expect(await staff.get(`/api/staff/bookings?${query}`)).toMatchObject({ status: 400, body: { field, message } });
  });
});

describe('a booking’s page', () => {
  it('gives the price as booked, the payments and the history', async () => {
    const checkIn = inDays(200);
    await standOn(hotel, checkIn);
    const staff = await hotel.staff();
    const owner = await hotel.owner();
    const booking = await bookStay(owner, checkIn);
    const answer = await staff.get(`/api/staff/bookings/${booking.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: booking.id,
      createdAt: booking.createdAt,
      price: { nights: 4, cats: 1, rate: '220.00', baseAmount: '880.00', servicesAmount: '80.00', totalAmount: '960.00', depositAmount: '100.00' },
      payments: [],
      history: [
        {
          action: 'created',
          actor: { name: 'Thandi Mokoena', role: 'owner' },
          fromStatus: null,
          toStatus: 'pending',
          reason: null,
          details: { checkIn, checkOut: addDays(checkIn, 4), cats: 1, total: '960.00' },
        },
      ],
    });
  });
});

describe('who may use the desk', () => {
  const DESK_PATHS = ['/api/staff/today', '/api/staff/night', '/api/staff/bookings', '/api/staff/owners', '/api/staff/cats'];

  it('refuses visitors (401) and owners (403) at every desk endpoint before reading anything, and changes nothing', async () => {
    const endpoints = endpointsOf(hotel.app).filter((endpoint) => DESK_PATHS.some((path) => endpoint.split(' ')[1]!.startsWith(path)));
    expect(endpoints).toHaveLength(18);
    const checkIn = inDays(220);
    await standOn(hotel, checkIn);
    const owner = await hotel.owner();
    const booking = await bookStay(owner, checkIn);
    const eventsBefore = await hotel.database.db.select().from(bookingEvents);
    const visitor = hotel.visitor();
    for (const endpoint of endpoints) {
      const method = methodOf(endpoint);
      // A good request, and one whose id and body are nonsense: the answer must not tell them apart.
      for (const [id, body] of [
        [booking.id, { version: 1, method: 'cash', reason: 'Because we can' }],
        ['nonsense', '{'],
      ] as const) {
        const path = pathOf(endpoint, id);
        expect(await visitor.request(method, path, method === 'GET' ? undefined : body), `${endpoint} signed out`).toMatchObject({
          status: 401,
          body: { message: NOT_SIGNED_IN },
        });
        const asOwner = await owner.request(method, path, method === 'GET' ? undefined : body, { key: crypto.randomUUID() });
        expect(asOwner, `${endpoint} as an owner`).toMatchObject({ status: 403, body: { message: STAFF_ONLY } });
      }
    }
    expect(await hotel.database.db.select().from(bookingEvents)).toEqual(eventsBefore);
    expect((await owner.get(`/api/bookings/${booking.id}`)).body).toMatchObject({ status: 'pending', version: 1 });
  });
});
