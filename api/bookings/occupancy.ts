import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { formatDay } from '../../domain/dates.ts';
import type { Database } from '../db/client.ts';
import { Problem } from '../http/problem.ts';

export interface HotelNight {
  date: string;
  /** Cats booked that night, as the desk counts them: paid stays, and unpaid ones whose hold is live. */
  booked: number;
  /** Of those, the cats of unpaid bookings: in line for places, which the first deposit paid takes. */
  held: number;
  /** Places that night: the manager's figure where one was set, else GUEST_CAPACITY; 0 when closed. */
  capacity: number;
  /** The reason the hotel is closed that night, or null when it is open. */
  closed: string | null;
}

/** Any fixed number, shared by every server: bookings take turns to claim places (D12). */
const PLACES_LOCK = 20_250_616;

/** Transactions that hold the places lock: a batch of changes asks for it once, not per booking. */
const holdingPlaces = new WeakSet<Database>();

/**
 * Serialises bookings until the transaction ends, so two owners cannot both take the last place,
 * even on two servers sharing one PostgreSQL. Settings that change a night's places take it too.
 * A transaction that took it already is not asked again (a round trip saved); outside any
 * transaction the lock would end with its statement, so there it is always asked.
 */
export async function lockPlaces(db: Database): Promise<void> {
  if (holdingPlaces.has(db)) return;
  await db.execute(sql`select pg_advisory_xact_lock(${PLACES_LOCK})`);
  if (db instanceof PgTransaction) holdingPlaces.add(db);
}

/** What a night count needs to know beyond the nights: the default places, and the time for holds. */
export interface PlacesRule {
  guestCapacity: number;
  now: () => Date;
}

/**
 * Each night from `firstNight` up to the night before `endDate` (a check-out date): the cats of paid
 * stays, the cats of unpaid bookings with a live hold, the places the hotel has, and whether it is
 * closed. One query, so availability, every booking and the desk's calendar read the same figures.
 * Only paid stays take places (decision 0024): unpaid bookings, however many, never refuse an owner
 * who pays; they are counted apart so screens can say places are claimed but not yet paid for.
 */
export async function hotelNights(
  db: Database,
  rule: PlacesRule,
  firstNight: string,
  endDate: string,
  ignoreBookingId?: string,
): Promise<HotelNight[]> {
  const ignore = ignoreBookingId === undefined ? sql`` : sql`and b.id <> ${ignoreBookingId}::uuid`;
  const now = rule.now().toISOString();
  type Row = { night: string; booked: number; held: number; capacity: number | null; closed: string | null };
  // A pending booking whose deposit is being captured right now counts as paid: the capture was
  // let through against these places (api/payments/capture.ts), so nobody else's may take them.
  const capturing = sql`exists (select 1 from payments p where p.booking_id = b.id and p.status = 'created' and p.places_claimed_until > ${now}::timestamptz)`;
  const result = await db.execute<Row>(sql`
    select to_char(n.night, 'YYYY-MM-DD') as night,
      (select coalesce(sum(b.number_of_cats), 0)::int from bookings b
        where b.check_in <= n.night::date and b.check_out > n.night::date
        and (b.status in ('confirmed', 'checked_in') or (b.status = 'pending' and ${capturing}))
        ${ignore}) as booked,
      (select coalesce(sum(b.number_of_cats), 0)::int from bookings b
        where b.check_in <= n.night::date and b.check_out > n.night::date
        and b.status = 'pending' and b.held_until > ${now}::timestamptz and not ${capturing}
        ${ignore}) as held,
      (select nc.capacity from night_capacities nc where nc.night = n.night::date) as capacity,
      (select string_agg(c.reason, '; ' order by c.first_night) from closed_nights c
        where c.first_night <= n.night::date and c.last_night >= n.night::date) as closed
    from generate_series(${firstNight}::date, ${endDate}::date - 1, interval '1 day') as n(night)
    order by n.night`);
  const rows = Array.isArray(result) ? result : (result as { rows: Row[] }).rows;
  return rows.map((row) => ({
    date: row.night,
    booked: Number(row.booked) + Number(row.held),
    held: Number(row.held),
    capacity: row.closed !== null ? 0 : row.capacity === null ? rule.guestCapacity : Number(row.capacity),
    closed: row.closed,
  }));
}

/** Cats of paid stays that night: only these take places (decision 0024). */
export function paidCats(night: HotelNight): number {
  return night.booked - night.held;
}

/**
 * Places still free that night for an owner who pays: unpaid bookings never take them (decision
 * 0024). Never below zero when a night was overbooked or closed later.
 */
export function freePlaces(night: HotelNight): number {
  return Math.max(0, night.capacity - paidCats(night));
}

/**
 * Refuses a stay that would meet a closed night or overfill one, from the nights' figures: read
 * them under the places lock, held to the end of the transaction, so the places checked are still
 * free when written.
 */
export function refuseUnlessFree(hotel: HotelNight[], numberOfCats: number): void {
  const closed = hotel.find((night) => night.closed !== null);
  if (closed !== undefined) {
    throw new Problem(409, `Sorry, we are closed on ${formatDay(closed.date)} (${closed.closed}). Please choose other dates.`, 'checkInDate');
  }
  // Only paid stays refuse a booking or a deposit: unpaid ones are in line behind whoever pays first.
  const full = hotel.find((night) => paidCats(night) + numberOfCats > night.capacity);
  if (full !== undefined) {
    const left = freePlaces(full);
    throw new Problem(
      409,
      `Sorry, we are full on ${formatDay(full.date)}: ${left === 0 ? 'no places' : left === 1 ? '1 place' : `${left} places`} left for ${numberOfCats === 1 ? '1 cat' : `${numberOfCats} cats`}. Please choose other dates.`,
      'checkInDate',
    );
  }
}

/**
 * Takes the places lock, then refuses a stay that would meet a closed night or overfill one.
 * `bookingId`'s own cats do not count against it (an edit, or paying a booking whose hold lapsed).
 */
export async function refuseUnlessPlacesFree(
  db: Database,
  rule: PlacesRule,
  stay: { checkIn: string; checkOut: string; numberOfCats: number; bookingId?: string | undefined },
): Promise<void> {
  await lockPlaces(db);
  refuseUnlessFree(await hotelNights(db, rule, stay.checkIn, stay.checkOut, stay.bookingId), stay.numberOfCats);
}
