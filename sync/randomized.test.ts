// The real engine against the real API app in one process, through 200 cycles of an owner editing
// on a phone whose network, tab and server all misbehave. Changes that wait go in batches
// (POST /api/changes), and for stretches the server is an older one that answers 404 to a batch.
// At the end the server must hold exactly what the owner did: nothing lost, nothing done twice.
// Then a staff phone (issue 33) logs the round through the same misbehaving network and tab, over
// 25 seeds, the first of them the owner's: every tap must reach the server exactly once.
// The seed is printed; SYNC_SEED=<n> replays it (and starts the desk's seeds at n).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../api/app.ts';
import { inDays, PUBLIC_URL, useTestHotel, type Visitor } from '../api/test/hotel.ts';
import { CARE_LOG_KINDS, CARE_OUTCOMES, type CareOutcome, KIND_WORDS } from '../domain/care-log.ts';
import { catAlreadyStaying } from '../domain/cat-stays.ts';
import type { CatJson } from '../domain/contracts/cat.ts';
import { addDays } from '../domain/dates.ts';
import { randomSource } from '../domain/random.test-support.ts';
import { UNPAID_HOLDS_MAX } from '../domain/places-hold.ts';
import {
  addCat,
  cancelBooking,
  type CareTap,
  createBooking,
  logCare,
  removeCareItem,
  removeCat,
  removeVaccination,
  saveCareItem,
  saveVaccination,
  updateBooking,
  updateCat,
  updateProfile,
} from './changes.ts';
import { LEASE_MS, type SyncEngine } from './engine.ts';
import { type CareLogRecord, HotelData } from './local-data.ts';
import { hotelApi, realTimer } from './hotel-api.ts';
import { pullDeskFromServer } from './pull.ts';
import { checkedInStay, type CheckedInStay, itemOf, standOn, tapFor } from './test/desk-stays.ts';
import { engineFor, ManualTimer, phoneOf } from './test/hotel-network.ts';

const CYCLES = 200;
const SEED = Number(process.env.SYNC_SEED ?? Math.floor(Math.random() * 2 ** 31));

// What the owner meant: the server must end up holding exactly this.
interface IntendedVaccination {
  id: string;
  vaccine: 'fvrcp' | 'rabies' | 'felv';
  givenOn: string;
  validUntil: string;
  /** The photo of the book's page, by its id. */
  proofId: string | null;
}
interface IntendedCareItem {
  id: string;
  kind: 'feeding' | 'medication';
  name: string;
  times: string[];
}
interface IntendedCat {
  id: string;
  name: string;
  breed: string | null;
  age: number | null;
  vaccinations: IntendedVaccination[];
  carePlan: IntendedCareItem[];
}
interface IntendedBooking {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  catIds: string[];
  extraServiceIds: number[];
  specialRequests: string | null;
  /** Kept by an edit that does not name it, as the server keeps it. */
  transportAddress: string | null;
  status: 'pending' | 'cancelled';
}
interface Intent {
  cats: Map<string, IntendedCat>;
  bookings: Map<string, IntendedBooking>;
  profile: { firstName: string; lastName: string; phone: string | null };
}

const NAMES = ['Whiskers', 'Mochi', 'Pepper', 'Biscuit', 'Luna', 'Tiger', 'Smokey', 'Ginger'];
const BREEDS = ['Siamese', 'Ragdoll', 'Tabby', 'Maine Coon', ''];
const REQUESTS = ['A sunny pen', 'Near the catio', 'Late pick-up', ''];
const FIRST_NAMES = ['Thandi', 'Naledi', 'Sipho'];
const LAST_NAMES = ['Mokoena', 'Dlamini', 'van der Merwe'];
const PHONES = ['082 555 0101', '+27 21 555 0199', ''];

type Random = ReturnType<typeof randomSource>;

/** A photo of a page of the book, small enough to ride in a batch: a JPEG's first bytes and some more. */
const PAGE_PHOTO = {
  contentType: 'image/jpeg' as const,
  data: btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 60 }, (_, i) => i))),
};

