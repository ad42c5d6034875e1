/**
 * The start-up version check (specification point 4, DESIGN D14).
 *
 * - The phone last ran another build: local and session storage and Cache Storage are cleared,
 *   and the page reloads with `?v=<version>`. IndexedDB is never touched: the owner's cats,
 *   drafts and the outbox of unsent changes live there, and an update must not lose them.
 * - Otherwise (the same build, or a first visit): the version is stored and `?v=<version>` is
 *   put in the address without a reload.
 *
 * A first visit has nothing stored and does not reload: there is nothing stale to clear, and a
 * reload would cost every new visitor a second page load.
 */

/** The key specification point 4 names. */
export const VERSION_KEY = 'website_version';
/** Set in session storage just before the reload, so one version never reloads twice in a tab. */
export const RELOADED_FOR_KEY = 'hotel_reloaded_for_version';

/** What the check reads and changes; the browser's own in the app, stand-ins in tests. */
export interface VersionCheckPlace {
  local: Storage;
  session: Storage;
  caches: CacheStorage | undefined;
  location: { href: string; replace(url: string): void };
  history: { state: unknown; replaceState(data: unknown, unused: string, url: string): void };
}

export type VersionCheckOutcome = 'reloading' | 'current' | 'no-storage';

export function browserPlace(): VersionCheckPlace {
  return {
    local: window.localStorage,
    session: window.sessionStorage,
    caches: 'caches' in window ? window.caches : undefined,
    location: window.location,
    history: window.history,
  };
}

/** Deletes every cache in Cache Storage (the service worker refills its own, sw.ts). */
async function clearCaches(caches: CacheStorage | undefined): Promise<void> {
  if (caches === undefined) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

export async function checkVersion(version: string, place: VersionCheckPlace = browserPlace()): Promise<VersionCheckOutcome> {
  let stored: string | null;
  try {
    stored = place.local.getItem(VERSION_KEY);
  } catch {
    // Storage refused (a locked-down browser): nothing to compare, nothing to clear.
    return 'no-storage';
  }
  const address = new URL(place.location.href);
  address.searchParams.set('v', version);

  if (stored !== null && stored !== version && place.session.getItem(RELOADED_FOR_KEY) !== version) {
    place.local.clear();
    place.session.clear();
    try {
      await clearCaches(place.caches);
    } catch {
      // A cache that cannot be deleted now is replaced by the new worker's anyway.
    }
    place.session.setItem(RELOADED_FOR_KEY, version);
    place.location.replace(address.href);
    return 'reloading';
  }

  place.local.setItem(VERSION_KEY, version);
  if (address.href !== place.location.href) place.history.replaceState(place.history.state, '', address.href);
  return 'current';
}
