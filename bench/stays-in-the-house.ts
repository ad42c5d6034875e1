/**
 * The stays the diary's rows of the bench work on (issue 34), made straight in the database before
 * the runs, as the hotel holds them in the middle of a busy week:
 *
 * - Sipho, a member of staff signed in on a phone, the code app set up (so the desk asks the
 *   database nothing more about the member before the route runs);
 * - four stays checked in yesterday, one cat each, that the photo load posts to in turn: four phones
 *   of a round photograph four cats, not one, so the uploads do not all queue for one stay's row lock;
 * - the diary owner's stay: 2 cats checked in 6 days ago, both weighed in, and a week in its diary:
 *   each cat's 2 meals, a dose, the litter, the mood and a note every day (84 entries of the care
 *   log), 2 photos a day (14), and the booking's history (booked, deposit paid, checked in);
 * - the hotel's push keys, which a photo's news to the owner's phones reads (api/push/keys.ts).
 *
 * Everyone here is numbered far above the booking load's owners, whose bookings are deleted before
 * each of its runs: these stay for the whole bench.
 */
import { atHotelHour, addDays, nightsBetween, todayAtHotel } from '../domain/dates.ts';
import { priceStay } from '../domain/pricing.ts';
import type { DatabaseHandle } from '../api/db/client.ts';
import * as schema from '../api/db/schema.ts';
import { sessionIdOf } from '../api/auth/sessions.ts';
import { hotelPushKeys } from '../api/push/keys.ts';
import { numberedUuid, ownerCatId, ownerCookie, ownerId, ownerToken } from './booking-owners.ts';

export const DIARY_OWNER = 100_000;
export const PHOTO_OWNERS = [100_001, 100_002, 100_003, 100_004];
export const STAFF = 100_010;
export const STAFF_NAME = 'Sipho';

export const stayId = (owner: number) => numberedUuid('d0', owner);
export const diaryStayId = stayId(DIARY_OWNER);
export const diaryCatIds = [numberedUuid('c1', 1), numberedUuid('c1', 2)];
export const diaryCookie = ownerCookie(DIARY_OWNER);
export const staffCookie = ownerCookie(STAFF);

/** Where each photo of the load goes: the photo stays' bookings and cats, taken in turn. */
export const photoStays = PHOTO_OWNERS.map((owner) => ({ bookingId: stayId(owner), catId: ownerCatId(owner) }));

const DIARY_DAYS = 7;
const HOUR_MS = 3_600_000;

type Db = DatabaseHandle['db'];

/** Sipho, with a session as a sign-in and its code would have made it: a staff session lasts 12 idle hours. */
async function makeStaff(db: Db, now: Date): Promise<void> {
  await db.insert(schema.users).values({
    id: ownerId(STAFF),
    email: 'sipho@bench.example',
    passwordHash: 'not used: the bench signs in by session',
    firstName: STAFF_NAME,
    lastName: 'Dlamini',
    role: 'staff',
    codeAppKey: 'JBSWY3DPEHPK3PXP',
    codeAppSince: now,
  });
  await db.insert(schema.sessions).values({
    id: sessionIdOf(ownerToken(STAFF)),
    userId: ownerId(STAFF),
    expiresAt: new Date(now.getTime() + 12 * HOUR_MS),
    confirmedAt: now,
  });
}

/** An owner with a session and these cats. */
async function makeOwner(db: Db, owner: number, cats: { id: string; name: string }[], now: Date): Promise<void> {
  await db.insert(schema.users).values({
    id: ownerId(owner),
    email: `owner${owner}@bench.example`,
    passwordHash: 'not used: the bench signs in by session',
    firstName: 'Thandi',
  });
  await db
    .insert(schema.sessions)
    .values({ id: sessionIdOf(ownerToken(owner)), userId: ownerId(owner), expiresAt: new Date(now.getTime() + 20 * 86_400_000) });
  await db.insert(schema.cats).values(cats.map((cat) => ({ ...cat, ownerId: ownerId(owner), breed: 'Domestic shorthair', age: 4 })));
}

/** A stay of these cats, checked in by Sipho at 10:00 on its first day, its deposit paid; each cat weighed in. */
async function checkedInStay(db: Db, owner: number, catIds: string[], checkIn: string, checkOut: string): Promise<Date> {
  const price = priceStay({ nights: nightsBetween(checkIn, checkOut), cats: catIds.length, services: [] });
  const checkedInAt = atHotelHour(checkIn, 10);
  await db.insert(schema.bookings).values({
    id: stayId(owner),
    ownerId: ownerId(owner),
    checkIn,
    checkOut,
    numberOfCats: price.cats,
    stayType: price.stayType as (typeof schema.bookings.$inferInsert)['stayType'],
    nights: price.nights,
    rateCents: price.rateCents,
    baseCents: price.baseCents,
    servicesCents: price.servicesCents,
    totalCents: price.totalCents,
    depositCents: price.depositCents,
    status: 'checked_in',
    paymentStatus: 'deposit_paid',
    checkedInAt,
  });
  await db.insert(schema.bookingCats).values(catIds.map((catId, i) => ({ bookingId: stayId(owner), catId, weightInGrams: 4200 - 350 * i })));
  const booked = new Date(checkedInAt.getTime() - 20 * 86_400_000);
  await db.insert(schema.bookingEvents).values([
    { bookingId: stayId(owner), at: booked, actorId: ownerId(owner), action: 'created', toStatus: 'pending' },
    {
      bookingId: stayId(owner),
      at: new Date(booked.getTime() + 600_000),
      actorId: null,
      action: 'deposit-online',
      fromStatus: 'pending',
      toStatus: 'confirmed',
    },
    { bookingId: stayId(owner), at: checkedInAt, actorId: ownerId(STAFF), action: 'checked-in', fromStatus: 'confirmed', toStatus: 'checked_in' },
  ]);
  return checkedInAt;
}

