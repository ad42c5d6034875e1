import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { addDays, stayNights } from '../../domain/dates.ts';
import type { HotelChangeAction, HotelChangeView } from '../../domain/hotel-changes.ts';
import type { Database } from '../db/client.ts';
import { hotelChanges, nightCapacities, users } from '../db/schema.ts';
import { accountEmail, accountName } from './account-names.ts';

// The hotel's changes that belong to no booking (issue 30): the team, places per night and closed
// nights. A booking's history lives with the booking (booking-history.ts); these have no booking to
// hang on, so they are lines of one small table, each written in the transaction of its change, so
// the record never claims a change that rolled back. Settings lists them for managers.

type Values = Record<string, string | number | null>;

export interface HotelChange {
  /** The manager who made the change. */
  actorId: string;
  action: HotelChangeAction;
  before: Values | null;
  after: Values | null;
}

export async function recordHotelChange(db: Database, at: Date, change: HotelChange): Promise<void> {
  await db.insert(hotelChanges).values({ id: uuidv7(), at, ...change });
}

/** How many of the latest changes Settings shows. */
export const HOTEL_CHANGES_SHOWN = 100;

export async function latestHotelChanges(db: Database): Promise<HotelChangeView[]> {
  const rows = await db
    .select({
      change: hotelChanges,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: accountEmail, role: users.role },
    })
    .from(hotelChanges)
    .leftJoin(users, eq(users.id, hotelChanges.actorId))
    .orderBy(desc(hotelChanges.at), desc(hotelChanges.id))
    .limit(HOTEL_CHANGES_SHOWN);
  return rows.map(({ change, actor }) => ({
    id: change.id,
    at: change.at.toISOString(),
    action: change.action,
    actor: actor === null ? null : { id: actor.id, name: accountName(actor), role: actor.role },
    before: change.before,
    after: change.after,
  }));
}

/**
 * The places each night of `firstNight`..`lastNight` has now, as runs of nights with one figure:
 * "12" for one figure throughout, else "2026-12-01 to 2026-12-02: 3; 2026-12-03: 12".
 */
export async function placesOf(db: Database, defaultCapacity: number, firstNight: string, lastNight: string): Promise<string> {
  const stored = await db
    .select({ night: nightCapacities.night, capacity: nightCapacities.capacity })
    .from(nightCapacities)
    .where(and(gte(nightCapacities.night, firstNight), lte(nightCapacities.night, lastNight)));
  const figures = new Map(stored.map((row) => [row.night, row.capacity]));
  const runs: { first: string; last: string; places: number }[] = [];
  for (const night of stayNights(firstNight, addDays(lastNight, 1))) {
    const places = figures.get(night) ?? defaultCapacity;
    const run = runs.at(-1);
    if (run !== undefined && run.places === places) run.last = night;
    else runs.push({ first: night, last: night, places });
  }
  if (runs.length === 1) return String(runs[0]!.places);
  return runs.map((run) => `${run.first === run.last ? run.first : `${run.first} to ${run.last}`}: ${run.places}`).join('; ');
}
