// Every change an owner can make (decision record 0007). Each one validates with the schema the
// server uses (D2), then writes the record and its outbox entry in one Dexie transaction and returns;
// none touches the network, so all of them work offline. Invalid input throws valibot's ValiError,
// a change the record's state forbids throws ChangeRefused.
import { stayPhotoSchema } from '../domain/schemas/stay-photo.ts';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { isCancellable, isEditable } from '../domain/booking-status.ts';
import { stayDates } from '../domain/cat-stays.ts';
import { bookingChangesSchema, newBookingSchema } from '../domain/schemas/booking.ts';
import { catChangesSchema, newCatSchema } from '../domain/schemas/cat.ts';
import { careItemSchema } from '../domain/schemas/care-plan.ts';
import { careLogEntrySchema } from '../domain/schemas/care-log.ts';
import { liveCallDoneSchema, liveCallSchema } from '../domain/schemas/live-call.ts';
import { CALL_MADE, callDayRefusal, mayAskForCalls, NOT_CALLABLE } from '../domain/live-updates.ts';
import { formatDay, todayAtHotel } from '../domain/dates.ts';
import { deskCheckInSchema, deskCheckOutSchema } from '../domain/schemas/desk.ts';
import { OUTCOME_WORDS } from '../domain/care-log.ts';
import { profileSchema } from '../domain/schemas/profile.ts';
import { type ProofUpload, proofSchema } from '../domain/schemas/proof.ts';
import { type Vaccination, vaccinationSchema } from '../domain/schemas/vaccination.ts';
import { VACCINE_NAMES, vaccineTitle } from '../domain/vaccinations.ts';
import type { BookingRecord, CareLogRecord, CatRecord, Change, HotelData, OutboxEntry, OwnerRecord, ProofTarget } from './local-data.ts';
import { readMeta, writeMeta } from './local-data.ts';
import { applyChange, recordTables } from './records.ts';

/** A change the owner cannot make to the record as it is now; `message` is for the owner. */
export class ChangeRefused extends Error {}

export type CatForm = Omit<v.InferInput<typeof newCatSchema>, 'id'>;
export type CatFormChanges = Partial<CatForm>;
export type BookingForm = v.InferInput<typeof newBookingSchema>['booking'] &
  Pick<v.InferInput<typeof newBookingSchema>, 'catIds' | 'extraServiceIds'>;
export type BookingFormChanges = Omit<v.InferInput<typeof bookingChangesSchema>, 'version'>;
export type ProfileForm = v.InferInput<typeof profileSchema>;
export type VaccinationForm = Omit<v.InferInput<typeof vaccinationSchema>, 'id'>;
export type CareItemForm = Omit<v.InferInput<typeof careItemSchema>, 'id'>;

type ChangeWithSummary = Change & { path: string; summary: string };

/**
 * The one way a change enters the outbox:
 * 1. In one transaction over the records and the outbox, `describe` reads the record as it is now
 *    and says what changes (undefined: nothing does, and nothing is queued).
 * 2. The entry takes the next number of the outbox's counter, so replay follows the owner's order
 *    in every tab whatever the phone's clock does.
 * 3. The change is applied to the local record in the same transaction, so the screen and the
 *    queue never disagree, even if the tab dies a moment later.
 */
async function queueChange<T>(data: HotelData, describe: () => Promise<ChangeWithSummary | undefined>, result: () => Promise<T>): Promise<T> {
  return data.transaction('rw', recordTables(data), async () => {
    const change = await describe();
    if (change !== undefined) {
      const now = new Date().toISOString();
      const seq = ((await readMeta(data, 'outboxSeq')) ?? 0) + 1;
      await writeMeta(data, 'outboxSeq', seq);
      const entry = { ...change, id: uuidv7(), seq, createdAt: now, attempts: 0, state: 'waiting' } as OutboxEntry;
      await data.outbox.add(entry);
      await applyChange(data, entry, now);
    }
    return result();
  });
}

