import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countUnsyncedChanges } from './unsynced-changes.ts';
import { writeUnsentChanges } from './unsent-changes-fixture.ts';
import { checkVersion, RELOADED_FOR_KEY, VERSION_KEY, type VersionCheckPlace } from './version-check.ts';

const OLD = '20250615150030';
const NEW = '20250701093000';

/** Cache Storage as the browser keeps it: named caches, here each with one entry. */
function fakeCaches(names: string[]): CacheStorage & { names: Set<string> } {
  const present = new Set(names);
  return {
    names: present,
    keys: async () => [...present],
    delete: async (name: string) => present.delete(name),
  } as unknown as CacheStorage & { names: Set<string> };
}

function place(href: string, caches = fakeCaches(['workbox-precache-v2', 'hotel-images'])) {
  const replace = vi.fn();
  const replaceState = vi.fn();
  const where: VersionCheckPlace = {
    local: window.localStorage,
    session: window.sessionStorage,
    caches,
    location: { href, replace },
    history: { state: { __TSR_index: 0 }, replaceState },
  };
  return { where, replace, replaceState, caches };
}

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await new Promise((done) => {
    const request = indexedDB.deleteDatabase('sunningdale-hotel');
    request.onsuccess = done;
    request.onerror = done;
  });
});

describe('the start-up version check', () => {
  it('on a first visit stores the version and puts ?v= in the address, without a reload', async () => {
    const { where, replace, replaceState, caches } = place('https://hotel.test/pricing?utm_source=mail#tiers');
    window.localStorage.setItem('estimator', 'kept');

    expect(await checkVersion(NEW, where)).toBe('current');

    expect(window.localStorage.getItem(VERSION_KEY)).toBe(NEW);
    expect(window.localStorage.getItem('estimator')).toBe('kept');
    expect(replace).not.toHaveBeenCalled();
    expect(replaceState).toHaveBeenCalledWith({ __TSR_index: 0 }, '', `https://hotel.test/pricing?utm_source=mail&v=${NEW}#tiers`);
    expect(caches.names.size).toBe(2);
  });

  it('on the same version keeps everything, and leaves an address that already has ?v= alone', async () => {
    window.localStorage.setItem(VERSION_KEY, NEW);
    window.sessionStorage.setItem('draft', 'kept');
    const { where, replace, replaceState } = place(`https://hotel.test/?v=${NEW}`);

    expect(await checkVersion(NEW, where)).toBe('current');

    expect(window.sessionStorage.getItem('draft')).toBe('kept');
    expect(replace).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('on a new version clears local and session storage and Cache Storage, keeps IndexedDB, and reloads with ?v=', async () => {
    await writeUnsentChanges(2);
    window.localStorage.setItem(VERSION_KEY, OLD);
    window.localStorage.setItem('estimator', 'stale');
    window.sessionStorage.setItem('pendingBooking', 'stale');
    const { where, replace, replaceState, caches } = place(`https://hotel.test/faq?v=${OLD}`);

    expect(await checkVersion(NEW, where)).toBe('reloading');

    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.getItem('pendingBooking')).toBeNull();
    expect(caches.names.size).toBe(0);
    expect(replace).toHaveBeenCalledWith(`https://hotel.test/faq?v=${NEW}`);
    expect(replaceState).not.toHaveBeenCalled();
    // The owner's unsent changes are still there.
    expect(await countUnsyncedChanges()).toBe(2);
  });

  it('after that reload stores the new version and does not reload again', async () => {
    window.localStorage.setItem(VERSION_KEY, OLD);
    const first = place('https://hotel.test/');
    await checkVersion(NEW, first.where);
    expect(first.replace).toHaveBeenCalledTimes(1);

    const second = place(`https://hotel.test/?v=${NEW}`);
    expect(await checkVersion(NEW, second.where)).toBe('current');
    expect(second.replace).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(VERSION_KEY)).toBe(NEW);
  });

  it('reloads once per version even when storage does not keep what was written', async () => {
    window.localStorage.setItem(VERSION_KEY, OLD);
    window.sessionStorage.setItem(RELOADED_FOR_KEY, NEW);
    const { where, replace } = place(`https://hotel.test/?v=${NEW}`);

    expect(await checkVersion(NEW, where)).toBe('current');
    expect(replace).not.toHaveBeenCalled();
  });

  it('does nothing when the browser refuses storage', async () => {
    const { where, replace } = place('https://hotel.test/');
    where.local = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(await checkVersion(NEW, where)).toBe('no-storage');
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('counting unsynced changes', () => {
  it('is 0 without creating the database when the visitor has none', async () => {
    expect(await countUnsyncedChanges()).toBe(0);
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain('sunningdale-hotel');
  });

  it('counts the outbox entries', async () => {
    await writeUnsentChanges(3);
    expect(await countUnsyncedChanges()).toBe(3);
  });
});
