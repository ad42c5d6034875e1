// The owner's data on the phone (decision record 0007): one Dexie schema that the engine, its tests
// and the web app all open, and the record types they share.
import type { StayPhotoUpload } from '../domain/schemas/stay-photo.ts';
import { Dexie, type Table } from 'dexie';
import type * as v from 'valibot';
import type { BookingJson } from '../domain/contracts/booking.ts';
import type { CatJson } from '../domain/contracts/cat.ts';
import type { CareLogEntry } from '../domain/care-log.ts';
import type { CareLogInput } from '../domain/schemas/care-log.ts';
import type { LiveCallDoneInput, LiveCallInput } from '../domain/schemas/live-call.ts';
import type { deskCheckInSchema } from '../domain/schemas/desk.ts';
import type { ExtraServiceJson } from '../domain/contracts/extra-service.ts';
import type { OwnerJson } from '../domain/contracts/owner.ts';
import type { StayPage } from '../domain/stay-requests.ts';
import type { bookingChangesSchema, newBookingSchema } from '../domain/schemas/booking.ts';
import type { CatChanges, NewCat } from '../domain/schemas/cat.ts';
import type { CareItem } from '../domain/schemas/care-plan.ts';
import type { ProofUpload } from '../domain/schemas/proof.ts';
import type { Vaccination } from '../domain/schemas/vaccination.ts';
import type { VaccinationRules } from '../domain/vaccinations.ts';
import type { profileSchema } from '../domain/schemas/profile.ts';

/** The database the web app opens; tests open their own names. */
export const HOTEL_DATA_NAME = 'sunningdale-hotel';

// Local records have the API's JSON shape (domain/contracts/), so an answer from the server simply replaces them.
export type OwnerRecord = OwnerJson;
export type CatRecord = CatJson;
/**
 * A booking made or changed offline carries the estimate of domain/pricing.ts until the server's
 * answer replaces it; dates outside the advertised stays price to no stay type, as in the estimator.
 * Its stay page (requests, history) comes with every server answer; a booking made offline has none yet.
 */
export type BookingRecord = Omit<BookingJson, 'stayType'> & { stayType: BookingJson['stayType'] | '' } & Partial<StayPage>;

/** What a check-in or check-out sends, as the desk typed it: the version it was shown, how the balance was paid, the weights. */
export type StayActionBody = v.InferInput<typeof deskCheckInSchema>;

/** An entry of a stay's care log, as the desk's phone holds it (issue 33). */
export type CareLogRecord = CareLogEntry;

/** The server's list (GET /api/extra-services), kept so a booking can be priced offline. */
export type ExtraServiceRecord = ExtraServiceJson;

/** A booking the owner is still putting together (the estimator, New Booking); it never syncs. */
export interface DraftRecord {
  id: string;
  /** '' until the owner picks the date. */
  checkInDate: string;
  checkOutDate: string;
  numberOfCats: number;
  catIds: string[];
  extraServiceIds: number[];
  specialRequests: string;
  updatedAt: string;
}

type CatSubject = { kind: 'cat'; id: string };
type BookingSubject = { kind: 'booking'; id: string };
type OwnerSubject = { kind: 'owner'; id: string };
type CareEntrySubject = { kind: 'careEntry'; id: string };
type StaySubject = { kind: 'stay'; id: string };
type PhotoSubject = { kind: 'photo'; id: string };
type LiveCallSubject = { kind: 'liveCall'; id: string };

/**
 * One change an owner made, as the request that tells the server. `change` names the function of
 * changes.ts that made it, so the engine knows what the change does to the local record without
 * reading paths.
 */
export type Change =
  | { change: 'addCat'; subject: CatSubject; method: 'POST'; body: NewCat & { id: string } }
  | { change: 'updateCat'; subject: CatSubject; method: 'PATCH'; body: CatChanges }
  | { change: 'removeCat'; subject: CatSubject; method: 'DELETE'; body?: undefined }
  // A cat's records (issue 33): each answer is the whole cat, so they settle on the cat.
  | { change: 'addVaccination'; subject: CatSubject; method: 'POST'; body: Vaccination & { id: string } }
  | { change: 'changeVaccination'; subject: CatSubject; method: 'PUT'; body: Vaccination & { id: string } }
  | { change: 'removeVaccination'; subject: CatSubject; method: 'DELETE'; body?: undefined; vaccinationId: string }
  | { change: 'addCareItem'; subject: CatSubject; method: 'POST'; body: CareItem & { id: string } }
  | { change: 'changeCareItem'; subject: CatSubject; method: 'PUT'; body: CareItem & { id: string } }
  | { change: 'removeCareItem'; subject: CatSubject; method: 'DELETE'; body?: undefined; careItemId: string }
  | { change: 'attachProof'; subject: CatSubject; method: 'PUT'; body: ProofUpload; proves: ProofTarget }
  | { change: 'removeProof'; subject: CatSubject; method: 'DELETE'; body?: undefined; proves: ProofTarget }
  | { change: 'createBooking'; subject: BookingSubject; method: 'POST'; body: v.InferOutput<typeof newBookingSchema> }
  | {
      change: 'updateBooking';
      subject: BookingSubject;
      method: 'PATCH';
      body: v.InferOutput<typeof bookingChangesSchema> & { version: number };
    }
  | { change: 'cancelBooking'; subject: BookingSubject; method: 'POST'; body?: undefined }
  // A Live Update call (issue 34): the answer is the booking, so both settle on it.
  | { change: 'askLiveCall'; subject: BookingSubject; method: 'POST'; body: LiveCallInput; callId: string }
  | { change: 'cancelLiveCall'; subject: BookingSubject; method: 'DELETE'; body?: undefined; callId: string }
  | { change: 'updateProfile'; subject: OwnerSubject; method: 'PATCH'; body: v.InferOutput<typeof profileSchema> }
  // A staff phone's (issue 33): a tap of the round, in the desk's own database of this schema.
  | { change: 'logCare'; subject: CareEntrySubject; method: 'POST'; body: CareLogInput }
  // Check-in and check-out at the desk with no signal: the server checks the records and what is owed when it comes.
  | { change: 'stayAction'; subject: StaySubject; method: 'POST'; body: StayActionBody; action: 'check-in' | 'check-out' }
  // A Live Update call made on the round (issue 34): the desk's screens show it waiting until the server has it.
  | { change: 'liveCallDone'; subject: LiveCallSubject; method: 'POST'; body: LiveCallDoneInput }
  // A photo for a cat's diary (issue 34): its bytes wait here as base64 until the server has them.
  | { change: 'postPhoto'; subject: PhotoSubject; method: 'POST'; body: StayPhotoUpload };

