import type { Db } from './client';

/**
 * Drizzle builds a query's SQL afresh on every call: for the article lookup that cost more than
 * PGlite running it. A hot query is built once per database with `sql.placeholder` for its
 * values and Drizzle's `.prepare(name)` (a named statement on node-postgres too).
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
