// What a change does to the local record, and how a record follows the server while changes to it
// still wait. Run these inside a Dexie transaction over the record tables and the outbox.
import type { Table } from 'dexie';
import { noCatRecords, type ProofJson } from '../domain/contracts/cat.ts';
import { proofSize } from '../domain/schemas/proof.ts';
import type { Vaccination } from '../domain/schemas/vaccination.ts';
import { centsToDecimal, decimalToCents } from '../domain/money.ts';
import { byTimeOfDay } from '../domain/live-updates.ts';
import { priceStayBetween, type PricedService } from '../domain/pricing.ts';
import type { BookingRecord, CareLogRecord, CatRecord, Change, HotelData, OutboxEntry, OwnerRecord, ProofTarget, Subject } from './local-data.ts';

/** What the server answers for a subject, as the local tables hold it. */
export type ServerRecord = CatRecord | BookingRecord | OwnerRecord | CareLogRecord;

/** The tables a change's transaction needs. */
export function recordTables(data: HotelData) {
  return [data.profile, data.cats, data.bookings, data.extraServices, data.careLog, data.outbox, data.meta];
}

/** What the price decides; the rest of a booking is the owner's choice or the server's state. */
type Priced = 'nights' | 'stayType' | 'stayTypeName' | 'rate' | 'baseAmount' | 'servicesAmount' | 'totalAmount' | 'depositAmount' | 'balanceAmount';

/**
 * The booking with domain/pricing.ts's estimate for the stay the owner chose, with the extra
 * services as the server last listed them; the server's answer replaces it.
 */
async function withEstimate(data: HotelData, booking: Omit<BookingRecord, Priced>): Promise<BookingRecord> {
  const listed = await data.extraServices.bulkGet(booking.extraServiceIds);
  const services: PricedService[] = listed.flatMap((service) => {
    const priceCents = decimalToCents(service?.price ?? '');
    return service === undefined || priceCents === undefined ? [] : [{ ...service, priceCents }];
  });
  // A reservation-form booking names no cats, only a count.
  const cats = booking.catIds.length > 0 ? booking.catIds.length : booking.numberOfCats;
  const price = priceStayBetween(booking.checkInDate, booking.checkOutDate, cats, services);
  return {
    ...booking,
    numberOfCats: cats,
    nights: price.nights,
    stayType: price.stayType,
    stayTypeName: price.stayTypeName,
    rate: centsToDecimal(price.rateCents),
    baseAmount: centsToDecimal(price.baseCents),
    servicesAmount: centsToDecimal(price.servicesCents),
    totalAmount: centsToDecimal(price.totalCents),
    depositAmount: centsToDecimal(price.depositCents),
    balanceAmount: centsToDecimal(price.balanceCents),
  };
}

