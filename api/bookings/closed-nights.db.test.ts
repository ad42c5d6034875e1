import { describe, expect, it } from 'vitest';
import { formatDay } from '../../domain/dates.ts';
import { addCat, inDays, reservationForm, useTestHotel, type Visitor } from '../test/hotel.ts';

// The manager's closed nights and places per night hold for every way a stay is booked or changed,
// as GUEST_CAPACITY does (issue 14, D12).

const hotel = useTestHotel();

async function closeNights(manager: Visitor, from: number, to: number, reason: string) {
  const answer = await manager.post('/api/staff/settings/closed-nights', { firstNight: inDays(from), lastNight: inDays(to), reason });
  expect(answer.status).toBe(201);
  return answer.body as { closed: { id: string; firstNight: string }[]; overbooked: { night: string; booked: number }[] };
}

async function setPlaces(manager: Visitor, from: number, to: number, capacity: number | null) {
  const answer = await manager.request('PUT', '/api/staff/settings/capacity', { firstNight: inDays(from), lastNight: inDays(to), capacity });
  expect(answer.status).toBe(200);
}

/** A reservation-form booking of `cats` cats from `from` days ahead, for `nights` nights. */
function reserveCats(owner: Visitor, from: number, nights: number, cats: number) {
  return owner.post('/api/reservations', reservationForm({ checkOutDate: inDays(from + nights), numberOfCats: cats }, from));
}

/** The same, with its deposit paid at once: only paid stays take places (decision 0024). */
async function reservePaid(owner: Visitor, from: number, nights: number, cats: number) {
  const answer = await reserveCats(owner, from, nights, cats);
  if (answer.status === 201) {
    const paid = await owner.post('/api/payment/deposit', { reservationId: answer.body.id, amount: 100 });
    if (paid.status !== 200) throw new Error(`Could not pay: ${JSON.stringify(paid.body)}`);
  }
  return answer;
}

const availability = (from: number, nights: number, cats = 1) =>
  hotel.visitor().get(`/api/availability?checkIn=${inDays(from)}&checkOut=${inDays(from + nights)}&cats=${cats}`);

