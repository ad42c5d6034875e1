import { describe, expect, it } from 'vitest';
import { addCat, inDays, reservationForm, useTestHotel, type Visitor } from '../test/hotel.ts';

const hotel = useTestHotel();

/** Books `cats` cats by number (the reservation form), to fill places quickly. */
async function reserveCats(owner: Visitor, checkIn: string, checkOut: string, cats: number, stayType = 'short') {
  return owner.post(
    '/api/reservations',
    reservationForm({ checkInDate: checkIn, checkOutDate: checkOut, numberOfCats: cats, stayType, totalAmount: '1.00' }),
  );
}

describe('booking a stay', () => {
  it('prices the stay on the server and ignores the client’s total and status', async () => {
    const owner = await hotel.owner();
    const cats = [await addCat(owner, { name: 'Luna' }), await addCat(owner, { name: 'Leo' })];
    const id = crypto.randomUUID();
    const answer = await owner.post('/api/bookings', {
      booking: {
        id,
        checkInDate: inDays(40),
        checkOutDate: inDays(50),
        specialRequests: 'Luna sleeps on the top shelf',
        transportAddress: '8 Beach Road, Sunningdale',
        totalAmount: '1.00',
        status: 'confirmed',
        paymentStatus: 'paid',
      },
      catIds: cats,
      extraServiceIds: [1, 2, 4],
    });
    expect(answer.status).toBe(201);
    // 10 nights x R200 x 2 cats + R20 x 10 + R15 x 10 + R200 transport once.
    expect(answer.body).toMatchObject({
      id,
      nights: 10,
      numberOfCats: 2,
      stayType: 'extended',
      stayTypeName: 'Extended Stay',
      rate: '200.00',
      baseAmount: '4000.00',
      servicesAmount: '550.00',
      totalAmount: '4550.00',
      depositAmount: '100.00',
      balanceAmount: '4450.00',
      status: 'pending',
      paymentStatus: 'pending',
      specialRequests: 'Luna sleeps on the top shelf',
      transportAddress: '8 Beach Road, Sunningdale',
      extraServiceIds: [1, 2, 4],
      version: 1,
    });
    expect([...answer.body.catIds].sort()).toEqual([...cats].sort());
    const list = await owner.get('/api/bookings');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toEqual(answer.body);
    expect((await owner.get(`/api/bookings/${id}`)).body).toEqual(answer.body);
  });

  it.each([
    ['no cat', { catIds: [] }, 'catIds', 'Please select at least one cat'],
    ['no check-in', { booking: { checkOutDate: inDays(20) } }, 'booking.checkInDate', 'Check-in date is required'],
    ['no check-out', { booking: { checkInDate: inDays(20) } }, 'booking.checkOutDate', 'Check-out date is required'],
    ['a past check-in', { booking: { checkInDate: inDays(-1), checkOutDate: inDays(5) } }, 'checkInDate'],
    ['2 nights', { booking: { checkInDate: inDays(20), checkOutDate: inDays(22) } }, 'checkOutDate'],
    ['91 nights', { booking: { checkInDate: inDays(20), checkOutDate: inDays(111) } }, 'checkOutDate'],
    ['an unknown service', { extraServiceIds: [99] }, 'extraServiceIds'],
    [
      'Special Attention Care for 19 nights',
      { booking: { checkInDate: inDays(20), checkOutDate: inDays(39) }, extraServiceIds: [3] },
      'extraServiceIds',
      'Special Attention Care: Available for stays of 20+ nights only',
    ],
  ])('refuses %s', async (_case, change, field, message?: string) => {
    const owner = await hotel.owner();
    const cat = await addCat(owner);
    const body = {
      booking: { checkInDate: inDays(20), checkOutDate: inDays(25) },
      catIds: [cat],
      ...change,
    };
    const answer = await owner.post('/api/bookings', body);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    if (message !== undefined) expect(answer.body.message).toBe(message);
    expect((await owner.get('/api/bookings')).body).toEqual([]);
  });

  it('offers Special Attention Care from 20 nights', async () => {
    const owner = await hotel.owner();
    const answer = await owner.post('/api/bookings', {
      booking: { checkInDate: inDays(200), checkOutDate: inDays(220) },
      catIds: [await addCat(owner)],
      extraServiceIds: [3],
    });
    expect(answer.status).toBe(201);
    // 20 nights x R200 + R90 x 20.
    expect(answer.body.totalAmount).toBe('5800.00');
  });

  it('will not book another owner’s cat', async () => {
    const alice = await hotel.owner();
    const bob = await hotel.owner();
    const alicesCat = await addCat(alice);
    const answer = await bob.post('/api/bookings', {
      booking: { checkInDate: inDays(20), checkOutDate: inDays(25) },
      catIds: [alicesCat],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('catIds');
  });
});

describe('capacity', () => {
  it('never sells more places than the hotel has, and a cancellation frees them', async () => {
    const alice = await hotel.owner();
    const bob = await hotel.owner();
    const [checkIn, checkOut] = [inDays(300), inDays(305)];
    // Only paid stays take places (decision 0024): Alice pays her deposit.
    const alices = await reserveCats(alice, checkIn, checkOut, 4);
    expect(alices.status).toBe(201);
    expect((await alice.post('/api/payment/deposit', { reservationId: alices.body.id, amount: 100 })).status).toBe(200);
    // Overlapping the last night only still counts.
    const full = await reserveCats(bob, inDays(304), inDays(308), 2);
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/^Sorry, we are full on .*: 1 place left for 2 cats/);

    const availability = await hotel.visitor().get(`/api/availability?checkIn=${inDays(303)}&checkOut=${inDays(306)}&cats=2`);
    expect(availability.status).toBe(200);
    expect(availability.body).toMatchObject({
      capacity: 5,
      available: false,
      nights: [
        { date: inDays(303), free: 1 },
        { date: inDays(304), free: 1 },
        { date: inDays(305), free: 5 },
      ],
    });

    const one = await reserveCats(bob, inDays(304), inDays(308), 1);
    expect(one.status).toBe(201);
    expect((await bob.post('/api/payment/deposit', { reservationId: one.body.id, amount: 100 })).status).toBe(200);
    // The night of day 304 is now full.
    expect((await reserveCats(bob, inDays(301), inDays(305), 1)).status).toBe(409);
    expect((await bob.post(`/api/bookings/${one.body.id}/cancel`)).status).toBe(200);
    expect((await reserveCats(bob, inDays(301), inDays(305), 1)).status).toBe(201);
  });

  it('answers availability to anyone, and checks its query', async () => {
    const answer = await hotel.visitor().get(`/api/availability?checkIn=${inDays(400)}&checkOut=${inDays(403)}&cats=5`);
    expect(answer).toMatchObject({ status: 200, body: { available: true, cats: 5 } });
    expect((await hotel.visitor().get(`/api/availability?checkIn=tomorrow&checkOut=${inDays(3)}`)).status).toBe(400);
    expect((await hotel.visitor().get(`/api/availability?checkIn=${inDays(5)}&checkOut=${inDays(3)}`)).status).toBe(400);
    expect((await hotel.visitor().get(`/api/availability?checkIn=${inDays(5)}&checkOut=${inDays(8)}&cats=6`)).status).toBe(400);
  });
});

describe('changing and cancelling', () => {
  it('edits a pending booking under the same rules and counts its versions', async () => {
    const owner = await hotel.owner();
    const cat = await addCat(owner);
    const created = await owner.post('/api/bookings', {
      booking: { checkInDate: inDays(60), checkOutDate: inDays(65) },
      catIds: [cat],
    });
    expect(created.body.totalAmount).toBe('1100.00');
    const edited = await owner.patch(`/api/bookings/${created.body.id}`, {
      checkOutDate: inDays(90),
      extraServiceIds: [3],
      specialRequests: 'Window pen, please',
      version: 1,
    });
    expect(edited.status).toBe(200);
    // 30 nights x R175 + R90 x 30.
    expect(edited.body).toMatchObject({ nights: 30, totalAmount: '7950.00', version: 2, specialRequests: 'Window pen, please' });
    const stale = await owner.patch(`/api/bookings/${created.body.id}`, { specialRequests: 'Old copy', version: 1 });
    expect(stale.status).toBe(409);
    const tooShort = await owner.patch(`/api/bookings/${created.body.id}`, { checkOutDate: inDays(61) });
    expect(tooShort.status).toBe(400);
    expect((await owner.get(`/api/bookings/${created.body.id}`)).body).toEqual(edited.body);
  });

  it('cancels once, keeps the deposit status, and will not edit a cancelled booking', async () => {
    const owner = await hotel.owner();
    const created = await reserveCats(owner, inDays(70), inDays(75), 1);
    const cancelled = await owner.post(`/api/bookings/${created.body.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect((await owner.post(`/api/bookings/${created.body.id}/cancel`)).status).toBe(200);
    expect((await owner.patch(`/api/bookings/${created.body.id}`, { specialRequests: 'x' })).status).toBe(409);
  });

  it('answers 404 to another owner for every booking address', async () => {
    const alice = await hotel.owner();
    const bob = await hotel.owner();
    const { body: booking } = await reserveCats(alice, inDays(80), inDays(85), 1);
    expect((await bob.get(`/api/bookings/${booking.id}`)).status).toBe(404);
    expect((await bob.patch(`/api/bookings/${booking.id}`, { specialRequests: 'mine now' })).status).toBe(404);
    expect((await bob.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(404);
    expect((await bob.get('/api/bookings')).body).toEqual([]);
    expect((await alice.get(`/api/bookings/${booking.id}`)).body).toEqual(booking);
  });
});

describe('the reservation form', () => {
  it('creates a booking by number of cats with the contact details', async () => {
    const owner = await hotel.owner();
    const answer = await reserveCats(owner, inDays(100), inDays(125), 3, 'longterm');
    expect(answer.status).toBe(201);
    // 25 nights x R175 x 3 cats.
    expect(answer.body).toMatchObject({
      numberOfCats: 3,
      stayType: 'longterm',
      totalAmount: '13125.00',
      catIds: [],
      contact: { firstName: 'Thandi', email: 'thandi@example.com', phone: '0821234567' },
    });
  });

  it.each([
    ['firstName', 'T', 'First name must be at least 2 characters'],
    ['lastName', 'M', 'Last name must be at least 2 characters'],
    ['email', 'thandi', 'Please enter a valid email address'],
    ['phone', '082123', 'Please enter a valid phone number'],
    ['checkInDate', '', 'Check-in date is required'],
    ['checkOutDate', '', 'Check-out date is required'],
    ['stayType', '', 'Please select a stay type'],
    ['stayType', 'extended', 'These dates make a Short Stay (3 to 7 nights); please select that stay type'],
  ])('refuses %s = %j', async (field, value, message) => {
    const owner = await hotel.owner();
    const answer = await owner.post('/api/reservations', reservationForm({ checkOutDate: inDays(105), [field]: value }, 100));
    expect(answer).toMatchObject({ status: 400, body: { field, message } });
    expect((await owner.get('/api/bookings')).body).toEqual([]);
  });
});
