// One tab sends at a time (DESIGN 4.3): two tabs replaying the same outbox would send a change
// twice at once, and the second would meet the first's key still in flight.
import { uuidv7 } from 'uuidv7';
import { type HotelData, readMeta, writeMeta } from './local-data.ts';

export interface TabLock {
  /**
   * Runs `task` if no other tab holds the lock and answers true; answers false at once if one does.
   * `stillMine` is asked before each request: a tab that has lost the lock stops.
   */
  runAlone(task: (stillMine: () => Promise<boolean>) => Promise<void>): Promise<boolean>;
}

export type Locks = Pick<LockManager, 'request'>;

/**
 * Web Locks: the browser releases the lock when the tab closes or crashes. One lock for each
 * database ('sunningdale-hotel-sync' for the owner's): the desk's outbox is sent beside it.
 */
export function webLock(locks: Locks, databaseName: string): TabLock {
  return {
    runAlone: (task) =>
      locks.request(`${databaseName}-sync`, { ifAvailable: true }, async (lock) => {
        if (lock === null) return false;
        await task(async () => true);
        return true;
      }),
  };
}

/**
 * Where Web Locks are missing: a lease in `meta` that the holder renews before each request. A tab
 * that dies holding it blocks the others only until it expires, so a lease must outlast the longest
 * request (engine.ts times requests out well before).
 *
 * 1. Claim: in one transaction, take the lease if it is free, expired or already ours.
 * 2. Renew with the same claim before each request; a lease another tab took after ours expired is lost.
 * 3. Release when done, only if it is still ours.
 */
export function leaseInMeta(data: HotelData, now: () => number, leaseMs: number): TabLock {
  const holder = uuidv7();
  const claim = () =>
    data.transaction('rw', data.meta, async () => {
      const lease = await readMeta(data, 'lease');
      if (lease !== undefined && lease.holder !== holder && lease.expiresAt > now()) return false;
      await writeMeta(data, 'lease', { holder, expiresAt: now() + leaseMs });
      return true;
    });
  const release = () =>
    data.transaction('rw', data.meta, async () => {
      if ((await readMeta(data, 'lease'))?.holder === holder) await data.meta.delete('lease');
    });
  return {
    async runAlone(task) {
      if (!(await claim())) return false;
      try {
        await task(claim);
      } finally {
        await release();
      }
      return true;
    },
  };
}