describe('a closed night', () => {
  it('is refused by every booking, every edit onto it and the availability check, with its reason', async () => {
    const manager = await hotel.staff('manager');
    await closeNights(manager, 102, 103, 'Closed 25 Dec');
    const refusal = {
      status: 409,
      body: { message: `Sorry, we are closed on ${formatDay(inDays(102))} (Closed 25 Dec). Please choose other dates.` },
    };
    const owner = await hotel.owner();
    const cat = await addCat(owner);

    expect(await owner.post('/api/bookings', { booking: { checkInDate: inDays(100), checkOutDate: inDays(104) }, catIds: [cat] })).toMatchObject(
      refusal,
    );
    expect(await reserveCats(owner, 100, 4, 1)).toMatchObject(refusal);
    expect(await availability(101, 3)).toMatchObject({
      status: 200,
      body: {
        available: false,
        nights: [
          { date: inDays(101), free: 5, closed: null },
          { date: inDays(102), free: 0, closed: 'Closed 25 Dec' },
          { date: inDays(103), free: 0, closed: 'Closed 25 Dec' },
        ],
      },
    });

    // Right up to the closure and from the morning it ends, stays are welcome.
    const before = await owner.post('/api/bookings', { booking: { checkInDate: inDays(96), checkOutDate: inDays(102) }, catIds: [cat] });
    expect(before.status).toBe(201);
    expect((await reserveCats(owner, 104, 3, 1)).status).toBe(201);
    expect((await availability(104, 3)).body.available).toBe(true);

    const moved = await owner.patch(`/api/bookings/${before.body.id}`, { checkOutDate: inDays(103), version: 1 });
    expect(moved).toMatchObject(refusal);
    expect((await owner.get(`/api/bookings/${before.body.id}`)).body).toEqual(before.body);
    expect((await owner.get('/api/bookings')).body).toHaveLength(2);
  });

  it('reopened, takes bookings again', async () => {
    const manager = await hotel.staff('manager');
    const { closed } = await closeNights(manager, 112, 112, 'Staff training');
    const training = closed.find((closure) => closure.firstNight === inDays(112))!;
    const owner = await hotel.owner();
    expect((await reserveCats(owner, 110, 4, 1)).status).toBe(409);
    expect((await manager.delete(`/api/staff/settings/closed-nights/${training.id}`)).status).toBe(200);
    expect((await availability(110, 4)).body.available).toBe(true);
    expect((await reserveCats(owner, 110, 4, 1)).status).toBe(201);
  });

  it('keeps the stays booked before it, and the manager is told their cats', async () => {
    const owner = await hotel.owner();
    expect((await reserveCats(owner, 120, 4, 2)).status).toBe(201);
    const manager = await hotel.staff('manager');
    const { overbooked } = await closeNights(manager, 123, 125, 'Closed for repairs');
    expect(overbooked).toEqual([{ night: inDays(123), booked: 2, capacity: 0 }]);
    const stays = (await owner.get('/api/bookings')).body;
    expect(stays).toMatchObject([{ checkInDate: inDays(120), status: 'pending' }]);
  });

  it('still takes an edit of a stay booked before it that keeps its nights and cats, but not one that adds a cat', async () => {
    const owner = await hotel.owner();
    const [whiskers, mochi] = [await addCat(owner), await addCat(owner, { name: 'Mochi' })];
    const stay = await owner.post('/api/bookings', { booking: { checkInDate: inDays(130), checkOutDate: inDays(134) }, catIds: [whiskers] });
    expect(stay.status).toBe(201);
    const manager = await hotel.staff('manager');
    await closeNights(manager, 132, 132, 'Closed for repairs');

    // A note for the hotel takes no place, so the closure the hotel made since does not refuse it.
    const note = await owner.patch(`/api/bookings/${stay.body.id}`, { specialRequests: 'She likes the top shelf', version: 1 });
    expect(note).toMatchObject({ status: 200, body: { specialRequests: 'She likes the top shelf', catIds: [whiskers], version: 2 } });
    const sameCatsListed = await owner.patch(`/api/bookings/${stay.body.id}`, { catIds: [whiskers], version: 2 });
    expect(sameCatsListed.status).toBe(200);
    const anotherCat = await owner.patch(`/api/bookings/${stay.body.id}`, { catIds: [whiskers, mochi], version: 3 });
    expect(anotherCat).toMatchObject({
      status: 409,
      body: { message: `Sorry, we are closed on ${formatDay(inDays(132))} (Closed for repairs). Please choose other dates.` },
    });
  });
});

describe('places per night', () => {
  it('a lower figure refuses the cat too many, a higher one admits it, and clearing gives back GUEST_CAPACITY', async () => {
    const manager = await hotel.staff('manager');
    const owner = await hotel.owner();
    await setPlaces(manager, 200, 209, 2);
    expect((await reservePaid(owner, 200, 4, 2)).status).toBe(201);
    const full = await reserveCats(owner, 203, 4, 1);
    expect(full).toMatchObject({
      status: 409,
      body: { message: `Sorry, we are full on ${formatDay(inDays(203))}: no places left for 1 cat. Please choose other dates.` },
    });
    const answer = (await availability(203, 4)).body;
    expect(answer).toMatchObject({ available: false, capacity: 5 });
    expect(answer.nights[0]).toEqual({ date: inDays(203), free: 0, held: 0, closed: null });

    await setPlaces(manager, 203, 203, 8);
    expect((await reservePaid(owner, 203, 4, 1)).status).toBe(201);
    // Day 204 on still has 2 places, and that stay takes one of them.
    expect((await reserveCats(owner, 204, 4, 2)).status).toBe(409);

    await setPlaces(manager, 200, 209, null);
    expect((await availability(204, 4, 4)).body).toMatchObject({ available: true, nights: [{ free: 4 }, { free: 4 }, { free: 4 }, { free: 5 }] });
    expect((await reservePaid(owner, 204, 4, 4)).status).toBe(201);
    expect((await reserveCats(owner, 204, 4, 1)).status).toBe(409);
  });

  it('lets an edit keep the places it already holds', async () => {
    const manager = await hotel.staff('manager');
    const owner = await hotel.owner();
    const created = await owner.post('/api/bookings', {
      booking: { checkInDate: inDays(220), checkOutDate: inDays(224) },
      catIds: [await addCat(owner, { name: 'Luna' }), await addCat(owner, { name: 'Leo' })],
    });
    await setPlaces(manager, 220, 223, 2);
    const edited = await owner.patch(`/api/bookings/${created.body.id}`, {
      specialRequests: 'Leo likes the window',
      extraServiceIds: [2],
      version: 1,
    });
    expect(edited).toMatchObject({ status: 200, body: { version: 2, specialRequests: 'Leo likes the window' } });
    // One night more is a night with places to spare: still fine.
    expect((await owner.patch(`/api/bookings/${created.body.id}`, { checkOutDate: inDays(225) })).status).toBe(200);
    // One cat more is not.
    const third = await addCat(owner, { name: 'Mochi' });
    const more = await owner.patch(`/api/bookings/${created.body.id}`, { catIds: [...edited.body.catIds, third] });
    expect(more.status).toBe(409);
    expect(more.body.message).toMatch(/^Sorry, we are full on /);
  });
});

