import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Short catalogue links (spec §2 short links with a 32-character token, §7 tiny-url create). The
 * target is a catalogue list path with its query, stored without locale prefix; one target has one
 * token, so sharing the same list twice gives the same link.
 */
export const tinyUrls = pgTable(
  'tiny_urls',
  {
    /** 32 characters of [a-z0-9] from a cryptographic random source. */
    token: text('token').primaryKey(),
    target: text('target').notNull(),
    /** Readable name given when the link was made (shown after the token). */
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tiny_urls_target_uq').on(t.target),
    check('tiny_urls_token_check', sql`${t.token} ~ '^[a-z0-9]{32}$'`),
  ],
);
