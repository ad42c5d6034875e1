import type { Context, MiddlewareHandler } from 'hono';
import { signedInOwner } from '../auth/owner.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { AppEnv } from '../context.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { mailAfterCommit } from '../mail/after-commit.ts';

// Who may use the hotel's side (docs/decisions/0011). A visitor is asked to sign in (401); a
// signed-in owner is refused (403) before any input is read or any record looked up, so the answer
// is the same whatever the request names and tells nothing of anyone.

export const STAFF_ONLY = 'This part of the app is for the hotel’s staff only';
export const MANAGERS_ONLY = 'Only a manager can do this';

export function isStaff(user: Pick<UserRow, 'role'>): boolean {
  return user.role === 'staff' || user.role === 'manager';
}

/** The signed-in staff member or manager: 401 signed out, 403 for an owner. */
export function signedInStaff(c: Context<AppEnv>): UserRow {
  const user = signedInOwner(c);
  if (!isStaff(user)) throw new Problem(403, STAFF_ONLY);
  return user;
}

export function signedInManager(c: Context<AppEnv>): UserRow {
  const user = signedInStaff(c);
  if (user.role !== 'manager') throw new Problem(403, MANAGERS_ONLY);
  return user;
}

export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  signedInStaff(c);
  await next();
};

export const requireManager: MiddlewareHandler<AppEnv> = async (c, next) => {
  signedInManager(c);
  await next();
};

/**
 * A change at the desk: staff only, in one transaction under its Idempotency-Key, its e-mail sent
 * once that has committed. Middleware on each route, not `.use`: mounted beside the owner
 * records, it must not wrap them.
 */
export const deskChange = [requireStaff, mailAfterCommit, changesInTransaction] as const;
