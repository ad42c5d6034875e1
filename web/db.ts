// The owner's local data (DESIGN section 4, decision record 0007): the app's one database, the one
// sync engine per page, and the hooks the owner area reads with. Only owner-area routes import this
// file, so the public pages never load Dexie (the home page's script budget).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { ValiError } from 'valibot';
import { RequestFailed } from '../sync/api-client.ts';
import * as changes from '../sync/changes.ts';
import { clearRegistrationDraft } from './components/registration-draft.ts';
import { type SyncEngine, startSync } from '../sync/engine.ts';
import {
  type BookingRecord,
  type CatRecord,
  type ExtraServiceRecord,
  forgetOwner,
  hasUnsentChanges,
  HOTEL_DATA_NAME,
  HotelData,
  type OutboxEntry,
  type OwnerRecord,
  type ProofTarget,
  readMeta,
  rememberOwner,
} from '../sync/local-data.ts';
import { HOUSE_VACCINATION_RULES, stayRecordLines, type VaccinationRules } from '../domain/vaccinations.ts';
import { readSyncStatus, statusLine } from '../sync/status.ts';

export type LocalOwner = OwnerRecord;
export type LocalCat = CatRecord;
export type LocalBooking = BookingRecord;
export type LocalExtraService = ExtraServiceRecord;
export type { OutboxEntry };

/** The app's one database ('sunningdale-hotel'); every tab opens the same one, and live queries see each other's writes. */
export const hotelData = new HotelData(HOTEL_DATA_NAME);

let engine: SyncEngine | undefined;

/** The sync engine, started once per page and only in the owner area. */
function syncEngine(): SyncEngine {
  engine ??= startSync(hotelData);
  return engine;
}

/** At sign-out, and before each test: no engine runs until the owner area opens again. */
export async function stopSync(): Promise<void> {
  const running = engine;
  engine = undefined;
  await running?.stop();
}

/**
 * Changes on this phone that another owner made and the server never got: signing in as someone
 * else would discard them, so the sign-in screen asks first.
 */
export async function unsentChangesOfAnotherOwner(owner: LocalOwner): Promise<{ email: string; count: number } | null> {
  const [present] = await hotelData.profile.toArray();
  if (present === undefined || present.id === owner.id) return null;
  const count = await hotelData.outbox.count();
  return count === 0 ? null : { email: present.email, count };
}

/**
 * After a sign-in or sign-up: the database holds this owner's data only (another owner's is
 * cleared), a queue paused for sign-in goes on, and the browser is asked to keep the data.
 */
export async function welcomeOwner(owner: LocalOwner): Promise<void> {
  await rememberOwner(hotelData, owner);
  void syncEngine().resume();
  void navigator.storage?.persist?.().catch(() => false);
}

/**
 * The owner area is open for this owner: their data is the one held, and the engine runs. When the
 * server itself said who is signed in, a queue paused for sign-in goes on.
 */
export function useOwnerArea(owner: LocalOwner, confirmedByServer: boolean): void {
  useEffect(() => {
    let current = true;
    void (async () => {
      const known = await hotelData.profile.toCollection().first();
      if (known?.id !== owner.id) await rememberOwner(hotelData, owner);
      if (!current) return;
      const running = syncEngine();
      if (confirmedByServer) await running.resume();
    })();
    return () => {
      current = false;
    };
  }, [owner, confirmedByServer]);
}

/** Whether signing out now would lose a change the server has not taken yet. */
export function unsentChanges(): Promise<boolean> {
  return hasUnsentChanges(hotelData);
}

/** Clears this phone's copy of the owner's data, drafts included (at sign-out, once nothing is unsent or the owner agreed). */
export async function clearOwnerData(): Promise<void> {
  clearRegistrationDraft();
  await stopSync();
  await forgetOwner(hotelData);
}

// Reading: each hook is undefined while the first answer loads.

/**
 * The e-mailed link confirmed `email` (web/features/account/confirm-email-screen.tsx): the phone's
 * copy of that owner says so at once, so the dashboard's banner goes in every open tab without
 * waiting for the next pull, which brings the server's word anyway.
 */
export async function noteEmailConfirmed(email: string): Promise<void> {
  await hotelData.profile.toCollection().modify((owner) => {
    if (owner.email.toLowerCase() === email.toLowerCase()) owner.emailConfirmed = true;
  });
}

/**
 * The owner stopped the daily news e-mails from the link in one (issue 34): if this phone holds that
 * owner, its copy says so at once, so the profile's switch is off without waiting for the next pull.
 */
export async function noteDiaryDigestOff(ownerId: string): Promise<void> {
  await hotelData.profile.update(ownerId, { diaryDigest: false });
}

// ISO timestamps sort as text; the id (UUIDv7, made in time order) breaks ties.
const byCreation = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

export function useProfile(): LocalOwner | null | undefined {
  return useLiveQuery(async () => (await hotelData.profile.toCollection().first()) ?? null, [], undefined);
}

export function useCats(): LocalCat[] | undefined {
  return useLiveQuery(async () => (await hotelData.cats.toArray()).sort(byCreation), []);
}

export function useBookings(): LocalBooking[] | undefined {
  return useLiveQuery(async () => (await hotelData.bookings.toArray()).sort(byCreation).reverse(), []);
}

/** One of the owner's bookings as this phone holds it: null when it holds none with that id. */
export function useBooking(id: string): LocalBooking | null | undefined {
  return useLiveQuery(async () => (await hotelData.bookings.get(id)) ?? null, [id], undefined);
}

