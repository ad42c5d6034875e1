// The server's copy comes down (DESIGN 4.6): at start, after the queue drains, and for one record
// when the server refused a change to it.
import type { Table } from 'dexie';
import type { Answer, HotelApi } from './hotel-api.ts';
import type { TodayView } from '../domain/contracts/desk-stays.ts';
import { addDays } from '../domain/dates.ts';
import type { VaccinationRules } from '../domain/vaccinations.ts';
import {
  type BookingRecord,
  type CatRecord,
  type ExtraServiceRecord,
  type HotelData,
  type OwnerRecord,
  type Subject,
  writeMeta,
} from './local-data.ts';
import { recordTables, type ServerRecord, settleRecord } from './records.ts';

export type PullResult = { kind: 'pulled' } | Extract<Answer, { kind: 'signed-out' | 'unreachable' }>;

/** Ids of records with a change still waiting: their local version stands until it is sent. */
async function waitingSubjects(data: HotelData): Promise<Set<string>> {
  const waiting = await data.outbox.where('state').equals('waiting').toArray();
  return new Set(waiting.map((entry) => entry.subject.id));
}

/** One table follows the server's list, except the records `keep` names. */
async function follow<T extends { id: K }, K extends string | number>(
  table: Table<T, K, T>,
  list: readonly T[],
  keep: (id: K) => boolean,
): Promise<void> {
  const onServer = new Set(list.map((record) => record.id));
  const local = await table.toCollection().primaryKeys();
  await table.bulkDelete(local.filter((id) => !onServer.has(id) && !keep(id)));
  await table.bulkPut(list.filter((record) => !keep(record.id)));
}

function failure(answers: Answer[]): PullResult | undefined {
  if (answers.some((answer) => answer.kind === 'signed-out')) return { kind: 'signed-out' };
  for (const answer of answers) {
    if (answer.kind === 'unreachable') return answer;
    if (answer.kind === 'refused') return { kind: 'unreachable', reason: answer.message };
  }
  return undefined;
}

/**
 * 1. Ask for the owner, the cats, the bookings, the extra services and the vaccination rules together.
 * 2. A 401 anywhere: the session has ended. Any other failure: nothing is written, since half a
 *    pull would show bookings for cats the phone does not have.
 * 3. Another owner than the one the phone holds: treated as signed out, so two owners' data never
 *    mix; signing in (rememberOwner) decides what happens to the held data.
 * 4. In one transaction: each server record replaces the local one and each local record the
 *    server lacks goes, except records with a change still waiting. A record whose change was
 *    refused follows the server: it already shows the server's version.
 */
export async function pullFromServer(data: HotelData, api: HotelApi): Promise<PullResult> {
  const answers = await Promise.all(
    ['/api/auth/user', '/api/cats', '/api/bookings', '/api/extra-services', '/api/vaccination-rules'].map((path) => api.call('GET', path)),
  );
  const failed = failure(answers);
  if (failed !== undefined) return failed;
  const [owner, cats, bookings, extraServices, vaccinationRules] = answers.map((answer) => (answer as { body: unknown }).body) as [
    OwnerRecord,
    CatRecord[],
    BookingRecord[],
    ExtraServiceRecord[],
    VaccinationRules,
  ];
  return data.transaction('rw', recordTables(data), async (): Promise<PullResult> => {
    const [held] = await data.profile.toArray();
    if (held !== undefined && held.id !== owner.id) return { kind: 'signed-out' };
    const waiting = await waitingSubjects(data);
    const keep = (id: string) => waiting.has(id);
    await follow(data.profile, [owner], keep);
    await follow(data.cats, cats, keep);
    await follow(data.bookings, bookings, keep);
    await follow(data.extraServices, extraServices, () => false);
    await writeMeta(data, 'vaccinationRules', vaccinationRules);
    return { kind: 'pulled' };
  });
}

/**
 * The desk's pull (issue 33), once its queue is empty: the member signed in, and today's care log
 * as the server has it, which every phone on shift added to. Taps still waiting here stand; the
 * log of days before yesterday is the booking pages' to show, not this phone's to keep.
 */
export async function pullDeskFromServer(data: HotelData, api: HotelApi): Promise<PullResult> {
  const answers = await Promise.all(['/api/auth/user', '/api/staff/today'].map((path) => api.call('GET', path)));
  const failed = failure(answers);
  if (failed !== undefined) return failed;
  const [member, today] = answers.map((answer) => (answer as { body: unknown }).body) as [OwnerRecord, TodayView];
  return data.transaction('rw', recordTables(data), async (): Promise<PullResult> => {
    const [held] = await data.profile.toArray();
    if (held !== undefined && held.id !== member.id) return { kind: 'signed-out' };
    const waiting = await waitingSubjects(data);
    await follow(data.profile, [member], (id) => waiting.has(id));
    const kept = await data.careLog.where('day').equals(today.date).primaryKeys();
    const onServer = new Set(today.careLog.map((entry) => entry.id));
    await data.careLog.bulkDelete(kept.filter((id) => !onServer.has(id) && !waiting.has(id)));
    await data.careLog.bulkPut(today.careLog.filter((entry) => !waiting.has(entry.id)));
    const old = await data.careLog.where('day').below(addDays(today.date, -1)).primaryKeys();
    await data.careLog.bulkDelete(old.filter((id) => !waiting.has(id)));
    return { kind: 'pulled' };
  });
}

/** The server's copy of one record: null when it has none, undefined when it could not be asked. */
async function serverCopy(api: HotelApi, subject: Subject): Promise<ServerRecord | null | undefined> {
  switch (subject.kind) {
    case 'cat': {
      // There is no GET for one cat; the list is small.
      const answer = await api.call('GET', '/api/cats');
      if (answer.kind !== 'accepted') return undefined;
      return (answer.body as CatRecord[]).find((cat) => cat.id === subject.id) ?? null;
    }
    case 'booking': {
      const answer = await api.call('GET', `/api/bookings/${subject.id}`);
      if (answer.kind === 'refused' && answer.status === 404) return null;
      return answer.kind === 'accepted' ? (answer.body as BookingRecord) : undefined;
    }
    case 'owner': {
      const answer = await api.call('GET', '/api/auth/user');
      return answer.kind === 'accepted' ? (answer.body as OwnerRecord) : undefined;
    }
    // A tap the server refused is not in its log: the phone's copy goes with the refusal. A stay,
    // and a Live Update call made on the round, are read by the desk's screens themselves.
    case 'careEntry':
    case 'stay':
    case 'liveCall':
      return null;
  }
}

/**
 * Puts one record back as the server has it, after the server refused a change to it or the owner
 * discarded one. If the server cannot be asked now, the next pull does it.
 */
export async function restoreFromServer(data: HotelData, api: HotelApi, subject: Subject, now: string): Promise<void> {
  const record = await serverCopy(api, subject);
  if (record === undefined) return;
  await data.transaction('rw', recordTables(data), () => settleRecord(data, subject, record, now));
}

/**
 * A booking as the server answered it outside the queue (a paid deposit: paying is never queued,
 * DESIGN 4.9), written as a pull would write it: the server's copy, with any change still waiting
 * shown on top. Every tab sees it at once, so no tab offers the deposit again.
 */
export async function keepServerBooking(data: HotelData, booking: BookingRecord, now: string): Promise<void> {
  await data.transaction('rw', recordTables(data), () => settleRecord(data, { kind: 'booking', id: booking.id }, booking, now));
}
