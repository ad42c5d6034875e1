import { uuidv7 } from 'uuidv7';
import { eq, sql } from 'drizzle-orm';
import { EXTRA_SERVICES } from '../../domain/extra-services.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookings, liveUpdateCalls } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { recordBookingEvent, recordBookingMade } from '../staff/booking-history.ts';
import type { BookingJson } from '../../domain/contracts/booking.ts';
import { plannedColumns, replaceLinks, writeLinks } from './planned-stay.ts';
import { bookingJson, type BookingRow, type StoredLinks } from './records.ts';
import { planNewStay, planStay, refuseTransportWithoutAddress } from './stay-plan.ts';

// Making a stay and changing one, whoever does it: the owner from the dashboard, or the desk for an
// owner who phoned (issue 31). One path, so the rules, the price (D9) and the places lock (D12,
// decision 0024) are the same either way; only who acted and why differ.

/** A new stay as asked for: the owner's cats, the dates, the services. */
export interface NewStay {
  id?: string | undefined;
  checkInDate: string;
  checkOutDate: string;
  /** The owner's cats by id (the dashboard, the desk), or only how many (the reservation form). */
  catIds?: readonly string[];
  numberOfCats?: number;
  extraServiceIds: readonly number[];
  specialRequests?: string | null | undefined;
  /** Where Transport collects the cat and brings it home; required when Transport is chosen. */
  transportAddress?: string | null | undefined;
  /** The reservation form asks whom to contact about this stay. */
  contact?: { firstName: string; lastName: string; email: string; phone: string } | undefined;
}

export interface MakeStayRules {
  /** Who booked: the owner (the default), or the member of staff at the desk. */
  actorId?: string;
  /** The form field that carries the stay's id, named when that id is already taken. */
  idField?: string;
}

/** Books `stay` for `ownerId`. */
export async function makeStay(
  db: Database,
  deps: AppDeps,
  ownerId: string,
  stay: NewStay,
  { actorId = ownerId, idField = 'booking.id' }: MakeStayRules = {},
): Promise<{ booking: BookingRow; links: StoredLinks }> {
  refuseTransportWithoutAddress(stay.extraServiceIds, stay.transportAddress);
  const plan = await planNewStay(db, deps, ownerId, {
    checkIn: stay.checkInDate,
    checkOut: stay.checkOutDate,
    catIds: stay.catIds,
    numberOfCats: stay.numberOfCats,
    extraServiceIds: stay.extraServiceIds,
  });
  const [created] = await db
    .insert(bookings)
    .values({
      id: stay.id ?? uuidv7(),
      ownerId,
      ...plannedColumns(plan),
      heldUntil: plan.heldUntil,
      specialRequests: stay.specialRequests ?? null,
      transportAddress: stay.transportAddress ?? null,
      contactFirstName: stay.contact?.firstName,
      contactLastName: stay.contact?.lastName,
      contactEmail: stay.contact?.email,
      contactPhone: stay.contact?.phone,
    })
    .onConflictDoNothing()
    .returning();
  if (created === undefined) throw new Problem(409, 'A booking with this id already exists', idField);
  const [links] = await Promise.all([writeLinks(db, created.id, plan), recordBookingMade(db, deps.now(), created, actorId)]);
  return { booking: created, links };
}

/** What a change asks for; what it leaves out stays as it is. */
export interface StayEdit {
  checkInDate?: string | undefined;
  checkOutDate?: string | undefined;
  catIds?: readonly string[] | undefined;
  extraServiceIds?: readonly number[] | undefined;
  specialRequests?: string | null | undefined;
  transportAddress?: string | null | undefined;
}

export interface StayEditRules {
  /** Who changed it: the owner, or the member of staff. */
  actorId: string;
  /** The hotel's reason, which the owner reads; an owner gives none. */
  reason?: string | undefined;
  /**
   * Whether a check-in day that has passed may stay as it is. The owner may keep one only when the
   * dates do not change; the desk may move the check-out of a cat already in the house.
   */
  pastCheckInKept: (edit: { checkInKept: boolean; checkOutKept: boolean }) => boolean;
  /** A manager's change over the hotel's places (decision 0024). */
  overbook?: boolean | undefined;
}

/** Whether an edit keeps the booking's cats, in any order (a booking names each cat once). */
function sameCats(edited: readonly string[], stored: readonly string[]): boolean {
  return edited.length === stored.length && edited.every((id) => stored.includes(id));
}

