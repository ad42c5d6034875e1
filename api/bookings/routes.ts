import { uuidv7 } from 'uuidv7';
import { sValidator } from '@hono/standard-validator';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { isCancellable, isEditable } from '../../domain/booking-status.ts';
import { EXTRA_SERVICES } from '../../domain/extra-services.ts';
import { bookingChangesSchema, newBookingSchema } from '../../domain/schemas/booking.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import { idParam } from '../cats.ts';
import type { AppEnv } from '../context.ts';
import { bookings } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { recordBookingEvent, recordBookingMade } from '../staff/booking-history.ts';
import { type BookingJson, bookingJson, findOwnBooking, linksOf, listOwnBookings, ownBookingJson, plannedColumns, replaceLinks, writeLinks } from './records.ts';
import { planNewStay, planStay, refuseTransportWithoutAddress } from './stay-plan.ts';

/** Whether an edit keeps the booking's cats, in any order (a booking names each cat once). */
function sameCats(edited: readonly string[], stored: readonly string[]): boolean {
  return edited.length === stored.length && edited.every((id) => stored.includes(id));
}

/** What an owner's edit changed, each as it was before and after, and the price either way (issue 30). */
function changedDetails(before: BookingJson, after: BookingJson): Record<string, string | number | null> {
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

export const bookingRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .use(changesInTransaction)
  .get('/', async (c) => c.json(await listOwnBookings(c.var.db, signedInOwner(c).id), 200))
  .get('/:id', sValidator('param', idParam, refuseInvalid), async (c) => {
    const booking = await findOwnBooking(c.var.db, signedInOwner(c).id, c.req.valid('param').id);
    return c.json(await ownBookingJson(c.var.db, booking), 200);
  })
  // The client's totalAmount, status and paymentStatus are read and ignored: the server decides.
  .post('/', sValidator('json', newBookingSchema, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const { booking: input, catIds, extraServiceIds } = c.req.valid('json');
    const { db, deps } = c.var;
    refuseTransportWithoutAddress(extraServiceIds, input.transportAddress);
    const plan = await planNewStay(db, deps, owner.id, {
      checkIn: input.checkInDate,
      checkOut: input.checkOutDate,
      catIds,
      extraServiceIds,
    });
    const [created] = await db
      .insert(bookings)
      .values({
        id: input.id ?? uuidv7(),
        ownerId: owner.id,
        ...plannedColumns(plan),
        heldUntil: plan.heldUntil,
        specialRequests: input.specialRequests ?? null,
        transportAddress: input.transportAddress ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (created === undefined) throw new Problem(409, 'A booking with this id already exists', 'booking.id');
    const [links] = await Promise.all([writeLinks(db, created.id, plan), recordBookingMade(db, deps.now(), created)]);
    return c.json(bookingJson(created, links), 201);
  })
  .patch(
    '/:id',
    sValidator('param', idParam, refuseInvalid),
    sValidator('json', bookingChangesSchema, refuseInvalid),
    async (c) => {
      const owner = signedInOwner(c);
      const changes = c.req.valid('json');
      const { db, deps } = c.var;
      const { id } = c.req.valid('param');
      // Sent together; the links of a booking that is not the owner's are never looked at.
      const [booking, links] = await Promise.all([findOwnBooking(db, owner.id, id, { forUpdate: true }), linksOf(db, [id])]);
      if (changes.version !== undefined && changes.version !== booking.version) {
        throw new Problem(409, 'This booking was changed by the hotel since you last saw it; reload it and try again');
      }
      if (!isEditable(booking.status)) {
        throw new Problem(409, `This booking is ${booking.status}; only a pending booking can be changed`);
      }
      const stored = links.get(booking.id)!;
      const current = bookingJson(booking, stored);
      const checkIn = changes.checkInDate ?? booking.checkIn;
      const checkOut = changes.checkOutDate ?? booking.checkOut;
      const catIds = changes.catIds ?? current.catIds;
      const datesUnchanged = checkIn === booking.checkIn && checkOut === booking.checkOut;
      // An edit that leaves the address out keeps the one stored.
      refuseTransportWithoutAddress(
        changes.extraServiceIds ?? current.extraServiceIds,
        changes.transportAddress !== undefined ? changes.transportAddress : booking.transportAddress,
      );
      const plan = await planStay(db, deps, owner.id, {
        checkIn,
        checkOut,
        // A reservation-form booking has a count of cats and no named cats until the owner names some.
        ...(catIds.length > 0 ? { catIds } : { numberOfCats: booking.numberOfCats }),
        extraServiceIds: changes.extraServiceIds ?? current.extraServiceIds,
        bookingId: booking.id,
        datesUnchanged,
        placesUnchanged: datesUnchanged && sameCats(catIds, current.catIds),
      });
      const [updated] = await db
        .update(bookings)
        .set({
          ...plannedColumns(plan),
          ...(changes.specialRequests !== undefined ? { specialRequests: changes.specialRequests } : {}),
          ...(changes.transportAddress !== undefined ? { transportAddress: changes.transportAddress } : {}),
          version: sql`${bookings.version} + 1`,
          updatedAt: deps.now(),
        })
        .where(eq(bookings.id, booking.id))
        .returning();
      const after = bookingJson(updated!, await replaceLinks(db, booking.id, stored, plan));
      await recordBookingEvent(db, deps.now(), {
        bookingId: booking.id,
        actorId: owner.id,
        action: 'changed',
        fromStatus: booking.status,
        toStatus: updated!.status,
        details: changedDetails(current, after),
      });
      return c.json(after, 200);
    },
  )
  .post('/:id/cancel', sValidator('param', idParam, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const { db, deps } = c.var;
    const booking = await findOwnBooking(db, owner.id, c.req.valid('param').id, { forUpdate: true });
    // Cancelling twice is not an error: the owner's intent is already true.
    if (booking.status === 'cancelled') return c.json(await ownBookingJson(db, booking), 200);
    if (!isCancellable(booking.status)) {
      throw new Problem(409, `This booking is ${booking.status} and can no longer be cancelled`);
    }
    // The deposit is non-refundable (terms, section 2), so the payment status stays as it is.
    // The three sent together, in one round trip.
    const [[cancelled], , links] = await Promise.all([
      db
        .update(bookings)
        .set({ status: 'cancelled', cancelledBy: 'owner', version: sql`${bookings.version} + 1`, updatedAt: deps.now() })
        .where(eq(bookings.id, booking.id))
        .returning(),
      recordBookingEvent(db, deps.now(), {
        bookingId: booking.id,
        actorId: owner.id,
        action: 'cancelled',
        fromStatus: booking.status,
        toStatus: 'cancelled',
      }),
      linksOf(db, [booking.id]),
    ]);
    return c.json(bookingJson(cancelled!, links.get(booking.id)!), 200);
  });
