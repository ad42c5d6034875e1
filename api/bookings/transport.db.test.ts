import { describe, expect, it } from 'vitest';
import { addCat, inDays, reservationForm, useTestHotel } from '../test/hotel.ts';

// Transport collects the cat and brings it home (spec point 9): a booking with it says where (issue 31).

const hotel = useTestHotel();
const TRANSPORT = 4;
const MEDICATION = 1;
const REFUSAL = { status: 400, body: { message: 'Please give the pick-up and delivery address for Transport' } };

describe('Transport', () => {
  it('is refused without a pick-up and delivery address, nothing stored, and kept with the booking when it has one', async () => {
    const owner = await hotel.owner();
    const cat = await addCat(owner);
    const stay = { checkInDate: inDays(40), checkOutDate: inDays(44) };

    expect(await owner.post('/api/bookings', { booking: stay, catIds: [cat], extraServiceIds: [TRANSPORT] })).toMatchObject(REFUSAL);
    expect(
      await owner.post('/api/bookings', { booking: { ...stay, transportAddress: '   ' }, catIds: [cat], extraServiceIds: [TRANSPORT] }),
    ).toMatchObject(REFUSAL);
    expect((await owner.get('/api/bookings')).body).toEqual([]);

    const made = await owner.post('/api/bookings', {
      booking: { ...stay, transportAddress: ' 12 Marine Drive, Bloubergstrand ' },
      catIds: [cat],
      extraServiceIds: [TRANSPORT],
    });
    expect(made).toMatchObject({
      status: 201,
      body: { transportAddress: '12 Marine Drive, Bloubergstrand', extraServiceIds: [TRANSPORT], servicesAmount: '200.00' },
    });
    expect((await owner.get(`/api/bookings/${made.body.id}`)).body.transportAddress).toBe('12 Marine Drive, Bloubergstrand');
  });

  it('added to a booking by an edit needs the address, and the address cannot be taken away while Transport stays', async () => {
    const owner = await hotel.owner();
    const cat = await addCat(owner);
    const made = await owner.post('/api/bookings', {
      booking: { checkInDate: inDays(50), checkOutDate: inDays(54) },
      catIds: [cat],
      extraServiceIds: [MEDICATION],
    });
    expect(made.status).toBe(201);

    expect(await owner.patch(`/api/bookings/${made.body.id}`, { extraServiceIds: [MEDICATION, TRANSPORT], version: 1 })).toMatchObject(REFUSAL);
    expect((await owner.get(`/api/bookings/${made.body.id}`)).body).toEqual(made.body);

    const added = await owner.patch(`/api/bookings/${made.body.id}`, {
      extraServiceIds: [TRANSPORT],
      transportAddress: '3 Otto du Plessis Drive',
      version: 1,
    });
    expect(added).toMatchObject({ status: 200, body: { extraServiceIds: [TRANSPORT], transportAddress: '3 Otto du Plessis Drive', version: 2 } });
    expect(await owner.patch(`/api/bookings/${made.body.id}`, { transportAddress: '', version: 2 })).toMatchObject(REFUSAL);
    // A note changed keeps the address Transport already has.
    expect((await owner.patch(`/api/bookings/${made.body.id}`, { specialRequests: 'Window seat', version: 2 })).body).toMatchObject({
      transportAddress: '3 Otto du Plessis Drive',
    });
  });
});

describe('Transport on the reservation form', () => {
  it('is refused without the address and kept with the booking when given', async () => {
    const owner = await hotel.owner();
    expect(await owner.post('/api/reservations', reservationForm({ extraServiceIds: [TRANSPORT] }, 60))).toMatchObject(REFUSAL);
    const made = await owner.post('/api/reservations', reservationForm({ extraServiceIds: [TRANSPORT], transportAddress: '5 Sunningdale Road' }, 60));
    expect(made).toMatchObject({ status: 201, body: { transportAddress: '5 Sunningdale Road', extraServiceIds: [TRANSPORT] } });
  });
});
