import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../domain/dates.ts';
import { TOO_MANY_UNPAID_HOLDS } from '../../domain/places-hold.ts';
import { payments } from '../db/schema.ts';
import { addCat, inDays, reservationForm, useTestHotel, type Visitor } from '../test/hotel.ts';

// Issue 15, as decision 0024 left it: an unpaid booking is held (in line, counted apart from paid
// stays) for PENDING_HOLD_MINUTES (a short 60 here); only paid stays take places, so a hold never
// refuses another owner; one owner holds at most 3.

const HOLD_MINUTES = 60;
const hotel = useTestHotel({ pendingHoldMinutes: HOLD_MINUTES });
const MINUTE = 60_000;

/** The hotel's clock moved on from `start` by `minutes`. */
function later(start: Date, minutes: number): Date {
  const at = new Date(start.getTime() + minutes * MINUTE);
  hotel.setNow(at);
  return at;
}

/** A reservation-form booking of `cats` cats from `from` days ahead for 4 nights. */
function reserveCats(owner: Visitor, from: number, cats: number) {
  return owner.post('/api/reservations', reservationForm({ numberOfCats: cats }, from));
}

const availability = (from: number, cats = 1) =>
  hotel.visitor().get(`/api/availability?checkIn=${inDays(from)}&checkOut=${inDays(from + 4)}&cats=${cats}`);

describe('an unpaid booking’s hold on its places', () => {
  it('keeps it in line for PENDING_HOLD_MINUTES without refusing anyone else, then lets it go', async () => {
    const start = new Date();
    hotel.setNow(start);
    const hoarder = await hotel.owner();
    const held = await reserveCats(hoarder, 200, 5);
    expect(held.status).toBe(201);
    expect(held.body.heldUntil).toBe(new Date(start.getTime() + HOLD_MINUTES * MINUTE).toISOString());

    // Decision 0024: only paid stays take places; the unpaid cats are shown as held, never as full.
    const other = await hotel.owner();
    later(start, HOLD_MINUTES - 1);
    expect((await availability(200)).body).toMatchObject({ available: true, nights: [{ free: 5, held: 5 }, { free: 5, held: 5 }, { free: 5, held: 5 }, { free: 5, held: 5 }] });
    const real = await reserveCats(other, 200, 2);
    expect(real.status).toBe(201);

    later(start, HOLD_MINUTES);
    expect((await availability(200)).body).toMatchObject({ available: true, nights: [{ free: 5, held: 2 }, { free: 5, held: 2 }, { free: 5, held: 2 }, { free: 5, held: 2 }] });
    // Another owner's edit onto those nights is not refused by unpaid bookings either.
    const edited = await other.patch(`/api/bookings/${real.body.id}`, { checkInDate: inDays(201), checkOutDate: inDays(205), version: 1 });
    expect(edited.status).toBe(200);
    // The owner still sees the lapsed booking, and nothing about it changed.
    expect((await hoarder.get(`/api/bookings/${held.body.id}`)).body).toEqual(held.body);
  });

  it('is not renewed by an edit: only paying the deposit keeps the places', async () => {
    const start = new Date();
    hotel.setNow(start);
    const owner = await hotel.owner();
    const made = await reserveCats(owner, 210, 1);
    later(start, 30);
    const edited = await owner.patch(`/api/bookings/${made.body.id}`, { specialRequests: 'Window seat', version: 1 });
    expect(edited.body.heldUntil).toBe(made.body.heldUntil);
  });

  it('counts the desk’s nights the same way: held cats apart from paid ones, and a lapsed hold not at all', async () => {
    const start = new Date();
    hotel.setNow(start);
    const owner = await hotel.owner();
    await reserveCats(owner, 220, 3);
    const staff = await hotel.staff();
    const calendar = () => staff.get(`/api/staff/calendar?from=${inDays(220)}&nights=1`);
    expect((await calendar()).body.nights[0]).toMatchObject({ booked: 3, held: 3 });
    later(start, HOLD_MINUTES + 1);
    expect((await calendar()).body.nights[0]).toMatchObject({ booked: 0, held: 0 });
  });
});