export function useExtraServices(): LocalExtraService[] | undefined {
  return useLiveQuery(() => hotelData.extraServices.toArray(), []);
}

/**
 * The house's vaccination rules as the server last gave them (every pull brings them); the spec's
 * until this phone has pulled once.
 */
export function useVaccinationRules(): VaccinationRules {
  return useLiveQuery(async () => (await readMeta(hotelData, 'vaccinationRules')) ?? HOUSE_VACCINATION_RULES, [], HOUSE_VACCINATION_RULES);
}

/**
 * What keeps a stay's cats from meeting the house's rules, in the owner's words; none while the
 * cats are still loading. Checked on the phone, so a vaccination added offline counts at once.
 */
export function useStayRecordLines(stay: { checkInDate: string; checkOutDate: string; catIds: readonly string[] }): string[] {
  const cats = useCats();
  const rules = useVaccinationRules();
  if (cats === undefined) return [];
  const staying = stay.catIds.flatMap((id) => cats.filter((cat) => cat.id === id));
  return stayRecordLines(staying, rules, { checkIn: stay.checkInDate, checkOut: stay.checkOutDate });
}

export function useOutbox(): OutboxEntry[] | undefined {
  return useLiveQuery(() => hotelData.outbox.orderBy('seq').toArray(), []);
}

export function useSyncStatus() {
  return useLiveQuery(async () => {
    const status = await readSyncStatus(hotelData);
    return { ...status, line: statusLine(status) };
  }, []);
}

// Changing: each writes the record and its outbox entry at once, online or not (sync/changes.ts).

export const addCat = (cat: Parameters<typeof changes.addCat>[1]) => changes.addCat(hotelData, cat);
export const updateCat = (id: string, fields: Parameters<typeof changes.updateCat>[2]) => changes.updateCat(hotelData, id, fields);
export const removeCat = (id: string) => changes.removeCat(hotelData, id);
export const saveVaccination = (catId: string, form: changes.VaccinationForm, options?: Parameters<typeof changes.saveVaccination>[3]) =>
  changes.saveVaccination(hotelData, catId, form, options);
export const removeVaccination = (catId: string, vaccinationId: string) => changes.removeVaccination(hotelData, catId, vaccinationId);
export const attachProof = (catId: string, target: ProofTarget, file: changes.ProofFile) => changes.attachProof(hotelData, catId, target, file);
export const removeProof = (catId: string, target: ProofTarget) => changes.removeProof(hotelData, catId, target);
export const saveCareItem = (catId: string, form: changes.CareItemForm, careItemId?: string) =>
  changes.saveCareItem(hotelData, catId, form, careItemId);
export const removeCareItem = (catId: string, careItemId: string) => changes.removeCareItem(hotelData, catId, careItemId);
export type { ProofTarget };
export type { ProofFile, VaccinationForm } from '../sync/changes.ts';
/** What the owner hears after asking for a new booking (issue 31). */
export type NewBookingAnswer =
  /** The hotel has it: now, and only now, it is created. */
  | { kind: 'created'; bookingId: string }
  /** Offline, or no answer in time: it waits in the outbox, and places are checked only when it arrives. */
  | { kind: 'waiting'; bookingId: string }
  /** The hotel refused it; nothing of it is kept on the phone, the form keeps what the owner typed. */
  | { kind: 'refused'; message: string; field?: string };

/**
 * A new booking goes through the outbox like every change (so it is sent once, under its entry's
 * key), but the owner waits for the hotel's answer: nothing says "created" before the hotel said so.
 */
export async function requestBooking(stay: Parameters<typeof changes.createBooking>[1]): Promise<NewBookingAnswer> {
  const booking = await changes.createBooking(hotelData, stay);
  const entry = await hotelData.outbox.where('subject.id').equals(booking.id).first();
  if (entry === undefined || !navigator.onLine) return { kind: 'waiting', bookingId: booking.id };
  const outcome = await syncEngine().sendNow(entry.id);
  if (outcome.kind === 'refused') return outcome;
  return { kind: outcome.kind === 'sent' ? 'created' : 'waiting', bookingId: booking.id };
}
/** The booking's version goes with the change (sync/changes.ts): the server refuses it if the hotel changed the booking meanwhile. */
export const updateBooking = (id: string, fields: Parameters<typeof changes.updateBooking>[2]) => changes.updateBooking(hotelData, id, fields);
export const cancelBooking = (id: string) => changes.cancelBooking(hotelData, id);
export const updateProfile = (fields: Parameters<typeof changes.updateProfile>[1]) => changes.updateProfile(hotelData, fields);

export const retryChange = (entryId: string) => syncEngine().retry(entryId);
export const discardChange = (entryId: string) => syncEngine().discard(entryId);

/** A change the record's state forbids (a booking no longer pending, a cat already removed). */
export const ChangeRefused = changes.ChangeRefused;

/** The hotel refused what the owner asked; `field` names the input it speaks of, when it named one. */
export class HotelRefused extends Error {
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

/** The words for a change that could not be made: the refusal's own, or the first refused field's. */
export function whyNotSaved(error: unknown): string {
  if (error instanceof changes.ChangeRefused || error instanceof HotelRefused || error instanceof RequestFailed) return error.message;
  if (error instanceof ValiError) return (error.issues[0] as { message?: string } | undefined)?.message ?? error.message;
  return 'Please try again.';
}
