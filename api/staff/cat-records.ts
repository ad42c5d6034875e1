import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { proofFile, proofParam } from '../cats/vaccinations.ts';
import type { AppEnv } from '../context.ts';
import { refuseInvalid } from '../http/validate.ts';
import { requireStaff } from './access.ts';

// A cat's vaccinations and proofs as the desk reads them (issue 33): staff see every cat's, since
// they check each one against the book at check-in.

export const catRecordDeskRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get('/:catId/proofs/:proofId', sValidator('param', proofParam, refuseInvalid), async (c) => {
    const { catId, proofId } = c.req.valid('param');
    return proofFile(c.var.db, catId, proofId);
  });
