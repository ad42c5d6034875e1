import { sValidator } from '@hono/standard-validator';
import { type Context, Hono } from 'hono';
import { nightsBetween } from '../../domain/dates.ts';
import { MAX_NIGHTS_ASKED, type HotelNightsView, type StayAvailabilityView } from '../../domain/night-availability.ts';
import { availabilityQuerySchema, hotelNightsQuerySchema } from '../../domain/schemas/booking.ts';
import { MAX_NIGHTS } from '../../domain/stay.ts';
import { freePlaces, hotelNights } from './occupancy.ts';
import type { AppEnv } from '../context.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';

/** Each night's free places, held cats and closure, as the night picker and the stay's check read them. */
async function nightsView(c: Context<AppEnv>, from: string, to: string) {
  return (await hotelNights(c.var.db, c.var.deps, from, to)).map((night) => ({
    date: night.date,
    free: freePlaces(night),
    // Cats of unpaid bookings on the night: their places go to whoever pays first (decision 0024).
    held: night.held,
    closed: night.closed,
  }));
}

/** Public: the estimator asks before it says "We Have Availability" (D12). */
export const availabilityRoutes = new Hono<AppEnv>()
  .get('/', sValidator('query', availabilityQuerySchema, refuseInvalid), async (c) => {
    const { checkIn, checkOut, cats } = c.req.valid('query');
    const nights = nightsBetween(checkIn, checkOut);
    if (nights < 1 || nights > MAX_NIGHTS) {
      throw new Problem(400, `Choose a stay of 1 to ${MAX_NIGHTS} nights`, 'checkOut');
    }
    const perNight = await nightsView(c, checkIn, checkOut);
    const view: StayAvailabilityView = {
      checkIn,
      checkOut,
      cats,
      capacity: c.var.deps.guestCapacity,
      available: perNight.every((night) => night.free >= cats),
      nights: perNight,
    };
    return c.json(view, 200);
  })
  /**
   * Public: the nights of a range, so a calendar marks full and closed nights before anyone picks
   * them (issue 31). Capped, so one question cannot make the server count years of nights.
   */
  .get('/nights', sValidator('query', hotelNightsQuerySchema, refuseInvalid), async (c) => {
    const { from, to } = c.req.valid('query');
    if (nightsBetween(from, to) > MAX_NIGHTS_ASKED) {
      throw new Problem(400, `Ask for at most ${MAX_NIGHTS_ASKED} nights at a time`, 'to');
    }
    const view: HotelNightsView = { from, to, capacity: c.var.deps.guestCapacity, nights: await nightsView(c, from, to) };
    return c.json(view, 200);
  });