describe('the places lock', () => {
  it('never lets a booking slip onto a night while it closes: the booking is refused or the manager is told of it', async () => {
    const manager = await hotel.staff('manager');
    const owner = await hotel.owner();
    for (let round = 0; round < 5; round += 1) {
      const from = 500 + round * 10;
      const [booking, closure] = await Promise.all([
        reserveCats(owner, from, 4, 3),
        manager.post('/api/staff/settings/closed-nights', { firstNight: inDays(from), lastNight: inDays(from + 3), reason: 'Closed' }),
      ]);
      expect(closure.status).toBe(201);
      if (booking.status === 201) {
        expect(closure.body.overbooked).toHaveLength(4);
      } else {
        expect(booking.status).toBe(409);
        expect(closure.body.overbooked).toEqual([]);
      }
    }
  });
});

describe('the nights of a range (the night picker, issue 31)', () => {
  const nightsOf = (from: number, to: number) => hotel.visitor().get(`/api/availability/nights?from=${inDays(from)}&to=${inDays(to)}`);

  it('answers anyone each night’s free places, held cats and closure, so a calendar marks them before they are picked', async () => {
    const manager = await hotel.staff('manager');
    await closeNights(manager, 302, 302, 'Staff training');
    const owner = await hotel.owner();
    expect((await reservePaid(owner, 298, 4, 3)).status).toBe(201);
    expect((await reserveCats(owner, 303, 3, 2)).status).toBe(201);

    const answer = await nightsOf(300, 305);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      from: inDays(300),
      to: inDays(305),
      capacity: 5,
      nights: [
        { date: inDays(300), free: 2, held: 0, closed: null },
        { date: inDays(301), free: 2, held: 0, closed: null },
        { date: inDays(302), free: 0, held: 0, closed: 'Staff training' },
        // An unpaid booking's cats are in line, not in the places: whoever pays first takes them.
        { date: inDays(303), free: 5, held: 2, closed: null },
        { date: inDays(304), free: 5, held: 2, closed: null },
      ],
    });
  });

  it('refuses a range backwards, a date that is not one, or more nights than it counts at a time, with nothing asked of the database', async () => {
    expect(await nightsOf(310, 310)).toMatchObject({ status: 400, body: { message: 'Check-out must be after check-in' } });
    expect(await hotel.visitor().get(`/api/availability/nights?from=2026-02-30&to=${inDays(5)}`)).toMatchObject({
      status: 400,
      body: { message: 'Invalid date' },
    });
    expect(await nightsOf(0, 187)).toMatchObject({ status: 400, body: { message: 'Ask for at most 186 nights at a time' } });
    expect((await nightsOf(0, 186)).body.nights).toHaveLength(186);
  });
});
