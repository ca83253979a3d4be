import type { Health } from '../../../common/contracts/system';
import type { Database } from '../../db/client';
import { countProducts } from './system.repository';

export function createSystemService(database: Database) {
  return {
    async health(): Promise<Health> {
      return { status: 'ok', database: database.kind, products: await countProducts(database.db) };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