const FOODS = ['Hill’s k/d, wet', 'Royal Canin Indoor', 'Chicken mince'];
const MEDICINES = ['Felimazole 2.5 mg', 'Metacam drops', 'Vetmedin 1.25 mg'];
const TIMES = ['07:00', '08:00', '12:30', '17:00', '20:00'];

/** The owner adds a meal or a medicine to the cat's care plan, changes one, or removes one (issue 33). */
async function careEdits(data: HotelData, cat: IntendedCat, random: Random): Promise<void> {
  const roll = random.next();
  const times = [...new Set(random.some(TIMES, 3))].sort();
  if (times.length === 0) times.push('08:00');
  if (roll < 0.5 || cat.carePlan.length === 0) {
    const kind = random.pick(['feeding', 'medication'] as const);
    const name = random.pick(kind === 'feeding' ? FOODS : MEDICINES);
    const saved = await saveCareItem(data, cat.id, { kind, name, times });
    const added = saved.carePlan.find((item) => !cat.carePlan.some((known) => known.id === item.id))!;
    cat.carePlan.push({ id: added.id, kind, name, times });
  } else if (roll < 0.8) {
    const item = random.pick(cat.carePlan);
    await saveCareItem(data, cat.id, { kind: item.kind, name: item.name, times }, item.id);
    item.times = times;
  } else {
    const item = random.pick(cat.carePlan);
    await removeCareItem(data, cat.id, item.id);
    cat.carePlan = cat.carePlan.filter((known) => known.id !== item.id);
  }
}

/** The owner copies a vaccination from the book, changes one, or removes one (issue 33). */
async function vaccinationEdits(data: HotelData, cat: IntendedCat, random: Random): Promise<void> {
  const roll = random.next();
  if (roll < 0.5 || cat.vaccinations.length === 0) {
    const vaccine = random.pick(['fvrcp', 'rabies', 'felv'] as const);
    const givenOn = inDays(-random.int(20, 700));
    const validUntil = addDays(givenOn, 365);
    const withPhoto = random.chance(0.5);
    const saved = await saveVaccination(data, cat.id, { vaccine, givenOn, validUntil }, withPhoto ? { photo: PAGE_PHOTO } : {});
    const record = saved.vaccinations.find((vaccination) => !cat.vaccinations.some((known) => known.id === vaccination.id))!;
    cat.vaccinations.push({ id: record.id, vaccine, givenOn, validUntil, proofId: record.proof?.id ?? null });
  } else if (roll < 0.8) {
    const vaccination = random.pick(cat.vaccinations);
    const validUntil = addDays(vaccination.givenOn, random.int(200, 1100));
    await saveVaccination(
      data,
      cat.id,
      { vaccine: vaccination.vaccine, givenOn: vaccination.givenOn, validUntil },
      { vaccinationId: vaccination.id },
    );
    vaccination.validUntil = validUntil;
  } else {
    const vaccination = random.pick(cat.vaccinations);
    await removeVaccination(data, cat.id, vaccination.id);
    cat.vaccinations = cat.vaccinations.filter((known) => known.id !== vaccination.id);
  }
}

/** A stay the server accepts: in the future, 3 to 40 nights, services that suit its length, Transport with its address. */
function randomStay(random: Random) {
  const start = random.int(10, 200);
  const nights = random.int(3, 40);
  const services = random.some(nights >= 20 ? [1, 2, 3, 4] : [1, 2, 4]);
  const transport = services.includes(4) ? { transportAddress: '12 Marine Drive, Bloubergstrand' } : {};
  return { checkInDate: inDays(start), checkOutDate: inDays(start + nights), nights, extraServiceIds: services, ...transport };
}

/** Whether a cat of the stay is already in another pending stay on one of its nights: the server refuses that (issue 31). */
function catTaken(stay: { checkInDate: string; checkOutDate: string; catIds: string[]; bookingId?: string }, pending: IntendedBooking[]): boolean {
  return (
    catAlreadyStaying(
      stay,
      pending.map((booking) => ({ ...booking, bookingId: booking.id })),
    ) !== undefined
  );
}

