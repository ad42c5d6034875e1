import { sValidator } from '@hono/standard-validator';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { firstNightOf, nightsInMonth } from '../../domain/calendar-month.ts';
import { addDays, stayNights, todayAtHotel } from '../../domain/dates.ts';
import { calendarQuerySchema, closedNightsSchema, nightCapacitySchema } from '../../domain/schemas/hotel-nights.ts';
import { hotelNights, lockPlaces } from '../bookings/occupancy.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { closedNights, nightCapacities } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { requireManager, requireStaff, signedInManager } from './access.ts';
import { latestHotelChanges, placesOf, recordHotelChange } from './hotel-changes.ts';
import type { CalendarView, NightSettingsView } from '../../domain/contracts/desk-nights.ts';
import type { HotelChangeView } from '../../domain/hotel-changes.ts';

// The nights the hotel sells (issue 14): the desk's calendar, and the manager's places per night
// and closed nights. A setting changes only what may be booked from now on: stays already booked on
// a night that closes or shrinks stay booked, and the answer names those nights so the hotel can
// speak to their owners. Bookings read the same settings through hotelNights under the places lock.

interface NightRange {
  firstNight: string;
  lastNight: string;
}

const PAST_NIGHTS = 'Nights before today cannot be changed; choose from tonight on';

/** Yesterday and before are history: what was booked or closed then stays as it was. */
function refusePastNights(range: NightRange, today: string): void {
  if (range.firstNight < today) throw new Problem(400, PAST_NIGHTS, 'firstNight');
}

async function nightSettings(db: Database, deps: AppDeps): Promise<NightSettingsView> {
  const today = todayAtHotel(deps.now());
  const capacities = await db
    .select({ night: nightCapacities.night, capacity: nightCapacities.capacity })
    .from(nightCapacities)
    // A figure equal to the default is never written; one left from an older GUEST_CAPACITY is not news.
    .where(and(gte(nightCapacities.night, today), ne(nightCapacities.capacity, deps.guestCapacity)))
    .orderBy(asc(nightCapacities.night));
  const closed = await db
    .select({ id: closedNights.id, firstNight: closedNights.firstNight, lastNight: closedNights.lastNight, reason: closedNights.reason })
    .from(closedNights)
    .where(gte(closedNights.lastNight, today))
    .orderBy(asc(closedNights.firstNight), asc(closedNights.createdAt));
  return { defaultCapacity: deps.guestCapacity, capacities, closed };
}

/** The settings after a change, with the nights in its range that now hold more cats than places. */
async function settingsAfter(db: Database, deps: AppDeps, range: NightRange): Promise<NightSettingsView> {
  const nights = await hotelNights(db, deps, range.firstNight, addDays(range.lastNight, 1));
  const overbooked = nights.filter((night) => night.booked > night.capacity).map(({ date, booked, capacity }) => ({ night: date, booked, capacity }));
  return { ...(await nightSettings(db, deps)), overbooked };
}

/** The desk's calendar: a month's nights (or some nights from a date), cats booked against places, closures marked. */
const calendarRoutes = new Hono<AppEnv>().use(requireStaff).get('/', sValidator('query', calendarQuerySchema, refuseInvalid), async (c) => {
  const { db, deps } = c.var;
  const query = c.req.valid('query');
  const { month } = query;
  const from = month === undefined ? (query.from ?? todayAtHotel(deps.now())) : firstNightOf(month);
  const nights = month === undefined ? query.nights : nightsInMonth(month);
  const view: CalendarView = {
    from,
    month: month ?? null,
    asOf: deps.now().toISOString(),
    defaultCapacity: deps.guestCapacity,
    nights: await hotelNights(db, deps, from, addDays(from, nights)),
  };
  return c.json(view, 200);
});

/**
 * The manager's settings. Every change takes the places lock before it writes, as a booking does
 * before it counts, so a booking never passes on a figure that a setting changed meanwhile.
 */
