// A new booking tells the truth at once (issue 31): online, the owner hears the hotel's answer
// before anything says the booking was made; offline or slow, that it waits to be sent.
import { describe, expect, it } from 'vitest';
import { inDays, useTestHotel } from '../api/test/hotel.ts';
import { catAlreadyStayingMessage } from '../domain/cat-stays.ts';
import { addCat, createBooking } from './changes.ts';
import type { HotelData } from './local-data.ts';
import { readSyncStatus } from './status.ts';
import { engineFor, ManualTimer, phoneOf, useHotelNetwork } from './test/hotel-network.ts';

const hotel = useTestHotel({ guestCapacity: 100 });
const network = useHotelNetwork(hotel);

async function ownerWithPhone() {
  const owner = await hotel.owner();
  network.owner = owner;
  return { owner, data: await phoneOf(owner) };
}

async function entryOf(data: HotelData, bookingId: string) {
  return (await data.outbox.where('subject.id').equals(bookingId).first())!;
}

describe('sendNow', () => {
  it('sends the new booking at once and says it was sent once the hotel has it', async () => {
    const { owner, data } = await ownerWithPhone();
    const engine = engineFor(data, new ManualTimer());
    const mochi = await addCat(data, { name: 'Mochi' });
    const booking = await createBooking(data, { checkInDate: inDays(30), checkOutDate: inDays(34), catIds: [mochi.id] });
    const entry = await entryOf(data, booking.id);
    expect(await engine.sendNow(entry.id)).toEqual({ kind: 'sent' });
    await engine.stop();
    // The same entry's key: the hotel holds it once.
    expect(network.changes.filter((change) => change.key === entry.id)).toHaveLength(1);
    expect((await owner.get(`/api/bookings/${booking.id}`)).body).toMatchObject({ id: booking.id, status: 'pending' });
    expect(await data.outbox.count()).toBe(0);
  });

  it('hands a refusal to the owner waiting for it, with the field it names, and leaves nothing refused behind', async () => {
    const { owner, data } = await ownerWithPhone();
    const engine = engineFor(data, new ManualTimer());
    await engine.syncNow();
    const mochiId = (await owner.post('/api/cats', { name: 'Mochi' })).body.id as string;
    await owner.post('/api/bookings', { booking: { checkInDate: inDays(40), checkOutDate: inDays(45) }, catIds: [mochiId] });
    await engine.syncNow();

    const again = await createBooking(data, { checkInDate: inDays(42), checkOutDate: inDays(46), catIds: [mochiId] });
    const outcome = await engine.sendNow((await entryOf(data, again.id)).id);
    await engine.stop();
    expect(outcome).toEqual({
      kind: 'refused',
      message: catAlreadyStayingMessage('Mochi', { checkInDate: inDays(40), checkOutDate: inDays(45) }),
      field: 'catIds',
    });
    // Shown once, where the owner is: not again as "Not saved" in the sync status, and no booking left on the phone.
    expect(await data.outbox.count()).toBe(0);
    expect((await readSyncStatus(data)).rejected).toEqual([]);
    expect(await data.bookings.get(again.id)).toBeUndefined();
    expect((await owner.get('/api/bookings')).body).toHaveLength(1);
  });

  it('says at once that the booking waits when the hotel cannot be reached, and keeps it to send later', async () => {
    const { owner, data } = await ownerWithPhone();
    const timer = new ManualTimer();
    const engine = engineFor(data, timer);
    const mochi = await addCat(data, { name: 'Mochi' });
    const booking = await createBooking(data, { checkInDate: inDays(30), checkOutDate: inDays(34), catIds: [mochi.id] });
    network.fault = () => 'offline';
    expect(await engine.sendNow((await entryOf(data, booking.id)).id)).toEqual({ kind: 'waiting' });
    expect(await data.outbox.where('state').equals('waiting').count()).toBe(2);
    expect(await data.bookings.get(booking.id)).toMatchObject({ status: 'pending' });

    network.fault = () => undefined;
    timer.fireWakes();
    await engine.syncNow();
    await engine.stop();
    expect((await owner.get(`/api/bookings/${booking.id}`)).status).toBe(200);
  });

  it('stops waiting for a slow answer after the time given, and the booking still arrives once', async () => {
    const { owner, data } = await ownerWithPhone();
    const timer = new ManualTimer();
    const engine = engineFor(data, timer);
    const mochi = await addCat(data, { name: 'Mochi' });
    const booking = await createBooking(data, { checkInDate: inDays(30), checkOutDate: inDays(34), catIds: [mochi.id] });
    let answer!: () => void;
    const atServer = new Promise<void>((resolve) => {
      network.atServer = async () => {
        resolve();
        await new Promise<void>((release) => (answer = release));
      };
    });
    const outcome = engine.sendNow((await entryOf(data, booking.id)).id, 5_000);
    await atServer;
    expect(timer.wakes).toContain(5_000);
    timer.fireWakes();
    expect(await outcome).toEqual({ kind: 'waiting' });
    answer();
    await engine.syncNow();
    await engine.stop();
    expect(await data.outbox.count()).toBe(0);
    expect((await owner.get('/api/bookings')).body.map((stay: { id: string }) => stay.id)).toEqual([booking.id]);
  });

  it('leaves a refusal nobody waits for in the outbox, as before, for the owner to resolve', async () => {
    const { owner, data } = await ownerWithPhone();
    const engine = engineFor(data, new ManualTimer());
    const mochiId = (await owner.post('/api/cats', { name: 'Mochi' })).body.id as string;
    await owner.post('/api/bookings', { booking: { checkInDate: inDays(40), checkOutDate: inDays(45) }, catIds: [mochiId] });
    await engine.syncNow();
    const again = await createBooking(data, { checkInDate: inDays(41), checkOutDate: inDays(44), specialRequests: 'Top shelf', catIds: [mochiId] });
    await engine.syncNow();
    await engine.stop();
    const [rejected] = (await readSyncStatus(data)).rejected;
    expect(rejected).toMatchObject({
      subject: { kind: 'booking', id: again.id },
      retryable: false,
      stay: { checkInDate: inDays(41), checkOutDate: inDays(44), catIds: [mochiId], extraServiceIds: [], specialRequests: 'Top shelf' },
    });
  });
});
