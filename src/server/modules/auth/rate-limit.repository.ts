import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface CounterRow {
  count: number;
  resetAt: Date;
}

/**
 * One fixed-window counter, incremented atomically: a window that has ended starts over at 1.
 * A single statement, so concurrent requests on any instance count correctly.
 */
export async function incrementCounter(db: Db, key: string, windowMs: number): Promise<CounterRow> {
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limit_counters as c (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when c.reset_at <= now() then 1 else c.count + 1 end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    returning count, reset_at`);
  const row = rowsOf<{ count: number; reset_at: string | Date }>(result)[0]!;
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

export async function readCounter(db: Db, key: string): Promise<CounterRow | null> {
  const result = await db.execute<{ count: number; reset_at: string | Date }>(
    sql`select count, reset_at from rate_limit_counters where key = ${key} and reset_at > now()`,
  );
  const row = rowsOf<{ count: number; reset_at: string | Date }>(result)[0];
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
}

export async function releaseCounter(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limit_counters set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`,
  );
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}

/** Counters whose window ended an hour ago or more are gone for good. */
export async function deleteExpiredCounters(db: Db): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`,
  );
  return affected(result);
}

/** node-postgres answers { rows }, PGlite answers { rows } too, drizzle passes either through. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
