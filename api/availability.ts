import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { nightsBetween } from '../domain/dates.ts';
import { availabilityQuerySchema } from '../domain/schemas/booking.ts';
import { MAX_NIGHTS } from '../domain/stay.ts';
import { freePlaces, hotelNights } from './bookings/occupancy.ts';
import type { AppEnv } from './context.ts';
import { Problem } from './http/problem.ts';
import { refuseInvalid } from './http/validate.ts';

/** Public: the estimator asks before it says "We Have Availability" (D12). */
export const availabilityRoutes = new Hono<AppEnv>().get(
  '/',
  sValidator('query', availabilityQuerySchema, refuseInvalid),
  async (c) => {
    const { checkIn, checkOut, cats } = c.req.valid('query');
    const nights = nightsBetween(checkIn, checkOut);
    if (nights < 1 || nights > MAX_NIGHTS) {
      throw new Problem(400, `Choose a stay of 1 to ${MAX_NIGHTS} nights`, 'checkOut');
    }
    const perNight = (await hotelNights(c.var.db, c.var.deps, checkIn, checkOut)).map((night) => ({
      date: night.date,
      free: freePlaces(night),
      // Cats of unpaid bookings on the night: their places go to whoever pays first (decision 0024).
      held: night.held,
      closed: night.closed,
    }));
    return c.json(
      {
        checkIn,
        checkOut,
        cats,
        capacity: c.var.deps.guestCapacity,
        available: perNight.every((night) => night.free >= cats),
        nights: perNight,
      },
      200,
    );
  },
);
