// The desk's copy on this phone (issue 14, issue 31): the last answer of every desk screen each staff
// member pulled (Today, the calendar's months, nights, the bookings and owners searches and their
// records), so the cattery's dead spots still show who is in and what each cat needs. A small
// database of its own, not the owners' (sync/local-data.ts): nothing here is ever sent, it is only
// read back while the server cannot be asked.
import { Dexie, type Table } from 'dexie';
import { todayAtHotel } from '../../../domain/dates.ts';
import type { Owner } from '../../components/current-owner.tsx';

const DESK_SNAPSHOTS_NAME = 'sunningdale-desk';

/** A staff member or manager as `GET /api/auth/user` answered. */
export type StaffMember = Owner;

/** What a screen keeps: one key per question it asks the server. */
export type SnapshotKey =
  'today' | `calendar:${string}` | `night:${string}` | `bookings:${string}` | `booking:${string}` | `owners:${string}` | `owner:${string}`;

/**
 * Searches and records are kept by what was asked: every search typed and record opened is a new
 * key. The latest this many of them stay; an older one is rarely asked again at the desk.
 */
export const KEPT_LOOKUPS = 40;
const LOOKUP_KINDS = ['bookings:', 'booking:', 'owners:', 'owner:'] as const;

interface RememberedStaff {
  slot: 'me';
  member: StaffMember;
}

interface Snapshot {
  staffId: string;
  key: SnapshotKey;
  view: unknown;
  /** When this phone pulled it (absent on copies kept before issue 31): how old the copy is. */
  keptAt?: string;
}

/** A kept answer and when this phone pulled it. */
export interface KeptView<T> {
  view: T;
  keptAt: string | undefined;
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

export async function keepView(staffId: string, key: SnapshotKey, view: unknown, keptAt: Date = new Date()): Promise<void> {
  await desk.transaction('rw', desk.views, async () => {
    await desk.views.put({ staffId, key, view, keptAt: keptAt.toISOString() });
    // A night before today is history: the booking pages hold it, this phone need not.
    await desk.views
      .where('[staffId+key]')
      .between([staffId, 'night:'], [staffId, `night:${todayAtHotel()}`])
      .delete();
    const lookups = await desk.views
      .where('[staffId+key]')
      .between([staffId, ''], [staffId, '\uffff'])
      .filter((snapshot) => LOOKUP_KINDS.some((kind) => snapshot.key.startsWith(kind)))
      .toArray();
    const oldestFirst = lookups.sort((a, b) => (a.keptAt ?? '').localeCompare(b.keptAt ?? ''));
    await desk.views.bulkDelete(oldestFirst.slice(0, Math.max(0, oldestFirst.length - KEPT_LOOKUPS)).map((old) => [old.staffId, old.key]));
  });
}

export async function keptView<T>(staffId: string, key: SnapshotKey): Promise<KeptView<T> | undefined> {
  const snapshot = await desk.views.get([staffId, key]);
  return snapshot === undefined ? undefined : { view: snapshot.view as T, keptAt: snapshot.keptAt };
}

/** At logout, and when an owner signs in on this phone: the guests' details leave with the staff member. */
export async function forgetDesk(): Promise<void> {
  await desk.transaction('rw', desk.staff, desk.views, async () => {
    await desk.staff.clear();
    await desk.views.clear();
  });
}
