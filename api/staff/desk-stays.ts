import { and, asc, type Column, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { APOSTROPHES, foldApostrophes, phoneSearchDigits } from '../../domain/search-text.ts';
import * as v from 'valibot';
import { awaitsArrival, takesPlaces } from '../../domain/booking-status.ts';
import { hotelClock, todayAtHotel } from '../../domain/dates.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { uuidSchema } from '../../domain/schemas/id.ts';
import { deskActions, owedCents } from '../../domain/stay-life.ts';
import { NAMELESS_CAT } from '../accounts/deletion.ts';
import { BOOKING_NOT_FOUND, bookingJson, type BookingRow } from '../bookings/records.ts';
import type { Database } from '../db/client.ts';
import { careChanger, careChangerColumns, deskCatJson, joinsCareChanger } from './desk-cats.ts';
import { recordsOfCats } from '../cats/records.ts';
import { houseVaccinationRules } from '../cats/vaccination-rules.ts';
import { stayRecordLines, type VaccinationRules } from '../../domain/vaccinations.ts';
import { bookingCats, bookingExtraServices, bookings, cats, extraServices, payments, users } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { accountEmail, accountName } from './account-names.ts';
import { bookingHistory } from './booking-history.ts';
import { careLogOf, stayCarePlans } from './care-log.ts';
import { deskLiveCalls } from './live-calls.ts';
import type { BookingDetailView, DeskCat, DeskOwner, DeskPayment, DeskStay } from '../../domain/contracts/desk-stays.ts';

// Stays as the desk sees them (domain/contracts/desk-stays.ts): each with its owner, every booked cat with all
// the owner told us, and the services, read in three queries however many stays a list holds.

/** The most a list sends; the desk narrows a search rather than scrolling through hundreds. */
export const DESK_LIST_LIMIT = 50;

export const deskOwnerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: accountEmail,
  phone: users.phone,
};

/** Today's lists and a night's read in arrival order; searches and an owner's stays newest first. */
export const ARRIVAL_ORDER = [asc(bookings.checkIn), asc(users.lastName), asc(users.firstName), asc(bookings.id)];
export const NEWEST_FIRST = [desc(bookings.checkIn), desc(bookings.createdAt), desc(bookings.id)];

/**
 * What the desk took for a stay beyond its deposit: the balance at check-in and anything added
 * since (domain/stay-life.ts, `StayMoney.settledCents`), read beside each booking row.
 */
// Columns named by hand: drizzle writes a column without its table in a one-table select, where
// the subquery's "id" would be the payment's own.
export const settledCents =
  sql<number>`(select coalesce(sum(settled.amount_cents), 0) from ${payments} as settled where settled.booking_id = ${bookings}.id and settled.kind <> 'deposit' and settled.status = 'captured')`.mapWith(
    Number,
  );

interface StayRow {
  booking: BookingRow;
  owner: DeskOwner;
  settledCents: number;
}

interface StayLinks {
  carePlan: DeskStay['carePlan'];
  cats: DeskCat[];
  services: DeskStay['services'];
  weights: DeskStay['weights'];
}

async function stayRows(db: Database, where: SQL | undefined, order: SQL[], limit?: number): Promise<StayRow[]> {
  const query = db
    .select({ booking: bookings, owner: deskOwnerColumns, settledCents })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .where(where)
    .orderBy(...order);
  return limit === undefined ? query : query.limit(limit);
}

