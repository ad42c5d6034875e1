import { describe, expect, it } from 'vitest';
import { stayDates } from '../../domain/cat-stays.ts';
import { addCat, inDays, useTestHotel, type Visitor } from '../test/hotel.ts';

const hotel = useTestHotel();

function book(owner: Visitor, catIds: string[], from: number, to: number) {
  return owner.post('/api/bookings', {
    booking: { id: crypto.randomUUID(), checkInDate: inDays(from), checkOutDate: inDays(to) },
    catIds,
    extraServiceIds: [],
  });
}

const refusal = (name: string, from: number, to: number) =>
  `${name} is already booked for ${stayDates(inDays(from), inDays(to))}, and a cat can be in one stay at a time. Choose other dates, or leave ${name} out of this booking.`;

describe('one cat, one stay at a time (issue 31)', () => {
  it('refuses a second stay of a confirmed cat on nights it is already booked, naming the cat and the other stay', async () => {
    const owner = await hotel.owner();
    const mochi = await addCat(owner, { name: 'Mochi' });
    const first = await book(owner, [mochi], 40, 45);
    expect(first.status).toBe(201);
    const paid = await owner.post('/api/payment/deposit', { reservationId: first.body.id, amount: 100 });
    expect(paid.body).toMatchObject({ booking: { status: 'confirmed' } });

    const again = await book(owner, [mochi], 42, 46);
    expect(again).toMatchObject({ status: 409, body: { message: refusal('Mochi', 40, 45), field: 'catIds' } });
    // Nothing was written: the owner still has the one stay.
    expect((await owner.get('/api/bookings')).body).toHaveLength(1);
  });

  it('refuses it for a pending stay too, and among several cats names the one already staying', async () => {
    const owner = await hotel.owner();
    const luna = await addCat(owner, { name: 'Luna' });
    const leo = await addCat(owner, { name: 'Leo' });
    expect((await book(owner, [leo], 60, 64)).status).toBe(201);
    const both = await book(owner, [luna, leo], 58, 61);
    expect(both).toMatchObject({ status: 409, body: { message: refusal('Leo', 60, 64) } });
  });

  it('lets a stay begin on the day the other ends, another cat share the nights, and a cancelled stay free them', async () => {
    const owner = await hotel.owner();
    const mochi = await addCat(owner, { name: 'Mochi' });
    const tom = await addCat(owner, { name: 'Tom' });
    const first = await book(owner, [mochi], 80, 84);
    expect(first.status).toBe(201);
    expect((await book(owner, [mochi], 84, 87)).status).toBe(201);
    expect((await book(owner, [tom], 81, 85)).status).toBe(201);
    expect((await owner.post(`/api/bookings/${first.body.id}/cancel`)).status).toBe(200);
    // The cancelled stay's nights are free for Mochi again; the back-to-back one still holds 84-87.
    const sameNights = await book(owner, [mochi], 80, 84);
    expect(sameNights.status).toBe(201);
  });

  it('refuses an edit that moves a cat onto the nights of its other stay, and keeps the booking as it was', async () => {
    const owner = await hotel.owner();
    const mochi = await addCat(owner, { name: 'Mochi' });
    expect((await book(owner, [mochi], 100, 104)).status).toBe(201);
    const later = await book(owner, [mochi], 110, 114);
    const moved = await owner.patch(`/api/bookings/${later.body.id}`, { checkInDate: inDays(102), checkOutDate: inDays(106), version: 1 });
    expect(moved).toMatchObject({ status: 409, body: { message: refusal('Mochi', 100, 104) } });
    expect((await owner.get(`/api/bookings/${later.body.id}`)).body).toMatchObject({ checkInDate: inDays(110), version: 1 });
    // Its own nights never count against it.
    const longer = await owner.patch(`/api/bookings/${later.body.id}`, { checkOutDate: inDays(116), version: 1 });
    expect(longer.status).toBe(200);
  });
});
