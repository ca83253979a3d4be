import { formatNumber, formatPrice } from '../../common/format';
import type { Currency } from '../../common/markets';
import { useRootData } from '../root';

/** Number and price formatting in the visitor's market (grouping, currency precision). */
export function useFormat() {
  const { locale } = useRootData();
  return {
    price: (value: string, currency: string, precision?: number) =>
      formatPrice(value, currency as Currency, { precision, grouping: locale.grouping }),
    number: (value: number) => formatNumber(value, { grouping: locale.grouping }),
  };
}
