// This phone's notifications of the hotel's news (issue 34; api/push/routes.ts): whether the browser
// can show them, whether the owner turned them on here, and the requests that turn them on and off.
// They go straight to the server, never through the outbox: the browser's permission is asked on a
// tap, with a signal, and the owner must know at once whether the hotel has it.
import type { HotelPushKey } from '../../../domain/push-news.ts';
import { callHotel, callHotelFor, RequestFailed } from '../../../sync/api-client.ts';

export const NEWS_NEEDS_CONNECTION = 'Turning notifications on needs a connection. Try again when you are online.';

/** When the owner last said no to the offer on this phone ("Not now", the browser's prompt closed, or "Turn off"). */
export const NEWS_DECLINED_KEY = 'hotel_news_offer_declined';
/** The offer is not made again sooner than this after a no, so it is never made twice in a row. */
export const NEWS_ASK_AGAIN_DAYS = 30;

/**
 * What the phone's news card shows: nothing where the browser cannot show notifications or the
 * owner said no lately (`quiet`); the offer; notifications on; the way to unblock them.
 */
export type NewsState = { kind: 'quiet' } | { kind: 'offer' } | { kind: 'on'; subscription: PushSubscription } | { kind: 'blocked' };

/** Where Web Push works: a service worker, the Push API and notifications (on iPhone, only in the app added to the Home Screen). */
export function browserShowsNews(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function declinedRecently(now: Date): boolean {
  let saidNo: string | null = null;
  try {
    saidNo = window.localStorage.getItem(NEWS_DECLINED_KEY);
  } catch {
    // Storage refused: the offer stays, the browser's own prompt still asks only on a tap.
  }
  const at = saidNo === null ? Number.NaN : Date.parse(saidNo);
  return Number.isFinite(at) && now.getTime() - at < NEWS_ASK_AGAIN_DAYS * 24 * 60 * 60 * 1000;
}

export function rememberDeclined(now: Date): void {
  try {
    window.localStorage.setItem(NEWS_DECLINED_KEY, now.toISOString());
  } catch {
    // Storage refused: not offered again in this visit only.
  }
}

/** The app's service worker: push needs it, and it is there only in the built app (web/pwa/start.ts). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** What the card starts with on this phone, read from the browser alone. */
export async function newsStateNow(now: Date): Promise<NewsState> {
  if (!browserShowsNews()) return { kind: 'quiet' };
  if (Notification.permission === 'denied') return { kind: 'blocked' };
  const registration = await workerRegistration();
  if (registration === undefined) return { kind: 'quiet' };
  const subscription = await registration.pushManager.getSubscription();
  if (subscription !== null && Notification.permission === 'granted') return { kind: 'on', subscription };
  return declinedRecently(now) ? { kind: 'quiet' } : { kind: 'offer' };
}

/** The hotel's VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function sameKey(kept: ArrayBuffer | null, key: Uint8Array): boolean {
  if (kept === null || kept.byteLength !== key.length) return false;
  const bytes = new Uint8Array(kept);
  return bytes.every((byte, index) => byte === key[index]);
}

async function hotelKey(): Promise<Uint8Array<ArrayBuffer>> {
  const { publicKey } = await callHotelFor<HotelPushKey>('GET', '/api/push/key', { offline: NEWS_NEEDS_CONNECTION });
  return keyBytes(publicKey);
}

/** Tells the hotel this browser's subscription is the signed-in owner's. */
async function keepAtHotel(subscription: PushSubscription): Promise<void> {
  await callHotel('POST', '/api/push-subscriptions', { body: subscription.toJSON(), offline: NEWS_NEEDS_CONNECTION });
}

/** Subscribes with the hotel's key, a subscription made for another key given up first, and tells the hotel. */
async function subscribeAtHotel(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const key = await hotelKey();
  const earlier = await registration.pushManager.getSubscription();
  if (earlier !== null && !sameKey(earlier.options.applicationServerKey, key)) await earlier.unsubscribe();
  // Every message shows a notification (sw.ts): browsers take no other kind.
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await keepAtHotel(subscription);
  } catch (error) {
    // The hotel does not have it: the phone must not say it is on.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return subscription;
}

/**
 * "Get a notification when there is news": the browser's prompt, only now, on the owner's tap. A
 * yes subscribes; a closed prompt is a no for now; a block is for the browser's settings to undo.
 */
export async function turnNewsOn(now: Date): Promise<NewsState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'blocked' };
  if (permission !== 'granted') {
    rememberDeclined(now);
    return { kind: 'quiet' };
  }
  // The app's worker, active: a worker still installing cannot subscribe yet.
  const registration = await navigator.serviceWorker.ready;
  return { kind: 'on', subscription: await subscribeAtHotel(registration) };
}

/**
 * On a visit with notifications on: the hotel is told again that this browser is this owner's (whoever
 * signed in on it last) and made for its current key. Quietly: offline, the next visit tells it.
 */
export async function keepNewsCurrent(subscription: PushSubscription): Promise<PushSubscription> {
  try {
    const key = await hotelKey();
    if (sameKey(subscription.options.applicationServerKey, key)) {
      await keepAtHotel(subscription);
      return subscription;
    }
    const registration = await navigator.serviceWorker.ready;
    return await subscribeAtHotel(registration);
  } catch {
    return subscription;
  }
}

/**
 * "Turn off": the browser's own unsubscribe is what stops the messages; telling the hotel spares it
 * sending to an address that is gone (it would learn so at the next message anyway), so it is
 * tried but not waited on for an answer the owner needs.
 */
export async function turnNewsOff(subscription: PushSubscription): Promise<void> {
  try {
    await callHotel('DELETE', '/api/push-subscriptions', { body: { endpoint: subscription.endpoint } });
  } catch (error) {
    if (!(error instanceof RequestFailed)) throw error;
  }
  await subscription.unsubscribe();
}
