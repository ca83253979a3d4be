import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The search counter (spec §7 "search counter"): one row per normalised query and day, so recording
 * a search is one upsert and the table grows with distinct queries, not with traffic.
 */
export const searchLog = pgTable(
  'search_log',
  {
    day: date('day').notNull(),
    /** Lower case, single spaces: "10K  0603" and "10k 0603" count together. */
    queryKey: text('query_key').notNull(),
    /** The text as last typed. */
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(1),
    /** Results of the latest search of the day. */
    results: integer('results').notNull(),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.queryKey] })],
);