// Lists are sets here: the server answers cats and services in its own order.
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
  }
  return a === b;
}

/** Only what differs from the record: a cat update sends only changed fields (DESIGN 4.7). */
function differences<T extends object>(record: object, fields: T): Partial<T> | undefined {
  const current = record as Record<string, unknown>;
  const changed = Object.entries(fields).filter(([key, value]) => value !== undefined && !sameValue(current[key], value));
  return changed.length === 0 ? undefined : (Object.fromEntries(changed) as Partial<T>);
}

async function ownCat(data: HotelData, id: string): Promise<CatRecord> {
  const cat = await data.cats.get(id);
  if (cat === undefined) throw new ChangeRefused('This cat is no longer in your profile');
  return cat;
}

async function ownBooking(data: HotelData, id: string): Promise<BookingRecord> {
  const booking = await data.bookings.get(id);
  if (booking === undefined) throw new ChangeRefused('This booking is no longer in your account');
  return booking;
}

async function signedInOwner(data: HotelData): Promise<OwnerRecord> {
  const [owner] = await data.profile.toArray();
  if (owner === undefined) throw new ChangeRefused('Please sign in to continue');
  return owner;
}

export async function addCat(data: HotelData, form: CatForm): Promise<CatRecord> {
  const body = { ...v.parse(newCatSchema, form), id: uuidv7() };
  return queueChange(
    data,
    async () => ({
      change: 'addCat',
      subject: { kind: 'cat', id: body.id },
      method: 'POST',
      path: '/api/cats',
      body,
      summary: `Add ${body.name}`,
    }),
    async () => (await data.cats.get(body.id))!,
  );
}

export async function updateCat(data: HotelData, id: string, form: CatFormChanges): Promise<CatRecord> {
  const fields = v.parse(catChangesSchema, form);
  return queueChange(
    data,
    async () => {
      const cat = await ownCat(data, id);
      const body = differences(cat, fields);
      if (body === undefined) return undefined;
      return {
        change: 'updateCat',
        subject: { kind: 'cat', id },
        method: 'PATCH',
        path: `/api/cats/${id}`,
        body,
        summary: `Update ${body.name ?? cat.name}`,
      };
    },
    async () => (await data.cats.get(id))!,
  );
}

export async function removeCat(data: HotelData, id: string): Promise<void> {
  await queueChange(
    data,
    async () => ({
      change: 'removeCat',
      subject: { kind: 'cat', id },
      method: 'DELETE',
      path: `/api/cats/${id}`,
      summary: `Remove ${(await ownCat(data, id)).name}`,
    }),
    async () => undefined,
  );
}

/** "Marmalade's rabies vaccination", "Marmalade's Leucofeligen vaccination". */
function vaccinationName(cat: CatRecord, vaccination: Pick<Vaccination, 'vaccine' | 'otherName'>): string {
  const name = vaccination.vaccine === 'other' ? vaccineTitle('other', vaccination.otherName) : VACCINE_NAMES[vaccination.vaccine];
  return `${cat.name}'s ${name} vaccination`;
}

function ownVaccination(cat: CatRecord, vaccinationId: string): CatRecord['vaccinations'][number] {
  const vaccination = cat.vaccinations.find((record) => record.id === vaccinationId);
  if (vaccination === undefined) throw new ChangeRefused(`This vaccination is no longer in ${cat.name}'s profile`);
  return vaccination;
}

/** A photo or PDF as the phone keeps it until it is sent: its type and its bytes as base64. */
export type ProofFile = Omit<ProofUpload, 'id'>;

/**
 * A vaccination as the owner copied it from the book, and the photo of the page if one was taken:
 * both wait in the outbox together (one transaction), or neither does; the record first, so the
 * photo always has its vaccination on the server. `vaccinationId` names a vaccination to change; without it, one is added.
 */
