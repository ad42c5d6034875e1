import { sValidator } from '@hono/standard-validator';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { isCancellable, isEditable } from '../../domain/booking-status.ts';
import { bookingChangesSchema, newBookingSchema } from '../../domain/schemas/booking.ts';
import { stayRequestSchema } from '../../domain/schemas/stay-request.ts';
import { liveCallSchema } from '../../domain/schemas/live-call.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import { bookings } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { recordBookingEvent } from '../staff/booking-history.ts';
import { bookingJson, findOwnBooking, linksOf, listOwnBookings, ownBookingJson } from './records.ts';
import { changeStay, makeStay } from './stay-change.ts';
import { withStayPage } from './stay-page.ts';
import { askHotel } from './stay-requests.ts';
import { askForCall } from './live-calls.ts';

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
    const { booking, links } = await makeStay(c.var.db, c.var.deps, owner.id, { ...input, catIds, extraServiceIds });
    return c.json(await withStayPage(c.var.db, bookingJson(booking, links)), 201);
  })
  .patch('/:id', sValidator('param', idParam, refuseInvalid), sValidator('json', bookingChangesSchema, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const changes = c.req.valid('json');
    const { db, deps } = c.var;
    const { id } = c.req.valid('param');
    // Sent together; the links of a booking that is not the owner's are never looked at.
    const [booking, links] = await Promise.all([findOwnBooking(db, owner.id, id, { forUpdate: true }), linksOf(db, [id])]);
    if (changes.version !== undefined && changes.version !== booking.version) {
      throw new Problem(409, 'This booking was changed by the hotel since you last saw it; reload it and try again', 'version');
    }
    if (!isEditable(booking.status)) {
      throw new Problem(409, `This booking is ${booking.status}; only a pending booking can be changed`);
    }
    const { after } = await changeStay(db, deps, booking, links.get(booking.id)!, changes, {
      actorId: owner.id,
      pastCheckInKept: ({ checkInKept, checkOutKept }) => checkInKept && checkOutKept,
    });
    return c.json(await withStayPage(db, after), 200);
  })
  // A confirmed stay's change or cancellation is asked of the hotel (issue 31).
  .post('/:id/requests', sValidator('param', idParam, refuseInvalid), sValidator('json', stayRequestSchema, refuseInvalid), async (c) =>
    c.json(await askHotel(c, c.req.valid('param').id, c.req.valid('json')), 201),
  )
  // A Live Update call asked for a day of the stay (issue 34); cancelled at /api/live-calls/:id.
  .post('/:id/live-calls', sValidator('param', idParam, refuseInvalid), sValidator('json', liveCallSchema, refuseInvalid), async (c) =>
    c.json(await askForCall(c, c.req.valid('param').id, c.req.valid('json')), 201),
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
    return c.json(await withStayPage(db, bookingJson(cancelled!, links.get(booking.id)!)), 200);
  });
