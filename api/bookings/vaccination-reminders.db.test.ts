import { asc, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates.ts';
import { deskRules, mailOutbox, stayReminders, users } from '../db/schema.ts';
import { act, deskStay, standOn } from '../staff/desk.test-support.ts';
import { addCat, inDays, PUBLIC_URL, useTestHotel, type Visitor } from '../test/hotel.ts';
import { remindOfVaccinationRecords, startVaccinationReminders } from './vaccination-reminders.ts';

// The reminders of issue 33, read from the mail outbox: each test's stay checks in on a day of its
// own, weeks from the real today, and the rounds run on the hotel's clock at the hours given. The
// hotel has no mailer, so what the rounds queue stays in the outbox to be read.

// Room for every test's stays: capacity is the bookings tests' subject, not these.
const hotel = useTestHotel({ guestCapacity: 50 });

// A test that sets the manager's rules leaves the next one the house's.
afterEach(async () => {
  await hotel.database.db.delete(deskRules);
});

/** A moment on the hotel's clock (Cape Town, UTC+2). */
const at = (date: string, time = '10:00') => new Date(`${date}T${time}:00+02:00`);

/** One round of the server's, at `time` on `date`; answers how many reminders it queued. */
function round(date: string, time?: string): Promise<number> {
  return remindOfVaccinationRecords(hotel.deps, at(date, time));
}

/** The reminders queued for a stay, oldest first. */
function remindersOf(bookingId: string) {
  return hotel.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.key, `vaccination-reminder:%:${bookingId}`))
    .orderBy(asc(mailOutbox.createdAt));
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]).toString('base64');

/** A vaccination given well before `checkIn` and valid long after it: one that meets the house's rules. */
async function vaccinate(owner: Visitor, catId: string, vaccine: string, checkIn: string) {
  const answer = await owner.post(`/api/cats/${catId}/vaccinations`, { vaccine, givenOn: addDays(checkIn, -200), validUntil: addDays(checkIn, 300) });
  expect(answer.status).toBe(201);
}

/** The owner removes the cat's record of `vaccine`. */
async function unvaccinate(owner: Visitor, catId: string, vaccine: string) {
  const cats: { id: string; vaccinations: { id: string; vaccine: string }[] }[] = (await owner.get('/api/cats')).body;
  const record = cats.find((cat) => cat.id === catId)?.vaccinations.find((given) => given.vaccine === vaccine);
  expect((await owner.delete(`/api/vaccinations/${record?.id}`)).status).toBe(200);
}

async function proveSpayed(owner: Visitor, catId: string) {
  const answer = await owner.request('PUT', `/api/cats/${catId}/spay-neuter/proof`, {
    id: crypto.randomUUID(),
    contentType: 'image/jpeg',
    data: JPEG,
  });
  expect(answer.status).toBe(200);
}

interface StayOptions {
  /** The records Marmalade has: the house's rules ask for FVRCP, rabies and the spay proof. */
  records?: readonly ('fvrcp' | 'rabies' | 'proof')[];
  /** Left pending, its deposit unpaid, instead of confirmed at the desk. */
  unpaid?: boolean;
  /** Whether the owner's address is confirmed. */
  confirmed?: boolean;
}

/**
 * Marmalade's four-night stay from `checkIn`, booked by a new owner from the dashboard on `bookedOn`
 * (at 09:00, the clock left there) and, unless unpaid, confirmed by its deposit at the desk. By
 * default she has FVRCP and the spay proof on record, and no rabies vaccination. Booked here, not
 * with the desk's `bookStay`, as her records are each test's subject.
 */
async function marmaladeStay(bookedOn: string, checkIn: string, options: StayOptions = {}) {
  const { records = ['fvrcp', 'proof'], unpaid = false, confirmed = true } = options;
  await standOn(hotel, bookedOn);
  const owner = await hotel.owner({ confirmed });
  const catId = await addCat(owner, { name: 'Marmalade', gender: 'female' });
  for (const record of records) {
    if (record === 'proof') await proveSpayed(owner, catId);
    else await vaccinate(owner, catId, record, checkIn);
  }
  const booked = await owner.post('/api/bookings', {
    booking: { checkInDate: checkIn, checkOutDate: addDays(checkIn, 4) },
    catIds: [catId],
    extraServiceIds: [],
  });
  expect(booked.status).toBe(201);
  const manager = await hotel.staff('manager');
  const paid = unpaid ? booked.body : await deskStay(manager, booked.body, 'deposit');
  return { owner, manager, booking: { id: booked.body.id as string, version: paid.version as number }, catId };
}

