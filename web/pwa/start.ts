/**
 * The installable app's start: loaded by the page's first script (web/main.tsx) with a dynamic
 * import, on a quiet public page at once (the app itself may never load there), elsewhere once
 * the app has rendered. Small, so it weighs little on the home page before it is interactive.
 *
 * 1. The version check (version-check.ts): a new build clears storage and reloads, and then
 *    nothing else here runs.
 * 2. A few seconds after the page's load: the install banner may show, the service worker is
 *    registered and the update checks begin (updates.ts).
 */
import { BUILD_VERSION } from './build-version.ts';
import { countVisit } from './install-interest.ts';
import { pwaState } from './pwa-state.ts';
import { watchForUpdates } from './updates.ts';
import { checkVersion } from './version-check.ts';

/**
 * How long after the page's load the rest waits. The worker's first install downloads the whole
 * app (about 60 files) and the banner costs a render: on a phone on a slow connection neither
 * should compete with the page, its late images or the router's preloads, and a visitor who
 * just arrived reads the page before being offered an app.
 */
export const SETTLE_AFTER_LOAD_MS = 3000;

/** Resolves a while after the page's load, once the browser is idle. */
function pageSettled(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((done) => window.addEventListener('load', () => done(), { once: true }));
  return loaded
    .then(() => new Promise<void>((done) => window.setTimeout(done, SETTLE_AFTER_LOAD_MS)))
    .then(
      () =>
        new Promise<void>((done) => {
          if ('requestIdleCallback' in window) window.requestIdleCallback(() => done(), { timeout: 2000 });
          else done();
        }),
    );
}

export async function startPwa(): Promise<void> {
  // The development server has no service worker and no build version to compare.
  if (!import.meta.env.PROD) return;
  if ((await checkVersion(BUILD_VERSION)) === 'reloading') return;
  countVisit();
  await pageSettled();
  pwaState.set({ started: true });
  if (!('serviceWorker' in navigator)) return;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register('/sw.js');
  } catch {
    // No worker (a private window that forbids it, or a build without sw.js): the site still works online.
    return;
  }
  watchForUpdates(registration, BUILD_VERSION);
}