/** One edit the owner makes on the phone, applied to the intent as well. Only edits the server accepts. */
async function ownerEdits(data: HotelData, intent: Intent, random: Random): Promise<void> {
  const cats = [...intent.cats.values()];
  const pending = [...intent.bookings.values()].filter((booking) => booking.status === 'pending');
  const booked = new Set(pending.flatMap((booking) => booking.catIds));
  const free = cats.filter((cat) => !booked.has(cat.id));
  const roll = random.next();
  if (roll < 0.2 || cats.length === 0) {
    const breed = random.pick(BREEDS);
    const age = random.chance(0.3) ? null : random.int(0, 30);
    const cat = await addCat(data, { name: random.pick(NAMES), breed, age: age ?? '' });
    intent.cats.set(cat.id, { id: cat.id, name: cat.name, breed: breed || null, age, vaccinations: [], carePlan: [] });
  } else if (roll < 0.38) {
    const cat = random.pick(cats);
    const form: { name?: string; breed?: string; age?: number } = {};
    if (random.chance(0.5)) form.name = random.pick(NAMES);
    if (random.chance(0.5)) form.breed = random.pick(BREEDS);
    if (random.chance(0.5) || Object.keys(form).length === 0) form.age = random.int(0, 30);
    await updateCat(data, cat.id, form);
    Object.assign(cat, form, form.breed === undefined ? {} : { breed: form.breed || null });
  } else if (roll < 0.46 && free.length > 0) {
    const cat = random.pick(free);
    await removeCat(data, cat.id);
    intent.cats.delete(cat.id);
  } else if (roll < 0.64 && pending.length < UNPAID_HOLDS_MAX) {
    // An owner holds at most 3 unpaid bookings (issue 15); a fourth would be refused.
    const { nights: _nights, ...stay } = randomStay(random);
    const drawn = random.some(
      cats.map((cat) => cat.id),
      3,
    );
    if (drawn.length === 0) drawn.push(cats[0]!.id);
    // Only cats not already staying on these nights; with none, the owner books nothing this time.
    const catIds = drawn.filter((catId) => !catTaken({ ...stay, catIds: [catId] }, pending));
    if (catIds.length === 0) return;
    const specialRequests = random.pick(REQUESTS);
    const booking = await createBooking(data, { ...stay, catIds, specialRequests });
    intent.bookings.set(booking.id, {
      transportAddress: null,
      id: booking.id,
      ...stay,
      catIds,
      specialRequests: specialRequests || null,
      status: 'pending',
    });
  } else if (roll < 0.8 && pending.length > 0) {
    const booking = random.pick(pending);
    const changes: Partial<IntendedBooking> = {};
    if (random.chance(0.4)) {
      const { nights: _nights, ...stay } = randomStay(random);
      Object.assign(changes, stay);
    }
    if (random.chance(0.4)) {
      changes.catIds = random.some(
        cats.map((cat) => cat.id),
        3,
      );
      if (changes.catIds.length === 0) changes.catIds.push(cats[0]!.id);
    }
    const after = { checkInDate: changes.checkInDate ?? booking.checkInDate, checkOutDate: changes.checkOutDate ?? booking.checkOutDate };
    if (catTaken({ ...after, catIds: changes.catIds ?? booking.catIds, bookingId: booking.id }, pending)) {
      // The owner keeps the stay's nights and cats, and changes only the requests.
      for (const key of ['checkInDate', 'checkOutDate', 'extraServiceIds', 'catIds'] as const) delete changes[key];
    }
    if (random.chance(0.4) || Object.keys(changes).length === 0) changes.specialRequests = random.pick(REQUESTS);
    // Special Attention Care needs 20 nights: shortened stays drop it, in the owner's own edit.
    const nights = (Date.parse(changes.checkOutDate ?? booking.checkOutDate) - Date.parse(changes.checkInDate ?? booking.checkInDate)) / 86_400_000;
    const services = changes.extraServiceIds ?? booking.extraServiceIds;
    if (nights < 20 && services.includes(3)) changes.extraServiceIds = services.filter((id) => id !== 3);
    await updateBooking(data, booking.id, changes);
    Object.assign(booking, changes, changes.specialRequests === undefined ? {} : { specialRequests: changes.specialRequests || null });
  } else if (roll < 0.88 && pending.length > 0) {
    const booking = random.pick(pending);
    await cancelBooking(data, booking.id);
    booking.status = 'cancelled';
  } else if (roll < 0.91) {
    await vaccinationEdits(data, random.pick(cats), random);
  } else if (roll < 0.94) {
    await careEdits(data, random.pick(cats), random);
  } else {
    const profile = { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES), phone: random.pick(PHONES) };
    await updateProfile(data, profile);
    intent.profile = { ...profile, phone: profile.phone || null };
  }
}

