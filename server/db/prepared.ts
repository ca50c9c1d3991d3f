// Queries on the hot path (every request's user, its team role, a list page) are built once per
// database handle and sent as prepared statements: Drizzle then skips building the SQL again and
// PostgreSQL skips parsing and planning it, several times cheaper than an ad-hoc query.
import type { Db } from './client';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/** The query `name` of `db`, built by `build` on first use. */
export function preparedQuery<T>(db: Db, name: string, build: (db: Db) => T): T {
  let queries = byDb.get(db);
  if (!queries) byDb.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}
