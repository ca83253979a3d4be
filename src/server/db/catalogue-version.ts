import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { prepared } from './prepared';
import { meta } from './schema';

/**
 * The catalogue's version (meta row 'catalogue_version', bumped in the same transaction by every
 * statement writing products or product_parameters, stock moves excepted: migrations 0009 and
 * 0012). One primary-key probe: what is derived from the catalogue is cached under it.
 */
export async function selectCatalogueVersion(db: Db): Promise<string> {
  const [row] = await prepared(db, 'catalogue_version', () =>
    db
      .select({ value: sql<string>`${meta.value} #>> '{}'` })
      .from(meta)
      .where(sql`${meta.key} = 'catalogue_version'`)
      .prepare('catalogue_version'),
  ).execute();
  return row?.value ?? '0';
}