describe('the vaccination records reminder', () => {
  it('goes two weeks before arrival, naming what is missing, once; and again two days before', async () => {
    const checkIn = inDays(40);
    const { owner, booking } = await marmaladeStay(addDays(checkIn, -20), checkIn);

    expect(await round(addDays(checkIn, -15))).toBe(0);
    expect(await remindersOf(booking.id)).toEqual([]);

    await round(addDays(checkIn, -14));
    const [twoWeeks, ...others] = await remindersOf(booking.id);
    expect(others).toEqual([]);
    expect(twoWeeks).toMatchObject({ key: `vaccination-reminder:records-two-weeks:${booking.id}`, recipients: [owner.email], sentAt: null });
    expect(twoWeeks!.subject).toMatch(/^Before Marmalade's stay, .*: her vaccination records$/);
    expect(twoWeeks!.body).toContain('- Marmalade has no rabies vaccination on record\n');
    expect(twoWeeks!.body).not.toContain('FVRCP');
    expect(twoWeeks!.body).toContain(`${PUBLIC_URL}/dashboard?tab=cats`);
    expect(await hotel.database.db.select().from(stayReminders).where(eq(stayReminders.bookingId, booking.id))).toEqual([
      { bookingId: booking.id, kind: 'records-two-weeks', sentAt: at(addDays(checkIn, -14)) },
    ]);

    // Later rounds, that day and the days after, have nothing more to say until two days before.
    await round(addDays(checkIn, -14), '15:00');
    await round(addDays(checkIn, -7));
    await round(addDays(checkIn, -3));
    expect(await remindersOf(booking.id)).toHaveLength(1);

    await round(addDays(checkIn, -2));
    await round(addDays(checkIn, -1));
    const reminders = await remindersOf(booking.id);
    expect(reminders.map((mail) => mail.key)).toEqual([
      `vaccination-reminder:records-two-weeks:${booking.id}`,
      `vaccination-reminder:records-two-days:${booking.id}`,
    ]);
    expect(reminders[1]!.body).toContain('- Marmalade has no rabies vaccination on record\n');
  });

  it('is not sent for a stay whose records are in order', async () => {
    const checkIn = inDays(41);
    const { booking } = await marmaladeStay(addDays(checkIn, -20), checkIn, { records: ['fvrcp', 'rabies', 'proof'] });
    for (const daysBefore of [14, 10, 2, 0]) await round(addDays(checkIn, -daysBefore));
    expect(await remindersOf(booking.id)).toEqual([]);
  });

  it('stops once the owner puts the records in order', async () => {
    const checkIn = inDays(42);
    const { owner, booking, catId } = await marmaladeStay(addDays(checkIn, -20), checkIn);
    await round(addDays(checkIn, -14));
    await vaccinate(owner, catId, 'rabies', checkIn);
    await round(addDays(checkIn, -2));
    expect((await remindersOf(booking.id)).map((mail) => mail.key)).toEqual([`vaccination-reminder:records-two-weeks:${booking.id}`]);
  });

  it('is not sent for a cancelled stay, nor for a cat already checked in', async () => {
    const checkIn = inDays(43);
    const cancelled = await marmaladeStay(addDays(checkIn, -20), checkIn);
    const answer = await act(cancelled.manager, cancelled.booking.id, 'cancel', {
      version: cancelled.booking.version,
      reason: 'The family is not travelling',
    });
    expect(answer.status).toBe(200);
    await round(addDays(checkIn, -14));
    await round(addDays(checkIn, -2));

    // Checked in with her records in order; her owner removes one afterwards.
    const arrived = await marmaladeStay(checkIn, checkIn, { records: ['fvrcp', 'rabies', 'proof'] });
    expect((await act(arrived.manager, arrived.booking.id, 'check-in', { version: arrived.booking.version, method: 'cash' })).status).toBe(200);
    await unvaccinate(arrived.owner, arrived.catId, 'rabies');
    // Her twin, booked the same way but not yet arrived, is still told on the morning of check-in.
    const expected = await marmaladeStay(checkIn, checkIn);
    await round(checkIn);

    expect(await remindersOf(cancelled.booking.id)).toEqual([]);
    expect(await remindersOf(arrived.booking.id)).toEqual([]);
    expect((await remindersOf(expected.booking.id)).map((mail) => mail.key)).toEqual([
      `vaccination-reminder:records-two-days:${expected.booking.id}`,
    ]);
  });

  it('goes once to a stay booked ten days ahead, not twice at once, and to one booked a day ahead only the two-day one', async () => {
    const checkIn = inDays(44);
    const { booking } = await marmaladeStay(addDays(checkIn, -10), checkIn);
    await round(addDays(checkIn, -10));
    await round(addDays(checkIn, -10), '11:00');
    await round(addDays(checkIn, -5));
    expect((await remindersOf(booking.id)).map((mail) => mail.key)).toEqual([`vaccination-reminder:records-two-weeks:${booking.id}`]);

    const late = await marmaladeStay(addDays(checkIn, -1), checkIn);
    await round(addDays(checkIn, -1));
    expect((await remindersOf(late.booking.id)).map((mail) => mail.key)).toEqual([`vaccination-reminder:records-two-days:${late.booking.id}`]);
  });

  it('comes late from a server that was down on the day, and never from two servers twice', async () => {
    const checkIn = inDays(45);
    const { booking } = await marmaladeStay(addDays(checkIn, -20), checkIn);
    // No round ran from 15 days before to 12 days before; then two servers start at once.
    await round(addDays(checkIn, -15));
    await Promise.all([round(addDays(checkIn, -12)), round(addDays(checkIn, -12))]);
    const reminders = await remindersOf(booking.id);
    expect(reminders.map((mail) => mail.key)).toEqual([`vaccination-reminder:records-two-weeks:${booking.id}`]);
    expect(reminders[0]!.body).toContain('Marmalade has no rabies vaccination on record');
    // The second server waited for the first's lock on the stay and found it told: no fault either.
    expect(hotel.log.text()).not.toContain('Vaccination reminders: the reminder for booking');
  });

  it('is written in the day only: a reminder due at night goes the next morning', async () => {
    const checkIn = inDays(46);
    const { booking } = await marmaladeStay(addDays(checkIn, -20), checkIn);
    await round(addDays(checkIn, -14), '20:00');
    await round(addDays(checkIn, -13), '07:59');
    expect(await remindersOf(booking.id)).toEqual([]);
    await round(addDays(checkIn, -13), '08:00');
    expect(await remindersOf(booking.id)).toHaveLength(1);
  });

  it('checks the manager’s rules: none required sends nothing, FeLV required names it', async () => {
    const checkIn = inDays(47);
    const lax = await marmaladeStay(addDays(checkIn, -20), checkIn, { records: [] });
    const strict = await marmaladeStay(addDays(checkIn, -20), checkIn, { records: ['fvrcp', 'rabies', 'proof'] });
    const setRules = (rules: unknown) => lax.manager.request('PUT', '/api/staff/vaccination-rules', rules);

    expect((await setRules({ required: [], daysBeforeArrival: 0, spayNeuterProof: false })).status).toBe(200);
    await round(addDays(checkIn, -14));
    expect(await remindersOf(lax.booking.id)).toEqual([]);
    expect(await remindersOf(strict.booking.id)).toEqual([]);

    expect((await setRules({ required: ['fvrcp', 'rabies', 'felv'], daysBeforeArrival: 14, spayNeuterProof: false })).status).toBe(200);
    await round(addDays(checkIn, -13));
    const [felv] = await remindersOf(strict.booking.id);
    expect(felv!.body).toContain('- Marmalade has no FeLV vaccination on record\n');
    expect(felv!.body).toContain('- Bring the vaccination book to check-in');
    const [missing] = await remindersOf(lax.booking.id);
    expect(missing!.body).not.toContain('spay');
  });

  it('goes for an unpaid stay while its hold lasts, not once the hold has lapsed', async () => {
    const checkIn = inDays(48);
    const lapsed = await marmaladeStay(addDays(checkIn, -17), checkIn, { unpaid: true });
    const held = await marmaladeStay(addDays(checkIn, -14), checkIn, { unpaid: true });
    await round(addDays(checkIn, -14));
    expect(await remindersOf(held.booking.id)).toHaveLength(1);
    expect(await remindersOf(lapsed.booking.id)).toEqual([]);
  });

  it('waits for the owner to confirm their address, and then goes', async () => {
    const checkIn = inDays(49);
    const { owner, booking } = await marmaladeStay(addDays(checkIn, -20), checkIn, { confirmed: false });
    await round(addDays(checkIn, -14));
    expect(await remindersOf(booking.id)).toEqual([]);
    await hotel.database.db
      .update(users)
      .set({ emailConfirmedAt: at(addDays(checkIn, -13)) })
      .where(eq(users.id, owner.id));
    await round(addDays(checkIn, -13));
    expect(await remindersOf(booking.id)).toMatchObject([{ recipients: [owner.email] }]);
  });
});

describe("the server's rounds", () => {
  it('run one at start, on the hotel’s clock', async () => {
    const checkIn = inDays(50);
    const { booking } = await marmaladeStay(addDays(checkIn, -20), checkIn);
    hotel.setNow(at(addDays(checkIn, -14)));
    const rounds = startVaccinationReminders(hotel.deps, 60 * 60_000);
    try {
      await expect
        .poll(async () => (await remindersOf(booking.id)).map((mail) => mail.key))
        .toEqual([`vaccination-reminder:records-two-weeks:${booking.id}`]);
    } finally {
      await rounds.stop();
    }
  });
});
