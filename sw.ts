/**
 * The hotel's service worker: the app opens with no network.
 *
 * Built by scripts/build-sw.ts after `vite build` and the prerender, which bundles this file and
 * lets workbox-build write the precache manifest into `self.__WB_MANIFEST`:
 * - the scripts an owner needs offline (the entry, the estimator, the booking form, sign-in and the
 *   owner area: scripts/offline-scripts.ts), the fonts, icons and manifest;
 * - every page as the server sends it (head tags, and for public pages the prerendered markup),
 *   each with a revision made from the build, and the bare app page (`/index.html`).
 *
 * Navigations go to the network first, so an online visitor always gets fresh HTML with the
 * right status (a 404 stays a 404); only when the network fails or stalls does the page come
 * from the precache. Every other script of the build is kept the first time it is loaded (a staff
 * member's desk, a public page read online), so what was used online opens offline too.
 * Photos and posters are kept at run time; videos pass through with their
 * Range requests intact. `/api/*` is never touched: the owner's data lives in IndexedDB, and the
 * sync engine must see the real network. Nor are the health checks (/healthz, /readyz): a saved
 * answer would say a dead server is well. Last, it shows the hotel's news of a cat as notifications.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { PAGES } from './web/content/pages.ts';
import { isPageVisit } from './web/pwa/navigation.ts';
import { openNews, showNews } from './web/pwa/push-news.ts';
import { SW_MESSAGES, type SwMessage } from './web/pwa/sw-messages.ts';

// TypeScript's WebWorker library (tsconfig.sw.json) types the worker's scope; workbox-build adds the manifest.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The build's version (`YYYYMMDDHHmmss`), the same one the app's start-up check compares. */
declare const __BUILD_VERSION__: string;
const VERSION = __BUILD_VERSION__;

/** A phone on a weak signal waits this long for the server before it gets the saved page. */
const NETWORK_TIMEOUT_MS = 5000;

// 1. Precache. Installing fetches every entry; activating drops the previous build's entries.
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => event.waitUntil(precache.install(event)));
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      await precache.activate(event);
      // The network request for a page starts while this worker wakes up, not after.
      await self.registration.navigationPreload?.enable();
      // A first visit's page is served from here at once, so a tap on another page offline works.
      await self.clients.claim();
    })(),
  ),
);

// 2. Pages. Which saved page answers an address when the network does not.
const pagePaths = new Set<string>(Object.values(PAGES).map((page) => page.path));
const pagesWithId = Object.values(PAGES).flatMap((page) => ('takesId' in page && page.takesId ? [`${page.path}/`] : []));

function offlinePageFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (pagePaths.has(path)) return path;
  const withId = pagesWithId.find((prefix) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'));
  if (withId !== undefined) return withId.slice(0, -1);
  // Any other address: the bare app, which draws its own 404 screen.
  return '/index.html';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

registerRoute(
  ({ request, url }) => isPageVisit(request, url, location.origin),
  async ({ request, url, event }) => {
    // Workbox types the event of any route as ExtendableEvent; a page visit's is the navigation's FetchEvent.
    const fetchEvent = event as FetchEvent;
    const preload: Promise<Response | undefined> = fetchEvent.preloadResponse ?? Promise.resolve(undefined);
    // The preload must settle inside the event, even when the saved page answers first.
    fetchEvent.waitUntil(preload.catch(() => undefined));
    try {
      const network = preload.then((response) => response ?? fetch(request));
      return await withTimeout(network, NETWORK_TIMEOUT_MS);
    } catch {
      const saved = await precache.matchPrecache(offlinePageFor(url.pathname));
      return saved ?? Response.error();
    }
  },
);

// 3. Files of the build, from the precache (after the page route, so pages stay network-first).
// `?v=` is the start-up version check's mark (web/pwa/version-check.ts), not a different file.
registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/^v$/, /^utm_/], cleanURLs: false, directoryIndex: '' }));

// 4. The build's other scripts (another page's code): kept once loaded. Their names carry their
// content's hash, so a kept copy is never stale; the next build's names replace them.
registerRoute(
  ({ request, url }) => request.destination === 'script' && url.origin === location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'hotel-scripts',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// 5. Photos and video posters: first from the cache, kept for 30 days, at most 80 of them.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'hotel-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// 6. Videos. A player asks for ranges (206), which are never stored: a film is 15 MB on a
// phone's data. A film the cache does hold in full is cut to the asked range here.
registerRoute(
  ({ request, url }) => request.destination === 'video' && url.origin === location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'hotel-videos',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new RangeRequestsPlugin(),
      new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true }),
    ],
  }),
);

// 7. Messages from the page (web/pwa/updates.ts).
/**
 * Fetches what is missing from this build's precache. The start-up version check empties Cache
 * Storage (D14), which takes this worker's saved files with it; the page asks for them again.
 * Only a worker of the page's own build refills, so an older worker never stores newer files
 * under its old names.
 */
async function refillPrecache(): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName);
  for (const cacheKey of precache.getURLsToCacheKeys().values()) {
    if ((await cache.match(cacheKey)) !== undefined) continue;
    try {
      const response = await fetch(cacheKey, { cache: 'no-cache' });
      if (response.ok && !response.redirected) await cache.put(cacheKey, response);
    } catch {
      // Offline: the next start tries again.
    }
  }
}

self.addEventListener('message', (event) => {
  const message = event.data as SwMessage | null;
  if (message === null || typeof message !== 'object') return;
  if (message.type === SW_MESSAGES.skipWaiting) event.waitUntil(self.skipWaiting());
  if (message.type === SW_MESSAGES.version) event.ports[0]?.postMessage({ version: VERSION });
  if (message.type === SW_MESSAGES.refill && message.version === VERSION) event.waitUntil(refillPrecache());
});

// 8. News of a cat (issue 34): a Web Push message from the hotel becomes a notification, and a tap
// opens the stay's diary it names (web/pwa/push-news.ts).
self.addEventListener('push', (event) => event.waitUntil(showNews(self.registration, event.data)));
self.addEventListener('notificationclick', (event) => event.waitUntil(openNews(event.notification, self.clients, self.location.origin)));
