import type { PriceGroup } from '../../../common/contracts/pricing';
import { multiplyDecimal } from '../../../common/format';
import { selectPriceBreak } from '../../../common/price-breaks';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/**
 * What the amount typed in a list row costs: the unit price of the break that amount reaches (the
 * shop's one rule, common/price-breaks) times the amount (issue 22). Nothing while the amount
 * cannot be ordered, or for a product without a price.
 */
export function ExtendedPrice({ group, amount }: { group: PriceGroup | null; amount: number | null }) {
  const t = useT();
  const format = useFormat();
  const line = group && amount !== null ? selectPriceBreak(group.elements, amount) : undefined;
  return (
    <p className="extended-price" data-testid="extended-price" aria-live="polite">
      {group && line && amount !== null ? (
        <>
          {t('partData.extendedPrice', { amount: format.number(amount) })}{' '}
          <strong>{format.price(multiplyDecimal(line.price, amount), group.currency)}</strong>
        </>
      ) : null}
    </p>
  );
}
