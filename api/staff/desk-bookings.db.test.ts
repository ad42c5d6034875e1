import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates.ts';
import { EXTRA_SERVICES, TRANSPORT_ADDRESS_MESSAGE, TRANSPORT_SERVICE_ID } from '../../domain/extra-services.ts';
import { centsToDecimal, formatRand } from '../../domain/money.ts';
import { priceStay } from '../../domain/pricing.ts';
import { bookingEvents, bookings, users } from '../db/schema.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { recordingMailer } from '../mail/test/recording-mailer.ts';
import { addCat, inDays, PUBLIC_URL, useTestHotel } from '../test/hotel.ts';
import { OWNER_EMAIL_TAKEN } from './desk-bookings.ts';
import { act, bookStay, deskStay, MOCHI_CARE, standOn } from './desk.test-support.ts';

const mailer = recordingMailer();
// Room for every test's stays: the places have tests of their own (desk-changes-places.db.test.ts).
const hotel = useTestHotel({ mailer, guestCapacity: 50 });

const medication = EXTRA_SERVICES.find((service) => service.id === 1)!;
/** The total the one price authority gives one cat for `nights` with the medication service, as the API shows it. */
const totalFor = (nights: number, services = [medication]) => centsToDecimal(priceStay({ nights, cats: 1, services }).totalCents);

/** The clock on `today`, a member of staff, and the e-mails so far forgotten. */
async function deskOn(today: string) {
  await standOn(hotel, today);
  const staff = await hotel.staff();
  await mailSettled();
  mailer.sent.length = 0;
  return staff;
}

async function sentMail() {
  await mailSettled();
  return mailer.sent.splice(0);
}

const tokenIn = (text: string) => /#token=([\w-]+)/.exec(text)?.[1];

afterEach(async () => {
  await mailSettled();
  mailer.sent.length = 0;
});

describe('a stay booked at the desk for an owner who phoned', () => {
  it('is the owner’s stay, priced by the server, with the desk in its history, and the owner is told', async () => {
    const owner = await hotel.owner();
    const catId = await addCat(owner, MOCHI_CARE);
    const staff = await deskOn(inDays(3));
    const checkIn = inDays(20);
    const answer = await staff.post('/api/staff/bookings', {
      ownerId: owner.id,
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, 4),
      catIds: [catId],
      extraServiceIds: [1],
      totalAmount: '1.00',
      specialRequests: 'Booked by phone',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      checkInDate: checkIn,
      nights: 4,
      status: 'pending',
      totalAmount: totalFor(4),
      owner: { id: owner.id },
      cats: [{ id: catId, name: 'Mochi' }],
      specialRequests: 'Booked by phone',
      version: 1,
    });
    expect(answer.body.history).toMatchObject([{ action: 'created', actor: { id: staff.id, role: 'staff' }, toStatus: 'pending' }]);

    const [seen] = (await owner.get('/api/bookings')).body;
    expect(seen).toMatchObject({ id: answer.body.id, totalAmount: totalFor(4), catIds: [catId], extraServiceIds: [1] });
    const [mail] = await sentMail();
    expect(mail).toMatchObject({ to: [owner.email], subject: expect.stringMatching(/^Your stay is booked: Mochi at /) });
    expect(mail!.text).toContain(`Stay total:         ${formatRand(priceStay({ nights: 4, cats: 1, services: [medication] }).totalCents)}`);
  });

  it('is refused for a cat that is not the owner’s, for past dates, and for an account that is not an owner', async () => {
    const owner = await hotel.owner();
    const other = await hotel.owner();
    const othersCat = await addCat(other);
    const staff = await deskOn(inDays(4));
    const stay = { checkInDate: inDays(30), checkOutDate: inDays(33), extraServiceIds: [] };
    expect(await staff.post('/api/staff/bookings', { ...stay, ownerId: owner.id, catIds: [othersCat] })).toMatchObject({
      status: 400,
      body: { field: 'catIds' },
    });
    const catId = await addCat(owner);
    expect(
      await staff.post('/api/staff/bookings', { ...stay, ownerId: owner.id, catIds: [catId], checkInDate: inDays(2), checkOutDate: inDays(5) }),
    ).toMatchObject({ status: 400, body: { message: 'Check-in cannot be in the past' } });
    expect(await staff.post('/api/staff/bookings', { ...stay, ownerId: staff.id, catIds: [catId] })).toMatchObject({
      status: 404,
      body: { message: 'Owner not found' },
    });
    expect(await hotel.database.db.select().from(bookings).where(eq(bookings.ownerId, owner.id))).toEqual([]);
  });

  it('is made once when the desk sends it twice under one key', async () => {
    const owner = await hotel.owner();
    const catId = await addCat(owner);
    const staff = await deskOn(inDays(5));
    const body = { ownerId: owner.id, checkInDate: inDays(40), checkOutDate: inDays(43), catIds: [catId], extraServiceIds: [] };
    const first = await staff.post('/api/staff/bookings', body, { key: 'desk-booking-1' });
    const again = await staff.post('/api/staff/bookings', body, { key: 'desk-booking-1' });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(await hotel.database.db.select().from(bookings).where(eq(bookings.ownerId, owner.id))).toHaveLength(1);
  });
});

