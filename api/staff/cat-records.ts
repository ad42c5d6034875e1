import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { proofFile } from '../cats/vaccinations.ts';
import type { AppEnv } from '../context.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { requireStaff } from './access.ts';

// A cat's proofs as the desk reads them (issue 33): staff see every cat's, since they check each one
// against the book at check-in.

/** GET /api/staff/proofs/{id}: the file of any cat's proof. */
export const proofDeskRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get('/:id', sValidator('param', idParam, refuseInvalid), async (c) => proofFile(c.var.db, c.req.valid('param').id));