export async function saveVaccination(
  data: HotelData,
  catId: string,
  form: VaccinationForm,
  options: { vaccinationId?: string; photo?: ProofFile } = {},
): Promise<CatRecord> {
  const id = options.vaccinationId ?? uuidv7();
  const body = { ...v.parse(vaccinationSchema, form), id };
  return data.transaction('rw', recordTables(data), async () => {
    await queueChange(
      data,
      async () => {
        const cat = await ownCat(data, catId);
        if (options.vaccinationId === undefined) {
          return {
            change: 'addVaccination',
            subject: { kind: 'cat', id: catId },
            method: 'POST',
            path: `/api/cats/${catId}/vaccinations`,
            body,
            summary: `Add ${vaccinationName(cat, body)}`,
          };
        }
        const { id: _id, ...written } = body;
        if (differences(ownVaccination(cat, id), written) === undefined) return undefined;
        return {
          change: 'changeVaccination',
          subject: { kind: 'cat', id: catId },
          method: 'PUT',
          path: `/api/vaccinations/${id}`,
          body,
          summary: `Change ${vaccinationName(cat, body)}`,
        };
      },
      async () => undefined,
    );
    // A photo that is not one throws here, and the transaction takes the vaccination back with it.
    if (options.photo !== undefined) await attachProof(data, catId, { vaccinationId: id }, options.photo);
    return (await data.cats.get(catId))!;
  });
}

export async function removeVaccination(data: HotelData, catId: string, vaccinationId: string): Promise<void> {
  await queueChange(
    data,
    async () => {
      const cat = await ownCat(data, catId);
      return {
        change: 'removeVaccination',
        subject: { kind: 'cat', id: catId },
        method: 'DELETE',
        path: `/api/vaccinations/${vaccinationId}`,
        vaccinationId,
        summary: `Remove ${vaccinationName(cat, ownVaccination(cat, vaccinationId))}`,
      };
    },
    async () => undefined,
  );
}

/** A meal or a medicine as the owner writes it; `careItemId` names one to change, else one is added. */
export async function saveCareItem(data: HotelData, catId: string, form: CareItemForm, careItemId?: string): Promise<CatRecord> {
  const id = careItemId ?? uuidv7();
  const body = { ...v.parse(careItemSchema, form), id };
  return queueChange(
    data,
    async () => {
      const cat = await ownCat(data, catId);
      if (careItemId === undefined) {
        return {
          change: 'addCareItem',
          subject: { kind: 'cat', id: catId },
          method: 'POST',
          path: `/api/cats/${catId}/care-plan`,
          body,
          summary: `Add ${body.name} to ${cat.name}'s care plan`,
        };
      }
      const { id: _id, ...written } = body;
      if (differences(ownCareItem(cat, id), written) === undefined) return undefined;
      return {
        change: 'changeCareItem',
        subject: { kind: 'cat', id: catId },
        method: 'PUT',
        path: `/api/care-plan/${id}`,
        body,
        summary: `Change ${body.name} in ${cat.name}'s care plan`,
      };
    },
    async () => (await data.cats.get(catId))!,
  );
}

export async function removeCareItem(data: HotelData, catId: string, careItemId: string): Promise<void> {
  await queueChange(
    data,
    async () => {
      const cat = await ownCat(data, catId);
      return {
        change: 'removeCareItem',
        subject: { kind: 'cat', id: catId },
        method: 'DELETE',
        path: `/api/care-plan/${careItemId}`,
        careItemId,
        summary: `Remove ${ownCareItem(cat, careItemId).name} from ${cat.name}'s care plan`,
      };
    },
    async () => undefined,
  );
}

function ownCareItem(cat: CatRecord, careItemId: string): CatRecord['carePlan'][number] {
  const item = cat.carePlan.find((record) => record.id === careItemId);
  if (item === undefined) throw new ChangeRefused(`This is no longer in ${cat.name}'s care plan`);
  return item;
}

