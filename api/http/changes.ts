import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { CHANGE_METHODS } from './guards.ts';
import { Problem } from './problem.ts';

/** Owners can stay offline for days; a phone's queued change must still be recognised (DESIGN 4). */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Thrown only to make drizzle roll a transaction back; the response is already in `c.res`. */
class RollBack extends Error {}

/** What a key remembers of its change: the method, the address and the body text, hashed. */
export function changeHash(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');
}

export interface KeyClaim {
  key: string;
  requestHash: string;
}

type StoredKey = typeof idempotencyKeys.$inferSelect;

/**
 * Claims each change's key with an insert, in the change's transaction: one statement for a whole
 * batch. A key another request claimed first is not claimed again; if that request is still
 * running, the insert waits for it to commit or roll back. Those keys come back with what they
 * hold (undefined if nothing is there to read).
 */
export async function claimKeys(tx: Database, ownerId: string, claims: readonly KeyClaim[]): Promise<Map<string, StoredKey | undefined>> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values(claims.map(({ key, requestHash }) => ({ ownerId, key, requestHash })))
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const mine = new Set(claimed.map((row) => row.key));
  const earlier = claims.filter(({ key }) => !mine.has(key)).map(({ key }) => key);
  if (earlier.length === 0) return new Map();
  const stored = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.ownerId, ownerId), inArray(idempotencyKeys.key, earlier)));
  return new Map(earlier.map((key) => [key, stored.find((row) => row.key === key)]));
}

/** The answer a key claimed earlier keeps: the same request gets it back; another one under that key is refused. */
export function earlierAnswer(stored: StoredKey | undefined, requestHash: string): { status: number; body: string } {
  if (stored === undefined || stored.status === null || stored.responseBody === null) {
    throw new Problem(409, 'This change is still being saved; try again in a moment');
  }
  if (stored.requestHash !== requestHash) {
    throw new Problem(422, 'This Idempotency-Key was already used for a different request');
  }
  return { status: stored.status, body: stored.responseBody };
}

/** Keeps each change's answer with its key, in the change's transaction: one statement for a whole batch. */
export async function storeAnswers(tx: Database, ownerId: string, answers: readonly { key: string; status: number; body: string }[]): Promise<void> {
  if (answers.length === 0) return;
  await tx.execute(sql`
    update ${idempotencyKeys} set status = answer.status, response_body = answer.body
    from jsonb_to_recordset(${JSON.stringify(answers)}::jsonb) as answer(key text, status int, body text)
    where ${idempotencyKeys.ownerId} = ${ownerId} and ${idempotencyKeys.key} = answer.key`);
}

/** Gives back keys whose changes never reached an answer to keep, so each runs anew when sent again. */
export async function releaseKeys(tx: Database, ownerId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.ownerId, ownerId), inArray(idempotencyKeys.key, [...keys])));
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

/** Runs a change of a batch straight in the batch's transaction. */
async function inBatch(c: Context<AppEnv>, tx: Database, next: () => Promise<void>): Promise<void> {
  try {
    c.set('db', tx);
    await next();
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
 *
 * Inside a batch the batch does steps 1, 2 and the storing for all its changes at once, in its one
 * transaction, and each change runs straight in it: the batch rolls back a change not applied.
 */
export const changesInTransaction: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!CHANGE_METHODS.includes(c.req.method)) return next();
  const owner = signedInOwner(c);
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw new Problem(400, 'Idempotency-Key must be 1 to 200 visible characters');
  }
  // A change inside a batch: the batch holds its key and the transaction, and rolls that back
  // should the change not be applied (api/change-batches.ts).
  const batched = c.env?.batched;
  if (batched !== undefined) return inBatch(c, batched.tx, next);
  let replay: Response | undefined;
  try {
    await c.var.deps.db.transaction(async (tx) => {
      if (key !== undefined) {
        const requestHash = changeHash(c.req.method, c.req.path, await c.req.text());
        const earlier = await claimKeys(tx, owner.id, [{ key, requestHash }]);
        if (earlier.has(key)) {
          const { status, body } = earlierAnswer(earlier.get(key), requestHash);
          replay = new Response(body, { status, headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' } });
          return;
        }
      }
      await runChange(c, tx, next);
      if (c.res.status >= 500) throw new RollBack();
      if (key !== undefined) await storeAnswers(tx, owner.id, [{ key, status: c.res.status, body: await c.res.clone().text() }]);
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return replay;
};

/**
 * How long a key stays claimed by a change that runs outside a transaction before another request
 * may take it over: such a change answers well within this (its provider calls give up after about
 * a minute), so an older claim is one a server left when it stopped mid-change.
 */
export const ABANDONED_CLAIM_MS = 5 * 60_000;

/**
 * Takes over a key whose change never answered because its server stopped mid-change: the claim's
 * age is its created_at, renewed here, so of two requests taking it over only one succeeds.
 */
async function takeOverAbandonedClaim(db: Database, ownerId: string, claim: KeyClaim, now: Date): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.ownerId, ownerId),
        eq(idempotencyKeys.key, claim.key),
        eq(idempotencyKeys.requestHash, claim.requestHash),
        isNull(idempotencyKeys.status),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_CLAIM_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
}

/**
 * A change that asks a payment provider must not hold a transaction while it waits (a row lock and
 * a pool connection, for up to a minute: decision 0013), so it opens short transactions of its own
 * and is safe to run again at any point (a deposit's payment id and provider request ids make it
 * so). Its `Idempotency-Key` is kept around it in transactions of its own:
 *
 * 1. Claim the key, committed. A key claimed earlier: the same request gets the stored answer,
 *    another gets 422, and while the first is still running, 409 "try again in a moment". A claim
 *    left by a server that stopped mid-change is taken over after ABANDONED_CLAIM_MS.
 * 2. Run the change, with no transaction around it.
 * 3. Store its answer (a success or a refusal), so a replay gets it back; a fault (5xx) gives the
 *    key back, so the phone's retry runs the change anew, as in `changesInTransaction`.
 */
export const changeCallingProvider: MiddlewareHandler<AppEnv> = async (c, next) => {
  const owner = signedInOwner(c);
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw new Problem(400, 'Idempotency-Key must be 1 to 200 visible characters');
  const { db, now } = c.var.deps;
  const claim = { key, requestHash: changeHash(c.req.method, c.req.path, await c.req.text()) };
  const earlier = await db.transaction(async (tx) => {
    const claimed = await claimKeys(tx, owner.id, [claim]);
    if (!claimed.has(key) || (await takeOverAbandonedClaim(tx, owner.id, claim, now()))) return undefined;
    return earlierAnswer(claimed.get(key), claim.requestHash);
  });
  if (earlier !== undefined) {
    return new Response(earlier.body, { status: earlier.status, headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' } });
  }
  try {
    await next();
  } finally {
    // A thrown fault has no answer yet (the app's error handler writes it): it is a 5xx too.
    const answered = c.finalized && c.res.status < 500;
    if (answered) await storeAnswers(db, owner.id, [{ key, status: c.res.status, body: await c.res.clone().text() }]);
    else await releaseKeys(db, owner.id, [key]);
  }
};

export async function forgetOldIdempotencyKeys(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
