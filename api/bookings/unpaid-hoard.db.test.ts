import { describe, expect, it } from 'vitest';
import { formatDay } from '../../domain/dates.ts';
import { UNPAID_HOLDS_MAX } from '../../domain/places-hold.ts';
import { MAX_CATS, MAX_NIGHTS } from '../../domain/stay.ts';
import { act } from '../staff/desk.test-support.ts';
import { inDays, reservationForm, useTestHotel, Visitor } from '../test/hotel.ts';

// Issue 30: unpaid bookings never make the hotel look full to an owner who pays (decision 0024).
// Paid stays (confirmed, checked in) take places; unpaid ones are in line behind any deposit.

const hotel = useTestHotel({ guestCapacity: 5 });
const NEXT_WEEK = 7;

/** Every booking `owner` may make unpaid: UNPAID_HOLDS_MAX stays of MAX_NIGHTS nights of MAX_CATS cats, back to back from next week. */
async function hoardEverything(owner: Visitor): Promise<void> {
  for (let turn = 0; turn < UNPAID_HOLDS_MAX; turn += 1) {
    const from = NEXT_WEEK + turn * MAX_NIGHTS;
    const made = await owner.post(
      '/api/reservations',
      reservationForm({ numberOfCats: MAX_CATS, stayType: 'longterm', checkInDate: inDays(from), checkOutDate: inDays(from + MAX_NIGHTS) }),
    );
    expect(made.body).toMatchObject({ id: expect.any(String) });
  }
  // The owner's own limit is reached: the next unpaid booking is refused.
  expect((await owner.post('/api/reservations', reservationForm({}, NEXT_WEEK + 300))).status).toBe(409);
}

/** A new owner books one cat for 4 nights from `from` days ahead and pays the deposit at once. */
async function bookAndPay(from: number) {
  const payer = await hotel.owner();
  const booked = await payer.post('/api/reservations', reservationForm({ numberOfCats: 1 }, from));
  expect(booked.status).toBe(201);
  const paid = await payer.post('/api/payment/deposit', { reservationId: booked.body.id, amount: 100 });
  expect(paid).toMatchObject({ status: 200, body: { booking: { status: 'confirmed', paymentStatus: 'deposit_paid' } } });
  return { payer, booking: booked.body };
}

/** The paid stays a test made on the hoarded nights, cancelled so the next hoarder may book them all again. */
async function cancelAll(stays: { payer: Visitor; booking: { id: string } }[]): Promise<void> {
  for (const { payer, booking } of stays) expect((await payer.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);
}

describe('unpaid bookings hoarded to fill the hotel', () => {
  it('one account booking everything it may without paying leaves every night bookable by a payer', async () => {
    hotel.setNow(new Date());
    await hoardEverything(await hotel.owner());
    const nights = await hotel.visitor().get(`/api/availability?checkIn=${inDays(NEXT_WEEK)}&checkOut=${inDays(NEXT_WEEK + 90)}&cats=1`);
    expect(nights.body.available).toBe(true);
    const paid = [];
    for (const from of [NEXT_WEEK, NEXT_WEEK + 100, NEXT_WEEK + 3 * MAX_NIGHTS - 4]) paid.push(await bookAndPay(from));
    await cancelAll(paid);
  });

  it('ten accounts from one network address, the most sign-up allows, leave a night bookable by a payer', async () => {
    hotel.setNow(new Date());
    const address = '203.0.113.30';
    for (let n = 0; n < 10; n += 1) {
      const hoarder = new Visitor(hotel);
      const signedUp = await hoarder.post(
        '/api/register',
        { email: `hoard${n}.${Date.now()}@example.com`, password: 'whiskers1', firstName: 'Hoard', lastName: 'Er' },
        { headers: { 'x-forwarded-for': address } },
      );
      expect(signedUp.body).toMatchObject({ id: expect.any(String) });
      await hoardEverything(hoarder);
    }
    await cancelAll([await bookAndPay(NEXT_WEEK + 150), await bookAndPay(NEXT_WEEK + 150)]);
  });
});

describe('an owner who books and pays the same day', () => {
  it('is never refused because of someone else’s unpaid booking; the unpaid one is refused if paid stays filled it', async () => {
    hotel.setNow(new Date());
    const from = 400;
    await bookAndPay(from); // 1 paid cat
    const slow = await hotel.owner();
    const unpaid = await slow.post('/api/reservations', reservationForm({ numberOfCats: 4 }, from));
    expect(unpaid.status).toBe(201); // 4 unpaid: every place is now claimed by someone
    await bookAndPay(from); // a second payer still gets a place
    // Paid stays leave 3 places: the unpaid booking of 4 cats can no longer be paid, and nothing is charged.
    const late = await slow.post('/api/payment/deposit', { reservationId: unpaid.body.id, amount: 100 });
    expect(late).toMatchObject({ status: 409, body: { message: `Sorry, we are full on ${formatDay(inDays(from))}: 3 places left for 4 cats. Please choose other dates.` } });
  });

  it('is refused only when paid stays leave no room', async () => {
    hotel.setNow(new Date());
    const from = 420;
    for (let n = 0; n < 5; n += 1) await bookAndPay(from);
    const refused = await (await hotel.owner()).post('/api/reservations', reservationForm({ numberOfCats: 1 }, from));
    expect(refused).toMatchObject({ status: 409, body: { message: `Sorry, we are full on ${formatDay(inDays(from))}: no places left for 1 cat. Please choose other dates.` } });
  });
});

describe('the deposit taken at the desk for a booking whose places were taken', () => {
  it('checks places like an online payment; a manager may overbook on purpose, and the history says who', async () => {
    hotel.setNow(new Date());
    const from = 440;
    const owner = await hotel.owner();
    const displaced = await owner.post('/api/reservations', reservationForm({ numberOfCats: 2 }, from));
    for (let n = 0; n < 4; n += 1) await bookAndPay(from);
    const full = `Sorry, we are full on ${formatDay(inDays(from))}: 1 place left for 2 cats. Please choose other dates.`;

    const staff = await hotel.staff();
    expect(await act(staff, displaced.body.id, 'deposit', { version: 1, method: 'cash' })).toMatchObject({ status: 409, body: { message: full } });
    // Plain staff may not overbook: only a manager decides to go over the hotel's places.
    expect((await act(staff, displaced.body.id, 'deposit', { version: 1, method: 'cash', overbook: true })).status).toBe(403);

    const manager = await hotel.staff('manager', { firstName: 'Lindiwe', lastName: 'Khumalo' });
    const overbooked = await act(manager, displaced.body.id, 'deposit', { version: 1, method: 'card', overbook: true });
    expect(overbooked).toMatchObject({ status: 200, body: { status: 'confirmed', paymentStatus: 'deposit_paid' } });
    expect(overbooked.body.history.at(-1)).toMatchObject({
      action: 'deposit-desk',
      actor: { id: manager.id, name: 'Lindiwe Khumalo', role: 'manager' },
      details: { method: 'card', amount: '100.00', overbooked: 'yes' },
    });
    const night = await manager.get(`/api/staff/calendar?from=${inDays(from)}&nights=1`);
    expect(night.body.nights[0]).toMatchObject({ booked: 6, held: 0 });
  });
});
