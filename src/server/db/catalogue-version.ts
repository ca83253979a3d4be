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

/**
 * A value derived from the catalogue (the category tree, search's reference data), kept under the
 * catalogue's version: an import or an edit of a part, by this process or any other instance or
 * the import command, is seen by the next request (one primary-key probe each), so a category or
 * maker that came with an import is never "unknown" here while another instance knows it. Within
 * one version the value is also refreshed in the background after `ttlMs` (names edited without a
 * product write): requests keep the old value until the new one is ready.
 */
export function cachedUnderCatalogueVersion<T>(db: Db, load: () => Promise<T>, ttlMs: number) {
  let current: { at: number; version: string; value: Promise<T> } | undefined;
  let reloading = false;
  const keep = (version: string, value: Promise<T>) => {
    const entry = { at: Date.now(), version, value };
    current = entry;
    // A failed load must not stick.
    value.catch(() => {
      if (current === entry) current = undefined;
    });
    return value;
  };
  return {
    async get(): Promise<T> {
      const version = await selectCatalogueVersion(db);
      if (!current || current.version !== version) return keep(version, load());
      if (!reloading && Date.now() - current.at >= ttlMs) {
        reloading = true;
        load()
          .then((value) => {
            if (current?.version === version)
              current = { at: Date.now(), version, value: Promise.resolve(value) };
          })
          .catch(() => undefined)
          .finally(() => {
            reloading = false;
          });
      }
      return current.value;
    },
  };
}