/** What an edit changed, each as it was before and after, and the price either way (issue 30). */
export function changedDetails(before: BookingJson, after: BookingJson): Record<string, string | number | null> {
  const details: Record<string, string | number | null> = {};
  const services = (ids: readonly number[]) => ids.map((id) => EXTRA_SERVICES.find((service) => service.id === id)?.name ?? id).join(', ') || null;
  const pairs: [string, string | number | null, string | number | null][] = [
    ['checkIn', before.checkInDate, after.checkInDate],
    ['checkOut', before.checkOutDate, after.checkOutDate],
    ['cats', before.numberOfCats, after.numberOfCats],
    ['services', services(before.extraServiceIds), services(after.extraServiceIds)],
  ];
  for (const [field, was, now] of pairs) {
    if (was !== now) Object.assign(details, { [`${field}Before`]: was, [`${field}After`]: now });
  }
  // Another cat for one of the same count: the count reads the same, so say the cats changed.
  if (!sameCats(after.catIds, before.catIds) && before.numberOfCats === after.numberOfCats) {
    Object.assign(details, { catsBefore: before.numberOfCats, catsAfter: `${after.numberOfCats} (other cats)` });
  }
  if (before.specialRequests !== after.specialRequests) details.specialRequests = 'changed';
  if (before.transportAddress !== after.transportAddress) details.transportAddress = 'changed';
  return { ...details, totalAmountBefore: before.totalAmount, totalAmountAfter: after.totalAmount };
}

/** What the stay's Live Update calls made so far added to its total. */
async function madeCallCharges(db: Database, bookingId: string): Promise<number> {
  const [made] = await db
    .select({ cents: sql<number>`coalesce(sum(${liveUpdateCalls.chargedCents}), 0)`.mapWith(Number) })
    .from(liveUpdateCalls)
    .where(eq(liveUpdateCalls.bookingId, bookingId));
  return made?.cents ?? 0;
}

/**
 * Changes a stay already locked by the caller (`for update`), whose status the caller allowed:
 * 1. Plan it again: the stay's rules, the owner's own cats, the price, and the places under the
 *    lock unless its nights and cats are the same (then it takes no place it did not have).
 * 2. Write the new columns with a raised version, so an edit made on an older copy (an owner's
 *    phone, another desk) is refused (DESIGN 4.7), and the new cats and services.
 * 3. Record the step in the booking's history: who, why, and each value before and after.
 */
export async function changeStay(
  db: Database,
  deps: AppDeps,
  booking: BookingRow,
  stored: StoredLinks,
  edit: StayEdit,
  rules: StayEditRules,
): Promise<{ before: BookingJson; after: BookingJson; row: BookingRow; overbooked: boolean }> {
  const before = bookingJson(booking, stored);
  const checkIn = edit.checkInDate ?? booking.checkIn;
  const checkOut = edit.checkOutDate ?? booking.checkOut;
  const catIds = edit.catIds ?? before.catIds;
  // An edit that leaves the address out keeps the one stored.
  refuseTransportWithoutAddress(
    edit.extraServiceIds ?? before.extraServiceIds,
    edit.transportAddress !== undefined ? edit.transportAddress : booking.transportAddress,
  );
  const kept = { checkInKept: checkIn === booking.checkIn, checkOutKept: checkOut === booking.checkOut };
  const plan = await planStay(db, deps, booking.ownerId, {
    checkIn,
    checkOut,
    // A reservation-form booking has a count of cats and no named cats until someone names some.
    ...(catIds.length > 0 ? { catIds } : { numberOfCats: booking.numberOfCats }),
    extraServiceIds: edit.extraServiceIds ?? before.extraServiceIds,
    bookingId: booking.id,
    datesUnchanged: rules.pastCheckInKept(kept),
    placesUnchanged: kept.checkInKept && kept.checkOutKept && sameCats(catIds, before.catIds),
    overbook: rules.overbook === true,
  });
  const planned = plannedColumns(plan);
  // Live Update calls already made were charged onto the stay (issue 34): a new price keeps them.
  const calls = await madeCallCharges(db, booking.id);
  const [row] = await db
    .update(bookings)
    .set({
      ...planned,
      servicesCents: planned.servicesCents + calls,
      totalCents: planned.totalCents + calls,
      ...(edit.specialRequests !== undefined ? { specialRequests: edit.specialRequests } : {}),
      ...(edit.transportAddress !== undefined ? { transportAddress: edit.transportAddress } : {}),
      version: sql`${bookings.version} + 1`,
      updatedAt: deps.now(),
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  const after = bookingJson(row!, await replaceLinks(db, booking.id, stored, plan));
  await recordBookingEvent(db, deps.now(), {
    bookingId: booking.id,
    actorId: rules.actorId,
    action: 'changed',
    fromStatus: booking.status,
    toStatus: row!.status,
    reason: rules.reason,
    details: { ...changedDetails(before, after), ...(plan.overbooked ? { overbooked: 'yes' } : {}) },
  });
  return { before, after, row: row!, overbooked: plan.overbooked };
}
