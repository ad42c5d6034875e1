/* eslint-disable @typescript-eslint/no-explicit-any -- answers are whatever JSON the API sent; the tests assert their shape. */
import { addDays } from '../../domain/dates.ts';
import type { DeskAction } from '../../domain/stay-life.ts';
import { addCat, type TestHotel, type Visitor } from '../test/hotel.ts';

// The desk's tests stand the hotel's clock on days of their own, so a stay can start "today", be
// checked in, and be marked a no-show the next day, and no test sees another's arrivals. The days
// are weeks, not years, from the real today: a session cookie may not expire 400 days ahead.

/** The hotel's clock at 09:00 in Cape Town on `date`, when the desk opens and its staff start their shift. */
export async function standOn(hotel: TestHotel, date: string): Promise<void> {
  hotel.setNow(new Date(`${date}T09:00:00+02:00`));
  await hotel.startShift();
}

/** Mochi as the desk must see her: every care field filled in. */
export const MOCHI_CARE = {
  name: 'Mochi',
  breed: 'Siamese',
  medicalInfo: 'Half a tablet of Vetmedin at 8:00 with food',
  dietaryRequirements: 'Renal diet only, no treats',
  specialNeeds: 'Shy: give her the quiet corner',
  vaccinationRecords: 'Rabies and FVRCP, 3 Feb 2030',
  emergencyContact: 'Dr Naidoo, 021 555 0100',
};

/** A page of the book or a certificate: a JPEG's first bytes are all the hotel checks. */
export const PROOF_PHOTO = { contentType: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64') };

/**
 * The records the house's rules ask of a cat (issue 33), as its owner adds them: FVRCP and rabies
 * given a year before `checkIn` and valid for years after, and a photo of the spay certificate.
 */
export async function keepRecordsInOrder(owner: Visitor, catId: string, checkIn: string): Promise<void> {
  for (const vaccine of ['fvrcp', 'rabies']) {
    const added = await owner.post(`/api/cats/${catId}/vaccinations`, {
      vaccine,
      givenOn: addDays(checkIn, -365),
      validUntil: addDays(checkIn, 3 * 365),
    });
    if (added.status !== 201) throw new Error(`Could not add a vaccination: ${JSON.stringify(added.body)}`);
  }
  const proved = await owner.request('PUT', `/api/cats/${catId}/spay-neuter/proof`, { id: crypto.randomUUID(), ...PROOF_PHOTO });
  if (proved.status !== 200) throw new Error(`Could not add the spay proof: ${JSON.stringify(proved.body)}`);
}

/**
 * A stay `owner` booked from the dashboard: `nights` nights from `checkIn` for one new cat (Mochi
 * unless `cat` says otherwise), with the medication service, the cat's vaccination records in order
 * unless `records` is false. The booking as the owner's API answered.
 */
export async function bookStay(
  owner: Visitor,
  checkIn: string,
  options: { nights?: number; cat?: Record<string, unknown>; records?: boolean } = {},
): Promise<any> {
  const catId = await addCat(owner, options.cat ?? MOCHI_CARE);
  if (options.records !== false) await keepRecordsInOrder(owner, catId, checkIn);
  const answer = await owner.post('/api/bookings', {
    booking: { checkInDate: checkIn, checkOutDate: addDays(checkIn, options.nights ?? 4), specialRequests: 'Window pen, please' },
    catIds: [catId],
    extraServiceIds: [1],
  });
  if (answer.status !== 201) throw new Error(`Could not book: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A desk action on a booking, as the staff screens send it. */
export function act(staff: Visitor, bookingId: string, action: DeskAction, body: Record<string, unknown>, key?: string) {
  return staff.post(`/api/staff/bookings/${bookingId}/${action}`, body, key === undefined ? {} : { key });
}

/** A stay taken through the desk up to `until`: its deposit taken in cash, then checked in with its balance taken in cash. */
export async function deskStay(staff: Visitor, booking: { id: string }, until: 'deposit' | 'check-in'): Promise<any> {
  const paid = await act(staff, booking.id, 'deposit', { version: 1, method: 'cash' });
  if (paid.status !== 200) throw new Error(`Could not take the deposit: ${JSON.stringify(paid.body)}`);
  if (until === 'deposit') return paid.body;
  const arrived = await act(staff, booking.id, 'check-in', { version: paid.body.version, method: 'cash' });
  if (arrived.status !== 200) throw new Error(`Could not check in: ${JSON.stringify(arrived.body)}`);
  return arrived.body;
}
