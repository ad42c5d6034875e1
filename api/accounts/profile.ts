import { sValidator } from '@hono/standard-validator';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { profileSchema } from '../../domain/schemas/profile.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import { ownerJson } from '../auth/routes.ts';
import type { AppEnv } from '../context.ts';
import { users } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { refuseInvalid } from '../http/validate.ts';

export const profileRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .use(changesInTransaction)
  // The e-mail is the sign-in name and is not in the schema, so it cannot be changed here.
  .patch('/', sValidator('json', profileSchema, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const [updated] = await c.var.db
      .update(users)
      .set({ ...c.req.valid('json'), updatedAt: c.var.deps.now() })
      .where(eq(users.id, owner.id))
      .returning();
    return c.json(ownerJson(updated ?? owner), 200);
  });
