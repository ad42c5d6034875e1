// The desk's copy on this phone (issue 14): the last Today, Calendar and night answers each staff
// member pulled, so the cattery's dead spots still show who is in and what each cat needs. A small
// database of its own, not the owners' (sync/local-data.ts): nothing here is ever sent, it is only
// read back while the server cannot be asked.
import { Dexie, type Table } from 'dexie';
import { todayAtHotel } from '../../../domain/dates.ts';
import type { Owner } from '../../components/current-owner.tsx';

const DESK_SNAPSHOTS_NAME = 'sunningdale-desk';

/** A staff member or manager as `GET /api/auth/user` answered. */
export type StaffMember = Owner;

/** What a screen keeps: one key per question it asks the server. */
export type SnapshotKey = 'today' | 'calendar' | `night:${string}`;

interface RememberedStaff {
  slot: 'me';
  member: StaffMember;
}

interface Snapshot {
  staffId: string;
  key: SnapshotKey;
  view: unknown;
}

class DeskSnapshots extends Dexie {
  /** Who last used the desk on this phone: offline, the desk opens for them. */
  staff!: Table<RememberedStaff, 'me'>;
  views!: Table<Snapshot, [string, SnapshotKey]>;

  constructor() {
    super(DESK_SNAPSHOTS_NAME);
    this.version(1).stores({ staff: 'slot', views: '[staffId+key]' });
  }
}

const desk = new DeskSnapshots();

/**
 * The server says this staff member is signed in: they are the one the desk opens for offline, and
 * whatever another account kept here goes.
 */
export async function rememberStaff(member: StaffMember): Promise<void> {
  await desk.transaction('rw', desk.staff, desk.views, async () => {
    await desk.views.filter((snapshot) => snapshot.staffId !== member.id).delete();
    await desk.staff.put({ slot: 'me', member });
  });
}

export async function rememberedStaff(): Promise<StaffMember | null> {
  return (await desk.staff.get('me'))?.member ?? null;
}

export async function keepView(staffId: string, key: SnapshotKey, view: unknown): Promise<void> {
  await desk.transaction('rw', desk.views, async () => {
    await desk.views.put({ staffId, key, view });
    // A night before today is history: the booking pages hold it, this phone need not.
    await desk.views.where('[staffId+key]').between([staffId, 'night:'], [staffId, `night:${todayAtHotel()}`]).delete();
  });
}

export async function keptView<T>(staffId: string, key: SnapshotKey): Promise<T | undefined> {
  return (await desk.views.get([staffId, key]))?.view as T | undefined;
}

/** At logout, and when an owner signs in on this phone: the guests' details leave with the staff member. */
export async function forgetDesk(): Promise<void> {
  await desk.transaction('rw', desk.staff, desk.views, async () => {
    await desk.staff.clear();
    await desk.views.clear();
  });
}
