import type { Agent } from 'node:https';
import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import webpush from 'web-push';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX, type PushNews, shortened } from '../../domain/push-news.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { bookingCats, bookings, cats, pushSubscriptions } from '../db/schema.ts';
import { describeFault } from '../http/fault-log.ts';
import type { Log } from '../log.ts';
import { afterAnswer } from '../mail/after-commit.ts';
import { type HotelPushKeys, hotelPushKeys, VAPID_SUBJECT } from './keys.ts';

// News of a cat on the owner's phones (issue 34): a note or a photo staff post to a stay's diary
// becomes a Web Push message to each browser the owner allowed, which opens the diary on a tap.
//
// 1. The route tells the news in its own transaction (`tellOwnerOfNews`): it is only remembered
//    with the request, so a change refused or rolled back tells nothing.
// 2. Once the change has committed (`newsAfterCommit`, before the route's transaction; in a batch,
//    once the batch's transaction has: api/change-batches.ts), and only for a success, the news is
//    sent. An idempotent replay ran no route, so it tells nothing twice.
// 3. Sending runs after the answer (mail/after-commit.ts `afterAnswer`): a slow or failing push
//    service never delays or fails the change. Each of the owner's subscriptions is sent the news,
//    encrypted for that browser and signed with the hotel's VAPID key (api/push/keys.ts).
// 4. A push service answering 404 or 410 says the subscription is gone (the app was removed, the
//    permission withdrawn): it is deleted. Any other failure is written to the log and not tried
//    again; news is worth hearing now or not at all, and the diary keeps it either way.

/** How the server reaches the browsers' push services: Node's own way, unless tests give an agent trusting their local one. */
export interface PushDelivery {
  agent?: Agent;
  /** How long a push service may stay silent before the message is given up (PUSH_TIMEOUT_MS). */
  timeoutMs?: number;
}

export const PUSH_TIMEOUT_MS = 10_000;
/** A phone switched off overnight still hears of the evening's photo in the morning; older news waits in the diary. */
export const NEWS_TTL_SECONDS = 24 * 60 * 60;

interface Told {
  ownerId: string;
  news: PushNews;
}

const toldInRequest = new WeakMap<Context<AppEnv>, Told[]>();

/** Step 1: called by a route, in its transaction. The route needs `newsAfterCommit` before its transaction. */
export function tellOwnerOfNews(c: Context<AppEnv>, ownerId: string, news: PushNews): void {
  const told = toldInRequest.get(c);
  // A route that forgot the middleware would drop its news in silence; it fails its tests instead.
  if (told === undefined) throw new Error('tellOwnerOfNews needs newsAfterCommit before the route’s transaction');
  told.push({ ownerId, news: { title: shortened(news.title, NEWS_TITLE_MAX), body: shortened(news.body, NEWS_BODY_MAX), url: news.url } });
}

/** Step 2: goes before `changesInTransaction` (before `...deskChange`), so it runs once the change has committed. */
export const newsAfterCommit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const told: Told[] = [];
  toldInRequest.set(c, told);
  await next();
  if (c.res.status >= 400 || told.length === 0) return;
  const { deps } = c.var;
  const send = () => sendNews(deps, told);
  const batched = c.env?.batched;
  if (batched === undefined) send();
  else batched.afterCommit(send);
};

/** Step 3, in the background: `mailSettled` (mail/after-commit.ts) waits for it too. */
function sendNews(deps: AppDeps, told: readonly Told[]): void {
  afterAnswer(() => deliverNews(deps, told), 'News could not be sent to the owner’s phones', deps.log);
}

async function deliverNews(deps: AppDeps, told: readonly Told[]): Promise<void> {
  // The keys are read (made, the first time) only for an owner with a phone to tell: news nobody
  // subscribed to writes nothing.
  let keys: HotelPushKeys | undefined;
  for (const { ownerId, news } of told) {
    const phones = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ownerId));
    if (phones.length === 0) continue;
    keys ??= await hotelPushKeys(deps.db);
    await Promise.all(phones.map((phone) => deliver(deps, keys!, phone, news)));
  }
}