const hotel = useTestHotel({ guestCapacity: 1_000 });

describe('sync under a misbehaving network, tab and server', () => {
  it(`makes the server hold exactly what the owner did (SYNC_SEED=${SEED})`, { timeout: 120_000 }, async () => {
    console.log(`randomized sync: SYNC_SEED=${SEED}`);
    // Two streams, so the owner does the same whatever the network's draws were.
    const random = randomSource(SEED);
    const luck = randomSource(SEED ^ 0x5eed);
    const owner = await hotel.owner();
    const name = `randomized-${SEED}`;
    let data = await phoneOf(owner, name);
    const intent: Intent = {
      cats: new Map(),
      bookings: new Map(),
      profile: { firstName: 'Thandi', lastName: 'Mokoena', phone: null },
    };
    const counts = {
      requests: 0,
      batches: 0,
      batchesRefusedByOldServer: 0,
      offline: 0,
      lostAnswers: 0,
      serverErrors: 0,
      engineRestarts: 0,
      tabKills: 0,
      apiRestarts: 0,
    };
    let network: 'online' | 'offline' | 'flaky' = 'online';
    let oldServer = false;
    let clock = Date.now();

    // The phone's fetch: the API app in this process, with the session cookie the browser would send.
    const phoneFetch: typeof fetch = async (input, init) => {
      counts.requests += 1;
      if (network === 'offline') {
        counts.offline += 1;
        throw new TypeError('fetch failed');
      }
      if (String(input).endsWith('/api/changes')) {
        counts.batches += 1;
        if (oldServer) {
          counts.batchesRefusedByOldServer += 1;
          return Response.json({ message: 'There is nothing at this address' }, { status: 404 });
        }
      }
      const fault = network === 'flaky' ? luck.pick(['lost', '5xx', undefined, undefined, undefined] as const) : undefined;
      if (fault === '5xx') {
        counts.serverErrors += 1;
        return Response.json({ message: 'Bad gateway' }, { status: 502 });
      }
      const headers = new Headers(init?.headers);
      headers.set('cookie', owner.cookie!);
      const response = await hotel.app.request(String(input), { ...init, headers });
      if (fault === 'lost') {
        counts.lostAnswers += 1;
        throw new TypeError('fetch failed');
      }
      return response;
    };
    const timer = new ManualTimer();
    const start = () => engineFor(data, timer, { fetch: phoneFetch, now: () => clock });
    let engine: SyncEngine = start();

    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      network = random.chance(0.3) ? 'offline' : random.chance(0.4) ? 'flaky' : 'online';
      for (let edits = random.int(1, 3); edits > 0; edits -= 1) await ownerEdits(data, intent, random);
      if (random.chance(0.1)) {
        // A reload: the page goes away cleanly and comes back on the same database.
        counts.engineRestarts += 1;
        await engine.stop();
        data.close();
        data = new HotelData(name);
        engine = start();
      } else if (random.chance(0.05)) {
        // The tab is killed mid-round: its lease stays behind until it expires.
        counts.tabKills += 1;
        const stopping = engine.stop();
        data.close();
        await stopping;
        clock += LEASE_MS + 1;
        data = new HotelData(name);
        engine = start();
      }
      if (random.chance(0.08)) {
        counts.apiRestarts += 1;
        hotel.app = createApp(hotel.deps);
        // Now and then the server that comes back is one from before batches, or is upgraded again.
        if (random.chance(0.25)) oldServer = !oldServer;
      }
      if (random.chance(0.3)) timer.fireWakes();
      if (random.chance(0.6)) await engine.syncNow();
    }

    network = 'online';
    oldServer = false;
    for (let round = 0; round < 20 && (await data.outbox.where('state').equals('waiting').count()) > 0; round += 1) {
      timer.fireWakes();
      await engine.syncNow();
    }
    await engine.syncNow();
    await engine.stop();
    console.log(`randomized sync: SYNC_SEED=${SEED}`, counts, {
      cats: intent.cats.size,
      vaccinations: [...intent.cats.values()].reduce((sum, cat) => sum + cat.vaccinations.length, 0),
      careItems: [...intent.cats.values()].reduce((sum, cat) => sum + cat.carePlan.length, 0),
      bookings: intent.bookings.size,
    });

    expect(await data.outbox.toArray()).toEqual([]);
    // Waiting changes did travel together.
    expect(counts.batches).toBeGreaterThan(counts.batchesRefusedByOldServer);
    const sorted = <T extends { id: string }>(records: T[]) => [...records].sort((a, b) => a.id.localeCompare(b.id));
    const serverCats = (await owner.get('/api/cats')).body as CatJson[];
    const asIntended = ({ id, name, breed, age, vaccinations, carePlan }: CatJson): IntendedCat => ({
      id,
      name,
      breed,
      age,
      vaccinations: sorted(
        vaccinations.map(
          ({ id, vaccine, givenOn, validUntil, proof }) => ({ id, vaccine, givenOn, validUntil, proofId: proof?.id ?? null }) as IntendedVaccination,
        ),
      ),
      carePlan: sorted(carePlan.map(({ id, kind, name, times }) => ({ id, kind, name, times }))),
    });
    expect(sorted(serverCats.map(asIntended))).toEqual(
      sorted([...intent.cats.values()].map((cat) => ({ ...cat, vaccinations: sorted(cat.vaccinations) }))),
    );
    const serverBookings = (await owner.get('/api/bookings')).body as IntendedBooking[];
    expect(
      sorted(
        serverBookings.map(({ id, checkInDate, checkOutDate, catIds, extraServiceIds, specialRequests, transportAddress, status }) => ({
          id,
          checkInDate,
          checkOutDate,
          catIds,
          extraServiceIds,
          specialRequests,
          transportAddress,
          status,
        })),
      ),
    ).toEqual(
      sorted(
        [...intent.bookings.values()].map((booking) => ({
          ...booking,
          catIds: [...booking.catIds].sort(),
          extraServiceIds: [...booking.extraServiceIds].sort((a, b) => a - b),
        })),
      ),
    );
    expect((await owner.get('/api/auth/user')).body).toMatchObject(intent.profile);
    // And the phone shows what the server holds.
    expect(sorted(await data.cats.toArray())).toEqual(sorted(serverCats));
    expect(sorted(await data.bookings.toArray())).toEqual(sorted((await owner.get('/api/bookings')).body));
    data.close();
  });
});

