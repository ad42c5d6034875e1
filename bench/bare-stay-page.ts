/**
 * The bare stack's bookings as the owner reads them (issue 31, 34): the booking, its cats and
 * services, and its stay page, in the statements api/bookings/records.ts and stay-page.ts send,
 * sent together as they send them (the six of the stay page in one go, the photos' first, as the
 * app's `Promise.all` starts them), and made into the same JSON with the app's own small mapping
 * functions where they are exported, and these lines where they are not.
 */
import { bookingEventLabel } from '../domain/booking-events.ts';
import type { DiaryEntry } from '../domain/care-log.ts';
import type { StayWeight } from '../domain/diary.ts';
import { liveCallView, type StoredLiveCall } from '../domain/live-updates.ts';
import type { StayPage, StayStepView } from '../domain/stay-requests.ts';
import { bookingJson, type BookingRow } from '../api/bookings/records.ts';
import { type StayRequestRow, stayRequestView } from '../api/bookings/stay-page.ts';
import { staffFirstName, type StayPhotoRow, stayPhotoView } from '../api/photos/records.ts';
import { camelRow, type Query, type Row } from './bare-database.ts';

export const BOOKING_COLUMNS = `"id", "owner_id", "check_in", "check_out", "number_of_cats", "stay_type", "nights", "rate_cents", "base_cents", "services_cents", "total_cents", "deposit_cents", "special_requests", "transport_address", "status", "payment_status", "contact_first_name", "contact_last_name", "contact_email", "contact_phone", "cancelled_by", "cancel_reason", "checked_in_at", "checked_out_at", "parting_note", "held_until", "version", "created_at", "updated_at"`;
const BOOKINGS_SQL = `select ${BOOKING_COLUMNS} from "bookings" where "bookings"."owner_id" = $1 order by "bookings"."created_at" desc, "bookings"."id" desc`;
const OWN_BOOKING_SQL = `select ${BOOKING_COLUMNS} from "bookings" where ("bookings"."id" = $1 and "bookings"."owner_id" = $2)`;
// The app's statement, its first branch's two unnamed columns named: PGlite keeps one of two
// columns of the same name in a row of names, and drizzle reads them by place, not by name.
const LINKS_SQL = `(select "booking_id", "cat_id", null::int as "extra_service_id", null::int as "amount_cents" from "booking_cats" where "booking_cats"."booking_id" = any($1::uuid[])) union all (select "booking_id", null::uuid, "extra_service_id", "amount_cents" from "booking_extra_services" where "booking_extra_services"."booking_id" = any($2::uuid[])) order by 2, 3`;

const PHOTOS_SQL = `select "stay_photos"."id", "stay_photos"."booking_id", "stay_photos"."cat_id", "stay_photos"."day", "stay_photos"."caption", "stay_photos"."storage_key", "stay_photos"."width", "stay_photos"."height", "stay_photos"."posted_by", "stay_photos"."taken_at", "stay_photos"."received_at", "users"."first_name" from "stay_photos" left join "users" on "users"."id" = "stay_photos"."posted_by" where "stay_photos"."booking_id" = any($1::uuid[]) and ($2::date is null or "stay_photos"."day" = $3::date) order by "stay_photos"."taken_at" desc, "stay_photos"."id" desc`;
const REQUESTS_SQL = `select "id", "booking_id", "owner_id", "kind", "wanted", "note", "state", "created_at", "answered_by", "answered_at", "answer_reason" from "stay_requests" where "stay_requests"."booking_id" = any($1::uuid[]) order by "stay_requests"."created_at" desc, "stay_requests"."id" desc`;
const HISTORY_SQL = `select "booking_events"."id", "booking_events"."booking_id", "booking_events"."at", "booking_events"."actor_id", "booking_events"."action", "booking_events"."from_status", "booking_events"."to_status", "booking_events"."reason", "booking_events"."details", "users"."role", "users"."first_name" from "booking_events" left join "users" on "users"."id" = "booking_events"."actor_id" where "booking_events"."booking_id" = any($1::uuid[]) order by "booking_events"."at" asc, "booking_events"."id" asc`;
const DIARY_SQL = `select "care_log_entries"."id", "care_log_entries"."booking_id", "care_log_entries"."cat_id", "care_log_entries"."day", "care_log_entries"."kind", "care_log_entries"."outcome", "care_log_entries"."note", "care_log_entries"."logged_at", "stay_care_items"."name", "users"."first_name" from "care_log_entries" left join "stay_care_items" on "stay_care_items"."id" = "care_log_entries"."stay_care_item_id" left join "users" on "users"."id" = "care_log_entries"."logged_by" where "care_log_entries"."booking_id" = any($1::uuid[]) order by "care_log_entries"."logged_at" desc, "care_log_entries"."id" desc`;
const WEIGHTS_SQL = `select "bookings"."id", "booking_cats"."cat_id", "booking_cats"."weight_in_grams", "booking_cats"."weight_out_grams", "bookings"."checked_in_at", "bookings"."checked_out_at", "bookings"."parting_note" from "bookings" inner join "booking_cats" on "booking_cats"."booking_id" = "bookings"."id" where "bookings"."id" = any($1::uuid[])`;
const CALLS_SQL = `select "id", "booking_id", "day", "at", "note", "requested_at", "cancelled_at", "done_by", "done_at", "charged_cents" from "live_update_calls" where "live_update_calls"."booking_id" = any($1::uuid[]) order by "live_update_calls"."day" asc, "live_update_calls"."at" asc, "live_update_calls"."id" asc`;

