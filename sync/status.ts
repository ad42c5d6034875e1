// What the owner sees of the sync (DESIGN 4.8). It lives in the database, not in the engine, so
// every tab shows the same whichever tab is sending.
import { type HotelData, type OutboxEntry, readMeta, type SyncState, writeMeta } from './local-data.ts';

/** The stay a refused new booking asked for, so the owner can take it back to the form. */
export interface RefusedStay {
  checkInDate: string;
  checkOutDate: string;
  catIds: string[];
  extraServiceIds: number[];
  specialRequests: string;
}

export type RejectedChange = Pick<OutboxEntry, 'id' | 'summary' | 'error' | 'subject'> & {
  /**
   * Whether sending it again can succeed: only an edit refused because the hotel changed the
   * record meanwhile (DESIGN 4.7), which a retry builds on the record as it now is. Anything else
   * the server refused will be refused again as it stands.
   */
  retryable: boolean;
  /** A refused new booking's stay, to choose other dates with. */
  stay?: RefusedStay;
};

function rejectedChange(entry: OutboxEntry): RejectedChange {
  const { id, summary, error, subject } = entry;
  const change: RejectedChange = { id, summary, error, subject, retryable: entry.field === 'version' };
  if (entry.change !== 'createBooking') return change;
  const { booking, catIds, extraServiceIds } = entry.body;
  const stay = {
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    catIds,
    extraServiceIds,
    specialRequests: booking.specialRequests ?? '',
  };
  return { ...change, stay };
}

export interface SyncStatus extends SyncState {
  /** Changes not yet sent. */
  waiting: number;
  /** Changes the server refused, with its message, until the owner retries or discards them. */
  rejected: RejectedChange[];
}

const NEVER_SYNCED: SyncState = { sending: false, lastSyncedAt: null, paused: null, lastError: null };

/** Reads only the database, so the app can call it inside a Dexie liveQuery. */
export async function readSyncStatus(data: HotelData): Promise<SyncStatus> {
  const [state, waiting, rejected] = await Promise.all([
    readMeta(data, 'sync'),
    data.outbox.where('state').equals('waiting').count(),
    data.outbox.where('state').equals('rejected').sortBy('seq'),
  ]);
  return {
    ...NEVER_SYNCED,
    ...state,
    waiting,
    rejected: rejected.map(rejectedChange),
  };
}

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/**
 * "All changes saved", "1 change waiting to sync", "2 changes waiting to sync · 1 change not
 * saved": never "saved" while a change the hotel refused waits for the owner.
 */
export function statusLine(status: Pick<SyncStatus, 'waiting'> & { rejected: readonly unknown[] }): string {
  const parts: string[] = [];
  if (status.waiting > 0) parts.push(`${changes(status.waiting)} waiting to sync`);
  if (status.rejected.length > 0) parts.push(`${changes(status.rejected.length)} not saved`);
  return parts.length === 0 ? 'All changes saved' : parts.join(' · ');
}

/** Changes part of the state in one transaction, so two writers never undo each other's part. */
export async function updateSyncState(data: HotelData, change: Partial<SyncState>): Promise<void> {
  await data.transaction('rw', data.meta, async () => {
    await writeMeta(data, 'sync', { ...NEVER_SYNCED, ...(await readMeta(data, 'sync')), ...change });
  });
}
