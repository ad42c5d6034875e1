import { and, eq, inArray, isNull } from 'drizzle-orm';
import { nightsBetween, todayAtHotel } from '../../domain/dates.ts';
import { lacksTransportAddress, serviceAllowedFor, SPECIAL_ATTENTION_NOTE, TRANSPORT_ADDRESS_MESSAGE } from '../../domain/extra-services.ts';
import { priceStay, type StayPrice } from '../../domain/pricing.ts';
import { MAX_CATS, MAX_NIGHTS, MIN_CATS, MIN_NIGHTS } from '../../domain/stay.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/client.ts';
import { cats, extraServices } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { holdEnds, TOO_MANY_UNPAID_HOLDS, UNPAID_HOLDS_MAX } from '../../domain/places-hold.ts';
import { refuseCatAlreadyStaying } from './cat-stays.ts';
import { countLiveHolds } from './holds.ts';
import { type HotelNight, hotelNights, lockPlaces, refuseUnlessFree } from './occupancy.ts';

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  /** The owner's cats by id (dashboard bookings), or only a count (the reservation form). */
  catIds?: readonly string[];
  numberOfCats?: number;
  extraServiceIds: readonly number[];
  /** Set when editing: its own places do not count against it. */
  bookingId?: string;
  /** An edit that keeps its dates may keep a check-in that has since passed. */
  datesUnchanged?: boolean;
  /** A new booking: the owner's unpaid bookings holding places are counted too (planNewStay). */
  newBooking?: boolean;
  /**
   * An edit that keeps its nights and its cats takes no place it did not have, so it neither waits
   * for the places lock nor is refused for nights the hotel filled or closed since: a note added
   * to a booking is only a note.
   */
  placesUnchanged?: boolean;
  /**
   * A manager's change at the desk made over the hotel's places on purpose (decision 0024): a full
   * or closed night does not refuse it, and the plan says it was overbooked, for its history.
   */
  overbook?: boolean;
}

export interface StayPlan {
  checkIn: string;
  checkOut: string;
  catIds: readonly string[];
  price: StayPrice;
  /** Made over a full or closed night because a manager chose to (`overbook`). */
  overbooked: boolean;
}

/** Transport collects the cat and brings it home: a booking with it says where (issue 31). */
export function refuseTransportWithoutAddress(extraServiceIds: readonly number[], transportAddress: string | null | undefined): void {
  if (lacksTransportAddress(extraServiceIds, transportAddress)) throw new Problem(400, TRANSPORT_ADDRESS_MESSAGE, 'transportAddress');
}

async function ownCatsAmong(db: Database, ownerId: string, catIds: readonly string[]): Promise<{ id: string }[]> {
  if (catIds.length === 0) return [];
  return db
    .select({ id: cats.id })
    .from(cats)
    .where(and(eq(cats.ownerId, ownerId), isNull(cats.removedAt), inArray(cats.id, [...catIds])));
}

function checkCatsAreOwn(own: { id: string }[], catIds: readonly string[]): void {
  if (own.length !== new Set(catIds).size) {
    throw new Problem(400, 'Choose cats from your own profile; one of them was not found', 'catIds');
  }
}

async function servicesAmong(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(extraServices)
    .where(inArray(extraServices.id, [...ids]));
}

function checkServices(rows: Awaited<ReturnType<typeof servicesAmong>>, ids: readonly number[], nights: number): void {
  for (const id of ids) {
    const service = rows.find((row) => row.id === id);
    if (service === undefined) throw new Problem(400, `There is no extra service ${id}`, 'extraServiceIds');
    if (!serviceAllowedFor(service, nights)) {
      throw new Problem(400, `${service.name}: ${SPECIAL_ATTENTION_NOTE}`, 'extraServiceIds');
    }
  }
}

/**
 * Every rule a stay must pass before it is written, in the order an owner would fix them, and
 * the price the server alone decides (D9). Run it inside the change's transaction: it takes the
 * places lock, so the capacity it checks still holds when the booking is written.
 */
export async function planStay(db: Database, deps: AppDeps, ownerId: string, request: StayRequest): Promise<StayPlan> {
  const { checkIn, checkOut } = request;
  if (checkOut <= checkIn) throw new Problem(400, 'Check-out must be after check-in', 'checkOutDate');
  if (!request.datesUnchanged && checkIn < todayAtHotel(deps.now())) {
    throw new Problem(400, 'Check-in cannot be in the past', 'checkInDate');
  }
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < MIN_NIGHTS || nights > MAX_NIGHTS) {
    throw new Problem(400, `Stays are ${MIN_NIGHTS} to ${MAX_NIGHTS} nights; these dates make ${nights}`, 'checkOutDate');
  }
  const catIds = request.catIds ?? [];
  const numberOfCats = request.catIds === undefined ? (request.numberOfCats ?? 0) : catIds.length;
  if (numberOfCats < MIN_CATS || numberOfCats > MAX_CATS) {
    throw new Problem(400, `A booking is for ${MIN_CATS} to ${MAX_CATS} cats`, request.catIds ? 'catIds' : 'numberOfCats');
  }
  const takesPlaces = request.placesUnchanged !== true;
  let overbooked = false;
  // Sent together, in one round trip: the two reads, and the lock the night count below needs.
  const [own, services] = await Promise.all([
    takesPlaces ? ownCatsAmong(db, ownerId, catIds) : undefined,
    servicesAmong(db, request.extraServiceIds),
    takesPlaces ? lockPlaces(db) : undefined,
  ]);
  if (own !== undefined) checkCatsAreOwn(own, catIds);
  checkServices(services, request.extraServiceIds, nights);
  if (takesPlaces) {
    // Both under the lock, sent together: the owner's holds are counted with the nights.
    const [hotel, holds] = await Promise.all([
      hotelNights(db, deps, checkIn, checkOut, request.bookingId),
      request.newBooking === true ? countLiveHolds(db, ownerId, deps.now()) : 0,
    ]);
    overbooked = refuseUnlessFreeOrOverbooked(hotel, numberOfCats, request.overbook === true);
    // A cat already staying on one of these nights, checked under the same lock.
    await refuseCatAlreadyStaying(db, { checkIn, checkOut, catIds, bookingId: request.bookingId });
    if (holds >= UNPAID_HOLDS_MAX) throw new Problem(409, TOO_MANY_UNPAID_HOLDS);
  }
  return { checkIn, checkOut, catIds, price: priceStay({ nights, cats: numberOfCats, services }), overbooked };
}

/** refuseUnlessFree, unless the change is to be made over the places anyway: answers whether it was. */
function refuseUnlessFreeOrOverbooked(hotel: HotelNight[], numberOfCats: number, overbook: boolean): boolean {
  try {
    refuseUnlessFree(hotel, numberOfCats);
    return false;
  } catch (error) {
    if (overbook && error instanceof Problem && error.status === 409) return true;
    throw error;
  }
}

/**
 * A new booking: every rule of planStay, then the owner's limit of unpaid bookings holding places
 * (counted under the places lock planStay took, so two bookings sent at once cannot both pass), and
 * the moment its hold ends. Edits never renew a hold: only paying the deposit keeps the places.
 */
export async function planNewStay(db: Database, deps: AppDeps, ownerId: string, request: StayRequest): Promise<StayPlan & { heldUntil: Date }> {
  const plan = await planStay(db, deps, ownerId, { ...request, newBooking: true, placesUnchanged: false });
  return { ...plan, heldUntil: holdEnds(deps.now(), deps.pendingHoldMinutes) };
}