/** The cats and services of these stays; a cat the owner removed since still shows in its stays. */
async function linksOf(db: Database, bookingIds: string[]): Promise<Map<string, StayLinks>> {
  const plans = await stayCarePlans(db, bookingIds);
  const links = new Map<string, StayLinks>(bookingIds.map((id) => [id, { carePlan: plans.get(id)!, cats: [], services: [], weights: [] }]));
  if (bookingIds.length === 0) return links;
  const catRows = await db
    .select({
      bookingId: bookingCats.bookingId,
      weightInGrams: bookingCats.weightInGrams,
      weightOutGrams: bookingCats.weightOutGrams,
      cat: cats,
      changer: careChangerColumns,
    })
    .from(bookingCats)
    .innerJoin(cats, eq(cats.id, bookingCats.catId))
    .leftJoin(careChanger, joinsCareChanger)
    // A deleted account's kept cats have no name or care left: the stay counts them ("2 cats").
    .where(and(inArray(bookingCats.bookingId, bookingIds), ne(cats.name, NAMELESS_CAT)))
    .orderBy(asc(cats.name), asc(cats.id));
  const serviceRows = await db
    .select({
      bookingId: bookingExtraServices.bookingId,
      id: extraServices.id,
      name: extraServices.name,
      amountCents: bookingExtraServices.amountCents,
    })
    .from(bookingExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, bookingExtraServices.extraServiceId))
    .where(inArray(bookingExtraServices.bookingId, bookingIds))
    .orderBy(asc(extraServices.id));
  const records = await recordsOfCats(
    db,
    catRows.map((row) => row.cat),
    'desk',
  );
  for (const row of catRows) {
    const stay = links.get(row.bookingId);
    stay?.cats.push(deskCatJson(row.cat, row.changer, records(row.cat.id)));
    stay?.weights.push({ catId: row.cat.id, inGrams: row.weightInGrams, outGrams: row.weightOutGrams });
  }
  for (const row of serviceRows) {
    links.get(row.bookingId)?.services.push({ id: row.id, name: row.name, amount: centsToDecimal(row.amountCents) });
  }
  return links;
}

function deskStay({ booking, owner, settledCents: settled }: StayRow, links: StayLinks, today: string, rules: VaccinationRules): DeskStay {
  const json = bookingJson(booking, { catIds: links.cats.map((cat) => cat.id), extraServiceIds: links.services.map((s) => s.id) });
  return {
    id: json.id,
    checkInDate: json.checkInDate,
    checkOutDate: json.checkOutDate,
    nights: json.nights,
    numberOfCats: json.numberOfCats,
    stayTypeName: json.stayTypeName,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    cancelledBy: booking.cancelledBy,
    cancelReason: booking.cancelReason,
    checkedOutOn: booking.checkedOutAt === null ? null : todayAtHotel(booking.checkedOutAt),
    heldUntil: json.heldUntil,
    owner,
    contact: json.contact,
    cats: links.cats,
    weights: links.weights,
    services: links.services,
    transportAddress: booking.transportAddress,
    specialRequests: booking.specialRequests,
    totalAmount: json.totalAmount,
    depositAmount: json.depositAmount,
    balanceAmount: json.balanceAmount,
    // A stay that will not happen (cancelled, no-show) owes nothing more: its deposit is kept, no more is asked.
    owedAmount: centsToDecimal(takesPlaces(booking.status) ? owedCents({ ...booking, settledCents: settled }) : 0),
    version: booking.version,
    actions: deskActions(booking, today),
    recordProblems: awaitsArrival(booking.status) ? stayRecordLines(links.cats, rules, { checkIn: booking.checkIn, checkOut: booking.checkOut }) : [],
    carePlan: links.carePlan,
    inHouse:
      booking.checkedInAt === null
        ? null
        : { checkedIn: hotelClock(booking.checkedInAt), checkedOut: booking.checkedOutAt === null ? null : hotelClock(booking.checkedOutAt) },
  };
}

/** The stays that match `where`, in `order`; `today` decides which actions each offers. */
export async function deskStays(db: Database, today: string, where: SQL | undefined, order: SQL[], limit?: number): Promise<DeskStay[]> {
  const rows = await stayRows(db, where, order, limit);
  const links = await linksOf(
    db,
    rows.map((row) => row.booking.id),
  );
  const rules = await houseVaccinationRules(db);
  return rows.map((row) => deskStay(row, links.get(row.booking.id)!, today, rules));
}

