/**
 * For tests: puts `entries` unsent changes where the sync engine keeps them (sync/local-data.ts:
 * Dexie version 1 is IndexedDB version 10). Self-contained, with no imports, so a browser test can
 * hand it to `page.evaluate` as it is and a unit test can call it in jsdom.
 */
export function writeUnsentChanges(entries: number): Promise<void> {
  return new Promise((done, fail) => {
    const open = indexedDB.open('sunningdale-hotel', 10);
    open.onupgradeneeded = () => open.result.createObjectStore('outbox', { keyPath: 'id' });
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction('outbox', 'readwrite');
      for (let index = 0; index < entries; index += 1) transaction.objectStore('outbox').put({ id: `change-${index}`, summary: 'Add Whiskers' });
      transaction.oncomplete = () => {
        open.result.close();
        done();
      };
    };
  });
}