describe('Transport booked at the desk', () => {
  const address = '12 Jacaranda Street, Sunningdale';

  it('is booked with the pick-up and delivery address, which the booking screen shows; without one it is refused at the field', async () => {
    const owner = await hotel.owner();
    const catId = await addCat(owner);
    const staff = await deskOn(inDays(6));
    const stay = { ownerId: owner.id, checkInDate: inDays(45), checkOutDate: inDays(48), catIds: [catId], extraServiceIds: [TRANSPORT_SERVICE_ID] };
    expect(await staff.post('/api/staff/bookings', stay)).toMatchObject({
      status: 400,
      body: { message: TRANSPORT_ADDRESS_MESSAGE, field: 'transportAddress' },
    });
    expect(await staff.post('/api/staff/bookings', { ...stay, transportAddress: '   ' })).toMatchObject({
      status: 400,
      body: { field: 'transportAddress' },
    });
    expect(await hotel.database.db.select().from(bookings).where(eq(bookings.ownerId, owner.id))).toEqual([]);

    const answer = await staff.post('/api/staff/bookings', { ...stay, transportAddress: address });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ transportAddress: address, services: [{ id: TRANSPORT_SERVICE_ID }] });
    const [stored] = await hotel.database.db.select().from(bookings).where(eq(bookings.id, answer.body.id));
    expect(stored!.transportAddress).toBe(address);
    expect((await staff.get(`/api/staff/bookings/${answer.body.id}`)).body).toMatchObject({ transportAddress: address });
  });

  it('is added to a stay with the address, and the address changes at the desk; without one it is refused', async () => {
    const checkIn = inDays(70);
    await standOn(hotel, inDays(12));
    const owner = await hotel.owner();
    const staff = await hotel.staff();
    const booking = await bookStay(owner, checkIn);
    const path = `/api/staff/bookings/${booking.id}`;
    const change = { version: 1, extraServiceIds: [1, TRANSPORT_SERVICE_ID], reason: 'The owner asked for Transport' };
    expect(await staff.patch(path, change)).toMatchObject({ status: 400, body: { message: TRANSPORT_ADDRESS_MESSAGE, field: 'transportAddress' } });

    const added = await staff.patch(path, { ...change, transportAddress: address });
    expect(added).toMatchObject({ status: 200, body: { transportAddress: address, version: 2 } });
    const moved = await staff.patch(path, { version: 2, transportAddress: '3 Protea Lane, Sunningdale', reason: 'The owner moved house' });
    expect(moved).toMatchObject({ status: 200, body: { transportAddress: '3 Protea Lane, Sunningdale' } });
    expect(await staff.patch(path, { version: 3, transportAddress: '', reason: 'Address removed' })).toMatchObject({
      status: 400,
      body: { field: 'transportAddress' },
    });
    const [stored] = await hotel.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored!.transportAddress).toBe('3 Protea Lane, Sunningdale');
  });
});