function newBooking(change: Extract<Change, { change: 'createBooking' }>, now: string): Omit<BookingRecord, Priced> {
  const { booking, catIds, extraServiceIds } = change.body;
  return {
    id: change.subject.id,
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    numberOfCats: catIds.length,
    specialRequests: booking.specialRequests,
    transportAddress: booking.transportAddress,
    cancelledBy: null,
    cancelReason: null,
    status: 'pending',
    paymentStatus: 'pending',
    // The hold on places starts when the server receives the booking; its answer brings the time.
    heldUntil: null,
    catIds,
    extraServiceIds,
    contact: null,
    // The server's first version; its answer replaces it before any edit is sent (settleRecord).
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

type VaccinationRecord = CatRecord['vaccinations'][number];

/** The cat's vaccinations after `change`, in the server's order: the oldest given first. */
function withVaccinations(cat: CatRecord, change: (vaccinations: VaccinationRecord[]) => VaccinationRecord[]): CatRecord['vaccinations'] {
  return change(cat.vaccinations).sort((a, b) => a.givenOn.localeCompare(b.givenOn));
}

/** A vaccination as the owner wrote it; a check of the book stands only while what was checked stays the same. */
function writtenVaccination(
  before: VaccinationRecord | undefined,
  { id, vaccine, otherName, givenOn, validUntil, vet }: Vaccination & { id: string },
) {
  const sameChecked =
    before !== undefined &&
    before.vaccine === vaccine &&
    before.otherName === otherName &&
    before.givenOn === givenOn &&
    before.validUntil === validUntil;
  return {
    id,
    vaccine,
    otherName,
    givenOn,
    validUntil,
    vet,
    proof: before?.proof ?? null,
    checkedBy: sameChecked ? before.checkedBy : null,
    checkedAt: sameChecked ? before.checkedAt : null,
  };
}

/** The cat with `proof` (null: none) as what proves `target`. */
function withProof(cat: CatRecord, target: ProofTarget, proof: ProofJson | null): Partial<CatRecord> {
  if (target === 'spay-neuter') return { spayNeuter: { ...cat.spayNeuter, proof } };
  return { vaccinations: cat.vaccinations.map((vaccination) => (vaccination.id === target.vaccinationId ? { ...vaccination, proof } : vaccination)) };
}

/** Changes a cat the phone holds; a cat it no longer holds has nothing to show the change on. */
async function changeCat(data: HotelData, id: string, now: string, change: (cat: CatRecord) => Partial<CatRecord>): Promise<void> {
  const cat = await data.cats.get(id);
  if (cat !== undefined) await data.cats.put({ ...cat, ...change(cat), updatedAt: now });
}

/** Shows the change on the phone at once, as the server will make it. */
export async function applyChange(data: HotelData, change: Change, now: string): Promise<void> {
  const { id } = change.subject;
  switch (change.change) {
    case 'addCat': {
      const { id: _id, ...fields } = change.body;
      await data.cats.put({ ...fields, id, ...noCatRecords(), createdAt: now, updatedAt: now });
      return;
    }
    case 'updateCat':
      await data.cats.update(id, { ...change.body, updatedAt: now });
      return;
    case 'removeCat':
      await data.cats.delete(id);
      return;
    case 'addVaccination':
    case 'changeVaccination': {
      const written = change.body;
      await changeCat(data, id, now, (cat) => ({
        vaccinations: withVaccinations(cat, (vaccinations) => [
          ...vaccinations.filter((vaccination) => vaccination.id !== written.id),
          writtenVaccination(
            vaccinations.find((vaccination) => vaccination.id === written.id),
            written,
          ),
        ]),
      }));
      return;
    }
    case 'removeVaccination':
      await changeCat(data, id, now, (cat) => ({
        vaccinations: withVaccinations(cat, (vaccinations) => vaccinations.filter((vaccination) => vaccination.id !== change.vaccinationId)),
      }));
      return;
    case 'addCareItem':
    case 'changeCareItem': {
      const { id: itemId, kind, name, amount, times, withFood, until, notes } = change.body;
      const written = { id: itemId, kind, name, amount, times, withFood, until, notes };
      await changeCat(data, id, now, (cat) => ({
        // In place when changed; added ones after the others of their kind, as the server lists them.
        carePlan: cat.carePlan.some((item) => item.id === itemId)
          ? cat.carePlan.map((item) => (item.id === itemId ? written : item))
          : [...cat.carePlan, written].sort((a, b) => a.kind.localeCompare(b.kind)),
      }));
      return;
    }
    case 'removeCareItem':
      await changeCat(data, id, now, (cat) => ({ carePlan: cat.carePlan.filter((item) => item.id !== change.careItemId) }));
      return;
    case 'attachProof': {
      const { id: proofId, contentType, data: base64 } = change.body;
      const proof = { id: proofId, contentType, size: proofSize(base64), addedAt: now };
      await changeCat(data, id, now, (cat) => withProof(cat, change.proves, proof));
      return;
    }
    case 'removeProof':
      await changeCat(data, id, now, (cat) => withProof(cat, change.proves, null));
      return;
    case 'createBooking':
      await data.bookings.put(await withEstimate(data, newBooking(change, now)));
      return;
    case 'updateBooking': {
      const booking = await data.bookings.get(id);
      if (booking === undefined) return;
      // The version stays the server's: it is the one the next edit is based on.
      const { version: _version, ...changes } = change.body;
      await data.bookings.put(await withEstimate(data, { ...booking, ...changes, updatedAt: now }));
      return;
    }
    case 'cancelBooking':
      await data.bookings.update(id, { status: 'cancelled', updatedAt: now });
      return;
    case 'askLiveCall':
    case 'cancelLiveCall':
      await changeLiveCalls(data, id, change);
      return;
    case 'updateProfile':
      await data.profile.update(id, change.body);
      return;
    // The stay's page is the server's: the desk shows the action as waiting until it is sent.
    case 'stayAction':
      return;
    // So is a call: the round shows it made, waiting for signal, from the outbox itself.
    case 'liveCallDone':
      return;
    case 'logCare': {
      // The desk's database holds the member of staff signed in on this phone as its profile.
      const [member] = await data.profile.toArray();
      await data.careLog.put({ ...change.body, loggedBy: member === undefined ? '' : nameOf(member) });
      return;
    }
  }
}

/** A call asked for shows at once on the booking, as the server will keep it; a call cancelled shows cancelled. */
async function changeLiveCalls(data: HotelData, bookingId: string, change: Extract<Change, { change: 'askLiveCall' | 'cancelLiveCall' }>) {
  const booking = await data.bookings.get(bookingId);
  if (booking === undefined) return;
  const calls = (booking.liveCalls ?? []).filter((call) => change.change === 'cancelLiveCall' || call.id !== change.callId);
  const liveCalls =
    change.change === 'askLiveCall'
      ? [...calls, { ...change.body, state: 'asked' as const, doneAt: null, chargedCents: null }].sort(byTimeOfDay)
      : calls.map((call) => (call.id === change.callId && call.state === 'asked' ? { ...call, state: 'cancelled' as const } : call));
  await data.bookings.put({ ...booking, liveCalls });
}

/** How the desk names a member of staff: as the server does (api/staff/account-names.ts). */
function nameOf(member: OwnerRecord): string {
  const name = [member.firstName, member.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name === '' ? member.email : name;
}

/** The changes to one record that have not reached the server yet, oldest first. */
export async function waitingFor(data: HotelData, subject: Subject): Promise<OutboxEntry[]> {
  const entries = await data.outbox.where('subject.id').equals(subject.id).toArray();
  return entries.filter((entry) => entry.state === 'waiting').sort((a, b) => a.seq - b.seq);
}

/** Writes the server's copy of one record; null: the server has none. */
async function keepServerCopy(data: HotelData, subject: Subject, record: ServerRecord | null): Promise<void> {
  // A stay, and a photo of its diary, are the desk's screens' to show, read from the server; this
  // phone keeps no copy of either.
  if (subject.kind === 'stay' || subject.kind === 'photo' || subject.kind === 'liveCall') return;
  const table = { cat: data.cats, booking: data.bookings, owner: data.profile, careEntry: data.careLog }[subject.kind];
  if (record === null) await table.delete(subject.id);
  // The answer is for this subject, so it has this table's shape.
  else await (table as Table<ServerRecord, string>).put(record);
}

/**
 * The server's record (null: it has none) becomes the local one, with the owner's waiting changes
 * shown on top of it so the screen never steps back to a state the owner already changed.
 *
 * `basedOn`: the server accepted a change these waiting ones were made after, so a booking edit
 * among them now builds on the answer's version; without it, a hotel change made meanwhile would
 * look like the owner's own and the server would answer 409.
 */
export async function settleRecord(
  data: HotelData,
  subject: Subject,
  record: ServerRecord | null,
  now: string,
  options: { basedOn?: 'answer' } = {},
): Promise<void> {
  await keepServerCopy(data, subject, record);
  for (const entry of await waitingFor(data, subject)) {
    if (options.basedOn === 'answer' && entry.change === 'updateBooking' && record !== null && 'version' in record) {
      entry.body.version = record.version;
      await data.outbox.put(entry);
    }
    await applyChange(data, entry, now);
  }
}
