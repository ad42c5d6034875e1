import { uuidv7 } from 'uuidv7';
import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { nightsBetween } from '../domain/dates.ts';
import { reservationSchema } from '../domain/schemas/reservation.ts';
import { stayTierFor } from '../domain/stay.ts';
import { requireOwner, signedInOwner } from './auth/owner.ts';
import { bookings } from './db/schema.ts';
import { plannedColumns, writeLinks } from './bookings/planned-stay.ts';
import { bookingJson } from './bookings/records.ts';
import { withStayPage } from './bookings/stay-page.ts';
import { planNewStay, refuseTransportWithoutAddress } from './bookings/stay-plan.ts';
import type { AppEnv } from './context.ts';
import { changesInTransaction } from './http/changes.ts';
import { Problem } from './http/problem.ts';
import { refuseInvalid } from './http/validate.ts';
import { recordBookingMade } from './staff/booking-history.ts';

/** The reservation page's form (spec point 3): a booking by number of cats, with contact details. */
export const reservationRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .use(changesInTransaction)
  .post('/', sValidator('json', reservationSchema, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const input = c.req.valid('json');
    const { db, deps } = c.var;
    // The form asks for a stay type; the dates decide it, so a mismatch is pointed out, not guessed.
    const tier = stayTierFor(nightsBetween(input.checkInDate, input.checkOutDate));
    if (tier !== undefined && tier.key !== input.stayType) {
      throw new Problem(
        400,
        `These dates make a ${tier.name} (${tier.minNights} to ${tier.maxNights} nights); please select that stay type`,
        'stayType',
      );
    }
    refuseTransportWithoutAddress(input.extraServiceIds, input.transportAddress);
    const plan = await planNewStay(db, deps, owner.id, {
      checkIn: input.checkInDate,
      checkOut: input.checkOutDate,
      numberOfCats: input.numberOfCats,
      extraServiceIds: input.extraServiceIds,
    });
    const [created] = await db
      .insert(bookings)
      .values({
        id: input.id ?? uuidv7(),
        ownerId: owner.id,
        ...plannedColumns(plan),
        heldUntil: plan.heldUntil,
        specialRequests: input.specialRequirements ?? null,
        transportAddress: input.transportAddress ?? null,
        contactFirstName: input.firstName,
        contactLastName: input.lastName,
        contactEmail: input.email,
        contactPhone: input.phone,
      })
      .onConflictDoNothing()
      .returning();
    if (created === undefined) throw new Problem(409, 'A booking with this id already exists', 'id');
    const links = await writeLinks(db, created.id, plan);
    await recordBookingMade(db, deps.now(), created);
    return c.json(await withStayPage(db, bookingJson(created, links)), 201);
  });