describe('an owner new to the hotel', () => {
  it('gets a record, cats and a stay from the desk, and an invitation whose link sets the password and confirms the address', async () => {
    const staff = await deskOn(inDays(6));
    const made = await staff.post('/api/staff/owners', {
      firstName: 'Lerato',
      lastName: 'Khumalo',
      email: 'Lerato.K@Example.com',
      phone: '082 555 0199',
    });
    expect(made).toMatchObject({ status: 201, body: { invitationSentTo: 'lerato.k@example.com' } });
    const ownerId = made.body.ownerId as string;

    const cat = await staff.post(`/api/staff/owners/${ownerId}/cats`, { name: 'Pepper', medicalInfo: 'Thyroid tablet at night' });
    expect(cat).toMatchObject({ status: 201, body: { name: 'Pepper', medicalInfo: 'Thyroid tablet at night', careChangedBy: 'Sipho Dlamini' } });
    const checkIn = inDays(25);
    const booked = await staff.post('/api/staff/bookings', {
      ownerId,
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, 3),
      catIds: [cat.body.id],
      extraServiceIds: [],
    });
    expect(booked).toMatchObject({ status: 201, body: { owner: { firstName: 'Lerato', phone: '082 555 0199' }, cats: [{ name: 'Pepper' }] } });
    expect((await staff.get(`/api/staff/owners?q=Khumalo`)).body.owners).toMatchObject([{ id: ownerId, cats: 1, stays: 1 }]);

    // Only the invitation: the address is not confirmed yet, so no stay e-mail goes to it.
    const mails = await sentMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ['lerato.k@example.com'], subject: 'Your account at Sunningdale Cat Hotel: choose your password' });
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/claim-account#token=`);
    const token = tokenIn(mails[0]!.text)!;

    // Nobody signs in before the owner chose a password.
    const early = hotel.visitor();
    expect((await early.post('/api/login', { email: 'lerato.k@example.com', password: '!unclaimed' })).status).toBe(401);

    const owner = hotel.visitor();
    const claimed = await owner.post('/api/password/claim', { token, password: 'pepper-the-cat-9' });
    expect(claimed.status).toBe(200);
    const [account] = await hotel.database.db.select().from(users).where(eq(users.id, ownerId));
    expect(account!.emailConfirmedAt).not.toBeNull();
    expect((await owner.get('/api/bookings')).body).toMatchObject([{ id: booked.body.id, checkInDate: checkIn }]);
    expect((await owner.get('/api/cats')).body).toMatchObject([{ name: 'Pepper', medicalInfo: 'Thyroid tablet at night' }]);

    expect(await hotel.visitor().post('/api/password/claim', { token, password: 'someone-else-1' })).toMatchObject({
      status: 410,
      body: { message: expect.stringMatching(/^This invitation has already been used/) },
    });
    expect((await hotel.visitor().post('/api/login', { email: 'lerato.k@example.com', password: 'pepper-the-cat-9' })).status).toBe(200);
  });

  it('is refused for an address an account already holds, naming the way forward, and for missing details', async () => {
    const owner = await hotel.owner();
    const staff = await deskOn(inDays(7));
    expect(
      await staff.post('/api/staff/owners', { firstName: 'Thandi', lastName: 'Mokoena', email: owner.email.toUpperCase(), phone: '0821234567' }),
    ).toMatchObject({
      status: 409,
      body: { message: OWNER_EMAIL_TAKEN, field: 'email' },
    });
    expect(await staff.post('/api/staff/owners', { firstName: 'Thandi', lastName: 'Mokoena', email: 'new.one@example.com' })).toMatchObject({
      status: 400,
      body: { field: 'phone' },
    });
    expect(await sentMail()).toEqual([]);
  });

  it('an expired invitation says what to do instead', async () => {
    const staff = await deskOn(inDays(8));
    const made = await staff.post('/api/staff/owners', {
      firstName: 'Ayanda',
      lastName: 'Zulu',
      email: `ayanda.${Date.now()}@example.com`,
      phone: '0825550111',
    });
    const token = tokenIn((await sentMail())[0]!.text)!;
    hotel.setNow(new Date(hotel.deps.now().getTime() + 15 * 24 * 60 * 60_000));
    expect(await hotel.visitor().post('/api/password/claim', { token, password: 'ayanda-cats-22' })).toMatchObject({
      status: 410,
      body: { message: 'This invitation has expired: it works for 14 days. Ask for a reset link on the sign-in page to choose your password.' },
    });
    expect(made.status).toBe(201);
  });
});

