import { formatNumber, formatPrice } from '../../common/format';
import type { Currency } from '../../common/markets';
import { isProductUnit, unitLabelKey } from '../../common/product-status';
import { useRootData } from './root-data';
import { useT } from './i18n';

/** Number and price formatting in the visitor's market (grouping, currency precision). */
export function useFormat() {
  const { locale } = useRootData();
  const t = useT();
  /** The unit's label in the page's language for that amount ("1 szt.", "2 rolki"); an unknown code as given. */
  const unit = (code: string, amount: number) => (isProductUnit(code) ? t(unitLabelKey(code, amount)) : code);
  return {
    unit,
    /** "1 000 szt.": an amount with its unit. */
    quantity: (amount: number, code: string) =>
      `${formatNumber(amount, { grouping: locale.grouping })} ${unit(code, amount)}`,
    price: (value: string, currency: string, precision?: number) =>
      formatPrice(value, currency as Currency, { precision, grouping: locale.grouping }),
    number: (value: number) => formatNumber(value, { grouping: locale.grouping }),
  };
}
