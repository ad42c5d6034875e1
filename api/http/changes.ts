import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { Problem } from './problem.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Owners can stay offline for days; a phone's queued change must still be recognised (DESIGN 4). */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Thrown only to make drizzle roll a transaction back; the response is already in `c.res`. */
class RollBack extends Error {}

async function requestHash(c: Context<AppEnv>): Promise<string> {
  const body = await c.req.text();
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`${c.req.method} ${c.req.path}\n${body}`)));
}


/**
 * Runs the route's change inside a savepoint that is rolled back when the answer is a refusal or a
 * fault, so nothing half-written stays behind.
 */
async function runChange(c: Context<AppEnv>, tx: Database, next: () => Promise<void>): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      c.set('db', savepoint);
      await next();
      if (c.res.status >= 400) throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  } finally {
    c.set('db', c.var.deps.db);
  }
}

/**
 * A change anyone holding an e-mailed link may make (no owner to keep an Idempotency-Key for): one
 * transaction, rolled back on a refusal or a fault.
 */
export const changeInTransaction: MiddlewareHandler<AppEnv> = (c, next) => runChange(c, c.var.deps.db, next);

/**
 * Every change an owner makes runs in one database transaction, and with an `Idempotency-Key`
 * its answer is stored in that same transaction (DESIGN section 4), so a phone that lost the
 * answer and sends the change again gets the first answer back instead of a second row.
 *
 * 1. Claim the key with an insert; a concurrent request with the same key waits here for the
 *    first one to commit, then finds its row.
 * 2. A key already claimed: the same request gets the stored answer; another request gets 422.
 * 3. Run the change in a savepoint; a refusal (4xx) rolls the change back but its answer is kept,
 *    so a replay is refused the same way.
 * 4. A fault (5xx) rolls everything back, key included, so the phone's retry runs the change anew.
 */
export const changesInTransaction: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!MUTATING.has(c.req.method)) return next();
  const owner = signedInOwner(c);
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw new Problem(400, 'Idempotency-Key must be 1 to 200 visible characters');
  }
  let replay: Response | undefined;
  try {
    await c.var.deps.db.transaction(async (tx) => {
      if (key !== undefined) {
        const hash = await requestHash(c);
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ ownerId: owner.id, key, requestHash: hash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) {
          const [stored] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.ownerId, owner.id), eq(idempotencyKeys.key, key)));
          if (stored === undefined || stored.status === null || stored.responseBody === null) {
            throw new Problem(409, 'This change is still being saved; try again in a moment');
          }
          if (stored.requestHash !== hash) {
            throw new Problem(422, 'This Idempotency-Key was already used for a different request');
          }
          replay = new Response(stored.responseBody, {
            status: stored.status,
            headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
          });
          return;
        }
      }
      await runChange(c, tx, next);
      if (c.res.status >= 500) throw new RollBack();
      if (key !== undefined) {
        await tx
          .update(idempotencyKeys)
          .set({ status: c.res.status, responseBody: await c.res.clone().text() })
          .where(and(eq(idempotencyKeys.ownerId, owner.id), eq(idempotencyKeys.key, key)));
      }
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return replay;
};

export async function forgetOldIdempotencyKeys(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
