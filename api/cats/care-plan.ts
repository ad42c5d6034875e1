import { sValidator } from '@hono/standard-validator';
import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { uuidv7 } from 'uuidv7';
import { careItemSchema } from '../../domain/schemas/care-plan.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import { catCareItems, cats } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { type CatRow, oneCatJson, ownCurrentCat } from './records.ts';

// A cat's care plan, kept by its owner (issue 33): its meals and its medicine, each with the times
// of day it is given. As with vaccinations, every change answers the whole cat, and every query
// goes through the owner's own current cats.

export const CARE_ITEM_NOT_FOUND = 'This feeding or medicine is not in the cat’s plan';

/** An item of the plan of one of the owner's current cats, with its cat; any other is not found. */
async function ownCareItem(c: Context<AppEnv>, itemId: string): Promise<CatRow> {
  const [own] = await c.var.db
    .select({ cat: cats })
    .from(catCareItems)
    .innerJoin(cats, eq(cats.id, catCareItems.catId))
    .where(and(eq(catCareItems.id, itemId), eq(cats.ownerId, signedInOwner(c).id), isNull(cats.removedAt)));
  if (own === undefined) throw new Problem(404, CARE_ITEM_NOT_FOUND);
  return own.cat;
}

/** POST /api/cats/{id}/care-plan: a meal or a medicine added to the cat's plan. */
export const catCarePlanRoutes = new Hono<AppEnv>().post(
  '/:id/care-plan',
  sValidator('param', idParam, refuseInvalid),
  sValidator('json', careItemSchema, refuseInvalid),
  async (c) => {
    const cat = await ownCurrentCat(c.var.db, signedInOwner(c).id, c.req.valid('param').id);
    const { id, ...item } = c.req.valid('json');
    const [added] = await c.var.db
      .insert(catCareItems)
      .values({ ...item, id: id ?? uuidv7(), catId: cat.id })
      .onConflictDoNothing()
      .returning({ id: catCareItems.id });
    if (added === undefined) throw new Problem(409, 'An item of a care plan with this id already exists', 'id');
    return c.json(await oneCatJson(c.var.db, cat), 201);
  },
);

/** /api/care-plan/{id}: an item of a plan changed or removed, named by its own id. */
export const careItemRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .use(changesInTransaction)
  .put('/:id', sValidator('param', idParam, refuseInvalid), sValidator('json', careItemSchema, refuseInvalid), async (c) => {
    const { id } = c.req.valid('param');
    const cat = await ownCareItem(c, id);
    const { id: _id, ...item } = c.req.valid('json');
    await c.var.db
      .update(catCareItems)
      .set({ ...item, updatedAt: c.var.deps.now() })
      .where(eq(catCareItems.id, id));
    return c.json(await oneCatJson(c.var.db, cat), 200);
  })
  .delete('/:id', sValidator('param', idParam, refuseInvalid), async (c) => {
    const { id } = c.req.valid('param');
    const cat = await ownCareItem(c, id);
    await c.var.db.delete(catCareItems).where(eq(catCareItems.id, id));
    return c.json(await oneCatJson(c.var.db, cat), 200);
  });
