// Sending one queued change and settling the server's answer (DESIGN 4.3 to 4.5).
import type { HotelApi } from './hotel-api.ts';
import type { HotelData, OutboxEntry } from './local-data.ts';
import { restoreFromServer } from './pull.ts';
import { recordTables, type ServerRecord, settleRecord } from './records.ts';

export type Outcome =
  | { kind: 'sent' }
  | { kind: 'refused' }
  | { kind: 'signed-out' }
  /** `attempts`: how many times this change has now failed to arrive, for the backoff. */
  | { kind: 'unreachable'; reason: string; attempts: number };

export async function oldestWaiting(data: HotelData): Promise<OutboxEntry | undefined> {
  return data.outbox
    .orderBy('seq')
    .filter((entry) => entry.state === 'waiting')
    .first();
}

/**
 * Runs `settle` on the entry if it is still waiting: a tab that lost its lock mid-request, or an
 * owner who discarded the change meanwhile, must not settle it twice.
 */
async function ifStillWaiting(
  data: HotelData,
  entry: OutboxEntry,
  settle: (current: OutboxEntry) => Promise<void>,
): Promise<boolean> {
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
 * 2. 2xx: in one transaction the entry goes and the answer becomes the local record (a removal's
 *    answer removes it), with the owner's later waiting changes to it shown on top.
 * 3. No answer, a timeout or 5xx: the entry stays, one more attempt counted, for the backoff.
 * 4. 401: nothing changes; the engine pauses until the owner signs in again.
 * 5. Any other 4xx: the entry is marked rejected with the server's message, the record is restored
 *    from the server, and the queue goes on; the owner retries or discards it (engine.ts).
 */
export async function sendChange(data: HotelData, api: HotelApi, entry: OutboxEntry, now: string): Promise<Outcome> {
  const answer = await api.call(entry.method, entry.path, { body: entry.body, key: entry.id });
  switch (answer.kind) {
    case 'accepted': {
      const record = entry.method === 'DELETE' ? null : (answer.body as ServerRecord);
      await ifStillWaiting(data, entry, async () => {
        await data.outbox.delete(entry.id);
        await settleRecord(data, entry.subject, record, now, { basedOn: 'answer' });
      });
      return { kind: 'sent' };
    }
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
      const marked = await ifStillWaiting(data, entry, async () => {
        await data.outbox.update(entry.id, { state: 'rejected', error: answer.message });
      });
      if (marked) await restoreFromServer(data, api, entry.subject, now);
      return { kind: 'refused' };
    }
  }
}
