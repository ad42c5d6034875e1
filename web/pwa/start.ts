/**
 * The installable app's start: loaded by web/main.tsx with a dynamic import once the app has
 * rendered, so none of it weighs on the home page before it is interactive.
 *
 * 1. The version check (version-check.ts): a new build clears storage and reloads, and then
 *    nothing else here runs.
 * 2. After the page's load: the install banner may show, the service worker is registered and
 *    the update checks begin (updates.ts).
 */
import { BUILD_VERSION } from './build-version.ts';
import { pwaState } from './pwa-state.ts';
import { watchForUpdates } from './updates.ts';
import { checkVersion } from './version-check.ts';

/** Resolves once the page's own load is over, so the worker's downloads never compete with it. */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((done) => window.addEventListener('load', () => done(), { once: true }));
}

export async function startPwa(): Promise<void> {
  // The development server has no service worker and no build version to compare.
  if (!import.meta.env.PROD) return;
  if ((await checkVersion(BUILD_VERSION)) === 'reloading') return;
  await afterLoad();
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