// The desk's part (issue 33): short runs, each on a phone of its own, all logging the round of the
// same two stays on the same three days.
const DESK_SEEDS = 25;
const DESK_CYCLES = 6;
const DESK_NOTES = ['Played with the feather toy', 'Slept in the sun all morning', 'Hid under the blanket', 'Ate a treat from the hand'];

/** A tap the round's screen offers for one of the stays: a meal or dose of its plan at one of its times, or litter, mood or a note. */
function randomTap(stays: readonly CheckedInStay[], days: readonly string[], random: Random): { tap: CareTap; about: string } {
  const stay = random.pick(stays);
  const day = random.pick(days);
  const kind = random.pick(CARE_LOG_KINDS);
  if (kind === 'feeding' || kind === 'medication') {
    const item = itemOf(stay, kind);
    const slot = random.pick(item.times);
    const outcome = random.pick<CareOutcome>(CARE_OUTCOMES[kind]);
    return { tap: tapFor(stay, { day, kind, careItemId: item.id, slot, outcome }), about: `${stay.catName}: ${item.name} at ${slot}` };
  }
  if (kind === 'note') return { tap: tapFor(stay, { day, kind, note: random.pick(DESK_NOTES) }), about: stay.catName };
  return { tap: tapFor(stay, { day, kind, outcome: random.pick<CareOutcome>(CARE_OUTCOMES[kind]) }), about: `${stay.catName}: ${KIND_WORDS[kind]}` };
}

