import type { Db } from './index';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query that a hot route runs on every call, built by Drizzle once per database and shape (with
 * `sql.placeholder` for every value) and prepared under `name`: later calls only bind values and
 * execute. Building a list's query cost more CPU than PostgreSQL's answer did. `name` must change
 * whenever the shape does (a filter present or not).
 */
export function preparedOnce<T>(db: Db, name: string, build: (name: string) => T): T {
  let queries = byDatabase.get(db);
  if (!queries) byDatabase.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) queries.set(name, (query = build(name)));
  return query;
}