async function deskPayments(db: Database, bookingId: string): Promise<DeskPayment[]> {
  const rows = await db
    .select({ payment: payments, recorder: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map(({ payment, recorder }) => ({
    id: payment.id,
    kind: payment.kind,
    method: payment.method,
    provider: payment.provider,
    amount: centsToDecimal(payment.amountCents),
    currency: payment.currency,
    status: payment.status,
    at: (payment.capturedAt ?? payment.createdAt).toISOString(),
    recordedBy: recorder === null ? null : accountName(recorder),
  }));
}

/** A booking's page at the desk: the stay, its price as booked, its payments and its history. */
export async function bookingDetail(db: Database, bookingId: string, today: string): Promise<BookingDetailView> {
  const [row] = await stayRows(db, eq(bookings.id, bookingId), []);
  if (row === undefined) throw new Problem(404, BOOKING_NOT_FOUND);
  const links = await linksOf(db, [bookingId]);
  const stay = deskStay(row, links.get(bookingId)!, today, await houseVaccinationRules(db));
  const { booking } = row;
  return {
    ...stay,
    createdAt: booking.createdAt.toISOString(),
    price: {
      nights: booking.nights,
      cats: booking.numberOfCats,
      rate: centsToDecimal(booking.rateCents),
      baseAmount: centsToDecimal(booking.baseCents),
      servicesAmount: centsToDecimal(booking.servicesCents),
      totalAmount: stay.totalAmount,
      depositAmount: stay.depositAmount,
    },
    payments: await deskPayments(db, bookingId),
    history: await bookingHistory(db, bookingId),
    careLog: await careLogOf(db, [bookingId]),
    liveCalls: await deskLiveCalls(db, [bookingId]),
  };
}

/** `%text%` for ILIKE, with the characters ILIKE would read as wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether a phone number holds the digits typed, whatever the spacing or prefix either was written
 * with: "+27 82 123 4567" finds "082 123 4567" and the other way round (domain/search-text.ts). Only
 * for input that looks like a phone number, with enough digits to mean something.
 */
export function phoneMatches(column: Column, typed: string): SQL | undefined {
  const digits = phoneSearchDigits(typed);
  if (digits === undefined) return undefined;
  return sql`regexp_replace(${column}, '[^0-9]', '', 'g') like ${`%${digits}%`}`;
}

/** The stored text with every kind of apostrophe as the plain one, as the typed text is folded too. */
function folded(text: Column | SQL): SQL {
  return sql`translate(${text}, ${APOSTROPHES}, ${"'".repeat(APOSTROPHES.length)})`;
}

/** A name (an owner's, a cat's) holds the pattern, whatever apostrophe each was typed with: "O’Neill" finds "O'Neill". */
export function textMatches(text: Column | SQL, pattern: string): SQL {
  return sql`${folded(text)} ilike ${pattern}`;
}

/** What the desk typed, as a pattern for textMatches and ilike. */
export function searchPattern(typed: string): string {
  return containsPattern(foldApostrophes(typed));
}

/** A person's first name, last name or both as typed ("Thandi Mok"). */
export function nameMatches(firstName: Column, lastName: Column, pattern: string): SQL {
  return or(textMatches(firstName, pattern), textMatches(lastName, pattern), textMatches(sql`concat_ws(' ', ${firstName}, ${lastName})`, pattern))!;
}

/**
 * The bookings the desk's search box finds: by the owner's name, e-mail or phone, the contact typed
 * on the reservation form, a cat's name, or the booking reference every e-mail quotes.
 */
export function stayMatches(typed: string): SQL {
  const pattern = searchPattern(typed);
  const reference = v.safeParse(uuidSchema, typed);
  return or(
    nameMatches(users.firstName, users.lastName, pattern),
    ilike(users.email, pattern),
    phoneMatches(users.phone, typed),
    nameMatches(bookings.contactFirstName, bookings.contactLastName, pattern),
    ilike(bookings.contactEmail, pattern),
    phoneMatches(bookings.contactPhone, typed),
    sql`exists (select 1 from ${bookingCats} join ${cats} on ${cats.id} = ${bookingCats.catId}
      where ${bookingCats.bookingId} = ${bookings.id} and ${textMatches(cats.name, pattern)})`,
    reference.success ? eq(bookings.id, reference.output) : undefined,
  )!;
}
