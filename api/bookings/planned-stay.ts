import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookingCats, bookingExtraServices } from '../db/schema.ts';
import type { StoredLinks } from './records.ts';
import type { StayPlan } from './stay-plan.ts';

// What a stay plan writes, for a new stay and a changed one alike: the booking's priced columns and
// its links to cats and services. Kept out of records.ts, which reads bookings and needs no plan: a
// plan counts the owner's holds, holds read booking records, so records that knew the plan would
// close a loop.

/** The columns a stay plan decides; the rest (status, contact, requests) belong to the caller. */
export function plannedColumns(plan: StayPlan) {
  const { price } = plan;
  if (price.stayType === '') throw new Error('A planned stay always has a stay type');
  return {
    checkIn: plan.checkIn,
    checkOut: plan.checkOut,
    numberOfCats: price.cats,
    stayType: price.stayType,
    nights: price.nights,
    rateCents: price.rateCents,
    baseCents: price.baseCents,
    servicesCents: price.servicesCents,
    totalCents: price.totalCents,
    depositCents: price.depositCents,
  };
}

/** The links a plan gives a booking, in the order linksOf reads them. */
function plannedLinks(plan: StayPlan): StoredLinks {
  const services = [...plan.price.services].sort((a, b) => a.id - b.id);
  return {
    catIds: [...plan.catIds].sort(),
    extraServiceIds: services.map((s) => s.id),
    serviceCents: services.map((s) => s.amountCents),
  };
}

/**
 * Links a new booking to the plan's cats and services, and gives them back as the answer shows
 * them, so the answer needs no second look at what was written.
 */
export async function writeLinks(db: Database, bookingId: string, plan: StayPlan): Promise<StoredLinks> {
  if (plan.catIds.length > 0) {
    await db.insert(bookingCats).values(plan.catIds.map((catId) => ({ bookingId, catId })));
  }
  if (plan.price.services.length > 0) {
    await db.insert(bookingExtraServices).values(plan.price.services.map((s) => ({ bookingId, extraServiceId: s.id, amountCents: s.amountCents })));
  }
  return plannedLinks(plan);
}

/**
 * Gives a changed booking the plan's cats and services. An edit that leaves them as they are (a
 * note for the hotel, say) rewrites nothing: three statements fewer.
 */
export async function replaceLinks(db: Database, bookingId: string, stored: StoredLinks, plan: StayPlan): Promise<StoredLinks> {
  const planned = plannedLinks(plan);
  const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  if (
    same(planned.catIds, stored.catIds) &&
    same(planned.extraServiceIds, stored.extraServiceIds) &&
    same(planned.serviceCents, stored.serviceCents)
  ) {
    return stored;
  }
  await db.delete(bookingCats).where(eq(bookingCats.bookingId, bookingId));
  await db.delete(bookingExtraServices).where(eq(bookingExtraServices.bookingId, bookingId));
  return writeLinks(db, bookingId, plan);
}
