import sharp from 'sharp';
import { todayAtHotel } from '../../../domain/dates.ts';
import { bookStay, deskStay } from '../../staff/desk.test-support.ts';
import { inDays, type TestHotel } from '../hotel.ts';

// The hotel's side of the API as the attack tests (access-sweep, fuzz) see it: who may call each
// staff endpoint, a request of each that succeeds for a manager, and the records those requests
// name. One table for both tests, so the sweep's real calls and the fuzz's valid examples are the
// same requests.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stay, and the version the desk was last shown of it (every desk action sends it back). */
export interface Stay {
  id: string;
  version: number;
}

export type StayName = 'pending' | 'arriving' | 'inHouse' | 'caring' | 'missed' | 'later' | 'changing';

export interface HotelRecords {
  manager: Awaited<ReturnType<TestHotel['staff']>>;
  /** The owner whose stays the desk acts on. */
  guest: { id: string; email: string };
  /** The guest's cat: the desk books it and changes its care notes (issue 31). */
  cat: string;
  /**
   * One stay for each desk action, in the state it needs today: pending (take the deposit),
   * confirmed and due today (check in), checked in (check out), due yesterday and never come
   * (no-show), one weeks ahead (cancel), one the desk changes (issue 31), and one checked in whose
   * care plan and log the desk keeps (issue 33), which no action ends.
   */
  stays: Record<StayName, Stay>;
  /** A member of staff a manager may remove. */
  member: string;
  /** An open invitation a manager may withdraw. */
  invitation: string;
  /** Open requests of the guest's about two confirmed stays: one the manager may accept, one decline (issue 31). */
  requests: { accept: string; decline: string };
  /** The token of another open invitation: it makes one account. */
  passToken: string;
  /** Closed nights ahead, which a manager may reopen. */
  closure: string;
  /** The guest's photo of their cat's spay or neuter certificate, which the desk reads (issue 33). */
  proof: string;
  /** A vaccination of the guest's cat, which the desk checks against the book. */
  vaccination: string;
  /** The cat of the stay whose care the desk keeps, and two items of that stay's care plan: one to change, one to take off (issue 33). */
  caringCat: string;
  careItems: { change: string; remove: string };
  /**
   * A photo of the cat in the house, posted from the round (issue 34), which staff read; and a small
   * JPEG as base64, the photo the sweep's and the fuzz's uploads send.
   */
  photo: string;
  photoData: string;
  /** A Live Update call the guest asked for today on the stay in the house, which staff mark done (issue 34). */
  liveCall: string;
}

/**
 * Makes the records through the API, as the desk and the team page would. The stay due yesterday
 * is booked with the hotel's clock standing on yesterday; the clock then stands still at the
 * present for the rest of the file, which no attack test times.
 */