const nightSettingRoutes = new Hono<AppEnv>()
  .use(requireManager)
  .use(changesInTransaction)
  .get('/nights', async (c) => c.json(await nightSettings(c.var.db, c.var.deps), 200))
  .get('/changes', async (c) => c.json({ changes: await latestHotelChanges(c.var.db) } satisfies { changes: HotelChangeView[] }, 200))
  .put('/capacity', sValidator('json', nightCapacitySchema, refuseInvalid), async (c) => {
    const manager = signedInManager(c);
    const setting = c.req.valid('json');
    const { db, deps } = c.var;
    refusePastNights(setting, todayAtHotel(deps.now()));
    await lockPlaces(db);
    const range = { firstNight: setting.firstNight, lastNight: setting.lastNight };
    const placesBefore = await placesOf(db, deps.guestCapacity, setting.firstNight, setting.lastNight);
    // The usual figure is kept as no figure, so these nights follow GUEST_CAPACITY if it changes.
    if (setting.capacity === null || setting.capacity === deps.guestCapacity) {
      await db.delete(nightCapacities).where(and(gte(nightCapacities.night, setting.firstNight), lte(nightCapacities.night, setting.lastNight)));
    } else {
      const figure = { capacity: setting.capacity, setBy: manager.id, updatedAt: deps.now() };
      await db
        .insert(nightCapacities)
        .values(stayNights(setting.firstNight, addDays(setting.lastNight, 1)).map((night) => ({ night, ...figure })))
        .onConflictDoUpdate({ target: nightCapacities.night, set: figure });
    }
    await recordHotelChange(db, deps.now(), {
      actorId: manager.id,
      action: 'places-set',
      before: { ...range, places: placesBefore },
      after: { ...range, places: await placesOf(db, deps.guestCapacity, setting.firstNight, setting.lastNight) },
    });
    return c.json(await settingsAfter(db, deps, setting), 200);
  })
  .post('/closed-nights', sValidator('json', closedNightsSchema, refuseInvalid), async (c) => {
    const manager = signedInManager(c);
    const closure = c.req.valid('json');
    const { db, deps } = c.var;
    refusePastNights(closure, todayAtHotel(deps.now()));
    await lockPlaces(db);
    const [closed] = await db
      .insert(closedNights)
      .values({ ...closure, createdBy: manager.id })
      .returning();
    await recordHotelChange(db, deps.now(), {
      actorId: manager.id,
      action: 'nights-closed',
      before: null,
      after: { firstNight: closed!.firstNight, lastNight: closed!.lastNight, reason: closed!.reason },
    });
    return c.json(await settingsAfter(db, deps, closure), 201);
  })
  .delete('/closed-nights/:id', sValidator('param', idParam, refuseInvalid), async (c) => {
    const manager = signedInManager(c);
    const { db, deps } = c.var;
    const today = todayAtHotel(deps.now());
    await lockPlaces(db);
    const [closure] = await db
      .select()
      .from(closedNights)
      .where(eq(closedNights.id, c.req.valid('param').id));
    if (closure === undefined) throw new Problem(404, 'There is no such closure');
    if (closure.lastNight < today) throw new Problem(409, 'This closure has ended; past nights stay as they were');
    // A closure under way reopens from tonight; the nights already behind it stay closed in the record.
    const before = { firstNight: closure.firstNight, lastNight: closure.lastNight, reason: closure.reason };
    if (closure.firstNight < today) {
      await db
        .update(closedNights)
        .set({ lastNight: addDays(today, -1) })
        .where(eq(closedNights.id, closure.id));
    } else {
      await db.delete(closedNights).where(eq(closedNights.id, closure.id));
    }
    await recordHotelChange(db, deps.now(), {
      actorId: manager.id,
      action: 'nights-reopened',
      before,
      after: closure.firstNight < today ? { ...before, lastNight: addDays(today, -1) } : null,
    });
    return c.json(await nightSettings(db, deps), 200);
  });

export const hotelNightRoutes = new Hono<AppEnv>().route('/calendar', calendarRoutes).route('/settings', nightSettingRoutes);
