import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, formatDay } from '../../domain/dates.ts';
import { bookingEvents, bookings } from '../db/schema.ts';
import { inDays, useTestHotel } from '../test/hotel.ts';
import { RECORDS_OVERRIDE_MANAGERS_ONLY } from './desk-actions.ts';
import { act, bookStay, deskStay, keepRecordsInOrder, standOn } from './desk.test-support.ts';

// Check-in asks the house's vaccination rules of every cat (issue 33): refused while a record is
// missing or runs out before check-out, unless a manager checks the cat in anyway with a reason
// that the stay's history keeps; and each record is checked against the book by a named member
// of staff, whom the owner reads as the hotel.

const hotel = useTestHotel({ guestCapacity: 50 });

const eventsOf = (bookingId: string) => hotel.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
const rowOf = async (bookingId: string) => (await hotel.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;

/** A confirmed stay arriving today for one cat with no records at all, and the desk's people. */
async function arrivingWithoutRecords(daysAhead: number) {
  const today = inDays(daysAhead);
  await standOn(hotel, today);
  const owner = await hotel.owner();
  const staff = await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dlamini' });
  const manager = await hotel.staff('manager', { firstName: 'Lindiwe', lastName: 'Khumalo' });
  const booked = await bookStay(owner, today, { records: false, cat: { name: 'Marmalade', gender: 'female' } });
  const confirmed = await deskStay(staff, booked, 'deposit');
  return { today, owner, staff, manager, booking: confirmed as { id: string; version: number; cats: { id: string }[] } };
}

describe('check-in and the vaccination records', () => {
  it('is refused while a cat’s records are missing, naming each, and changes nothing', async () => {
    const { staff, booking } = await arrivingWithoutRecords(60);
    const detail = (await staff.get(`/api/staff/bookings/${booking.id}`)).body;
    expect(detail.recordProblems).toEqual([
      'Marmalade has no FVRCP (tricat) vaccination on record',
      'Marmalade has no rabies vaccination on record',
      'Marmalade has no spay or neuter proof on record',
    ]);
    const refused = await act(staff, booking.id, 'check-in', { version: booking.version, method: 'cash' });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        field: 'records',
        message:
          'Marmalade has no FVRCP (tricat) vaccination on record. Marmalade has no rabies vaccination on record. Marmalade has no spay or neuter proof on record. A manager may check in anyway, with a reason.',
      },
    });
    expect(await rowOf(booking.id)).toMatchObject({ status: 'confirmed', version: booking.version, checkedInAt: null });
    expect((await eventsOf(booking.id)).map((event) => event.action)).not.toContain('checked-in');
  });

  it('refuses a record that runs out before check-out, and takes one that lasts', async () => {
    const { today, owner, staff, booking } = await arrivingWithoutRecords(64);
    const catId = booking.cats[0]!.id;
    await keepRecordsInOrder(owner, catId, today);
    const rabies = (await owner.get('/api/cats')).body[0].vaccinations.find((record: { vaccine: string }) => record.vaccine === 'rabies');
    await owner.request('PUT', `/api/vaccinations/${rabies.id}`, { vaccine: 'rabies', givenOn: rabies.givenOn, validUntil: addDays(today, 2) });
    const refused = await act(staff, booking.id, 'check-in', { version: booking.version, method: 'cash' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(
      `Marmalade's rabies vaccination runs out on ${formatDay(addDays(today, 2))}, before her check-out on ${formatDay(addDays(today, 4))}`,
    );
    await owner.request('PUT', `/api/vaccinations/${rabies.id}`, { vaccine: 'rabies', givenOn: rabies.givenOn, validUntil: addDays(today, 400) });
    expect(await act(staff, booking.id, 'check-in', { version: booking.version, method: 'cash' })).toMatchObject({
      status: 200,
      body: { status: 'checked_in', recordProblems: [] },
    });
  });

  it('lets only a manager check the cat in anyway, with a reason the history keeps beside what was set aside', async () => {
    const { staff, manager, booking } = await arrivingWithoutRecords(68);
    expect(
      await act(staff, booking.id, 'check-in', { version: booking.version, method: 'cash', recordsOverride: 'The vet phoned to confirm' }),
    ).toMatchObject({
      status: 403,
      body: { message: RECORDS_OVERRIDE_MANAGERS_ONLY },
    });
    expect(await act(manager, booking.id, 'check-in', { version: booking.version, method: 'cash', recordsOverride: 'ok' })).toMatchObject({
      status: 400,
      body: { field: 'recordsOverride', message: 'Please say why the cat may stay without its records, in at least 3 characters' },
    });
    expect(await rowOf(booking.id)).toMatchObject({ status: 'confirmed', version: booking.version });

    const reason = 'Blouberg Vet confirmed the boosters by phone; the book comes on Monday';
    const checkedIn = await act(manager, booking.id, 'check-in', { version: booking.version, method: 'cash', recordsOverride: reason });
    expect(checkedIn).toMatchObject({ status: 200, body: { status: 'checked_in', paymentStatus: 'paid', recordProblems: [] } });
    const step = (await eventsOf(booking.id)).find((event) => event.action === 'checked-in')!;
    expect(step.reason).toBe(reason);
    expect(step.details).toMatchObject({
      method: 'cash',
      recordsOverridden:
        'Marmalade has no FVRCP (tricat) vaccination on record; Marmalade has no rabies vaccination on record; Marmalade has no spay or neuter proof on record',
    });
  });

  it('asks only what the manager’s rules ask', async () => {
    const { staff, manager, booking } = await arrivingWithoutRecords(72);
    const rules = await manager.request('PUT', '/api/staff/vaccination-rules', { required: [], daysBeforeArrival: 0, spayNeuterProof: false });
    expect(rules.status).toBe(200);
    try {
      expect(await act(staff, booking.id, 'check-in', { version: booking.version, method: 'cash' })).toMatchObject({ status: 200 });
    } finally {
      await manager.request('PUT', '/api/staff/vaccination-rules', { required: ['fvrcp', 'rabies'], daysBeforeArrival: 14, spayNeuterProof: true });
    }
  });

  it('records who at the desk checked each record against the book, which the owner reads as the hotel', async () => {
    const { today, owner, staff, booking } = await arrivingWithoutRecords(76);
    const catId = booking.cats[0]!.id;
    await keepRecordsInOrder(owner, catId, today);
    const [vaccination] = (await owner.get('/api/cats')).body[0].vaccinations;

    const checked = await staff.post(`/api/staff/vaccinations/${vaccination.id}/check`);
    expect(checked.status).toBe(200);
    const atDesk = checked.body.vaccinations.find((record: { id: string }) => record.id === vaccination.id);
    expect(atDesk).toMatchObject({ checkedBy: 'Sipho Dlamini', checkedAt: hotel.deps.now().toISOString() });
    const spay = await staff.post(`/api/staff/cats/${catId}/spay-neuter/check`);
    expect(spay.body.spayNeuter).toMatchObject({ checkedBy: 'Sipho Dlamini' });

    const [seenByOwner] = (await owner.get('/api/cats')).body;
    expect(seenByOwner.vaccinations.find((record: { id: string }) => record.id === vaccination.id)).toMatchObject({ checkedBy: 'the hotel' });
    expect(seenByOwner.spayNeuter).toMatchObject({ checkedBy: 'the hotel' });
    expect(JSON.stringify(seenByOwner)).not.toContain('Sipho');

    expect(await staff.post(`/api/staff/vaccinations/${crypto.randomUUID()}/check`)).toMatchObject({
      status: 404,
      body: { message: 'Vaccination not found' },
    });
    expect(await owner.post(`/api/staff/vaccinations/${vaccination.id}/check`)).toMatchObject({ status: 403 });
  });
});

