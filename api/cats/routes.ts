import { uuidv7 } from 'uuidv7';
import { sValidator } from '@hono/standard-validator';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { PLACE_TAKING_STATUSES } from '../../domain/booking-status.ts';
import { todayAtHotel } from '../../domain/dates.ts';
import { catChangesSchema, newCatSchema } from '../../domain/schemas/cat.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import { builtOnce } from '../db/built-once.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookings, cats } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { CAT_NOT_FOUND, catJson, oneCatJson, recordsOfCats } from './records.ts';
import { catRecordRoutes } from './vaccinations.ts';
import { catCarePlanRoutes } from './care-plan.ts';

/** Only the owner's own, current cats: another owner's id looks exactly like one that never existed. */
const ownCat = (ownerId: string, id: string) => and(eq(cats.id, id), eq(cats.ownerId, ownerId), isNull(cats.removedAt));

/** The stay this cat is booked into, or is in the house for, that has not ended yet, if any. */
async function upcomingStayOf(db: Database, catId: string, today: string) {
  const [stay] = await db
    .select({ checkIn: bookings.checkIn })
    .from(bookingCats)
    .innerJoin(bookings, eq(bookings.id, bookingCats.bookingId))
    .where(and(eq(bookingCats.catId, catId), inArray(bookings.status, [...PLACE_TAKING_STATUSES]), gte(bookings.checkOut, today)))
    .limit(1);
  return stay;
}

/** The owner's current cats, oldest first: the cats page and every sync pull ask for them. */
const ownCats = builtOnce((db) =>
  db
    .select()
    .from(cats)
    .where(and(eq(cats.ownerId, sql.placeholder('ownerId')), isNull(cats.removedAt)))
    .orderBy(asc(cats.createdAt), asc(cats.id))
    .prepare('own_cats'),
);

export const catRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .use(changesInTransaction)
  .route('/', catRecordRoutes)
  .route('/', catCarePlanRoutes)
  .get('/', async (c) => {
    const rows = await ownCats(c.var.db).execute({ ownerId: signedInOwner(c).id });
    const records = await recordsOfCats(c.var.db, rows, 'owner');
    return c.json(
      rows.map((cat) => catJson(cat, records(cat.id))),
      200,
    );
  })
  .post('/', sValidator('json', newCatSchema, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const { id, ...fields } = c.req.valid('json');
    // The phone names the cat's id (D10) so an offline edit can refer to it before it is sent. One
    // the server names is time-ordered too: cats added within one tick of the clock (a batch) still
    // list in the order they came, since the id breaks a tie of created_at.
    const [created] = await c.var.db
      .insert(cats)
      .values({ ...fields, id: id ?? uuidv7(), ownerId: owner.id })
      .onConflictDoNothing()
      .returning();
    if (created === undefined) throw new Problem(409, 'A cat with this id already exists', 'id');
    return c.json(await oneCatJson(c.var.db, created), 201);
  })
  .patch('/:id', sValidator('param', idParam, refuseInvalid), sValidator('json', catChangesSchema, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const { id } = c.req.valid('param');
    // Only the fields sent are written: two phones editing different fields both win (DESIGN 4.7).
    const [updated] = await c.var.db
      .update(cats)
      .set({ ...c.req.valid('json'), updatedAt: c.var.deps.now() })
      .where(ownCat(owner.id, id))
      .returning();
    if (updated === undefined) throw new Problem(404, CAT_NOT_FOUND);
    return c.json(await oneCatJson(c.var.db, updated), 200);
  })
  .delete('/:id', sValidator('param', idParam, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const { id } = c.req.valid('param');
    const { db, deps } = c.var;
    const [cat] = await db.select().from(cats).where(ownCat(owner.id, id));
    if (cat === undefined) throw new Problem(404, CAT_NOT_FOUND);
    const stay = await upcomingStayOf(db, id, todayAtHotel(deps.now()));
    if (stay !== undefined) {
      throw new Problem(409, `${cat.name} is booked for a stay from ${stay.checkIn}; cancel or change that booking first`);
    }
    // Kept, not erased: past bookings still name the cat, and the hotel keeps those records.
    await db.update(cats).set({ removedAt: deps.now(), updatedAt: deps.now() }).where(eq(cats.id, id));
    return c.json({ id }, 200);
  });
