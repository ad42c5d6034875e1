// Sending queued changes, alone or in a batch, and settling the server's answers (DESIGN 4.3 to 4.5).
import { BATCH_BYTES, goesAlone } from '../domain/schemas/change-batch.ts';
import type { Answer, BatchedChange, HotelApi } from './hotel-api.ts';
import type { HotelData, OutboxEntry } from './local-data.ts';
import { restoreFromServer } from './pull.ts';
import { recordTables, type ServerRecord, settleRecord } from './records.ts';

export type Outcome =
  | { kind: 'sent' }
  | { kind: 'refused' }
  | { kind: 'signed-out' }
  /** `attempts`: how many times this change has now failed to arrive, for the backoff. */
  | { kind: 'unreachable'; reason: string; attempts: number };

export type BatchOutcome = Outcome | { kind: 'not taken'; status: number };

/** The server's refusal of one change, as the owner reads it. */
export interface Refusal {
  message: string;
  /** The input the server named, if any: 'checkInDate', 'catIds', 'version'... */
  field?: string;
}

/**
 * Someone on the page is waiting for this change's answer and shows a refusal where the owner is
 * (the New Booking form): it returns true to take the refusal, and the change then leaves the
 * outbox instead of waiting there to be retried or discarded, so it is shown once.
 */
export type TakeRefusal = (entryId: string, refusal: Refusal) => boolean;

const nobodyWaits: TakeRefusal = () => false;

/**
 * The oldest waiting changes, in the owner's order: at most `most`, and together within the bytes
 * a batch may carry (but always the oldest, whatever its size). A change that goes alone (a photo)
 * ends the batch before it, and goes by itself when it is the oldest.
 */
export async function oldestWaiting(data: HotelData, most: number): Promise<OutboxEntry[]> {
  const waiting = await data.outbox
    .orderBy('seq')
    .filter((entry) => entry.state === 'waiting')
    .limit(most)
    .toArray();
  if (waiting[0] !== undefined && goesAlone(waiting[0])) return waiting.slice(0, 1);
  let bytes = 0;
  // Sized as stored: a version carried forward (below) adds a digit at most, well within the margin.
  const firstLeftOut = waiting.findIndex((entry, index) => {
    bytes += new TextEncoder().encode(JSON.stringify(batched(entry))).length + 1;
    return index > 0 && (bytes > BATCH_BYTES || goesAlone(entry));
  });
  return firstLeftOut === -1 ? waiting : waiting.slice(0, firstLeftOut);
}

function batched({ id, method, path, body }: OutboxEntry): BatchedChange {
  return { id, method, path, body };
}

/**
 * The changes as the batch carries them. A booking edit after another edit of the same booking
 * carries the version that one gives the booking when it is applied: its own plus one, as every
 * change to a booking counts (api/bookings/routes.ts). It is the version the phone would write
 * into it from that edit's answer before sending it alone (settleRecord), so a change never
 * travels with two bodies: sent again, alone or batched, it is the same request. If the first
 * edit is not applied, the server stops there and this one is not reached.
 */
function asSent(entries: OutboxEntry[]): BatchedChange[] {
  const versionAfter = new Map<string, number>();
  return entries.map((entry) => {
    if (entry.change !== 'updateBooking') return batched(entry);
    const version = versionAfter.get(entry.subject.id) ?? entry.body.version;
    versionAfter.set(entry.subject.id, version + 1);
    return batched({ ...entry, body: { ...entry.body, version } });
  });
}

/**
 * Runs `settle` on the entry if it is still waiting: a tab that lost its lock mid-request, or an
 * owner who discarded the change meanwhile, must not settle it twice.
 */
async function ifStillWaiting(data: HotelData, entry: OutboxEntry, settle: (current: OutboxEntry) => Promise<void>): Promise<boolean> {
  return data.transaction('rw', recordTables(data), async () => {
    const current = await data.outbox.get(entry.id);
    if (current?.state !== 'waiting') return false;
    await settle(current);
    return true;
  });
}

/**
 * 1. Send the change to its ordinary endpoint with `Idempotency-Key: <entry id>`: when an answer
 *    was lost and the change is sent again, the server answers what it answered the first time
 *    instead of doing it twice.
 * 2. Settle the answer (settleAnswer).
 */
export async function sendChange(
  data: HotelData,
  api: HotelApi,
  entry: OutboxEntry,
  now: string,
  takeRefusal: TakeRefusal = nobodyWaits,
): Promise<Outcome> {
  return settleAnswer(data, api, entry, await api.call(entry.method, entry.path, { body: entry.body, key: entry.id }), now, takeRefusal);
}

