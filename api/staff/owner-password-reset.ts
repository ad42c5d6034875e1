import { sValidator } from '@hono/standard-validator';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { queueResetLink, RESET_EMAIL_WINDOW_MS, RESET_EMAILS_PER_WINDOW } from '../accounts/reset-links.ts';
import type { AppEnv } from '../context.ts';
import { users } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { idParam, refuseInvalid } from '../http/validate.ts';
import { mailAfterCommit, mailInRequest } from '../mail/after-commit.ts';
import { requireStaff, signedInStaff } from './access.ts';
import { OWNER_NOT_FOUND } from './owners.ts';
import type { PasswordResetSentView } from '../../domain/contracts/desk-owners.ts';

// An owner who cannot sign in calls the hotel (issue 16): the desk sends the same reset link the
// sign-in page does, to the address the account signs in with. Staff never see the link, and never
// see or set a password. Staff know the account exists, so here a refusal may say why.

export const NO_ADDRESS_TO_RESET =
  'This account does not sign in with its e-mail address (another account holds it), so no reset link can be sent to it.';
export const RESET_EMAILS_CAPPED = `This owner has been sent ${RESET_EMAILS_PER_WINDOW} reset links in the last ${RESET_EMAIL_WINDOW_MS / 60_000} minutes. Ask them to look in their inbox and spam folder, or try again later.`;

// Middleware on the route itself, not `.use`: mounted beside the owner records, it must not wrap them.
export const ownerPasswordResetRoutes = new Hono<AppEnv>().post(
  '/:id/password-reset',
  requireStaff,
  mailAfterCommit,
  changesInTransaction,
  sValidator('param', idParam, refuseInvalid),
  async (c) => {
    const { id } = c.req.valid('param');
    const { db, deps } = c.var;
    // A staff account is not an owner, and a deleted one is gone: both answer as an id of nobody.
    const [owner] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'owner'), isNull(users.deletedAt)));
    if (owner === undefined) throw new Problem(404, OWNER_NOT_FOUND);
    if (!owner.holdsEmail) throw new Problem(409, NO_ADDRESS_TO_RESET);
    if (!(await queueResetLink(db, deps, owner, signedInStaff(c), mailInRequest(c)))) throw new Problem(429, RESET_EMAILS_CAPPED);
    return c.json({ sentTo: owner.email } satisfies PasswordResetSentView, 202);
  },
);