interface DeskFigures {
  seed: number;
  taps: number;
  arrived: number;
  lost: number;
  duplicated: number;
  requests: number;
  batches: number;
  offline: number;
  lostAnswers: number;
  serverErrors: number;
  reloads: number;
  tabKills: number;
  /** Checks, after a round, that found a waiting tap missing from the phone's log (sync/desk-sync.test.ts, the pull's known bug). */
  hiddenWhileWaiting: number;
}

describe('a staff phone’s care log under a misbehaving network and tab', () => {
  // After the owner's run: the desk's stand the hotel's clock on days of their own, 300 days on.
  const desk = {} as { members: Visitor[]; stays: CheckedInStay[]; days: string[]; today: string };
  /** Every tap of every seed so far: the server must hold these and nothing else. */
  const everyTap = new Set<string>();
  const figures: DeskFigures[] = [];

  beforeAll(async () => {
    const checkIn = inDays(300);
    await standOn(hotel, checkIn);
    const owner = await hotel.owner();
    const members = [
      await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dlamini' }),
      await hotel.staff('staff', { firstName: 'Thandi', lastName: 'Mokoena' }),
    ];
    const stays = [await checkedInStay(owner, members[0]!, checkIn, 'Mochi', 10), await checkedInStay(owner, members[0]!, checkIn, 'Pepper', 10)];
    // Two days on, the round has three days to log: the first (a late tap), yesterday and today.
    const today = addDays(checkIn, 2);
    await standOn(hotel, today);
    Object.assign(desk, { members, stays, days: [checkIn, addDays(checkIn, 1), today], today });
  });

  afterAll(() => {
    const total = (key: keyof DeskFigures) => figures.reduce((sum, one) => sum + one[key], 0);
    console.log(`randomized desk sync: ${figures.length} seeds from SYNC_SEED=${SEED}`, {
      taps: total('taps'),
      arrived: total('arrived'),
      lost: total('lost'),
      duplicated: total('duplicated'),
      requests: total('requests'),
      batches: total('batches'),
      offline: total('offline'),
      lostAnswers: total('lostAnswers'),
      serverErrors: total('serverErrors'),
      reloads: total('reloads'),
      tabKills: total('tabKills'),
      hiddenWhileWaiting: total('hiddenWhileWaiting'),
    });
  });

  for (let run = 0; run < DESK_SEEDS; run += 1) {
    const seed = (SEED + run) % 2 ** 31;
    it(`puts every tap on the server exactly once (desk seed ${seed})`, { timeout: 60_000 }, async () => {
      // Two streams, as above: the member taps the same whatever the network's draws were.
      const random = randomSource(seed);
      const luck = randomSource(seed ^ 0x5eed);
      const member = random.pick(desk.members);
      const name = `desk-randomized-${seed}`;
      let data = await phoneOf(member, name);
      const [profile] = await data.profile.toArray();
      const loggedBy = `${profile!.firstName} ${profile!.lastName}`;
      /** What the member tapped, as the phone showed it at once: the server must end up holding exactly this. */
      const tapped = new Map<string, CareLogRecord>();
      const counts: DeskFigures = {
        seed,
        taps: 0,
        arrived: 0,
        lost: 0,
        duplicated: 0,
        requests: 0,
        batches: 0,
        offline: 0,
        lostAnswers: 0,
        serverErrors: 0,
        reloads: 0,
        tabKills: 0,
        hiddenWhileWaiting: 0,
      };
      let network: 'online' | 'offline' | 'flaky' = 'online';
      let clock = new Date(`${desk.today}T09:00:00+02:00`).getTime();

      // The phone's fetch: the API app in this process, with the member's session cookie.
      const phoneFetch: typeof fetch = async (input, init) => {
        counts.requests += 1;
        if (network === 'offline') {
          counts.offline += 1;
          throw new TypeError('fetch failed');
        }
        if (String(input).endsWith('/api/staff/changes')) counts.batches += 1;
        const fault = network === 'flaky' ? luck.pick(['lost', '5xx', undefined, undefined, undefined] as const) : undefined;
        if (fault === '5xx') {
          counts.serverErrors += 1;
          return Response.json({ message: 'Bad gateway' }, { status: 502 });
        }
        const headers = new Headers(init?.headers);
        headers.set('cookie', member.cookie!);
        const response = await hotel.app.request(String(input), { ...init, headers });
        if (fault === 'lost') {
          counts.lostAnswers += 1;
          throw new TypeError('fetch failed');
        }
        return response;
      };
      const timer = new ManualTimer();
      const start = () => engineFor(data, timer, { side: 'desk', fetch: phoneFetch, now: () => clock });
      let engine: SyncEngine = start();

      for (let cycle = 0; cycle < DESK_CYCLES; cycle += 1) {
        network = random.chance(0.3) ? 'offline' : random.chance(0.4) ? 'flaky' : 'online';
        for (let taps = random.int(1, 3); taps > 0; taps -= 1) {
          const { tap, about } = randomTap(desk.stays, desk.days, random);
          clock += random.int(1, 5) * 60_000;
          const entry = await logCare(data, tap, about, new Date(clock));
          expect(entry.loggedBy).toBe(loggedBy);
          tapped.set(entry.id, entry);
          everyTap.add(entry.id);
        }
        if (random.chance(0.1)) {
          // A reload: the page goes away cleanly and comes back on the same database.
          counts.reloads += 1;
          await engine.stop();
          data.close();
          data = new HotelData(name);
          engine = start();
        } else if (random.chance(0.05)) {
          // The tab is killed mid-round: its lease stays behind until it expires.
          counts.tabKills += 1;
          const stopping = engine.stop();
          data.close();
          await stopping;
          clock += LEASE_MS + 1;
          data = new HotelData(name);
          engine = start();
        }
        if (random.chance(0.3)) timer.fireWakes();
        if (random.chance(0.6)) {
          await engine.syncNow();
          const waiting = await data.outbox.where('state').equals('waiting').toArray();
          const shown = await data.careLog.bulkGet(waiting.map((entry) => entry.subject.id));
          counts.hiddenWhileWaiting += shown.filter((record) => record === undefined).length;
        }
      }

      network = 'online';
      for (let round = 0; round < 20 && (await data.outbox.where('state').equals('waiting').count()) > 0; round += 1) {
        timer.fireWakes();
        await engine.syncNow();
      }
      await engine.syncNow();
      await engine.stop();
      // The desk's screen asks for today's log itself when it opens.
      const api = hotelApi({ baseUrl: PUBLIC_URL, fetch: phoneFetch, timer: realTimer, timeoutMs: 5_000, batchPath: '/api/staff/changes' });
      expect(await pullDeskFromServer(data, api)).toEqual({ kind: 'pulled' });

      const onServer: CareLogRecord[] = [];
      for (const stay of desk.stays) onServer.push(...(await member.get(`/api/staff/bookings/${stay.id}`)).body.careLog);
      const mine = onServer.filter((entry) => tapped.has(entry.id));
      counts.taps = tapped.size;
      counts.arrived = new Set(mine.map((entry) => entry.id)).size;
      counts.lost = tapped.size - counts.arrived;
      counts.duplicated = mine.length - counts.arrived;
      figures.push(counts);
      console.log(`randomized desk sync: desk seed ${seed}`, counts);

      expect(await data.outbox.toArray()).toEqual([]);
      expect({ lost: counts.lost, duplicated: counts.duplicated }).toEqual({ lost: 0, duplicated: 0 });
      // Each tap once, as tapped, by this member; and nothing on the server that no seed tapped.
      const byId = (a: CareLogRecord, b: CareLogRecord) => a.id.localeCompare(b.id);
      expect([...mine].sort(byId)).toEqual([...tapped.values()].sort(byId));
      expect(onServer.filter((entry) => !everyTap.has(entry.id))).toEqual([]);
      // The phone shows today's log of every phone, its own taps of yesterday, and nothing older.
      const [before, yesterday, today] = desk.days as [string, string, string];
      const phoneLog = (await data.careLog.toArray()).sort(byId);
      expect(phoneLog.filter((entry) => entry.day === today)).toEqual(onServer.filter((entry) => entry.day === today).sort(byId));
      expect(phoneLog.filter((entry) => entry.day === yesterday)).toEqual([...tapped.values()].filter((entry) => entry.day === yesterday).sort(byId));
      expect(phoneLog.filter((entry) => entry.day === before)).toEqual([]);
      data.close();
    });
  }
});