function proofPath(catId: string, target: ProofTarget): string {
  return target === 'spay-neuter' ? `/api/cats/${catId}/spay-neuter/proof` : `/api/vaccinations/${target.vaccinationId}/proof`;
}

/** "the photo of Marmalade's rabies vaccination", "Marmalade's spay or neuter proof". */
function proofName(cat: CatRecord, target: ProofTarget): string {
  return target === 'spay-neuter'
    ? `${cat.name}'s spay or neuter proof`
    : `the photo of ${vaccinationName(cat, ownVaccination(cat, target.vaccinationId))}`;
}

/** A photo or PDF proving a vaccination or the spay or neuter; it replaces the one there was. */
export async function attachProof(data: HotelData, catId: string, target: ProofTarget, file: ProofFile & { id?: string }): Promise<void> {
  const body = v.parse(proofSchema, { ...file, id: file.id ?? uuidv7() });
  await queueChange(
    data,
    async () => {
      const cat = await ownCat(data, catId);
      return {
        change: 'attachProof',
        subject: { kind: 'cat', id: catId },
        method: 'PUT',
        path: proofPath(catId, target),
        body,
        proves: target,
        summary: `Add ${proofName(cat, target)}`,
      };
    },
    async () => undefined,
  );
}

export async function removeProof(data: HotelData, catId: string, target: ProofTarget): Promise<void> {
  await queueChange(
    data,
    async () => {
      const cat = await ownCat(data, catId);
      return {
        change: 'removeProof',
        subject: { kind: 'cat', id: catId },
        method: 'DELETE',
        path: proofPath(catId, target),
        proves: target,
        summary: `Remove ${proofName(cat, target)}`,
      };
    },
    async () => undefined,
  );
}

export async function createBooking(data: HotelData, form: BookingForm): Promise<BookingRecord> {
  const { catIds, extraServiceIds, ...stay } = form;
  const id = uuidv7();
  const body = v.parse(newBookingSchema, { booking: { ...stay, id }, catIds, extraServiceIds });
  return queueChange(
    data,
    async () => ({
      change: 'createBooking',
      subject: { kind: 'booking', id },
      method: 'POST',
      path: '/api/bookings',
      body,
      summary: `New booking ${stayDates(body.booking.checkInDate, body.booking.checkOutDate)}`,
    }),
    async () => (await data.bookings.get(id))!,
  );
}

/**
 * Sends the booking's version with the change: if the hotel changed the booking meanwhile, the
 * server answers 409 and the owner is told (DESIGN 4.7).
 */
export async function updateBooking(data: HotelData, id: string, form: BookingFormChanges): Promise<BookingRecord> {
  return queueChange(
    data,
    async () => {
      const booking = await ownBooking(data, id);
      if (!isEditable(booking.status)) {
        throw new ChangeRefused(`This booking is ${booking.status}; only a pending booking can be changed`);
      }
      // Both dates go through the schema, so a new check-in is checked against the old check-out.
      const stay = { checkInDate: booking.checkInDate, checkOutDate: booking.checkOutDate, ...form };
      const changes = differences(booking, v.parse(bookingChangesSchema, stay));
      if (changes === undefined) return undefined;
      const dates = stayDates(changes.checkInDate ?? booking.checkInDate, changes.checkOutDate ?? booking.checkOutDate);
      return {
        change: 'updateBooking',
        subject: { kind: 'booking', id },
        method: 'PATCH',
        path: `/api/bookings/${id}`,
        body: { ...changes, version: booking.version },
        summary: `Update booking ${dates}`,
      };
    },
    async () => (await data.bookings.get(id))!,
  );
}

export async function cancelBooking(data: HotelData, id: string): Promise<BookingRecord> {
  return queueChange(
    data,
    async () => {
      const booking = await ownBooking(data, id);
      if (booking.status === 'cancelled') return undefined;
      if (!isCancellable(booking.status)) {
        throw new ChangeRefused(`This booking is ${booking.status} and can no longer be cancelled`);
      }
      return {
        change: 'cancelBooking',
        subject: { kind: 'booking', id },
        method: 'POST',
        path: `/api/bookings/${id}/cancel`,
        summary: `Cancel booking ${stayDates(booking.checkInDate, booking.checkOutDate)}`,
      };
    },
    async () => (await data.bookings.get(id))!,
  );
}

