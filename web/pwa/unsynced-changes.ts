/**
 * How many of the owner's changes the server does not have yet: the entries in the sync
 * engine's outbox (sync/local-data.ts, table `outbox` of the 'sunningdale-hotel' database),
 * waiting or refused. Read with plain IndexedDB, not through Dexie, so the update prompt does not
 * load the database library on public pages; and never creating the database when the visitor
 * has none (a version-1 empty database would confuse Dexie's own upgrade later).
 */
const DATABASE = 'sunningdale-hotel';
const OUTBOX = 'outbox';

export function countUnsyncedChanges(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<number> {
  if (factory === undefined) return Promise.resolve(0);
  return new Promise((done) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(DATABASE);
    } catch {
      done(0);
      return;
    }
    // Only a database that does not exist yet asks for an upgrade: abort, so none is created.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => done(0);
    request.onblocked = () => done(0);
    request.onsuccess = () => {
      const database = request.result;
      try {
        if (!database.objectStoreNames.contains(OUTBOX)) {
          database.close();
          done(0);
          return;
        }
        const count = database.transaction(OUTBOX, 'readonly').objectStore(OUTBOX).count();
        count.onsuccess = () => {
          database.close();
          done(count.result);
        };
        count.onerror = () => {
          database.close();
          done(0);
        };
      } catch {
        database.close();
        done(0);
      }
    };
  });
}
