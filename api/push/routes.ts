import { ECDH } from 'node:crypto';
import { sValidator } from '@hono/standard-validator';
import { and, desc, eq, notInArray, or } from 'drizzle-orm';
import { Hono } from 'hono';
import type { HotelPushKey } from '../../domain/push-news.ts';
import { PUSH_MESSAGES, pushEndpointSchema, pushSubscriptionSchema } from '../../domain/schemas/push-subscription.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { hotelPushKeys } from './keys.ts';

// The owner's phones that may hear the hotel's news (issue 34). Asked straight, never through the
// phone's outbox: a browser's permission is given with a signal, on a tap, and the phone must know
// at once whether the hotel has it. Each acts on the signed-in owner's own subscriptions only.

export const SUBSCRIPTION_NOT_FOUND = 'This browser does not get news on this account';
export const SUBSCRIPTION_OF_ANOTHER_BROWSER = 'This notification address belongs to another browser';

/**
 * The browsers an owner keeps news on (a phone, a tablet, a laptop or two): a new one beyond these
 * takes the place of the one that told the hotel least recently, so a script cannot make the
 * server send each piece of news to a thousand addresses.
 */
export const MOST_BROWSERS_PER_OWNER = 10;

/** GET /api/push/key: what the phone subscribes with (`applicationServerKey`). */
export const pushKeyRoutes = new Hono<AppEnv>().use(requireOwner).get('/key', async (c) => {
  const { publicKey } = await hotelPushKeys(c.var.db);
  return c.json({ publicKey } satisfies HotelPushKey, 200);
});

/** Whether the key is a point of P-256: web-push could encrypt for no other, and would fail at every message. */
function refuseUnusableKey(p256dh: string): void {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
  } catch {
    throw new Problem(400, PUSH_MESSAGES.p256dh, 'keys.p256dh');
  }
}

async function keepNewestBrowsers(db: Database, ownerId: string): Promise<void> {
  const newest = db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, ownerId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.endpoint))
    .limit(MOST_BROWSERS_PER_OWNER);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, ownerId), notInArray(pushSubscriptions.endpoint, newest)));
}

/**
 * /api/push-subscriptions: "Get a notification when there is news" and "Turn off" on this phone.
 *
 * POST keeps the browser's subscription for the owner, its keys renewed. A browser is one endpoint:
 * when another owner held it (a family's shared tablet, where someone else now signs in), it moves
 * to this owner, since the browser is theirs now, but only when it comes with the same keys, which
 * only that browser has; a name of an endpoint alone takes over nothing.
 */
export const pushSubscriptionRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .use(changesInTransaction)
  .post('/', sValidator('json', pushSubscriptionSchema, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const { endpoint, keys } = c.req.valid('json');
    refuseUnusableKey(keys.p256dh);
    const told = c.var.deps.now();
    const [kept] = await c.var.db
      .insert(pushSubscriptions)
      .values({ endpoint, userId: owner.id, p256dh: keys.p256dh, auth: keys.auth, createdAt: told })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: owner.id, p256dh: keys.p256dh, auth: keys.auth, createdAt: told },
        setWhere: or(eq(pushSubscriptions.userId, owner.id), and(eq(pushSubscriptions.p256dh, keys.p256dh), eq(pushSubscriptions.auth, keys.auth))),
      })
      .returning({ endpoint: pushSubscriptions.endpoint });
    if (kept === undefined) throw new Problem(409, SUBSCRIPTION_OF_ANOTHER_BROWSER, 'endpoint');
    await keepNewestBrowsers(c.var.db, owner.id);
    return c.json({ endpoint: kept.endpoint }, 200);
  })
  // "Turn off": only the owner's own; another's endpoint is answered as one the hotel never had.
  .delete('/', sValidator('json', pushEndpointSchema, refuseInvalid), async (c) => {
    const owner = signedInOwner(c);
    const { endpoint } = c.req.valid('json');
    const removed = await c.var.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, owner.id)))
      .returning({ endpoint: pushSubscriptions.endpoint });
    if (removed.length === 0) throw new Problem(404, SUBSCRIPTION_NOT_FOUND);
    return c.json({ endpoint }, 200);
  });