describe('the cats on the desk’s scale', () => {
  it('keeps each cat’s weight at check-in and at check-out on the stay, with the history naming them', async () => {
    const today = inDays(80);
    await standOn(hotel, today);
    const owner = await hotel.owner();
    const staff = await hotel.staff();
    const booked = await deskStay(staff, await bookStay(owner, today, { cat: { name: 'Marmalade' } }), 'deposit');
    const catId = booked.cats[0].id as string;

    expect(await act(staff, booked.id, 'check-in', { version: booked.version, method: 'cash', weights: [{ catId, kilograms: '42' }] })).toMatchObject(
      {
        status: 400,
        body: { field: 'weights.0', message: 'Weigh each cat in kilograms, such as 4.2 (0.1 to 20 kg)' },
      },
    );
    expect(
      await act(staff, booked.id, 'check-in', {
        version: booked.version,
        method: 'cash',
        weights: [{ catId: crypto.randomUUID(), kilograms: '4.2' }],
      }),
    ).toMatchObject({ status: 400, body: { field: 'weights', message: 'Weigh only the cats of this stay' } });
    expect(await rowOf(booked.id)).toMatchObject({ status: 'confirmed', version: booked.version });

    const arrived = await act(staff, booked.id, 'check-in', { version: booked.version, method: 'cash', weights: [{ catId, kilograms: '4,2' }] });
    expect(arrived).toMatchObject({ status: 200, body: { weights: [{ catId, inGrams: 4200, outGrams: null }] } });
    await standOn(hotel, addDays(today, 4));
    const left = await act(await hotel.staff(), booked.id, 'check-out', {
      version: arrived.body.version,
      weights: [{ catId, kilograms: 3.9 }],
    });
    expect(left).toMatchObject({ status: 200, body: { status: 'completed', weights: [{ catId, inGrams: 4200, outGrams: 3900 }] } });
    const steps = await eventsOf(booked.id);
    expect(steps.find((event) => event.action === 'checked-in')!.details).toMatchObject({ weighed: 'Marmalade 4.2 kg' });
    expect(steps.find((event) => event.action === 'checked-out')!.details).toMatchObject({ weighed: 'Marmalade 3.9 kg' });
  });
});
