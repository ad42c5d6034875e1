// What the owner sees of the sync (DESIGN 4.8). It lives in the database, not in the engine, so
// every tab shows the same whichever tab is sending.
import { type HotelData, type OutboxEntry, readMeta, type SyncState, writeMeta } from './local-data.ts';

export type RejectedChange = Pick<OutboxEntry, 'id' | 'summary' | 'error' | 'subject'>;

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
    rejected: rejected.map(({ id, summary, error, subject }) => ({ id, summary, error, subject })),
  };
}

/** "All changes saved", "1 change waiting to sync", "3 changes waiting to sync". */
export function statusLine(status: Pick<SyncStatus, 'waiting'>): string {
  if (status.waiting === 0) return 'All changes saved';
  return `${status.waiting} ${status.waiting === 1 ? 'change' : 'changes'} waiting to sync`;
}

/** Changes part of the state in one transaction, so two writers never undo each other's part. */
export async function updateSyncState(data: HotelData, change: Partial<SyncState>): Promise<void> {
  await data.transaction('rw', data.meta, async () => {
    await writeMeta(data, 'sync', { ...NEVER_SYNCED, ...(await readMeta(data, 'sync')), ...change });
  });
}
