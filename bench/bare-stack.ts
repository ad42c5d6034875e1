/**
 * The bare stack the API is measured against: node:http and the database client, no framework,
 * running the SQL the app sends for each endpoint (printed by the bench's round-trip count) in the
 * same order and the same transaction shape, so the ratio shows what the app's layers cost.
 * It keeps only what the work itself needs: the session cookie, the owner's rows, the places lock,
 * the price (domain/pricing.ts) and the answer's JSON (the app's own mapping functions).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { uuidv7 } from 'uuidv7';
import { nightsBetween } from '../domain/dates.ts';
import { centsToDecimal } from '../domain/money.ts';
import { priceStay } from '../domain/pricing.ts';
import { holdEnds } from '../domain/places-hold.ts';
import { SESSION_COOKIE } from '../api/auth/owner.ts';
import { bookingJson, type BookingRow } from '../api/bookings/records.ts';
import { type CareItemRow, catJson, catRecordsFrom, type CatRow, type ProofRow, type VaccinationRow } from '../api/cats/records.ts';
import { logAnswer, REQUEST_ID_HEADER, requestIdFor } from '../api/http/request-log.ts';
import type { Log } from '../api/log.ts';

export type Row = Record<string, unknown>;

/** One database, as the bare stack uses it: a query, and a transaction on one connection. */
export interface BareDatabase {
  query(text: string, params: unknown[]): Promise<Row[]>;
  transaction<T>(work: (query: BareDatabase['query']) => Promise<T>): Promise<T>;
}

const PLACES_LOCK = 20_250_616;
const GUEST_CAPACITY = 5;
const HOLD_MINUTES = 2880;

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
function camelRow<T>(row: Row): T {
  const out: Row = {};
  for (const [name, value] of Object.entries(row)) out[camel(name)] = value;
  return out as T;
}

const SESSION_SQL = `select "sessions"."id", "sessions"."user_id", "sessions"."expires_at", "sessions"."created_at", "users"."id", "users"."email", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."phone", "users"."address", "users"."role", "users"."removed_at", "users"."email_confirmed_at", "users"."holds_email", "users"."deleted_at", "users"."created_at", "users"."updated_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."id" = $1 and "users"."removed_at" is null and "users"."deleted_at" is null)`;
const CATS_SQL = `select "id", "owner_id", "name", "breed", "age", "age_months", "gender", "weight", "color", "special_needs", "medical_info", "dietary_requirements", "vaccination_records", "emergency_contact", "spay_neuter_checked_by", "spay_neuter_checked_at", "care_changed_by", "care_changed_at", "created_at", "updated_at", "removed_at" from "cats" where ("cats"."owner_id" = $1 and "cats"."removed_at" is null) order by "cats"."created_at" asc, "cats"."id" asc`;
const VACCINATIONS_SQL = (cats: number) =>
  `select "id", "cat_id", "vaccine", "other_name", "given_on", "valid_until", "vet", "checked_by", "checked_at", "created_at", "updated_at" from "cat_vaccinations" where "cat_vaccinations"."cat_id" in (${inList(cats)}) order by "cat_vaccinations"."given_on" asc, "cat_vaccinations"."created_at" asc`;
const PROOFS_SQL = (cats: number) =>
  `select "id", "cat_id", "vaccination_id", "content_type", "size", "created_at" from "cat_proofs" where "cat_proofs"."cat_id" in (${inList(cats)})`;
const CARE_ITEMS_SQL = (cats: number) =>
  `select "id", "cat_id", "kind", "name", "amount", "times", "with_food", "until", "notes", "created_at", "updated_at" from "cat_care_items" where "cat_care_items"."cat_id" in (${inList(cats)}) order by "cat_care_items"."kind" asc, "cat_care_items"."created_at" asc, "cat_care_items"."id" asc`;
const BOOKING_COLUMNS = `"id", "owner_id", "check_in", "check_out", "number_of_cats", "stay_type", "nights", "rate_cents", "base_cents", "services_cents", "total_cents", "deposit_cents", "special_requests", "status", "payment_status", "contact_first_name", "contact_last_name", "contact_email", "contact_phone", "cancelled_by", "cancel_reason", "checked_in_at", "checked_out_at", "held_until", "version", "created_at", "updated_at"`;
const BOOKINGS_SQL = `select ${BOOKING_COLUMNS} from "bookings" where "bookings"."owner_id" = $1 order by "bookings"."created_at" desc, "bookings"."id" desc`;
const inList = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `$${i + from}`).join(', ');
const LINKS_SQL = `(select "booking_id", "cat_id", null::int, null::int from "booking_cats" where "booking_cats"."booking_id" = any($1::uuid[])) union all (select "booking_id", null::uuid, "extra_service_id", "amount_cents" from "booking_extra_services" where "booking_extra_services"."booking_id" = any($2::uuid[])) order by 2, 3`;
const HOTEL_NIGHTS_SQL = `
    select to_char(n.night, 'YYYY-MM-DD') as night,
      (select coalesce(sum(b.number_of_cats), 0)::int from bookings b
        where b.check_in <= n.night::date and b.check_out > n.night::date
        and (b.status in ('confirmed', 'checked_in') or (b.status = 'pending' and b.held_until > $1::timestamptz))
        ) as booked,
      (select nc.capacity from night_capacities nc where nc.night = n.night::date) as capacity,
      (select string_agg(c.reason, '; ' order by c.first_night) from closed_nights c
        where c.first_night <= n.night::date and c.last_night >= n.night::date) as closed
    from generate_series($2::date, $3::date - 1, interval '1 day') as n(night)
    order by n.night`;

