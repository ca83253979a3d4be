import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { tinyUrls } from '../../db/schema';

export interface TinyUrlRow {
  token: string;
  target: string;
  name: string | null;
}

/**
 * Stores a link unless its target has one already, and returns the link of the target either way:
 * one statement, so two visitors sharing the same list at once still get one token.
 */
export async function insertOrSelectTinyUrl(db: Db, row: TinyUrlRow): Promise<TinyUrlRow> {
  const [inserted] = await db
    .insert(tinyUrls)
    .values(row)
    .onConflictDoNothing({ target: tinyUrls.target })
    .returning({ token: tinyUrls.token, target: tinyUrls.target, name: tinyUrls.name });
  if (inserted) return inserted;
  const [existing] = await db
    .select({ token: tinyUrls.token, target: tinyUrls.target, name: tinyUrls.name })
    .from(tinyUrls)
    .where(eq(tinyUrls.target, row.target));
  if (!existing) throw new Error('tiny_urls: conflicting row vanished');
  return existing;
}

/** The target of a token, counting the visit in the same round trip; undefined for an unknown token. */
export async function hitTinyUrl(db: Db, token: string): Promise<string | undefined> {
  const [row] = await prepared(db, 'tiny_url_hit', () =>
    db
      .update(tinyUrls)
      .set({ hits: sql`${tinyUrls.hits} + 1`, lastHitAt: sql`now()` })
      .where(eq(tinyUrls.token, sql.placeholder('token')))
      .returning({ target: tinyUrls.target })
      .prepare('tiny_url_hit'),
  ).execute({ token });
  return row?.target;
}