export type LiveCallForm = Omit<v.InferInput<typeof liveCallSchema>, 'id'>;

/**
 * A Live Update call the owner asks for (issue 34): checked as the server will check it (a stay
 * confirmed or under way, a day of it not yet past at the hotel, an hour for calls), shown on the
 * booking at once, and sent with the booking's other changes; the answer is the booking.
 */
export async function askLiveCall(data: HotelData, bookingId: string, form: LiveCallForm, now: Date = new Date()): Promise<BookingRecord> {
  const body = v.parse(liveCallSchema, { ...form, id: uuidv7() });
  return queueChange(
    data,
    async () => {
      const booking = await ownBooking(data, bookingId);
      if (!mayAskForCalls(booking.status)) throw new ChangeRefused(NOT_CALLABLE);
      const refusal = callDayRefusal(body.day, { checkIn: booking.checkInDate, checkOut: booking.checkOutDate }, todayAtHotel(now));
      if (refusal !== null) throw new ChangeRefused(refusal);
      return {
        change: 'askLiveCall',
        subject: { kind: 'booking', id: bookingId },
        method: 'POST',
        path: `/api/bookings/${bookingId}/live-calls`,
        body,
        callId: body.id,
        summary: `Ask for a Live Update call on ${formatDay(body.day)} at ${body.at}`,
      };
    },
    async () => (await data.bookings.get(bookingId))!,
  );
}

/** The owner cancels a call not made yet; a call already cancelled asks nothing more. */
export async function cancelLiveCall(data: HotelData, bookingId: string, callId: string): Promise<BookingRecord> {
  return queueChange(
    data,
    async () => {
      const booking = await ownBooking(data, bookingId);
      const call = booking.liveCalls?.find((one) => one.id === callId);
      if (call === undefined) throw new ChangeRefused('This call is no longer on this stay');
      if (call.state === 'cancelled') return undefined;
      if (call.state === 'done') throw new ChangeRefused(CALL_MADE);
      return {
        change: 'cancelLiveCall',
        subject: { kind: 'booking', id: bookingId },
        method: 'DELETE',
        path: `/api/live-calls/${callId}`,
        callId,
        summary: `Cancel the Live Update call on ${formatDay(call.day)} at ${call.at}`,
      };
    },
    async () => (await data.bookings.get(bookingId))!,
  );
}

/**
 * A Live Update call made on the round (issue 34), in the desk's database: it waits to be sent with
 * the time it was made, and the server decides what it costs when it comes. `about` names it
 * ("Live Update call for Mochi at 14:00").
 */
export async function markLiveCallDone(data: HotelData, callId: string, about: string, now: Date = new Date()): Promise<void> {
  const body = v.parse(liveCallDoneSchema, { doneAt: now.toISOString() });
  await queueChange(
    data,
    async () => ({
      change: 'liveCallDone',
      subject: { kind: 'liveCall', id: callId },
      method: 'POST',
      path: `/api/staff/live-calls/${callId}/done`,
      body,
      summary: `${about}: made`,
    }),
    async () => undefined,
  );
}

/**
 * The whole form is sent: the server's profile schema reads a missing phone as a cleared one, and a
 * missing choice of the daily news e-mails as no change to it.
 */
export async function updateProfile(data: HotelData, form: ProfileForm): Promise<OwnerRecord> {
  const body = v.parse(profileSchema, form);
  return queueChange(
    data,
    async () => {
      const owner = await signedInOwner(data);
      if (differences(owner, body) === undefined) return undefined;
      return {
        change: 'updateProfile',
        subject: { kind: 'owner', id: owner.id },
        method: 'PATCH',
        path: '/api/user/profile',
        body,
        summary: 'Update your profile',
      };
    },
    () => signedInOwner(data),
  );
}