export async function hotelRecords(hotel: TestHotel): Promise<HotelRecords> {
  const manager = await hotel.staff('manager');
  const owner = await hotel.owner();
  const guest = { id: (await owner.get('/api/auth/user')).body.id as string, email: owner.email };

  const present = hotel.deps.now();
  hotel.setNow(new Date(present.getTime() - DAY_MS));
  const missed = await deskStay(manager, await bookStay(owner, todayAtHotel(hotel.deps.now())), 'deposit');
  hotel.setNow(present);
  const today = todayAtHotel(present);
  const pending = await bookStay(owner, today);
  const arriving = await deskStay(manager, await bookStay(owner, today), 'deposit');
  const inHouse = await deskStay(manager, await bookStay(owner, today), 'check-in');
  const caring = await deskStay(manager, await bookStay(owner, today), 'check-in');
  const later = await bookStay(owner, inDays(40));
  const askAbout = async (days: number) => {
    const booked = await bookStay(owner, inDays(days));
    await deskStay(manager, booked, 'deposit');
    const { checkInDate, checkOutDate, catIds, extraServiceIds } = booked as {
      checkInDate: string;
      checkOutDate: string;
      catIds: string[];
      extraServiceIds: number[];
    };
    const change = { kind: 'change', checkInDate, checkOutDate, catIds, extraServiceIds, note: 'Could Mochi have the window pen?' };
    const asked = await owner.post(`/api/bookings/${booked.id}/requests`, change);
    if (asked.status !== 201) throw new Error(`Could not ask the hotel: ${JSON.stringify(asked.body)}`);
    return (asked.body.requests as { id: string }[])[0]!.id;
  };
  const requests = { accept: await askAbout(50), decline: await askAbout(55) };
  // Booked after the two paid ones above: with pending and later it is the owner's third unpaid hold.
  const changing = await bookStay(owner, inDays(45));
  const stayOf = ({ id, version }: Stay): Stay => ({ id, version });

  const invite = async (email: string) => {
    const answer = await manager.post('/api/staff/team/invitations', { email, role: 'staff' });
    if (answer.status !== 201) throw new Error(`Could not invite ${email}: ${JSON.stringify(answer.body)}`);
    return answer.body as { invitation: { id: string }; address: string };
  };
  const invitation = await invite('invited.sitter@example.com');
  const pass = await invite('joining.sitter@example.com');
  const closing = { firstNight: inDays(200), lastNight: inDays(201), reason: 'Closed for the painters' };
  const closed = await manager.post('/api/staff/settings/closed-nights', closing);
  if (closed.status !== 201) throw new Error(`Could not close nights: ${JSON.stringify(closed.body)}`);

  const cat = (later as { catIds: string[] }).catIds[0]!;
  const proof = crypto.randomUUID();
  const photo = { id: proof, contentType: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]).toString('base64') };
  const proved = await owner.request('PUT', `/api/cats/${cat}/spay-neuter/proof`, photo);
  if (proved.status !== 200) throw new Error(`Could not keep a proof: ${JSON.stringify(proved.body)}`);

  const guestCats = (await owner.get('/api/cats')).body as { id: string; vaccinations: { id: string }[] }[];
  const vaccination = guestCats.find((guestCat) => guestCat.id === cat)!.vaccinations[0]!.id;

  const caringCat = (caring as { cats: { id: string }[] }).cats[0]!.id;
  const careItem = async (name: string) => {
    const added = await manager.post('/api/staff/stay-care', { bookingId: caring.id, catId: caringCat, kind: 'feeding', name, times: ['08:00'] });
    if (added.status !== 201) throw new Error(`Could not add to the stay's plan: ${JSON.stringify(added.body)}`);
    return (added.body as { id: string; name: string }[]).find((item) => item.name === name)!.id;
  };
  const careItems = { change: await careItem('Renal biscuits'), remove: await careItem('Wet food pouch') };
  const photoData = (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  const catPhoto = crypto.randomUUID();
  const posted = await manager.post('/api/staff/stay-photos', { ...stayPhoto({ stays: { caring }, caringCat, photoData }), id: catPhoto });
  if (posted.status !== 201) throw new Error(`Could not post a photo: ${JSON.stringify(posted.body)}`);
  const liveCall = crypto.randomUUID();
  const called = await owner.post(`/api/bookings/${caring.id}/live-calls`, { id: liveCall, day: today, at: '14:00' });
  if (called.status !== 201) throw new Error(`Could not ask for a call: ${JSON.stringify(called.body)}`);

  return {
    manager,
    guest,
    cat,
    caringCat,
    careItems,
    photo: catPhoto,
    photoData,
    liveCall,
    proof,
    vaccination,
    stays: {
      pending: stayOf(pending),
      arriving: stayOf(arriving),
      inHouse: stayOf(inHouse),
      caring: stayOf(caring),
      missed: stayOf(missed),
      later: stayOf(later),
      changing: stayOf(changing),
    },
    requests,
    member: (await hotel.staff('staff')).id,
    invitation: invitation.invitation.id,
    passToken: new URLSearchParams(new URL(pass.address).hash.slice(1)).get('token')!,
    closure: (closed.body.closed as { id: string; firstNight: string }[]).find((closure) => closure.firstNight === closing.firstNight)!.id,
  };
}

export interface StaffEndpoint {
  /** Who may call it: every member of staff, or managers only. */
  role: 'staff' | 'manager';
  /** The record its path names in a request that succeeds. */
  record?: (hotel: HotelRecords) => string;
  /** The body (or, for a read, the query) of a request that succeeds. */
  input?: (hotel: HotelRecords) => Record<string, unknown>;
  /**
   * The answer the sweep's manager gets when no request of theirs can succeed: setting up a code
   * app they already have (409). Its successes are api/auth/second-factor.db.test.ts's subject.
   */
  managerGets?: number;
}

