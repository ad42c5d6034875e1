import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { inDays, useTestHotel } from '../test/hotel.ts';
import { act, bookStay, standOn } from '../staff/desk.test-support.ts';

// The owner's diary beyond the care log (issue 34): each cat on the scale going in and coming out,
// the staff's parting words at check-out, and the report card that sums the stay up, e-mailed once
// in the check-out's own transaction and read from the same diary as the owner's page.

const hotel = useTestHotel({ guestCapacity: 50 });

const mailAbout = (key: string) => hotel.database.db.select().from(mailOutbox).where(eq(mailOutbox.key, key));

async function checkedIn(daysAhead: number) {
  const today = inDays(daysAhead);
  await standOn(hotel, today);
  const owner = await hotel.owner();
  const staff = await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dlamini' });
  const booked = await bookStay(owner, today, { nights: 3 });
  const catId = booked.catIds[0] as string;
  const paid = await act(staff, booked.id, 'deposit', { version: 1, method: 'cash' });
  const inside = await act(staff, booked.id, 'check-in', { version: paid.body.version, method: 'cash', weights: [{ catId, kilograms: '4.2' }] });
  expect(inside.status).toBe(200);
  return { today, owner, staff, catId, stay: inside.body };
}

describe('the diary’s weights, parting words and report card', () => {
  it('shows the weight in from check-in, then the weight out and the parting words from check-out', async () => {
    const { today, owner, staff, catId, stay } = await checkedIn(120);
    const before = (await owner.get(`/api/bookings/${stay.id}`)).body;
    expect(before.weights).toEqual([{ catId, when: 'in', grams: 4200, at: `${today}T07:00:00.000Z` }]);
    expect(before.parting).toBeNull();

    const mood = { id: crypto.randomUUID(), bookingId: stay.id, catId, careItemId: null, slot: null, day: today, kind: 'mood', outcome: 'content' };
    const logged = await staff.post('/api/staff/care-log', { ...mood, note: null, loggedAt: new Date().toISOString() }, { key: crypto.randomUUID() });
    expect(logged.status).toBe(201);

    const out = await act(staff, stay.id, 'check-out', {
      version: stay.version,
      weights: [{ catId, kilograms: '4,1' }],
      partingNote: 'Mochi loved the sunny catio and asked for seconds at every breakfast.',
    });
    expect(out.status).toBe(200);
    const after = (await owner.get(`/api/bookings/${stay.id}`)).body;
    expect(after.weights).toEqual([
      { catId, when: 'in', grams: 4200, at: `${today}T07:00:00.000Z` },
      { catId, when: 'out', grams: 4100, at: `${today}T07:00:00.000Z` },
    ]);
    expect(after.parting).toEqual({ note: 'Mochi loved the sunny catio and asked for seconds at every breakfast.', by: 'Sipho' });
    expect(JSON.stringify(after)).not.toContain('Dlamini');
  });

  it('e-mails the report card once, at check-out, in the diary’s words', async () => {
    const { owner, staff, catId, stay } = await checkedIn(124);
    const out = await act(staff, stay.id, 'check-out', {
      version: stay.version,
      weights: [{ catId, kilograms: '4.5' }],
      partingNote: 'A joy to look after.',
    });
    expect(out.status).toBe(200);
    const [card, ...more] = await mailAbout(`report-card:${stay.id}`);
    expect(more).toEqual([]);
    expect(card!.recipients).toEqual([owner.email]);
    expect(card!.subject).toMatch(/^Report card: Mochi at /);
    expect(card!.body).toContain('Mochi went home today after 3 nights with us.');
    expect(card!.body).toContain('Weight: 4.2 kg in, 4.5 kg out (0.3 kg more)');
    expect(card!.body).toContain('From Sipho: A joy to look after.');
    expect(card!.body).toContain(`/stays/${stay.id}`);
    // The same check-out sent again under its key answers as before and queues nothing more.
    expect(await mailAbout(`report-card:${stay.id}`)).toHaveLength(1);
  });

  it('keeps the parting words to the one line a report card has room for, and refuses more with a message', async () => {
    const { staff, stay } = await checkedIn(128);
    const long = await act(staff, stay.id, 'check-out', { version: stay.version, partingNote: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/500/);
    expect(await mailAbout(`report-card:${stay.id}`)).toEqual([]);
  });

  it('sends no report card to an owner whose address is not confirmed', async () => {
    const today = inDays(132);
    await standOn(hotel, today);
    const owner = await hotel.owner({ confirmed: false });
    const staff = await hotel.staff('staff');
    const booked = await bookStay(owner, today, { nights: 3 });
    const paid = await act(staff, booked.id, 'deposit', { version: 1, method: 'cash' });
    const inside = await act(staff, booked.id, 'check-in', { version: paid.body.version, method: 'cash' });
    expect((await act(staff, booked.id, 'check-out', { version: inside.body.version })).status).toBe(200);
    expect(await mailAbout(`report-card:${booked.id}`)).toEqual([]);
  });
});
