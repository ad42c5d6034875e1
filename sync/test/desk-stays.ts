// Stays in the house for the desk's sync tests (issue 33): booked by an owner, with a breakfast and
// a tablet in the cat's care plan, and checked in at the desk, so a staff phone has a round to log.
// Made through the API only, as api/staff/desk.test-support.ts makes them (sync/'s tests import
// nothing of api/ but its test hotel).
import { addCat, type TestHotel, type Visitor } from '../../api/test/hotel.ts';
import type { StayCareItem, StayInHouse } from '../../domain/care-log.ts';
import type { BookingDetailView } from '../../domain/contracts/desk-stays.ts';
import { addDays } from '../../domain/dates.ts';
import type { CareTap } from '../changes.ts';

export const BREAKFAST = { kind: 'feeding', name: 'Renal biscuits', amount: '40 g', times: ['08:00', '17:00'] };
export const THYROID = { kind: 'medication', name: 'Thyroid tablet', amount: 'Half a tablet', times: ['08:00'], withFood: true, until: null };

/** The server's words for the refusals the tests provoke (api/staff/care-log.ts). */
export const REFUSALS = {
  notAnItemOfTheCat: 'This item is not in this cat’s plan for this stay',
  dayOutsideTheStay: 'This day is not a day of the stay in the house',
} as const;

/**
 * The hotel's clock at 09:00 in Cape Town on `date`, when the desk opens, and its staff on a new
 * shift (signed in again: a staff session ends after 12 hours without use).
 */
export async function standOn(hotel: TestHotel, date: string): Promise<void> {
  hotel.setNow(new Date(`${date}T09:00:00+02:00`));
  await hotel.startShift();
}

/** A stay as the desk's check-in answered it, with what the tests read of it. */
export interface CheckedInStay {
  id: string;
  catId: string;
  catName: string;
  /** Breakfast first, then the tablet: the server lists the plan by kind. */
  carePlan: StayCareItem[];
  inHouse: StayInHouse;
}

async function expectStatus<T>(answer: Promise<{ status: number; body: T }>, status: number, doing: string): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`Could not ${doing}: ${got} ${JSON.stringify(body)}`);
  return body;
}

/**
 * `owner` books `nights` nights from `checkIn` (the hotel's clock must stand on that day) for a new
 * cat named `catName`, with its vaccinations in order and the medication service, writes a
 * breakfast and a tablet into its plan; `member` takes the deposit and the balance in cash and
 * checks it in.
 */
export async function checkedInStay(owner: Visitor, member: Visitor, checkIn: string, catName = 'Mochi', nights = 4): Promise<CheckedInStay> {
  const catId = await addCat(owner, { name: catName, breed: 'Siamese' });
  // The house's rules: FVRCP and rabies in date, and proof of the spay.
  for (const vaccine of ['fvrcp', 'rabies']) {
    const given = { vaccine, givenOn: addDays(checkIn, -365), validUntil: addDays(checkIn, 3 * 365) };
    await expectStatus(owner.post(`/api/cats/${catId}/vaccinations`, given), 201, 'add a vaccination');
  }
  const photo = { id: crypto.randomUUID(), contentType: 'image/jpeg', data: btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16)) };
  await expectStatus(owner.request('PUT', `/api/cats/${catId}/spay-neuter/proof`, photo), 200, 'add the spay proof');
  for (const item of [BREAKFAST, THYROID]) await expectStatus(owner.post(`/api/cats/${catId}/care-plan`, item), 201, 'add to the care plan');
  const booked = await expectStatus<{ id: string }>(
    owner.post('/api/bookings', {
      booking: { checkInDate: checkIn, checkOutDate: addDays(checkIn, nights) },
      catIds: [catId],
      extraServiceIds: [1],
    }),
    201,
    'book',
  );
  const paid = await expectStatus<BookingDetailView>(
    member.post(`/api/staff/bookings/${booked.id}/deposit`, { version: 1, method: 'cash' }),
    200,
    'take the deposit',
  );
  const stay = await expectStatus<BookingDetailView>(
    member.post(`/api/staff/bookings/${booked.id}/check-in`, { version: paid.version, method: 'cash' }),
    200,
    'check in',
  );
  return { id: stay.id, catId, catName, carePlan: stay.carePlan, inHouse: stay.inHouse! };
}

/** The stay's item of the plan of this kind. */
export function itemOf(stay: CheckedInStay, kind: 'feeding' | 'medication'): StayCareItem {
  const item = stay.carePlan.find((one) => one.kind === kind);
  if (item === undefined) throw new Error(`The stay has no ${kind} in its plan`);
  return item;
}

/** A tap with every field said: blank ones null. */
export type FullTap = { [K in keyof CareTap]-?: Exclude<CareTap[K], undefined> };

/** A tap of the round for `stay`'s cat, as the round's screen makes it: the fields not given are blank. */
export function tapFor(stay: CheckedInStay, fields: Pick<FullTap, 'day' | 'kind'> & Partial<FullTap>): FullTap {
  return { bookingId: stay.id, catId: stay.catId, careItemId: null, slot: null, outcome: null, note: null, ...fields };
}

/** The time `time` on the hotel's clock (Cape Town, UTC+2) on `day`. */
export function atHotel(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+02:00`);
}