/** Each diary cat's plan for the stay, as check-in copied it: breakfast, supper and a daily tablet. */
function carePlanOf(catId: string, checkedInAt: Date) {
  const item = (kind: 'feeding' | 'medication', name: string, times: string[]) => ({
    id: crypto.randomUUID(),
    bookingId: diaryStayId,
    catId,
    kind,
    name,
    amount: kind === 'feeding' ? '1/2 pouch' : '1 tablet',
    times,
    withFood: kind === 'medication' ? true : null,
    confirmedBy: ownerId(STAFF),
    confirmedAt: checkedInAt,
  });
  return {
    breakfast: item('feeding', 'Wet food', ['07:30']),
    supper: item('feeding', 'Dry food', ['17:30']),
    tablet: item('medication', 'Thyroid tablet', ['08:00']),
  };
}

/** One cat's day in the care log: 6 taps of the round, at the times of the plan and between. */
function dayOfCare(catId: string, day: string, plan: ReturnType<typeof carePlanOf>) {
  const at = (hour: number) => atHotelHour(day, hour);
  const entry = (hour: number, kind: string, fields: { item?: { id: string }; slot?: string; outcome?: string; note?: string }) => ({
    id: crypto.randomUUID(),
    bookingId: diaryStayId,
    catId,
    stayCareItemId: fields.item?.id ?? null,
    day,
    slot: fields.slot ?? null,
    kind,
    outcome: fields.outcome ?? null,
    note: fields.note ?? null,
    loggedBy: ownerId(STAFF),
    loggedAt: at(hour),
  });
  return [
    entry(7.5, 'feeding', { item: plan.breakfast, slot: '07:30', outcome: 'ate-all' }),
    entry(8, 'medication', { item: plan.tablet, slot: '08:00', outcome: 'given' }),
    entry(9, 'litter', { outcome: 'normal' }),
    entry(13, 'mood', { outcome: 'content' }),
    entry(15, 'note', { note: 'Chased the feather wand round the playroom, then slept in the sun on the window sill.' }),
    entry(17.5, 'feeding', { item: plan.supper, slot: '17:30', outcome: 'ate-half' }),
  ];
}

/** Two photos a day, morning and afternoon, one of each cat. The files are not needed to read the diary. */
function photosOfDay(day: string) {
  return diaryCatIds.map((catId, i) => ({
    id: crypto.randomUUID(),
    bookingId: diaryStayId,
    catId,
    day,
    caption: i === 0 ? 'Breakfast done, now a wash' : 'Asleep in the cat tree',
    storageKey: `bench-${day}-${i}`,
    width: 1280,
    height: 960,
    postedBy: ownerId(STAFF),
    takenAt: atHotelHour(day, 10 + 5 * i),
  }));
}

/** The diary owner's week: 2 cats, checked in 6 days ago, and the diary's entries and photos of each day since. */
async function makeDiaryStay(db: Db, today: string, now: Date): Promise<void> {
  const firstDay = addDays(today, 1 - DIARY_DAYS);
  await makeOwner(
    db,
    DIARY_OWNER,
    diaryCatIds.map((id, i) => ({ id, name: ['Marmalade', 'Biscuit'][i]! })),
    now,
  );
  const checkedInAt = await checkedInStay(db, DIARY_OWNER, diaryCatIds, firstDay, addDays(today, 2));
  const plans = diaryCatIds.map((catId) => ({ catId, plan: carePlanOf(catId, checkedInAt) }));
  await db.insert(schema.stayCareItems).values(plans.flatMap(({ plan }) => Object.values(plan)));
  const days = Array.from({ length: DIARY_DAYS }, (_, i) => addDays(firstDay, i));
  await db.insert(schema.careLogEntries).values(days.flatMap((day) => plans.flatMap(({ catId, plan }) => dayOfCare(catId, day, plan))));
  await db.insert(schema.stayPhotos).values(days.flatMap(photosOfDay));
}

/** Everything above, in SQL. */
export async function makeStaysInTheHouse(database: DatabaseHandle): Promise<void> {
  const now = new Date();
  const today = todayAtHotel(now);
  // Made at the hotel's first news long ago: a photo's news then reads them, as every one after the first does.
  await hotelPushKeys(database.db);
  await makeStaff(database.db, now);
  await makeDiaryStay(database.db, today, now);
  for (const owner of PHOTO_OWNERS) {
    await makeOwner(database.db, owner, [{ id: ownerCatId(owner), name: `Cat ${owner}` }], now);
    await checkedInStay(database.db, owner, [ownerCatId(owner)], addDays(today, -1), addDays(today, 3));
  }
}
