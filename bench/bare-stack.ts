/**
 * The bare stack the API is measured against: node:http and the database client, no framework,
 * running the SQL the app sends for each endpoint (printed by the bench's round-trip count) in the
 * same order and the same transaction shape, so the ratio shows what the app's layers cost.
 * It keeps only what the work itself needs: the session cookie, the owner's rows, the places lock,
 * the price (domain/pricing.ts) and the answer's JSON (the app's own mapping functions). The stay
 * pages that ride on every booking are in bench/bare-stay-page.ts, a photo from the round in
 * bench/bare-photo-upload.ts.
 */
import type { OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { uuidv7 } from 'uuidv7';
import { nightsBetween } from '../domain/dates.ts';
import { centsToDecimal } from '../domain/money.ts';
import { priceStay } from '../domain/pricing.ts';
import { holdEnds, UNPAID_HOLDS_MAX } from '../domain/places-hold.ts';
import { ENDED_STAYS } from '../domain/cat-stays.ts';
import { bookingJson, type BookingRow } from '../api/bookings/records.ts';
import { type CareItemRow, catJson, catRecordsFrom, type CatRow, type ProofRow, type VaccinationRow } from '../api/cats/records.ts';
import { logAnswer, REQUEST_ID_HEADER, requestIdFor } from '../api/http/request-log.ts';
import type { Log } from '../api/log.ts';
import type { PhotoStore } from '../api/photos/store.ts';
import { type BareDatabase, camelRow, claimKey, inList, type Query, readBody, type Row, signedIn, storeAnswer } from './bare-database.ts';
import { PHOTO_ADDRESS, postPhoto } from './bare-photo-upload.ts';
import { BOOKING_COLUMNS, ownBooking, ownBookings, stayPages } from './bare-stay-page.ts';

const PLACES_LOCK = 20_250_616;
const GUEST_CAPACITY = 5;
const HOLD_MINUTES = 2880;

const CATS_SQL = `select "id", "owner_id", "name", "breed", "age", "age_months", "gender", "weight", "color", "special_needs", "medical_info", "dietary_requirements", "vaccination_records", "emergency_contact", "spay_neuter_checked_by", "spay_neuter_checked_at", "care_changed_by", "care_changed_at", "created_at", "updated_at", "removed_at" from "cats" where ("cats"."owner_id" = $1 and "cats"."removed_at" is null) order by "cats"."created_at" asc, "cats"."id" asc`;
const VACCINATIONS_SQL = (cats: number) =>
  `select "id", "cat_id", "vaccine", "other_name", "given_on", "valid_until", "vet", "checked_by", "checked_at", "created_at", "updated_at" from "cat_vaccinations" where "cat_vaccinations"."cat_id" in (${inList(cats)}) order by "cat_vaccinations"."given_on" asc, "cat_vaccinations"."created_at" asc`;
const PROOFS_SQL = (cats: number) =>
  `select "id", "cat_id", "vaccination_id", "content_type", "size", "created_at" from "cat_proofs" where "cat_proofs"."cat_id" in (${inList(cats)})`;
const CARE_ITEMS_SQL = (cats: number) =>
  `select "id", "cat_id", "kind", "name", "amount", "times", "with_food", "until", "notes", "created_at", "updated_at" from "cat_care_items" where "cat_care_items"."cat_id" in (${inList(cats)}) order by "cat_care_items"."kind" asc, "cat_care_items"."created_at" asc, "cat_care_items"."id" asc`;
const OWN_CATS_SQL = (cats: number) =>
  `select "id" from "cats" where ("cats"."owner_id" = $1 and "cats"."removed_at" is null and "cats"."id" in (${inList(cats, 2)}))`;
const HOTEL_NIGHTS_SQL = `
    select to_char(n.night, 'YYYY-MM-DD') as night,
      (select coalesce(sum(b.number_of_cats), 0)::int from bookings b
        where b.check_in <= n.night::date and b.check_out > n.night::date
        and (b.status in ('confirmed', 'checked_in') or (b.status = 'pending' and exists (select 1 from payments p where p.booking_id = b.id and p.status = 'created' and p.places_claimed_until > $1::timestamptz)))
        ) as booked,
      (select coalesce(sum(b.number_of_cats), 0)::int from bookings b
        where b.check_in <= n.night::date and b.check_out > n.night::date
        and b.status = 'pending' and b.held_until > $2::timestamptz and not exists (select 1 from payments p where p.booking_id = b.id and p.status = 'created' and p.places_claimed_until > $3::timestamptz)
        ) as held,
      (select nc.capacity from night_capacities nc where nc.night = n.night::date) as capacity,
      (select string_agg(c.reason, '; ' order by c.first_night) from closed_nights c
        where c.first_night <= n.night::date and c.last_night >= n.night::date) as closed
    from generate_series($4::date, $5::date - 1, interval '1 day') as n(night)
    order by n.night`;
const HOLDS_SQL = `select count(*) from "bookings" where ("bookings"."owner_id" = $1 and "bookings"."status" = $2 and "bookings"."held_until" > $3)`;
const CATS_STAYING_SQL = (cats: number) =>
  `select "bookings"."id", "booking_cats"."cat_id", "cats"."name", "bookings"."check_in", "bookings"."check_out", "bookings"."status" from "booking_cats" inner join "bookings" on "bookings"."id" = "booking_cats"."booking_id" inner join "cats" on "cats"."id" = "booking_cats"."cat_id" where ("booking_cats"."cat_id" in (${inList(cats)}) and "bookings"."check_in" < $${cats + 1} and "bookings"."check_out" > $${cats + 2} and "bookings"."status" not in ($${cats + 3}, $${cats + 4}, $${cats + 5}))`;
const NEW_BOOKING_SQL = `insert into "bookings" (${BOOKING_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, default, default, default, default, default, default, default, default, default, default, default, $15, default, default, default) on conflict do nothing returning ${BOOKING_COLUMNS}`;
const BOOKING_EVENT_SQL = `insert into "booking_events" ("id", "booking_id", "at", "actor_id", "action", "from_status", "to_status", "reason", "details") values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;

interface NewStay {
  checkIn: string;
  checkOut: string;
  catIds: string[];
}

/**
 * The checks of a new stay under the places lock (api/bookings/stay-plan.ts), sent as the app sends
 * them, two at a time where it does: the refusal, or null when the stay may be written.
 */
async function refusalUnderLock(query: Query, ownerId: string, stay: NewStay, now: string): Promise<[number, string] | null> {
  const cats = stay.catIds.length;
  const [own] = await Promise.all([query(OWN_CATS_SQL(cats), [ownerId, ...stay.catIds]), query('select pg_advisory_xact_lock($1)', [PLACES_LOCK])]);
  if (own.length !== cats) return [400, JSON.stringify({ message: 'not own cats' })];
  const [nights, [holds]] = await Promise.all([
    query(HOTEL_NIGHTS_SQL, [now, now, now, stay.checkIn, stay.checkOut]),
    query(HOLDS_SQL, [ownerId, 'pending', now]),
  ]);
  const full = (night: Row) => night.closed !== null || (night.booked as number) + cats > ((night.capacity as number | null) ?? GUEST_CAPACITY);
  if (nights.some(full)) return [409, JSON.stringify({ message: 'full' })];
  const staying = await query(CATS_STAYING_SQL(cats), [...stay.catIds, stay.checkOut, stay.checkIn, ...ENDED_STAYS]);
  if (staying.length > 0) return [409, JSON.stringify({ message: 'already staying' })];
  if (Number(holds?.count) >= UNPAID_HOLDS_MAX) return [409, JSON.stringify({ message: 'holds' })];
  return null;
}

/** The booking, then its cats and its first step of history sent together, as `makeStay` writes them. */
async function writeStay(query: Query, ownerId: string, stay: NewStay, now: Date): Promise<BookingRow> {
  const price = priceStay({ nights: nightsBetween(stay.checkIn, stay.checkOut), cats: stay.catIds.length, services: [] });
  const [created] = await query(NEW_BOOKING_SQL, [
    uuidv7(),
    ownerId,
    stay.checkIn,
    stay.checkOut,
    price.cats,
    price.stayType,
    price.nights,
    price.rateCents,
    price.baseCents,
    price.servicesCents,
    price.totalCents,
    price.depositCents,
    null,
    null,
    holdEnds(now, HOLD_MINUTES).toISOString(),
  ]);
  const booking = camelRow<BookingRow>(created!);
  const details = { checkIn: stay.checkIn, checkOut: stay.checkOut, cats: price.cats, total: centsToDecimal(price.totalCents) };
  await Promise.all([
    query(
      `insert into "booking_cats" ("booking_id", "cat_id", "weight_in_grams", "weight_out_grams") values ${stay.catIds.map((_, i) => `($${2 * i + 1}, $${2 * i + 2}, default, default)`).join(', ')}`,
      stay.catIds.flatMap((catId) => [booking.id, catId]),
    ),
    query(BOOKING_EVENT_SQL, [uuidv7(), booking.id, now.toISOString(), ownerId, 'created', null, 'pending', null, JSON.stringify(details)]),
  ]);
  return booking;
}

/** A new booking in the app's transaction shape: key claimed, savepoint, checks under the places lock, writes, stay page, answer stored. */
async function book(db: BareDatabase, ownerId: string, key: string, text: string): Promise<[number, string]> {
  const input = JSON.parse(text) as { booking: { checkInDate: string; checkOutDate: string }; catIds: string[] };
  const stay = { checkIn: input.booking.checkInDate, checkOut: input.booking.checkOutDate, catIds: input.catIds };
  const now = new Date();
  return db.transaction(async (query) => {
    await claimKey(query, ownerId, key, '/api/bookings', text);
    const refusal = await refusalUnderLock(query, ownerId, stay, now.toISOString());
    if (refusal !== null) return refusal;
    const booking = await writeStay(query, ownerId, stay, now);
    const pages = await stayPages(query, [booking.id]);
    const body = JSON.stringify({ ...bookingJson(booking, { catIds: stay.catIds, extraServiceIds: [] }), ...pages.get(booking.id)! });
    await storeAnswer(query, ownerId, key, 201, body);
    return [201, body];
  });
}

/** What the app answered, as the bare stack writes it again: the headers (the security headers among them) and, for a frozen read, the bytes. */
export interface AppAnswer {
  headers: OutgoingHttpHeaders;
  body: string;
}

/**
 * The bare server's listener. It sends the headers the app sends (`json`: the app's answer to a signed-in
 * read; `extraServices`: its extra-services answer, bytes and all), so the load generator reads
 * the same bytes from both and the share measures the work, not the length of the headers.
 * Like the app, it gives every request an id of its own and writes the request's line to `log`
 * (http/request-log.ts) when it has answered: the line is work the product must do for every
 * request (docs/decisions/0019), as much as its SQL is, so the share shows what the framework
 * costs and not what the log costs. Without `log`, it answers and writes nothing (BENCH_BARE_LOG=0).
 */
export function bareListener(db: BareDatabase, json: OutgoingHttpHeaders, extraServices: AppAnswer, photos: PhotoStore, log?: Log): RequestListener {
  const { [REQUEST_ID_HEADER]: _jsonId, ...jsonHeaders } = json;
  const { [REQUEST_ID_HEADER]: _servicesId, ...servicesHeaders } = extraServices.headers;
  const servicesLength = Buffer.byteLength(extraServices.body);
  const send = (response: ServerResponse, requestId: string, status: number, body: string, headers: OutgoingHttpHeaders) => {
    response.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body), [REQUEST_ID_HEADER]: requestId });
    response.end(body);
  };
  return (request, response) => {
    const started = performance.now();
    const offered = request.headers[REQUEST_ID_HEADER];
    const requestId = requestIdFor(typeof offered === 'string' ? offered : undefined);
    const method = request.method ?? 'GET';
    const path = request.url?.split('?')[0] ?? '';
    const answered = (status: number) => {
      if (log !== undefined) logAnswer(log, method, path, status, started, requestId);
    };
    if (request.url === '/api/extra-services') {
      response.writeHead(200, { ...servicesHeaders, 'content-length': servicesLength, [REQUEST_ID_HEADER]: requestId });
      response.end(extraServices.body);
      answered(200);
      return;
    }
    const answer = async (): Promise<[number, string]> => {
      const account = await signedIn(db.query, request);
      if (account === null) return [401, '{"message":"Please sign in to continue"}'];
      const ownerId = account.id;
      if (path === '/api/cats' && method === 'GET') {
        const cats = (await db.query(CATS_SQL, [ownerId])).map((row) => camelRow<CatRow>(row));
        if (cats.length === 0) return [200, '[]'];
        const ids = cats.map((cat) => cat.id);
        const vaccinations = (await db.query(VACCINATIONS_SQL(ids.length), ids)).map((row) => camelRow<VaccinationRow>(row));
        const proofs = (await db.query(PROOFS_SQL(ids.length), ids)).map((row) => camelRow<ProofRow>(row));
        const carePlans = (await db.query(CARE_ITEMS_SQL(ids.length), ids)).map((row) => camelRow<CareItemRow>(row));
        const records = catRecordsFrom(cats, vaccinations, proofs, carePlans, [], 'owner');
        return [200, JSON.stringify(cats.map((cat) => catJson(cat, records(cat.id))))];
      }
      const key = String(request.headers['idempotency-key']);
      if (path === '/api/bookings' && method === 'GET') return [200, await ownBookings(db.query, ownerId)];
      if (path.startsWith('/api/bookings/') && method === 'GET') return ownBooking(db.query, ownerId, path.slice('/api/bookings/'.length));
      if (path === '/api/bookings' && method === 'POST') return book(db, ownerId, key, await readBody(request));
      if (path === PHOTO_ADDRESS && method === 'POST') return postPhoto(db, photos, account, key, await readBody(request));
      return [404, '{"message":"There is nothing at this address"}'];
    };
    // Returned, so the bench can tell when every request has been answered.
    return answer().then(
      ([status, body]) => {
        send(response, requestId, status, body, jsonHeaders);
        answered(status);
      },
      (error: unknown) => {
        send(response, requestId, 500, JSON.stringify({ message: String(error) }), jsonHeaders);
        answered(500);
      },
    );
  };
}
