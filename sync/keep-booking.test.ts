import { afterEach, describe, expect, it } from 'vitest';
import { createBooking } from './changes.ts';
import { type BookingRecord, HotelData } from './local-data.ts';
import { keepServerBooking } from './pull.ts';

const databases: HotelData[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((data) => data.delete()));
});

function phone(): HotelData {
  const data = new HotelData(`keep-booking-${databases.length}-${Date.now()}`);
  databases.push(data);
  return data;
}

const CAT = '0190d6a4-0000-7000-8000-0000000000c1';
const NOW = '2026-01-08T10:00:00.000Z';

describe('keepServerBooking', () => {
  it('writes the paid booking the server answered over the local one', async () => {
    const data = phone();
    const booking = await createBooking(data, { checkInDate: '2026-12-01', checkOutDate: '2026-12-08', catIds: [CAT], extraServiceIds: [] });
    // Sent: the queue is empty and the server's copy is what the phone holds.
    await data.outbox.clear();
    const paid: BookingRecord = { ...booking, status: 'confirmed', paymentStatus: 'deposit_paid', version: 2, updatedAt: NOW };
    await keepServerBooking(data, paid, NOW);
    expect(await data.bookings.get(booking.id)).toEqual(paid);
    expect(await data.outbox.count()).toBe(0);
  });

  it('keeps an edit still waiting on top of the server copy', async () => {
    const data = phone();
    const booking = await createBooking(data, {
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-08',
      catIds: [CAT],
      extraServiceIds: [],
      specialRequests: 'Sunny shelf',
    });
    const paid: BookingRecord = { ...booking, specialRequests: null, paymentStatus: 'deposit_paid', updatedAt: NOW };
    await keepServerBooking(data, paid, NOW);
    // The createBooking change still waits, so what the owner typed stays on screen.
    expect(await data.bookings.get(booking.id)).toMatchObject({ specialRequests: 'Sunny shelf' });
    expect(await data.outbox.count()).toBe(1);
  });
});
