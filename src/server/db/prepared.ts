import type { Db } from './client';

/**
 * Prepared statements, one set per database: constant SQL text with array parameters, so
 * PostgreSQL parses and plans each shape once per connection instead of on every call.
 */
const preparedCache = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: () => T): T {
  let map = preparedCache.get(db);
  if (!map) preparedCache.set(db, (map = new Map()));
  let statement = map.get(name) as T | undefined;
  if (!statement) map.set(name, (statement = build()));
  return statement;
}
