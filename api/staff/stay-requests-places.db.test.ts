/* eslint-disable @typescript-eslint/no-explicit-any -- answers are whatever JSON the API sent; the tests assert their shape. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, formatDay } from '../../domain/dates.ts';
import { bookings, stayRequests } from '../db/schema.ts';
import { inDays, useTestHotel } from '../test/hotel.ts';
import { OVERBOOK_MANAGERS_ONLY } from './desk-actions.ts';
import { bookStay, deskStay } from './desk.test-support.ts';

// One place a night, so an owner's change accepted at the desk meets a night another paid stay
// filled after they asked (issue 31, decision 0024).
const hotel = useTestHotel({ guestCapacity: 1 });

describe('accepting a change onto a night that filled since the owner asked', () => {
  it('is refused naming the night, the request stays open; plain staff may not overbook; a manager may', async () => {
    const staff = await hotel.staff();
    const manager = await hotel.staff('manager');
    const owner = await hotel.owner();
    const stay = await deskStay(staff, await bookStay(owner, inDays(40)), 'deposit');
    const wanted = inDays(60);
    const asked = await owner.post(`/api/bookings/${stay.id}/requests`, {
      kind: 'change',
      checkInDate: wanted,
      checkOutDate: addDays(wanted, 5),
      catIds: stay.cats.map((cat: any) => cat.id),
      extraServiceIds: [],
    });
    expect(asked.status).toBe(201);
    await deskStay(staff, await bookStay(await hotel.owner(), wanted), 'deposit');
    const path = `/api/staff/stay-requests/${asked.body.requests[0].id}/accept`;

    expect(await staff.post(path, {})).toMatchObject({
      status: 409,
      body: { message: `Sorry, we are full on ${formatDay(wanted)}: no places left for 1 cat. Please choose other dates.` },
    });
    expect(await staff.post(path, { overbook: true })).toMatchObject({ status: 403, body: { message: OVERBOOK_MANAGERS_ONLY } });
    const [request] = await hotel.database.db.select().from(stayRequests).where(eq(stayRequests.id, asked.body.requests[0].id));
    expect(request!.state).toBe('open');
    const [kept] = await hotel.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect([kept!.checkIn, kept!.version]).toEqual([inDays(40), stay.version]);

    const overbooked = await manager.post(path, { overbook: true });
    expect(overbooked.status).toBe(200);
    expect(overbooked.body[0]).toMatchObject({ state: 'accepted' });
    const [moved] = await hotel.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect([moved!.checkIn, moved!.checkOut]).toEqual([wanted, addDays(wanted, 5)]);
  });
});
