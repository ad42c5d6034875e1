import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { nightsBetween } from '../../domain/dates.ts';
import { reservationSchema } from '../../domain/schemas/reservation.ts';
import { stayTierFor } from '../../domain/stay.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { bookingJson } from './records.ts';
import { makeStay } from './stay-change.ts';
import { withStayPage } from './stay-page.ts';

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
    const { booking, links } = await makeStay(
      db,
      deps,
      owner.id,
      {
        id: input.id,
        checkInDate: input.checkInDate,
        checkOutDate: input.checkOutDate,
        numberOfCats: input.numberOfCats,
        extraServiceIds: input.extraServiceIds,
        specialRequests: input.specialRequirements ?? null,
        transportAddress: input.transportAddress ?? null,
        contact: { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone },
      },
      { idField: 'id' },
    );
    return c.json(await withStayPage(db, bookingJson(booking, links)), 201);
  });