export type Subject = Change['subject'];

/** What a proof proves: one vaccination, or that the cat is spayed or neutered. */
export type ProofTarget = { vaccinationId: string } | 'spay-neuter';

/** An outbox entry (DESIGN 4.2); its id is the Idempotency-Key the server remembers. */
export type OutboxEntry = Change & {
  id: string;
  /** Replay order. A counter, not the clock: a phone's clock can step back. */
  seq: number;
  path: string;
  createdAt: string;
  attempts: number;
  state: 'waiting' | 'rejected';
  /** The change in the owner's words: "Add Whiskers". */
  summary: string;
  /** The server's message when it refused the change. */
  error?: string;
  /** The input the server named in its refusal, if any ('version': the hotel changed the record meanwhile). */
  field?: string;
};

/** The sync state every tab shows, written by whichever tab is sending. */
export interface SyncState {
  sending: boolean;
  lastSyncedAt: string | null;
  paused: 'signed-out' | null;
  lastError: string | null;
}

/** Who may send right now, where Web Locks are missing (tab-lock.ts). */
export interface Lease {
  holder: string;
  expiresAt: number;
}

export type MetaRow =
  | { key: 'sync'; value: SyncState }
  | { key: 'lease'; value: Lease }
  | { key: 'outboxSeq'; value: number }
  /** The house's vaccination rules as the server last gave them, so stays are checked offline too. */
  | { key: 'vaccinationRules'; value: VaccinationRules };

export type MetaKey = MetaRow['key'];
export type MetaValue<K extends MetaKey> = Extract<MetaRow, { key: K }>['value'];

// Plain Tables, not EntityTables: every key is given (made on the phone or by the server), none generated.
export class HotelData extends Dexie {
  profile!: Table<OwnerRecord, string>;
  cats!: Table<CatRecord, string>;
  bookings!: Table<BookingRecord, string>;
  drafts!: Table<DraftRecord, string>;
  extraServices!: Table<ExtraServiceRecord, number>;
  outbox!: Table<OutboxEntry, string>;
  meta!: Table<MetaRow, MetaKey>;
  /** The desk's database only (issue 33): the round's entries this phone made or last pulled. */
  careLog!: Table<CareLogRecord, string>;

  constructor(name: string = HOTEL_DATA_NAME) {
    super(name);
    const first = {
      profile: 'id',
      cats: 'id',
      bookings: 'id',
      drafts: 'id',
      extraServices: 'id',
      outbox: 'id, &seq, state, subject.id',
      meta: 'key',
    };
    this.version(1).stores(first);
    this.version(2).stores({ ...first, careLog: 'id, day' });
  }

  /** Every table the data lives in, for the changes that touch all of them. */
  get everyTable() {
    return [this.profile, this.cats, this.bookings, this.drafts, this.extraServices, this.outbox, this.meta, this.careLog];
  }
}

export async function readMeta<K extends MetaKey>(data: HotelData, key: K): Promise<MetaValue<K> | undefined> {
  const row = await data.meta.get(key);
  return row?.value as MetaValue<K> | undefined;
}

export async function writeMeta<K extends MetaKey>(data: HotelData, key: K, value: MetaValue<K>): Promise<void> {
  await data.meta.put({ key, value } as MetaRow);
}

async function clearEverything(data: HotelData): Promise<void> {
  await Promise.all(data.everyTable.map((table) => table.clear()));
}

/**
 * At sign-in: the database holds one owner's data, so another owner's is cleared first (the app
 * has asked about anything unsent before it signs someone else in). The same owner's profile is
 * kept while an edit of it waits to be sent.
 */
export async function rememberOwner(data: HotelData, owner: OwnerRecord): Promise<void> {
  await data.transaction('rw', data.everyTable, async () => {
    const [present] = await data.profile.toArray();
    if (present !== undefined && present.id !== owner.id) await clearEverything(data);
    else if ((await data.outbox.where('subject.id').equals(owner.id).count()) > 0) return;
    await data.profile.put(owner);
  });
}

/** At sign-out, once the outbox is empty or the owner agreed to lose what is unsent. */
export async function forgetOwner(data: HotelData): Promise<void> {
  await data.transaction('rw', data.everyTable, () => clearEverything(data));
}

/** Waiting or refused changes: either way the server does not have them. */
export async function hasUnsentChanges(data: HotelData): Promise<boolean> {
  return (await data.outbox.count()) > 0;
}
