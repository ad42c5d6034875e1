import { describe, expect, it } from 'vitest';
import { addDays, formatDay } from '../../domain/dates.ts';
import { inDays, useTestHotel } from '../test/hotel.ts';
import { OVERBOOK_MANAGERS_ONLY } from './desk-actions.ts';
import { bookStay, deskStay, standOn } from './desk.test-support.ts';

// One place a night, so a change at the desk meets a full night (issue 31, decision 0024).
const hotel = useTestHotel({ guestCapacity: 1 });

describe('a change at the desk onto nights paid stays fill', () => {
  it('is refused naming the night; plain staff may not overbook; a manager may, and the history says so', async () => {
    await standOn(hotel, inDays(2));
    const staff = await hotel.staff();
    const manager = await hotel.staff('manager', { firstName: 'Naledi', lastName: 'Mbeki' });
    const full = inDays(30);
    const paid = await bookStay(await hotel.owner(), full);
    // An unpaid booking on those nights takes no place (decision 0024): it refuses nobody.
    await bookStay(await hotel.owner(), full);
    await deskStay(staff, paid, 'deposit');
    const moving = await bookStay(await hotel.owner(), inDays(40));
    const confirmed = await deskStay(staff, moving, 'deposit');
    const path = `/api/staff/bookings/${moving.id}`;
    const change = {
      version: confirmed.version,
      checkInDate: addDays(full, 2),
      checkOutDate: addDays(full, 5),
      reason: 'Owner asked for earlier dates',
    };

    expect(await staff.patch(path, change)).toMatchObject({
      status: 409,
      body: { message: `Sorry, we are full on ${formatDay(addDays(full, 2))}: no places left for 1 cat. Please choose other dates.` },
    });
    expect(await staff.patch(path, { ...change, overbook: true })).toMatchObject({ status: 403, body: { message: OVERBOOK_MANAGERS_ONLY } });
    expect((await staff.get(path)).body).toMatchObject({ checkInDate: inDays(40), version: confirmed.version });

    const overbooked = await manager.patch(path, { ...change, overbook: true });
    expect(overbooked).toMatchObject({ status: 200, body: { checkInDate: addDays(full, 2), version: confirmed.version + 1 } });
    expect(overbooked.body.history.at(-1)).toMatchObject({
      action: 'changed',
      actor: { name: 'Naledi Mbeki', role: 'manager' },
      details: { overbooked: 'yes' },
    });
  });

  it('a manager’s overbook is not needed where there is room, and is not written as one', async () => {
    await standOn(hotel, inDays(3));
    const manager = await hotel.staff('manager');
    const stay = await bookStay(await hotel.owner(), inDays(60));
    const answer = await manager.patch(`/api/staff/bookings/${stay.id}`, {
      version: 1,
      checkOutDate: inDays(66),
      reason: 'Longer trip',
      overbook: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.history.at(-1).details).not.toHaveProperty('overbooked');
    expect(answer.body.nights).toBe(6);
  });
});
