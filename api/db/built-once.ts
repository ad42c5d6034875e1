import type { Database } from './client.ts';

/**
 * A query the app sends on nearly every request, built by drizzle once per database instead of on
 * every request (`.prepare()` with `sql.placeholder` for each request's values): building a query's
 * SQL was a third of a signed-in read's time (docs/decisions/0016-speed-of-real-work.md).
 * A transaction is a database of its own, so inside one the query is built again for it; the
 * reads this is for run outside any.
 */
export function builtOnce<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