export async function linksOf(query: Query, ids: string[]) {
  const links = new Map(ids.map((id) => [id, { catIds: [] as string[], extraServiceIds: [] as number[] }]));
  if (ids.length === 0) return links;
  for (const row of await query(LINKS_SQL, [ids, ids])) {
    const booking = links.get(row.booking_id as string);
    if (row.cat_id !== null) booking?.catIds.push(row.cat_id as string);
    if (row.extra_service_id !== null) booking?.extraServiceIds.push(row.extra_service_id as number);
  }
  return links;
}

/** Who took a step, as the owner reads it (stay-page.ts's `stepBy`). */
const stepBy = (actorId: unknown, role: unknown): StayStepView['by'] =>
  actorId === null || role === null ? 'payment service' : role === 'owner' ? 'owner' : 'hotel';

/** A cat's weights in and out (stay-page.ts's `weighed`). */
function weighed(row: Row): StayWeight[] {
  const catId = row.cat_id as string;
  const weights: StayWeight[] = [];
  if (row.weight_in_grams !== null && row.checked_in_at !== null)
    weights.push({ catId, when: 'in', grams: row.weight_in_grams as number, at: (row.checked_in_at as Date).toISOString() });
  if (row.weight_out_grams !== null && row.checked_out_at !== null)
    weights.push({ catId, when: 'out', grams: row.weight_out_grams as number, at: (row.checked_out_at as Date).toISOString() });
  return weights;
}

function diaryEntry(row: Row): DiaryEntry {
  return {
    id: row.id as string,
    catId: row.cat_id as string,
    day: row.day as string,
    kind: row.kind as DiaryEntry['kind'],
    outcome: row.outcome as DiaryEntry['outcome'],
    note: row.note as string | null,
    item: row.name as string | null,
    by: staffFirstName(row.first_name as string | null),
    at: (row.logged_at as Date).toISOString(),
  };
}

/** The stay pages of these bookings, already the owner's: the six statements of `stayPagesOf`, sent together. */
export async function stayPages(query: Query, ids: string[]): Promise<Map<string, StayPage>> {
  const pages = new Map<string, StayPage>(
    ids.map((id) => [id, { requests: [], history: [], diary: [], photos: [], weights: [], parting: null, liveCalls: [] }]),
  );
  if (ids.length === 0) return pages;
  const [photos, requests, steps, diary, stays, calls] = await Promise.all([
    query(PHOTOS_SQL, [ids, null, null]),
    query(REQUESTS_SQL, [ids]),
    query(HISTORY_SQL, [ids]),
    query(DIARY_SQL, [ids]),
    query(WEIGHTS_SQL, [ids]),
    query(CALLS_SQL, [ids]),
  ]);
  const page = (row: Row) => pages.get(row.booking_id as string);
  for (const row of requests) page(row)?.requests.push(stayRequestView(camelRow<StayRequestRow>(row)));
  const partingBy = new Map<string, string>();
  for (const row of steps) {
    if (row.action === 'checked-out') partingBy.set(row.booking_id as string, staffFirstName(row.first_name as string | null));
    page(row)?.history.push({
      at: (row.at as Date).toISOString(),
      action: bookingEventLabel(row.action as string),
      by: stepBy(row.actor_id, row.role),
      reason: row.reason as string | null,
    });
  }
  for (const row of diary) page(row)?.diary.push(diaryEntry(row));
  for (const row of photos) page(row)?.photos.push(stayPhotoView(camelRow<StayPhotoRow>(row), row.first_name as string | null));
  for (const row of stays) {
    const stay = pages.get(row.id as string)!;
    stay.weights.push(...weighed(row));
    const by = partingBy.get(row.id as string);
    if (row.parting_note !== null && by !== undefined) stay.parting = { note: row.parting_note as string, by };
  }
  for (const row of calls) page(row)?.liveCalls.push(liveCallView(camelRow<StoredLiveCall>(row)));
  return pages;
}

/** The owner's bookings, newest first, each with its stay page: `listOwnBookings`. */
export async function ownBookings(query: Query, ownerId: string): Promise<string> {
  const rows = (await query(BOOKINGS_SQL, [ownerId])).map((row) => camelRow<BookingRow>(row));
  const ids = rows.map((row) => row.id);
  const [links, pages] = await Promise.all([linksOf(query, ids), stayPages(query, ids)]);
  return JSON.stringify(rows.map((row) => ({ ...bookingJson(row, links.get(row.id)!), ...pages.get(row.id)! })));
}

/** One of the owner's bookings with its stay page (`findOwnBooking`, `ownBookingJson`), or 404 for any other. */
export async function ownBooking(query: Query, ownerId: string, bookingId: string): Promise<[number, string]> {
  const [found] = await query(OWN_BOOKING_SQL, [bookingId, ownerId]);
  if (found === undefined) return [404, '{"message":"Booking not found"}'];
  const booking = camelRow<BookingRow>(found);
  const links = await linksOf(query, [booking.id]);
  const pages = await stayPages(query, [booking.id]);
  return [200, JSON.stringify({ ...bookingJson(booking, links.get(booking.id)!), ...pages.get(booking.id)! })];
}