/** The session's owner id, or null: the app's session check without the renewal a fresh session never needs. */
async function ownerOf(query: BareDatabase['query'], request: IncomingMessage): Promise<string | null> {
  const token = new RegExp(`(?:^|; )${SESSION_COOKIE}=([a-z2-7]{32})`).exec(request.headers.cookie ?? '')?.[1];
  if (token === undefined) return null;
  const [row] = await query(SESSION_SQL, [createHash('sha256').update(token).digest('hex')]);
  return row === undefined ? null : (row.user_id as string);
}

async function linksOf(query: BareDatabase['query'], ids: string[]) {
  const links = new Map(ids.map((id) => [id, { catIds: [] as string[], extraServiceIds: [] as number[] }]));
  if (ids.length === 0) return links;
  for (const row of await query(LINKS_SQL, [ids, ids])) {
    const values = Object.values(row);
    if (values[1] !== null) links.get(values[0] as string)?.catIds.push(values[1] as string);
    if (values[2] !== null) links.get(values[0] as string)?.extraServiceIds.push(values[2] as number);
  }
  return links;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
    request.on('close', () => reject(new Error('The client left before its body was read')));
    if (request.destroyed) reject(new Error('The client left before its body was read'));
  });
}

/** A new booking in the app's transaction shape: key claimed, savepoint, checks under the places lock, writes, answer stored. */
async function book(db: BareDatabase, ownerId: string, key: string, text: string): Promise<[number, string]> {
  const input = JSON.parse(text) as { booking: { checkInDate: string; checkOutDate: string }; catIds: string[] };
  const { checkInDate: checkIn, checkOutDate: checkOut } = input.booking;
  const now = new Date();
  return db.transaction(async (query) => {
    const hash = createHash('sha256').update(`POST /api/bookings\n${text}`).digest('hex');
    await query(
      `insert into "idempotency_keys" ("owner_id", "key", "request_hash", "status", "response_body", "created_at") values ($1, $2, $3, default, default, default) on conflict do nothing returning "key"`,
      [ownerId, key, hash],
    );
    await query('savepoint s1', []);
    const own = await query(
      `select "id" from "cats" where ("cats"."owner_id" = $1 and "cats"."removed_at" is null and "cats"."id" in (${inList(input.catIds.length, 2)}))`,
      [ownerId, ...input.catIds],
    );
    if (own.length !== input.catIds.length) throw new Error('not own cats');
    await query('select pg_advisory_xact_lock($1)', [PLACES_LOCK]);
    const nights = await query(HOTEL_NIGHTS_SQL, [now.toISOString(), checkIn, checkOut]);
    if (nights.some((night) => (night.booked as number) + input.catIds.length > ((night.capacity as number | null) ?? GUEST_CAPACITY))) {
      return [409, JSON.stringify({ message: 'full' })];
    }
    const [holds] = await query(
      `select count(*) from "bookings" where ("bookings"."owner_id" = $1 and "bookings"."status" = $2 and "bookings"."held_until" > $3)`,
      [ownerId, 'pending', now.toISOString()],
    );
    if (Number(holds?.count) >= 3) return [409, JSON.stringify({ message: 'holds' })];
    const price = priceStay({ nights: nightsBetween(checkIn, checkOut), cats: input.catIds.length, services: [] });
    const id = crypto.randomUUID();
    const [created] = await query(
      `insert into "bookings" (${BOOKING_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, default, default, default, default, default, default, default, default, default, default, $14, default, default, default) on conflict do nothing returning ${BOOKING_COLUMNS}`,
      [
        id,
        ownerId,
        checkIn,
        checkOut,
        price.cats,
        price.stayType,
        price.nights,
        price.rateCents,
        price.baseCents,
        price.servicesCents,
        price.totalCents,
        price.depositCents,
        null,
        holdEnds(now, HOLD_MINUTES).toISOString(),
      ],
    );
    const booking = camelRow<BookingRow>(created!);
    await query(`insert into "booking_cats" ("booking_id", "cat_id") values ${input.catIds.map((_, i) => `($1, $${i + 2})`).join(', ')}`, [
      id,
      ...input.catIds,
    ]);
    await query(
      `insert into "booking_events" ("id", "booking_id", "at", "actor_id", "action", "from_status", "to_status", "reason", "details") values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        uuidv7(),
        id,
        now.toISOString(),
        ownerId,
        'created',
        null,
        'pending',
        null,
        JSON.stringify({ checkIn, checkOut, cats: price.cats, total: centsToDecimal(price.totalCents) }),
      ],
    );
    const body = JSON.stringify(bookingJson(booking, { catIds: [...input.catIds].sort(), extraServiceIds: [] }));
    await query(
      `update "idempotency_keys" set status = answer.status, response_body = answer.body from jsonb_to_recordset($1::jsonb) as answer(key text, status int, body text) where "idempotency_keys"."owner_id" = $2 and "idempotency_keys"."key" = answer.key`,
      [JSON.stringify([{ key, status: 201, body }]), ownerId],
    );
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
export function bareListener(db: BareDatabase, json: OutgoingHttpHeaders, extraServices: AppAnswer, log?: Log): RequestListener {
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
      const ownerId = await ownerOf(db.query, request);
      if (ownerId === null) return [401, '{"message":"Please sign in to continue"}'];
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
      if (path === '/api/bookings' && method === 'GET') {
        const rows = (await db.query(BOOKINGS_SQL, [ownerId])).map((row) => camelRow<BookingRow>(row));
        const links = await linksOf(
          db.query,
          rows.map((row) => row.id),
        );
        return [200, JSON.stringify(rows.map((row) => bookingJson(row, links.get(row.id)!)))];
      }
      if (path === '/api/bookings' && method === 'POST') {
        return book(db, ownerId, String(request.headers['idempotency-key']), await readBody(request));
      }
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
