import { sValidator } from '@hono/standard-validator';
import { and, eq, gt, gte, inArray, lte, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { PLACE_TAKING_STATUSES } from '../../domain/booking-status.ts';
import { addDays, todayAtHotel } from '../../domain/dates.ts';
import {
  bookingSearchSchema,
  deskActionSchema,
  deskDayQuerySchema,
  deskDepositSchema,
  deskCheckInSchema,
  deskCheckOutSchema,
  hotelCancelSchema,
} from '../../domain/schemas/desk.ts';
import { hotelNights, type PlacesRule } from '../bookings/occupancy.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { mailAfterCommit } from '../mail/after-commit.ts';
import { requireStaff } from './access.ts';
import { actOnStay } from './desk-actions.ts';
import { careLogOf, careLogRoutes, stayCareRoutes } from './care-log.ts';
import { stayPhotosOf } from '../photos/records.ts';
import { deskLiveCalls } from './live-calls.ts';
import { bookForOwner, catCareRoutes, changeStayAtDesk, deskOwnerRoutes, deskStayChange, newDeskBooking } from './desk-bookings.ts';
import { ARRIVAL_ORDER, bookingDetail, DESK_LIST_LIMIT, deskStays, NEWEST_FIRST, stayMatches } from './desk-stays.ts';
import { ownerRoutes } from './owners.ts';
import type { NightView } from '../../domain/contracts/desk-nights.ts';
import type { BookingSearchView, TodayView } from '../../domain/contracts/desk-stays.ts';

// The hotel's desk (issue 14): today's arrivals and departures, who stays a night, the bookings
// search, a booking's page, and the actions on a stay. Each part sits at its own path, so its
// guard covers only its own addresses, never the setup and invitation addresses beside it.

/**
 * Staff only, checked before any input is read; each change in one transaction under its
 * Idempotency-Key, and its e-mail sent only once that transaction has committed.
 */
const desk = () => new Hono<AppEnv>().use(requireStaff).use(mailAfterCommit).use(changesInTransaction);

const dayQuery = sValidator('query', deskDayQuerySchema, refuseInvalid);
const bookingParam = sValidator('param', idParam, refuseInvalid);

/** The night of `date` as hotelNights counts it: cats booked against places, and any closure. */
async function nightOf(db: Database, rule: PlacesRule, date: string) {
  const [night] = await hotelNights(db, rule, date, addDays(date, 1));
  return night!;
}

const todayRoutes = desk().get('/', dayQuery, async (c) => {
  const { db, deps } = c.var;
  const today = todayAtHotel(deps.now());
  const date = c.req.valid('query').date ?? today;
  // Every stay the day touches, in one read: due in, due out or checked out today, in the house, and
  // a cat still checked in after its check-out day (it has not gone home, so it is still due out).
  const stays = await deskStays(
    db,
    today,
    and(
      inArray(bookings.status, ['pending', 'confirmed', 'checked_in', 'completed']),
      lte(bookings.checkIn, date),
      or(gte(bookings.checkOut, date), eq(bookings.status, 'checked_in')),
    ),
    ARRIVAL_ORDER,
  );
  const { booked, capacity, closed } = await nightOf(db, deps, date);
  // The round's day: what was logged and posted, and the calls asked for, of the cats in the house.
  const inHouse = stays.filter((stay) => stay.inHouse !== null).map((stay) => stay.id);
  const [careLog, photos, liveCalls] = await Promise.all([
    careLogOf(db, inHouse, date),
    stayPhotosOf(db, inHouse, date),
    deskLiveCalls(db, inHouse, date),
  ]);
  const view: TodayView = {
    date,
    asOf: deps.now().toISOString(),
    tonight: { booked, capacity, closed },
    arrivals: stays.filter((stay) => stay.checkInDate === date && stay.status !== 'completed'),
    // Due out today, gone home today (also ahead of the check-out day), or overdue and still here.
    departures: stays.filter(
      (stay) =>
        (stay.checkOutDate === date && stay.status === 'checked_in') ||
        (stay.status === 'completed' && (stay.checkedOutOn ?? stay.checkOutDate) === date) ||
        (stay.checkOutDate < date && stay.status === 'checked_in'),
    ),
    staying: stays.filter((stay) => stay.checkOutDate > date && stay.status !== 'completed'),
    careLog,
    photos: [...photos.values()].flat().sort((a, b) => b.at.localeCompare(a.at)),
    liveCalls,
  };
  return c.json(view, 200);
});

const nightRoutes = desk().get('/', dayQuery, async (c) => {
  const { db, deps } = c.var;
  const today = todayAtHotel(deps.now());
  const date = c.req.valid('query').date ?? today;
  const stays = await deskStays(
    db,
    today,
    and(inArray(bookings.status, PLACE_TAKING_STATUSES), lte(bookings.checkIn, date), gt(bookings.checkOut, date)),
    ARRIVAL_ORDER,
  );
  const view: NightView = { ...(await nightOf(db, deps, date)), asOf: deps.now().toISOString(), stays };
  return c.json(view, 200);
});

const stayRoutes = desk()
  .get('/', sValidator('query', bookingSearchSchema, refuseInvalid), async (c) => {
    const { q, status, from, to } = c.req.valid('query');
    const { db, deps } = c.var;
    // A stay overlaps the range when it is at the hotel on any of its days, its check-out day included.
    const found = await deskStays(
      db,
      todayAtHotel(deps.now()),
      and(
        q === null ? undefined : stayMatches(q),
        status === null ? undefined : eq(bookings.status, status),
        from === null ? undefined : gte(bookings.checkOut, from),
        to === null ? undefined : lte(bookings.checkIn, to),
      ),
      NEWEST_FIRST,
      DESK_LIST_LIMIT + 1,
    );
    const view: BookingSearchView = { bookings: found.slice(0, DESK_LIST_LIMIT), more: found.length > DESK_LIST_LIMIT };
    return c.json(view, 200);
  })
  .get('/:id', bookingParam, async (c) => {
    const { db, deps } = c.var;
    return c.json(await bookingDetail(db, c.req.valid('param').id, todayAtHotel(deps.now())), 200);
  })
  // A stay booked at the desk for an owner who phoned or called in, and a change of one (issue 31).
  .post('/', newDeskBooking, async (c) => c.json(await bookForOwner(c, c.req.valid('json')), 201))
  .patch('/:id', bookingParam, deskStayChange, async (c) => c.json(await changeStayAtDesk(c, c.req.valid('param').id, c.req.valid('json')), 200))
  .post('/:id/deposit', bookingParam, sValidator('json', deskDepositSchema, refuseInvalid), async (c) =>
    c.json(await actOnStay(c, c.req.valid('param').id, { action: 'deposit', ...c.req.valid('json') }), 200),
  )
  .post('/:id/check-in', bookingParam, sValidator('json', deskCheckInSchema, refuseInvalid), async (c) =>
    c.json(await actOnStay(c, c.req.valid('param').id, { action: 'check-in', ...c.req.valid('json') }), 200),
  )
  .post('/:id/check-out', bookingParam, sValidator('json', deskCheckOutSchema, refuseInvalid), async (c) =>
    c.json(await actOnStay(c, c.req.valid('param').id, { action: 'check-out', ...c.req.valid('json') }), 200),
  )
  .post('/:id/cancel', bookingParam, sValidator('json', hotelCancelSchema, refuseInvalid), async (c) =>
    c.json(await actOnStay(c, c.req.valid('param').id, { action: 'cancel', ...c.req.valid('json') }), 200),
  )
  .post('/:id/no-show', bookingParam, sValidator('json', deskActionSchema, refuseInvalid), async (c) =>
    c.json(await actOnStay(c, c.req.valid('param').id, { action: 'no-show', ...c.req.valid('json') }), 200),
  );

export const deskRoutes = new Hono<AppEnv>()
  .route('/today', todayRoutes)
  .route('/night', nightRoutes)
  .route('/bookings', stayRoutes)
  .route('/owners', ownerRoutes)
  .route('/owners', deskOwnerRoutes)
  .route('/cats', catCareRoutes)
  .route('/care-log', careLogRoutes)
  .route('/stay-care', stayCareRoutes);