const anyStaff = (endpoint: Omit<StaffEndpoint, 'role'> = {}): StaffEndpoint => ({ role: 'staff', ...endpoint });
const managerOnly = (endpoint: Omit<StaffEndpoint, 'role'> = {}): StaffEndpoint => ({ role: 'manager', ...endpoint });

/** A desk action on the stay that is in the state it needs, sending the version the desk was shown. */
function deskAction(stay: StayName, fields: Record<string, string> = {}): StaffEndpoint {
  return anyStaff({ record: (hotel) => hotel.stays[stay].id, input: (hotel) => ({ version: hotel.stays[stay].version, ...fields }) });
}

/** A tap of the round for the cat in the house: how it seemed today. */
function careTap(hotel: HotelRecords) {
  const id = crypto.randomUUID();
  return {
    id,
    bookingId: hotel.stays.caring.id,
    catId: hotel.caringCat,
    day: todayAtHotel(),
    kind: 'mood',
    outcome: 'content',
    loggedAt: new Date().toISOString(),
  };
}

/** A photo of the cat in the house, as the round posts it: today's, a new one each time. */
function stayPhoto(hotel: { stays: { caring: { id: string } }; caringCat: string; photoData: string }) {
  return {
    id: crypto.randomUUID(),
    bookingId: hotel.stays.caring.id,
    catId: hotel.caringCat,
    day: todayAtHotel(),
    caption: 'Asleep in the sun',
    takenAt: new Date().toISOString(),
    data: hotel.photoData,
  };
}

/**
 * Every endpoint under /api/staff but the passes (POST /api/staff/pass and /api/staff/pass/check), which are for
 * people who have no account yet. Keyed as `endpointsOf` names them.
 */