describe('a change of a stay at the desk', () => {
  async function bookedStay(today: string, checkIn: string) {
    await standOn(hotel, today);
    const owner = await hotel.owner();
    const staff = await hotel.staff();
    const booking = await bookStay(owner, checkIn);
    await sentMail();
    return { owner, staff, booking };
  }

  it('moves the dates, prices the stay again, records who, why, before and after, and tells the owner', async () => {
    const checkIn = inDays(50);
    const { owner, staff, booking } = await bookedStay(inDays(9), checkIn);
    const paid = await deskStay(staff, booking, 'deposit');
    await sentMail();
    const answer = await staff.patch(`/api/staff/bookings/${booking.id}`, {
      version: paid.version,
      checkInDate: addDays(checkIn, 1),
      checkOutDate: addDays(checkIn, 7),
      reason: 'The owner phoned: her flight moved a day',
      totalAmount: '5.00',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      checkInDate: addDays(checkIn, 1),
      checkOutDate: addDays(checkIn, 7),
      nights: 6,
      totalAmount: totalFor(6),
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      version: paid.version + 1,
    });
    expect(answer.body.history.at(-1)).toMatchObject({
      action: 'changed',
      actor: { id: staff.id, role: 'staff' },
      reason: 'The owner phoned: her flight moved a day',
      details: {
        checkInBefore: checkIn,
        checkInAfter: addDays(checkIn, 1),
        checkOutBefore: addDays(checkIn, 4),
        checkOutAfter: addDays(checkIn, 7),
        totalAmountBefore: totalFor(4),
        totalAmountAfter: totalFor(6),
      },
    });

    const [mail] = await sentMail();
    expect(mail).toMatchObject({ to: [owner.email], subject: expect.stringMatching(/^Your stay has changed: Mochi at /) });
    expect(mail!.text).toContain('Our reason: The owner phoned: her flight moved a day');
    expect(mail!.text).toContain('BEFORE THE CHANGE');

    // The owner's app shows the new dates and price at its next pull; an edit on the older copy is refused.
    expect((await owner.get(`/api/bookings/${booking.id}`)).body).toMatchObject({ nights: 6, totalAmount: totalFor(6), version: paid.version + 1 });
  });

  it('changes the cats and services, and refuses an owner’s edit made on the copy before it', async () => {
    const checkIn = inDays(55);
    const { owner, staff, booking } = await bookedStay(inDays(10), checkIn);
    const second = await addCat(owner, { name: 'Tau' });
    const answer = await staff.patch(`/api/staff/bookings/${booking.id}`, {
      version: 1,
      catIds: [...booking.catIds, second],
      extraServiceIds: [],
      reason: 'Tau comes too; no medication after all',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      numberOfCats: 2,
      services: [],
      totalAmount: centsToDecimal(priceStay({ nights: 4, cats: 2, services: [] }).totalCents),
    });
    expect(answer.body.cats.map((cat: { name: string }) => cat.name)).toEqual(['Mochi', 'Tau']);
    expect(answer.body.history.at(-1).details).toMatchObject({ catsBefore: 1, catsAfter: 2, servicesBefore: medication.name, servicesAfter: null });
    const pending = await owner.patch(`/api/bookings/${booking.id}`, { version: 1, specialRequests: 'Sunny pen' });
    expect(pending).toMatchObject({
      status: 409,
      body: { message: 'This booking was changed by the hotel since you last saw it; reload it and try again' },
    });
  });

  it('needs a reason and a change, and the version the desk was shown', async () => {
    const { staff, booking } = await bookedStay(inDays(11), inDays(60));
    const path = `/api/staff/bookings/${booking.id}`;
    expect(await staff.patch(path, { version: 1, checkOutDate: inDays(65) })).toMatchObject({ status: 400, body: { field: 'reason' } });
    expect(await staff.patch(path, { version: 1, reason: 'No change at all' })).toMatchObject({ status: 400 });
    expect(await staff.patch(path, { version: 7, checkOutDate: inDays(65), reason: 'Owner asked' })).toMatchObject({ status: 409 });
    expect(await staff.patch(path, { version: 1, checkOutDate: inDays(59), reason: 'Owner asked' })).toMatchObject({
      status: 400,
      body: { field: 'checkOutDate' },
    });
    const events = await hotel.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.map((event) => event.action)).toEqual(['created']);
  });

  it('is refused for a cancelled stay, and moves only the check-out of a cat already in', async () => {
    const today = inDays(12);
    const { staff, booking } = await bookedStay(today, today);
    const arrived = await deskStay(staff, booking, 'check-in');
    const path = `/api/staff/bookings/${booking.id}`;
    expect(await staff.patch(path, { version: arrived.version, checkInDate: addDays(today, 1), reason: 'Wrong day' })).toMatchObject({
      status: 409,
      body: { message: 'The cat is already in the house: the check-in day stays as it was. Change the check-out day, the cats or the services.' },
    });
    // Staying two days longer: the check-in day has passed by then, and stays as it was.
    await standOn(hotel, addDays(today, 2));
    const longer = await staff.patch(path, { version: arrived.version, checkOutDate: addDays(today, 6), reason: 'Owner’s trip is longer' });
    expect(longer).toMatchObject({ status: 200, body: { status: 'checked_in', nights: 6, totalAmount: totalFor(6) } });

    const other = await bookedStay(inDays(13), inDays(70));
    const cancelled = await act(other.staff, other.booking.id, 'cancel', { version: 1, reason: 'Closed for repairs' });
    expect(
      await other.staff.patch(`/api/staff/bookings/${other.booking.id}`, {
        version: cancelled.body.version,
        checkOutDate: inDays(75),
        reason: 'Reopened',
      }),
    ).toMatchObject({
      status: 409,
      body: { message: 'This stay was cancelled: it can no longer be changed. Book a new stay instead.' },
    });
  });
});

