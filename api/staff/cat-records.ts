import { sValidator } from '@hono/standard-validator';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CAT_NOT_FOUND } from '../cats/records.ts';
import { proofFile, VACCINATION_NOT_FOUND } from '../cats/vaccinations.ts';
import type { AppEnv } from '../context.ts';
import { cats, catVaccinations } from '../db/schema.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { deskChange, requireStaff, signedInStaff } from './access.ts';
import { deskCat } from './desk-cats.ts';

// A cat's records as the desk reads and checks them (issue 33): staff see every cat's proofs, and
// at check-in hold each record against the vaccination book or the vet's certificate; the check
// names who made it and when, which the owner reads as the hotel's.

/** GET /api/staff/proofs/{id}: the file of any cat's proof. */
export const proofDeskRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get('/:id', sValidator('param', idParam, refuseInvalid), async (c) => proofFile(c.var.db, c.req.valid('param').id));

/** POST /api/staff/vaccinations/{id}/check: the vaccination matches the book. Answers its cat. */
export const vaccinationCheckRoutes = new Hono<AppEnv>().post('/:id/check', ...deskChange, sValidator('param', idParam, refuseInvalid), async (c) => {
  const { db, deps } = c.var;
  const [checked] = await db
    .update(catVaccinations)
    .set({ checkedBy: signedInStaff(c).id, checkedAt: deps.now() })
    .where(eq(catVaccinations.id, c.req.valid('param').id))
    .returning({ catId: catVaccinations.catId });
  if (checked === undefined) throw new Problem(404, VACCINATION_NOT_FOUND);
  return c.json(await deskCat(db, checked.catId), 200);
});

/**
 * POST /api/staff/cats/{id}/spay-neuter/check: the vet's certificate was seen, on paper or as the
 * owner's photo. Middleware on the route, not `.use`: mounted beside the cats' care notes.
 */
export const spayNeuterCheckRoutes = new Hono<AppEnv>().post(
  '/:id/spay-neuter/check',
  ...deskChange,
  sValidator('param', idParam, refuseInvalid),
  async (c) => {
    const { db, deps } = c.var;
    const [checked] = await db
      .update(cats)
      .set({ spayNeuterCheckedBy: signedInStaff(c).id, spayNeuterCheckedAt: deps.now() })
      .where(eq(cats.id, c.req.valid('param').id))
      .returning({ id: cats.id });
    if (checked === undefined) throw new Problem(404, CAT_NOT_FOUND);
    return c.json(await deskCat(db, checked.id), 200);
  },
);