export const STAFF_ENDPOINTS: Record<string, StaffEndpoint> = {
  'GET /api/staff/today': anyStaff({ input: () => ({ date: inDays(0) }) }),
  'GET /api/staff/night': anyStaff({ input: () => ({ date: inDays(0) }) }),
  'GET /api/staff/calendar': anyStaff({ input: () => ({ from: inDays(0), nights: 14 }) }),
  'GET /api/staff/bookings': anyStaff({ input: () => ({ q: 'Mochi', status: 'confirmed', from: inDays(-1), to: inDays(7) }) }),
  'GET /api/staff/bookings/:id': anyStaff({ record: (hotel) => hotel.stays.pending.id }),
  'POST /api/staff/bookings/:id/deposit': deskAction('pending', { method: 'cash' }),
  'POST /api/staff/bookings/:id/check-in': deskAction('arriving', { method: 'cash' }),
  'POST /api/staff/bookings/:id/check-out': deskAction('inHouse'),
  'POST /api/staff/bookings/:id/cancel': deskAction('later', { reason: 'The cattery is closed for repairs that week' }),
  'POST /api/staff/bookings/:id/no-show': deskAction('missed'),
  // Owners' requests about confirmed stays (issue 31): a booking's, and the desk's answers.
  'GET /api/staff/stay-requests': anyStaff({ input: (hotel) => ({ booking: hotel.stays.arriving.id }) }),
  'POST /api/staff/stay-requests/:id/accept': anyStaff({
    record: (hotel) => hotel.requests.accept,
    input: () => ({ reason: 'We will move Mochi to the window pen' }),
  }),
  'POST /api/staff/stay-requests/:id/decline': anyStaff({
    record: (hotel) => hotel.requests.decline,
    input: () => ({ reason: 'The window pens are taken that week' }),
  }),
  'GET /api/staff/owners': anyStaff({ input: () => ({ q: 'Thandi' }) }),
  'GET /api/staff/owners/:id': anyStaff({ record: (hotel) => hotel.guest.id }),
  'POST /api/staff/owners/:id/password-reset': anyStaff({ record: (hotel) => hotel.guest.id }),
  // Booking and changing stays at the desk (issue 31).
  'POST /api/staff/owners': anyStaff({
    input: () => ({ firstName: 'Lerato', lastName: 'Khumalo', email: 'lerato.phoned@example.com', phone: '0825550199' }),
  }),
  'POST /api/staff/owners/:id/cats': anyStaff({
    record: (hotel) => hotel.guest.id,
    input: () => ({ name: 'Pepper', medicalInfo: 'Thyroid tablet at night' }),
  }),
  'GET /api/staff/proofs/:id': anyStaff({ record: (hotel) => hotel.proof }),
  'POST /api/staff/vaccinations/:id/check': anyStaff({ record: (hotel) => hotel.vaccination }),
  'POST /api/staff/cats/:id/spay-neuter/check': anyStaff({ record: (hotel) => hotel.cat }),
  'PUT /api/staff/vaccination-rules': managerOnly({ input: () => ({ required: ['fvrcp', 'rabies'], daysBeforeArrival: 14, spayNeuterProof: true }) }),
  // The stay's care plan and the round's log (issue 33), alone and in a staff phone's batch.
  'POST /api/staff/care-log': anyStaff({ input: (hotel) => careTap(hotel) }),
  'POST /api/staff/stay-care': anyStaff({
    input: (hotel) => ({ bookingId: hotel.stays.caring.id, catId: hotel.caringCat, kind: 'medication', name: 'Thyroid tablet', times: ['08:00'] }),
  }),
  'PUT /api/staff/stay-care/:id': anyStaff({
    record: (hotel) => hotel.careItems.change,
    input: () => ({ kind: 'feeding', name: 'Renal biscuits', amount: '30 g', times: ['08:00', '18:00'] }),
  }),
  'DELETE /api/staff/stay-care/:id': anyStaff({ record: (hotel) => hotel.careItems.remove }),
  // A Live Update call made on the round (issue 34), alone or in a staff phone's batch.
  'POST /api/staff/live-calls/:id/done': anyStaff({ record: (hotel) => hotel.liveCall, input: () => ({ doneAt: new Date().toISOString() }) }),
  // The stays' photos (issue 34): posted from the round, alone (too large for a batch), and read by staff.
  'POST /api/staff/stay-photos': anyStaff({ input: (hotel) => stayPhoto(hotel) }),
  'GET /api/staff/photos/:id/:file': anyStaff({ record: (hotel) => hotel.photo }),
  'POST /api/staff/changes': anyStaff({
    input: (hotel) => ({ changes: [{ id: crypto.randomUUID(), method: 'POST', path: '/api/staff/care-log', body: careTap(hotel) }] }),
  }),
  'PATCH /api/staff/cats/:id/care': anyStaff({ record: (hotel) => hotel.cat, input: () => ({ dietaryRequirements: 'Wet food only' }) }),
  'POST /api/staff/bookings': anyStaff({
    input: (hotel) => ({ ownerId: hotel.guest.id, checkInDate: inDays(70), checkOutDate: inDays(73), catIds: [hotel.cat], extraServiceIds: [] }),
  }),
  'PATCH /api/staff/bookings/:id': deskAction('changing', { checkOutDate: inDays(50), reason: 'The owner phoned: a day longer' }),
  // The member's own code app (issue 30): open to every member before it is set up.
  'GET /api/staff/code': anyStaff(),
  'POST /api/staff/code/setup': anyStaff({ managerGets: 409 }),
  'POST /api/staff/code/confirm': anyStaff({ input: () => ({ code: '123456' }), managerGets: 409 }),
  'PUT /api/staff/code/rule': managerOnly({ input: () => ({ staffNeedCodeApp: false }) }),
  'POST /api/staff/proof': anyStaff({ input: () => ({ password: 'whiskers1' }) }),
  'GET /api/staff/settings/nights': managerOnly(),
  'GET /api/staff/settings/changes': managerOnly(),
  'PUT /api/staff/settings/capacity': managerOnly({ input: () => ({ firstNight: inDays(90), lastNight: inDays(92), capacity: 3 }) }),
  'POST /api/staff/settings/closed-nights': managerOnly({
    input: () => ({ firstNight: inDays(100), lastNight: inDays(101), reason: 'Closed 25 Dec' }),
  }),
  'DELETE /api/staff/settings/closed-nights/:id': managerOnly({ record: (hotel) => hotel.closure }),
  'GET /api/staff/team': managerOnly(),
  'POST /api/staff/team/invitations': managerOnly({ input: () => ({ email: 'new.sitter@example.com', role: 'staff' }) }),
  'DELETE /api/staff/team/invitations/:id': managerOnly({ record: (hotel) => hotel.invitation }),
  'DELETE /api/staff/team/members/:id': managerOnly({ record: (hotel) => hotel.member }),
};
