import { sql } from 'drizzle-orm';
import { PLACE_TAKING_STATUSES } from '../../domain/booking-status.ts';
import type { Database } from '../db/client.ts';

export interface HotelNight {
  date: string;
  /** Cats already staying that night in bookings that take places (pending, confirmed, checked in). */
  booked: number;
  /** Places that night: the manager's figure where one was set, else GUEST_CAPACITY; 0 when closed. */
  capacity: number;
  /** The reason the hotel is closed that night, or null when it is open. */
  closed: string | null;
}

/** Any fixed number, shared by every server: bookings take turns to claim places (D12). */
const PLACES_LOCK = 20_250_616;

/**
 * Serialises bookings until the transaction ends, so two owners cannot both take the last place,
 * even on two servers sharing one PostgreSQL. Settings that change a night's places take it too.
 */
export async function lockPlaces(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PLACES_LOCK})`);
}

/**
 * Each night from `firstNight` up to the night before `endDate` (a check-out date): the cats booked,
 * the places the hotel has, and whether it is closed. One query, so availability, every booking and
 * the desk's calendar read the same figures.
 */
export async function hotelNights(
  db: Database,
  defaultCapacity: number,
  firstNight: string,
  endDate: string,
  ignoreBookingId?: string,
): Promise<HotelNight[]> {
  const ignore = ignoreBookingId === undefined ? sql`` : sql`and b.id <> ${ignoreBookingId}::uuid`;
  const statuses = sql.join(PLACE_TAKING_STATUSES.map((status) => sql`${status}`), sql`, `);
  type Row = { night: string; booked: number; capacity: number | null; closed: string | null };
  const result = await db.execute<Row>(sql`
    select to_char(n.night, 'YYYY-MM-DD') as night,
      (select coalesce(sum(b.number_of_cats), 0)::int from bookings b
        where b.check_in <= n.night::date and b.check_out > n.night::date
        and b.status in (${statuses}) ${ignore}) as booked,
      (select nc.capacity from night_capacities nc where nc.night = n.night::date) as capacity,
      (select string_agg(c.reason, '; ' order by c.first_night) from closed_nights c
        where c.first_night <= n.night::date and c.last_night >= n.night::date) as closed
    from generate_series(${firstNight}::date, ${endDate}::date - 1, interval '1 day') as n(night)
    order by n.night`);
  const rows = Array.isArray(result) ? result : (result as { rows: Row[] }).rows;
  return rows.map((row) => ({
    date: row.night,
    booked: Number(row.booked),
    capacity: row.closed !== null ? 0 : row.capacity === null ? defaultCapacity : Number(row.capacity),
    closed: row.closed,
  }));
}

/** Places still free that night (never below zero when a night was overbooked or closed later). */
export function freePlaces(night: HotelNight): number {
  return Math.max(0, night.capacity - night.booked);
}