describe('paying a booking whose hold lapsed', () => {
  it('pays and confirms it while its places are still free', async () => {
    const start = new Date();
    hotel.setNow(start);
    const owner = await hotel.owner();
    const made = await reserveCats(owner, 230, 2);
    later(start, HOLD_MINUTES * 3);
    const paid = await owner.post('/api/payment/deposit', { reservationId: made.body.id, amount: 100 });
    expect(paid).toMatchObject({ status: 200, body: { booking: { status: 'confirmed', paymentStatus: 'deposit_paid', heldUntil: null } } });
    // Confirmed, its cats take their places again whatever the clock says.
    expect((await availability(230, 4)).body.available).toBe(false);
  });

  it('is refused before any order is opened or captured when paid stays filled its nights meanwhile', async () => {
    const start = new Date();
    hotel.setNow(start);
    const late = await hotel.owner();
    const lapsed = await reserveCats(late, 240, 2);
    later(start, HOLD_MINUTES + 5);
    const quick = await hotel.owner();
    const filled = await reserveCats(quick, 240, 4);
    expect(filled.status).toBe(201);
    expect((await quick.post('/api/payment/deposit', { reservationId: filled.body.id, amount: 100 })).status).toBe(200);

    const full = { status: 409, body: { message: `Sorry, we are full on ${formatDay(inDays(240))}: 1 place left for 2 cats. Please choose other dates.` } };
    expect(await late.post('/api/payment/deposit', { reservationId: lapsed.body.id, amount: 100 })).toMatchObject(full);
    expect(await late.post('/api/create-paypal-deposit', { bookingId: lapsed.body.id })).toMatchObject(full);
    expect(await hotel.database.db.select().from(payments).where(eq(payments.bookingId, lapsed.body.id))).toEqual([]);
    expect((await late.get(`/api/bookings/${lapsed.body.id}`)).body).toEqual(lapsed.body);

    // Once the other stay is cancelled the places are free again, and the deposit goes through.
    expect((await quick.post(`/api/bookings/${filled.body.id}/cancel`)).status).toBe(200);
    const paid = await late.post('/api/payment/deposit', { reservationId: lapsed.body.id, amount: 100 });
    expect(paid).toMatchObject({ status: 200, body: { booking: { status: 'confirmed' } } });
  });
});

describe('one owner’s unpaid holds', () => {
  it('are at most 3 at once; the next is refused with what to do, and a lapsed or paid one frees a turn', async () => {
    const start = new Date();
    hotel.setNow(start);
    const owner = await hotel.owner();
    const first = await reserveCats(owner, 250, 1);
    await reserveCats(owner, 260, 1);
    await reserveCats(owner, 270, 1);
    const refused = await reserveCats(owner, 280, 1);
    expect(refused).toEqual(expect.objectContaining({ status: 409, body: { message: TOO_MANY_UNPAID_HOLDS } }));
    // The dashboard's booking call is held to the same limit.
    const cat = await addCat(owner);
    const fromDashboard = await owner.post('/api/bookings', { booking: { checkInDate: inDays(280), checkOutDate: inDays(284) }, catIds: [cat] });
    expect(fromDashboard).toEqual(expect.objectContaining({ status: 409, body: { message: TOO_MANY_UNPAID_HOLDS } }));
    expect((await owner.get('/api/bookings')).body).toHaveLength(3);

    // Paying one frees a turn; so does a hold lapsing.
    expect((await owner.post('/api/payment/deposit', { reservationId: first.body.id, amount: 100 })).status).toBe(200);
    later(start, 10);
    expect((await reserveCats(owner, 280, 1)).status).toBe(201);
    expect((await reserveCats(owner, 290, 1)).status).toBe(409);
    later(start, HOLD_MINUTES + 1); // the two left unpaid lapsed; the one made at +10 has not
    expect((await reserveCats(owner, 290, 1)).status).toBe(201);
  });

  it('are counted under the places lock: five sent at once make exactly 3', async () => {
    hotel.setNow(new Date());
    const owner = await hotel.owner();
    const answers = await Promise.all([300, 310, 320, 330, 340].map((from) => reserveCats(owner, from, 1)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409]);
  });

  it('do not limit other owners', async () => {
    hotel.setNow(new Date());
    const busy = await hotel.owner();
    for (const from of [350, 360, 370]) expect((await reserveCats(busy, from, 1)).status).toBe(201);
    expect((await reserveCats(await hotel.owner(), 350, 1)).status).toBe(201);
  });
});