describe('care notes changed at the desk', () => {
  it('change only the notes sent, name who changed them and when, and the owner and every stay see them', async () => {
    const owner = await hotel.owner();
    const booking = await bookStay(owner, inDays(80));
    const staff = await deskOn(inDays(14));
    const [catId] = booking.catIds as string[];
    const answer = await staff.patch(`/api/staff/cats/${catId}/care`, {
      dietaryRequirements: 'Wet food only, half a pouch twice a day',
      name: 'Renamed',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        name: 'Mochi',
        dietaryRequirements: 'Wet food only, half a pouch twice a day',
        medicalInfo: MOCHI_CARE.medicalInfo,
        careChangedBy: 'Sipho Dlamini',
        careChangedAt: new Date(`${inDays(14)}T09:00:00+02:00`).toISOString(),
      },
    });
    expect((await owner.get('/api/cats')).body).toMatchObject([{ id: catId, dietaryRequirements: 'Wet food only, half a pouch twice a day' }]);
    expect((await staff.get(`/api/staff/bookings/${booking.id}`)).body.cats).toMatchObject([{ id: catId, careChangedBy: 'Sipho Dlamini' }]);
    expect((await staff.get(`/api/staff/owners/${owner.id}`)).body.cats).toMatchObject([{ id: catId, careChangedBy: 'Sipho Dlamini' }]);
    expect(await staff.patch(`/api/staff/cats/${catId}/care`, {})).toMatchObject({ status: 400 });
    expect(await staff.patch(`/api/staff/cats/0190d6a4-0000-7000-8000-00000000ffff/care`, { medicalInfo: 'x' })).toMatchObject({
      status: 404,
      body: { message: 'Cat not found' },
    });
  });
});

describe('owners at the desk’s new addresses', () => {
  it('are refused before anything is read or written', async () => {
    const owner = await hotel.owner();
    const booking = await bookStay(owner, inDays(90));
    const other = await hotel.owner();
    const attempts = [
      owner.post('/api/staff/owners', { firstName: 'A', lastName: 'B', email: 'thief@example.com', phone: '0820000000' }),
      owner.post(`/api/staff/owners/${other.id}/cats`, { name: 'Stray' }),
      owner.post('/api/staff/bookings', {
        ownerId: other.id,
        checkInDate: inDays(91),
        checkOutDate: inDays(94),
        catIds: booking.catIds,
        extraServiceIds: [],
      }),
      owner.patch(`/api/staff/bookings/${booking.id}`, { version: 1, checkOutDate: inDays(99), reason: 'Longer please' }),
      owner.patch(`/api/staff/cats/${booking.catIds[0]}/care`, { medicalInfo: 'none' }),
    ];
    for (const answer of await Promise.all(attempts))
      expect(answer).toMatchObject({ status: 403, body: { message: 'This part of the app is for the hotel’s staff only' } });
    expect((await owner.get(`/api/bookings/${booking.id}`)).body).toMatchObject({ version: 1, nights: 4 });
  });
});
