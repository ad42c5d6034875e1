import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stayDates } from '../domain/cat-stays.ts';
import { addDays, todayAtHotel } from '../domain/dates.ts';
import { EXTRA_SERVICES } from '../domain/extra-services.ts';
import { centsToDecimal } from '../domain/money.ts';
import { priceStayBetween } from '../domain/pricing.ts';
import { addCat, cancelBooking, ChangeRefused, createBooking, removeCat, retryChange, updateBooking, updateCat, updateProfile } from './changes.ts';
import { HotelData, type OwnerRecord } from './local-data.ts';

const OWNER: OwnerRecord = {
  id: '0190a6b4-5c1e-7000-8000-000000000001',
  email: 'thandi@example.com',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  phone: null,
  address: null,
  role: 'owner',
  emailConfirmed: true,
  diaryDigest: true,
  createdAt: '2026-01-05T08:00:00.000Z',
};

let data: HotelData;
let count = 0;

beforeEach(async () => {
  data = new HotelData(`changes-${++count}`);
  await data.profile.put(OWNER);
  await data.extraServices.bulkPut(EXTRA_SERVICES.map(({ priceCents, ...service }) => ({ ...service, price: centsToDecimal(priceCents) })));
});

afterEach(async () => {
  await data.delete();
});

const inDays = (days: number) => addDays(todayAtHotel(), days);

