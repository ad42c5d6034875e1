import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface NightOccupancy {
  date: string;
  /** Cats already staying that night in pending or confirmed bookings. */
  booked: number;
}

/** Any fixed number, shared by every server: bookings take turns to claim places (D12). */
const PLACES_LOCK = 20_250_616;

/**
 * Serialises bookings until the transaction ends, so two owners cannot both take the last place,
 * even on two servers sharing one PostgreSQL.
 */
export async function lockPlaces(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PLACES_LOCK})`);
}

/** How many cats stay each night from check-in up to the night before check-out. */
export async function occupancy(
  db: Database,
  checkIn: string,
  checkOut: string,
  ignoreBookingId?: string,
): Promise<NightOccupancy[]> {
  const ignore = ignoreBookingId === undefined ? sql`` : sql`and b.id <> ${ignoreBookingId}::uuid`;
  const result = await db.execute<{ night: string; booked: number }>(sql`
    select to_char(night, 'YYYY-MM-DD') as night, coalesce(sum(b.number_of_cats), 0)::int as booked
    from generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') as night
    left join bookings b
      on b.check_in <= night::date and b.check_out > night::date
      and b.status in ('pending', 'confirmed') ${ignore}
    group by night
    order by night`);
  const rows = Array.isArray(result) ? result : (result as { rows: { night: string; booked: number }[] }).rows;
  return rows.map((row) => ({ date: row.night, booked: Number(row.booked) }));
}
