import type { StockArrival } from '../../../common/contracts/backorders';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "3 waiting lines", "2 orders": the counts of what an arrival served, worded for the messages that name them. */
export function servedCounts(t: Translate, allocation: NonNullable<StockArrival['allocation']>) {
  return {
    lines: t('backorders.desk.lines', { count: allocation.lines }),
    orders: t('backorders.desk.orders', { count: allocation.orders }),
  };
}