describe('changes', () => {
  it('writes the cat and its outbox entry, with an id made on the phone', async () => {
    const cat = await addCat(data, { name: ' Whiskers ', age: '3', breed: '' });
    expect(cat).toMatchObject({ name: 'Whiskers', age: 3, breed: null });
    expect(cat.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await data.cats.get(cat.id)).toEqual(cat);
    const [entry] = await data.outbox.toArray();
    expect(entry).toMatchObject({
      change: 'addCat',
      method: 'POST',
      path: '/api/cats',
      body: { id: cat.id, name: 'Whiskers', age: 3, breed: null },
      subject: { kind: 'cat', id: cat.id },
      summary: 'Add Whiskers',
      state: 'waiting',
      attempts: 0,
      seq: 1,
    });
    expect(entry!.id).not.toBe(cat.id);
  });

  it('writes neither the record nor the entry when one of them fails', async () => {
    data.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(addCat(data, { name: 'Whiskers' })).rejects.toThrow('disk full');
    expect(await data.cats.count()).toBe(0);
    expect(await data.outbox.count()).toBe(0);
  });

  it('refuses input the server would refuse, with the schema message, and queues nothing', async () => {
    const refusal = await addCat(data, { name: 'W' }).catch((error: unknown) => error);
    expect(v.isValiError(refusal) && refusal.issues[0].message).toBe('Cat name must be at least 2 characters');
    expect(await data.outbox.count()).toBe(0);
  });

  it('sends only the fields that changed, and nothing when none did', async () => {
    const cat = await addCat(data, { name: 'Whiskers', breed: 'Tabby', age: 3 });
    await updateCat(data, cat.id, { name: 'Whiskers', breed: 'Tabby', age: 4, color: '' });
    await updateCat(data, cat.id, { name: 'Whiskers', age: 4 });
    const entries = await data.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.body)).toEqual([expect.any(Object), { age: 4 }]);
    expect(entries[1]).toMatchObject({ method: 'PATCH', path: `/api/cats/${cat.id}`, summary: 'Update Whiskers' });
    expect(await data.cats.get(cat.id)).toMatchObject({ age: 4, breed: 'Tabby' });
  });

  it('names the cat in the owner’s words, under its new name when renamed', async () => {
    const cat = await addCat(data, { name: 'Whiskers' });
    await updateCat(data, cat.id, { name: 'Sir Whiskers' });
    await removeCat(data, cat.id);
    const entries = await data.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.summary)).toEqual(['Add Whiskers', 'Update Sir Whiskers', 'Remove Sir Whiskers']);
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(await data.cats.count()).toBe(0);
  });

  it('prices a booking made offline with the domain estimate until the server answers', async () => {
    const [whiskers, mochi] = [await addCat(data, { name: 'Whiskers' }), await addCat(data, { name: 'Mochi' })];
    const checkIn = inDays(30);
    const checkOut = inDays(38);
    const booking = await createBooking(data, {
      checkInDate: checkIn,
      checkOutDate: checkOut,
      catIds: [whiskers.id, mochi.id],
      extraServiceIds: [1, 4],
    });
    const price = priceStayBetween(
      checkIn,
      checkOut,
      2,
      EXTRA_SERVICES.filter((service) => [1, 4].includes(service.id)),
    );
    expect(booking).toMatchObject({
      nights: 8,
      numberOfCats: 2,
      stayType: 'extended',
      stayTypeName: 'Extended Stay',
      totalAmount: centsToDecimal(price.totalCents),
      servicesAmount: centsToDecimal(price.servicesCents),
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(price.totalCents).toBe(8 * 20_000 * 2 + 8 * 2_000 + 20_000);
    const entry = (await data.outbox.orderBy('seq').last())!;
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/bookings',
      body: {
        booking: { id: booking.id, checkInDate: checkIn, checkOutDate: checkOut, specialRequests: null },
        catIds: [whiskers.id, mochi.id],
        extraServiceIds: [1, 4],
      },
      summary: `New booking ${stayDates(checkIn, checkOut)}`,
    });
  });

  it('sends a booking edit with the version the owner saw, and prices the edit again', async () => {
    const cat = await addCat(data, { name: 'Whiskers' });
    const booking = await createBooking(data, { checkInDate: inDays(30), checkOutDate: inDays(34), catIds: [cat.id] });
    const edited = await updateBooking(data, booking.id, { checkOutDate: inDays(60), catIds: [cat.id] });
    expect(edited).toMatchObject({ nights: 30, stayType: 'longterm', totalAmount: '5250.00' });
    expect((await data.outbox.orderBy('seq').last())!).toMatchObject({
      method: 'PATCH',
      path: `/api/bookings/${booking.id}`,
      body: { checkOutDate: inDays(60), version: 1 },
    });
    await expect(updateBooking(data, booking.id, { checkOutDate: inDays(29) })).rejects.toThrow(v.ValiError);
  });

  it('refuses to change or cancel a booking the hotel no longer allows to change', async () => {
    const cat = await addCat(data, { name: 'Whiskers' });
    const booking = await createBooking(data, { checkInDate: inDays(30), checkOutDate: inDays(34), catIds: [cat.id] });
    await cancelBooking(data, booking.id);
    expect((await data.outbox.orderBy('seq').last())!).toMatchObject({
      path: `/api/bookings/${booking.id}/cancel`,
      summary: `Cancel booking ${stayDates(inDays(30), inDays(34))}`,
    });
    await expect(updateBooking(data, booking.id, { specialRequests: 'Late pick-up' })).rejects.toThrow(ChangeRefused);
    await data.bookings.update(booking.id, { status: 'completed' });
    await expect(cancelBooking(data, booking.id)).rejects.toThrow('This booking is completed and can no longer be cancelled');
  });

  it('sends the whole profile form, once it differs', async () => {
    await updateProfile(data, { firstName: 'Thandi', lastName: 'Mokoena' });
    expect(await data.outbox.count()).toBe(0);
    const owner = await updateProfile(data, { firstName: 'Thandi', lastName: 'Dlamini', address: '4 Marine Drive' });
    expect(owner).toMatchObject({ lastName: 'Dlamini', address: '4 Marine Drive', email: OWNER.email });
    expect(await data.outbox.toArray()).toMatchObject([
      {
        method: 'PATCH',
        path: '/api/user/profile',
        body: { firstName: 'Thandi', lastName: 'Dlamini', phone: null, address: '4 Marine Drive' },
        summary: 'Update your profile',
      },
    ]);
  });

  it('queues a retried change again under a new key, at the end, on top of the booking as it is now', async () => {
    const cat = await addCat(data, { name: 'Whiskers' });
    const booking = await createBooking(data, { checkInDate: inDays(30), checkOutDate: inDays(34), catIds: [cat.id] });
    await updateBooking(data, booking.id, { specialRequests: 'Sunny pen' });
    const refused = (await data.outbox.orderBy('seq').last())!;
    // As the engine leaves it: refused, and the booking restored from the server at a later version.
    await data.outbox.update(refused.id, { state: 'rejected', error: 'Changed by the hotel' });
    await data.bookings.update(booking.id, { specialRequests: 'Near the catio', version: 4 });
    await addCat(data, { name: 'Mochi' });

    await retryChange(data, refused.id);
    const entries = await data.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Add Whiskers',
      'New booking ' + stayDates(inDays(30), inDays(34)),
      'Add Mochi',
      refused.summary,
    ]);
    const retried = entries.at(-1)!;
    expect(retried).toMatchObject({ state: 'waiting', attempts: 0, body: { specialRequests: 'Sunny pen', version: 4 } });
    expect(retried.id).not.toBe(refused.id);
    expect(retried.error).toBeUndefined();
    expect(await data.bookings.get(booking.id)).toMatchObject({ specialRequests: 'Sunny pen' });
  });
});