export type CareTap = Omit<v.InferInput<typeof careLogEntrySchema>, 'id' | 'loggedAt'>;

/**
 * A tap of the round on a staff phone (issue 33), in the desk's database: the entry shows at once,
 * named by this phone, and waits to be sent with the time it was tapped. `about` names what was
 * done in the desk's words ("Mochi: Thyroid tablet at 08:00"), for the status of what waits.
 */
export async function logCare(data: HotelData, tap: CareTap, about: string, now: Date = new Date()): Promise<CareLogRecord> {
  const body = v.parse(careLogEntrySchema, { ...tap, id: uuidv7(), loggedAt: now.toISOString() });
  const said = body.outcome === null ? 'note' : OUTCOME_WORDS[body.outcome];
  return queueChange(
    data,
    async () => ({
      change: 'logCare',
      subject: { kind: 'careEntry', id: body.id },
      method: 'POST',
      path: '/api/staff/care-log',
      body,
      summary: `${about}: ${said}`,
    }),
    async () => (await data.careLog.get(body.id))!,
  );
}

/**
 * A check-in or check-out made at the desk with no signal (issue 33): it waits in the desk's outbox
 * with the version the desk was shown, and the server decides when it comes, as if it came now: the
 * records, what is owed, and whether someone moved the stay on meanwhile. `about` names it
 * ("Check in Mochi").
 */
export async function queueStayAction(
  data: HotelData,
  stayId: string,
  action: 'check-in' | 'check-out',
  form: v.InferInput<typeof deskCheckInSchema>,
  about: string,
): Promise<void> {
  // Checked here as the server will check it, and sent as typed: the server reads kilograms, and
  // the schema's output (grams) would be refused there.
  v.parse(action === 'check-in' ? deskCheckInSchema : deskCheckOutSchema, form);
  const body = form;
  await queueChange(
    data,
    async () => ({
      change: 'stayAction',
      subject: { kind: 'stay', id: stayId },
      method: 'POST',
      path: `/api/staff/bookings/${stayId}/${action}`,
      body,
      action,
      summary: about,
    }),
    async () => undefined,
  );
}

/**
 * A photo for a cat's diary taken on a staff phone (issue 34), in the desk's database: it waits
 * with the round's taps, its bytes in the change, and is sent once under its key; the server makes
 * the sizes the pages show. `about` names it ("Photo of Mochi").
 */
export async function queuePhoto(data: HotelData, photo: v.InferInput<typeof stayPhotoSchema>, about: string): Promise<void> {
  const body = v.parse(stayPhotoSchema, photo);
  await queueChange(
    data,
    async () => ({
      change: 'postPhoto',
      subject: { kind: 'photo', id: body.id },
      method: 'POST',
      path: '/api/staff/stay-photos',
      body,
      summary: about,
    }),
    async () => undefined,
  );
}

/**
 * The owner asks to send a refused change again. The server keeps its refusal under the old key,
 * so the change goes to the end of the queue as a new entry with a new key, and shows again on the
 * record (which was restored from the server when it was refused). A booking edit now builds on
 * the booking as the owner sees it again, so it carries that version.
 */
export async function retryChange(data: HotelData, entryId: string): Promise<void> {
  await queueChange(
    data,
    async () => {
      const refused = await data.outbox.get(entryId);
      if (refused === undefined || refused.state !== 'rejected') return undefined;
      await data.outbox.delete(entryId);
      const { id: _id, seq: _seq, createdAt: _createdAt, attempts: _attempts, state: _state, error: _error, ...change } = refused;
      if (change.change !== 'updateBooking') return change;
      const booking = await data.bookings.get(change.subject.id);
      return { ...change, body: { ...change.body, version: booking?.version ?? change.body.version } };
    },
    async () => undefined,
  );
}