/**
 * 1. Send the changes in one request (POST /api/changes), each under its entry id as its key; the
 *    server runs them in order, each as if it came alone, and stops after the first it does not apply.
 * 2. Settle the applied ones (settleApplied), then the first answer that is not applied, if any,
 *    as that change's own answer; the changes after it were not reached and stay waiting.
 * 3. No answer at all, or 401, is settled on the oldest change, as if it had gone alone.
 * 4. A server that does not take the batch ran nothing: the engine sends the changes alone.
 */
export async function sendBatch(
  data: HotelData,
  api: HotelApi,
  entries: OutboxEntry[],
  now: string,
  takeRefusal: TakeRefusal = nobodyWaits,
): Promise<BatchOutcome> {
  const answer = await api.sendBatch(asSent(entries));
  if (answer.kind === 'not taken') return answer;
  if (answer.kind !== 'answered') return settleAnswer(data, api, entries[0]!, answer, now, takeRefusal);
  const firstNotApplied = answer.answers.findIndex((change) => change.kind !== 'accepted');
  const applied = firstNotApplied === -1 ? answer.answers.length : firstNotApplied;
  await settleApplied(
    data,
    answer.answers.slice(0, applied).map((change, index) => ({ entry: entries[index]!, answer: change as Extract<Answer, { kind: 'accepted' }> })),
    now,
  );
  if (applied === answer.answers.length) return { kind: 'sent' };
  return settleAnswer(data, api, entries[applied]!, answer.answers[applied]!, now, takeRefusal);
}

/**
 * Applied changes (a batch's, or one sent alone), in one local transaction (one commit, not one
 * per change: a phone's storage pays for each): every entry still waiting goes, and each record takes the last
 * answer about it with the owner's later waiting changes shown on top, once. Settling them one by
 * one ends in the same place, but re-applies a record's waiting changes after every answer about it.
 */
async function settleApplied(
  data: HotelData,
  applied: { entry: OutboxEntry; answer: Extract<Answer, { kind: 'accepted' }> }[],
  now: string,
): Promise<void> {
  await data.transaction('rw', recordTables(data), async () => {
    const last = new Map<string, { subject: OutboxEntry['subject']; record: ServerRecord | null }>();
    for (const { entry, answer } of applied) {
      // A tab that lost its lock mid-request, or an owner who discarded the change meanwhile.
      if ((await data.outbox.get(entry.id))?.state !== 'waiting') continue;
      await data.outbox.delete(entry.id);
      // Only removing a cat answers with no record; a removed vaccination answers the cat.
      last.set(entry.subject.id, { subject: entry.subject, record: entry.change === 'removeCat' ? null : (answer.body as ServerRecord) });
    }
    for (const { subject, record } of last.values()) await settleRecord(data, subject, record, now, { basedOn: 'answer' });
  });
}

/**
 * 1. 2xx: in one transaction the entry goes and the answer becomes the local record (a removal's
 *    answer removes it), with the owner's later waiting changes to it shown on top.
 * 2. No answer, a timeout or 5xx: the entry stays, one more attempt counted, for the backoff.
 * 3. 401: nothing changes; the engine pauses until the owner signs in again.
 * 4. Any other 4xx: the entry is marked rejected with the server's message (and the field it
 *    named), the record is restored from the server, and the queue goes on; the owner retries or
 *    discards it (engine.ts). When someone on the page waits for this answer and takes the
 *    refusal (TakeRefusal), the entry goes instead: the owner sees the refusal there, once.
 */
async function settleAnswer(
  data: HotelData,
  api: HotelApi,
  entry: OutboxEntry,
  answer: Answer,
  now: string,
  takeRefusal: TakeRefusal,
): Promise<Outcome> {
  switch (answer.kind) {
    case 'accepted':
      await settleApplied(data, [{ entry, answer }], now);
      return { kind: 'sent' };
    case 'unreachable': {
      let attempts = entry.attempts + 1;
      await ifStillWaiting(data, entry, async (current) => {
        attempts = current.attempts + 1;
        await data.outbox.update(entry.id, { attempts });
      });
      return { kind: 'unreachable', reason: answer.reason, attempts };
    }
    case 'signed-out':
      return answer;
    case 'refused': {
      const refusal: Refusal = answer.field === undefined ? { message: answer.message } : { message: answer.message, field: answer.field };
      const taken = takeRefusal(entry.id, refusal);
      const marked = await ifStillWaiting(data, entry, async () => {
        if (taken) await data.outbox.delete(entry.id);
        else
          await data.outbox.update(entry.id, {
            state: 'rejected',
            error: refusal.message,
            ...(refusal.field === undefined ? {} : { field: refusal.field }),
          });
      });
      if (marked) await restoreFromServer(data, api, entry.subject, now);
      return { kind: 'refused' };
    }
  }
}
