import type { Health } from '../../../common/contracts/system';
import { selectCatalogueVersion } from '../../db/catalogue-version';
import type { Database } from '../../db/client';
import { countProducts } from './system.repository';

export function createSystemService(database: Database) {
  // Counting a million products takes tens of milliseconds and monitors call /health every few
  // seconds: the count is kept until the catalogue version moves (an import, a new or deleted part).
  let counted: { version: string; products: Promise<number> } | undefined;

  return {
    async health(): Promise<Health> {
      // The version probe is also the database check: it fails when the database is down.
      const version = await selectCatalogueVersion(database.db);
      if (counted?.version !== version) {
        const products = countProducts(database.db);
        counted = { version, products };
        products.catch(() => {
          if (counted?.products === products) counted = undefined;
        });
      }
      return { status: 'ok', database: database.kind, products: await counted.products };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