/** The push service's own address, all the log keeps of a subscription: the rest of it names one browser. */
function pushServiceOf(endpoint: string): string {
  return new URL(endpoint).origin;
}

type Phone = typeof pushSubscriptions.$inferSelect;

/** Steps 3 and 4 for one browser. */
async function deliver(deps: AppDeps, keys: HotelPushKeys, phone: Phone, news: PushNews): Promise<void> {
  const { db, log, push } = deps;
  try {
    await webpush.sendNotification({ endpoint: phone.endpoint, keys: { p256dh: phone.p256dh, auth: phone.auth } }, JSON.stringify(news), {
      vapidDetails: { subject: VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: NEWS_TTL_SECONDS,
      timeout: push?.timeoutMs ?? PUSH_TIMEOUT_MS,
      ...(push?.agent === undefined ? {} : { agent: push.agent }),
    });
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
    if (status === 404 || status === 410) {
      await forgetPhone(db, phone);
      log.info({ pushService: pushServiceOf(phone.endpoint), status }, 'A phone’s subscription to news has ended; it is removed');
      return;
    }
    warnUnsent(log, phone, status, error);
  }
}

/** Only the subscription the message went to: had the browser moved to another owner meanwhile, that one stays. */
async function forgetPhone(db: Database, phone: Phone): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, phone.endpoint), eq(pushSubscriptions.userId, phone.userId), eq(pushSubscriptions.p256dh, phone.p256dh)),
    );
}

function warnUnsent(log: Log, phone: Phone, status: number | undefined, error: unknown): void {
  const pushService = pushServiceOf(phone.endpoint);
  const line = status === undefined ? { pushService, fault: describeFault(error) } : { pushService, status };
  log.warn(line, 'A notification could not be sent; it is not tried again');
}

/** A stay's page, where its diary is (web/routes/_owner/stays.$bookingId.tsx). */
export const stayPagePath = (bookingId: string) => `/stays/${bookingId}`;

/** The cat's name and whose stay it is in, read in the request's transaction; undefined when the cat is not in that stay. */
async function catOfStay(db: Database, bookingId: string, catId: string): Promise<{ name: string; ownerId: string } | undefined> {
  const [cat] = await db
    .select({ name: cats.name, ownerId: bookings.ownerId })
    .from(bookingCats)
    .innerJoin(bookings, eq(bookings.id, bookingCats.bookingId))
    .innerJoin(cats, eq(cats.id, bookingCats.catId))
    .where(and(eq(bookingCats.bookingId, bookingId), eq(bookingCats.catId, catId)));
  return cat;
}

/** A note staff wrote in the cat's diary: "News of Marmalade", and the note. */
export async function announceNote(
  c: Context<AppEnv>,
  { bookingId, catId, note }: { bookingId: string; catId: string; note: string },
): Promise<void> {
  const cat = await catOfStay(c.var.db, bookingId, catId);
  if (cat === undefined) return;
  tellOwnerOfNews(c, cat.ownerId, { title: `News of ${cat.name}`, body: note, url: stayPagePath(bookingId) });
}

/**
 * A photo staff posted to the cat's diary: "New photo of Marmalade", and its caption. For the photo
 * route, in its transaction, which needs `newsAfterCommit` before it (as api/staff/care-log.ts has).
 */
export async function announcePhoto(
  c: Context<AppEnv>,
  { bookingId, catId, caption }: { bookingId: string; catId: string; caption: string | null },
): Promise<void> {
  const cat = await catOfStay(c.var.db, bookingId, catId);
  if (cat === undefined) return;
  const body = caption === null || caption.trim() === '' ? `Tap to see it in ${cat.name}’s diary.` : caption;
  tellOwnerOfNews(c, cat.ownerId, { title: `New photo of ${cat.name}`, body, url: stayPagePath(bookingId) });
}
