// What staff write on their phones (issue 33, docs/decisions/0032): the round's taps wait in an
// outbox of the desk's own, a database of the owners' schema under another name, sent by the same
// engine on the same principles (the change's own id as its key, batches, a refusal kept and
// shown), to the staff's batch route. The desk's copies of its screens (desk-snapshots.ts) stay
// apart: they are only read back, never sent.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { CareLogEntry } from '../../../domain/care-log.ts';
import { type CareTap, logCare, queuePhoto, queueStayAction } from '../../../sync/changes.ts';
import { type SyncEngine, startSync } from '../../../sync/engine.ts';
import { HotelData, rememberOwner } from '../../../sync/local-data.ts';
import { readSyncStatus } from '../../../sync/status.ts';
import type { StaffMember } from './desk-snapshots.ts';

export const DESK_OUTBOX_NAME = 'sunningdale-desk-outbox';

export const deskOutbox = new HotelData(DESK_OUTBOX_NAME);

let engine: SyncEngine | undefined;

/** Started once a member of staff holds the desk's outbox; stopped when the desk closes. */
function deskEngine(): SyncEngine {
  engine ??= startSync(deskOutbox, { side: 'desk' });
  return engine;
}

export async function stopDeskSync(): Promise<void> {
  const running = engine;
  engine = undefined;
  await running?.stop();
}

/**
 * Whose taps this phone holds. Another member's taps waiting to reach the server stay theirs:
 * sent under this member's session they would be logged as this member's, so they wait for their
 * maker to sign in again here, and nothing is sent meanwhile. Answers that member, or null.
 */
async function holdFor(member: StaffMember): Promise<StaffMember | null> {
  const [held] = await deskOutbox.profile.toArray();
  // Only taps still to send are held: one the server refused would be refused again, and goes.
  const waiting = await deskOutbox.outbox.where('state').equals('waiting').count();
  if (held !== undefined && held.id !== member.id && waiting > 0) return held;
  await rememberOwner(deskOutbox, member);
  return null;
}

/**
 * The desk is open for `member`: their outbox is the one held and its engine runs, and a queue
 * paused for sign-in goes on (a session that has really ended pauses it again at its first
 * answer). Answers, live, the member whose unsent taps keep this phone's outbox from being this
 * member's, if any.
 */
export function useDeskOutbox(member: StaffMember): StaffMember | null | undefined {
  const waitingFor = useLiveQuery(async () => {
    const [held] = await deskOutbox.profile.toArray();
    return held !== undefined && held.id !== member.id ? held : null;
  }, [member.id]);
  useEffect(() => {
    let current = true;
    void (async () => {
      if ((await holdFor(member)) !== null || !current) return;
      await deskEngine().resume();
    })();
    return () => {
      current = false;
    };
  }, [member]);
  return waitingFor;
}

/** The round's entries of a day as this phone holds them, and which of them wait to be sent. */
export interface PhoneLog {
  entries: CareLogEntry[];
  waiting: ReadonlySet<string>;
}

const NOTHING_ON_PHONE: PhoneLog = { entries: [], waiting: new Set() };

/**
 * The entries of `day` made on this phone or pulled since (what the server's last answer may not
 * hold yet), live, read in one query with the outbox: an entry is never shown for a moment as sent
 * while it still waits, as two queries answering at different ticks would.
 */
export function usePhoneCareLog(day: string): PhoneLog {
  return useLiveQuery(
    () =>
      deskOutbox.transaction('r', deskOutbox.careLog, deskOutbox.outbox, async () => {
        const entries = await deskOutbox.careLog.where('day').equals(day).toArray();
        const waiting = await deskOutbox.outbox.where('state').equals('waiting').toArray();
        return { entries, waiting: new Set(waiting.map((entry) => entry.subject.id)) };
      }),
    [day],
    NOTHING_ON_PHONE,
  );
}

export function useDeskSyncStatus() {
  return useLiveQuery(() => readSyncStatus(deskOutbox), []);
}

export const OUTBOX_HELD = 'This phone still holds another member’s round that has not reached the server: it waits for them to sign in here again.';

/** A tap of the round by `member`: kept on this phone at once, sent when there is a signal. */
export async function tapRound(member: StaffMember, tap: CareTap, about: string): Promise<CareLogEntry> {
  const [held] = await deskOutbox.profile.toArray();
  if (held?.id !== member.id) throw new Error(OUTBOX_HELD);
  return logCare(deskOutbox, tap, about);
}

/** The words of a check-in or check-out kept on this phone: it is not done until the server says so. */
export const STAY_ACTION_WAITS = {
  'check-in': 'Check-in waiting to be sent',
  'check-out': 'Check-out waiting to be sent',
} as const;

/**
 * A check-in or check-out made with no signal: it waits in this member's outbox with the version the
 * desk was shown, and the server checks the records, what is owed and the stay's state when it comes.
 */
export async function queueStayVisit(
  member: StaffMember,
  stayId: string,
  action: 'check-in' | 'check-out',
  form: Parameters<typeof queueStayAction>[3],
  about: string,
): Promise<void> {
  const [held] = await deskOutbox.profile.toArray();
  if (held?.id !== member.id) throw new Error(OUTBOX_HELD);
  await queueStayAction(deskOutbox, stayId, action, form, about);
}

/** The check-ins and check-outs waiting on this phone, by stay. */
export function useWaitingStayActions(): Map<string, 'check-in' | 'check-out'> {
  return useLiveQuery(
    async () => {
      const waiting = await deskOutbox.outbox.where('state').equals('waiting').toArray();
      return new Map(waiting.flatMap((entry) => (entry.change === 'stayAction' ? [[entry.subject.id, entry.action] as const] : [])));
    },
    [],
    new Map(),
  );
}

/** A photo for a cat's diary by `member` (issue 34): kept on this phone at once, sent when there is a signal. */
export async function postPhoto(member: StaffMember, photo: Parameters<typeof queuePhoto>[1], about: string): Promise<void> {
  const [held] = await deskOutbox.profile.toArray();
  if (held?.id !== member.id) throw new Error(OUTBOX_HELD);
  await queuePhoto(deskOutbox, photo, about);
}

/** A photo still on this phone: what it was posted with, and whether the server refused it. */
export interface WaitingPhoto {
  id: string;
  catId: string;
  caption: string;
  takenAt: string;
  /** The bytes as they wait, for a preview (`blobOfBase64`). */
  data: string;
  refused: boolean;
}

/** The photos of `day` this phone has not yet got to the server, live. */
export function useWaitingPhotos(day: string): WaitingPhoto[] {
  return useLiveQuery(
    async () => {
      const entries = await deskOutbox.outbox.toArray();
      return entries.flatMap((entry) =>
        entry.change === 'postPhoto' && entry.body.day === day
          ? [
              {
                id: entry.body.id,
                catId: entry.body.catId,
                caption: entry.body.caption,
                takenAt: entry.body.takenAt,
                data: entry.body.data,
                refused: entry.state === 'rejected',
              },
            ]
          : [],
      );
    },
    [day],
    [],
  );
}

/** A refused tap, sent again under a new key, or dropped. */
export async function retryTap(entryId: string): Promise<void> {
  await deskEngine().retry(entryId);
}

export async function discardTap(entryId: string): Promise<void> {
  await deskEngine().discard(entryId);
}
