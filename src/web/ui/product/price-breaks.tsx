import type { PriceGroup } from '../../../common/contracts/pricing';
import { selectPriceBreak } from '../../../common/price-breaks';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/** Price breaks of a product: amount from which each unit price applies, promotions struck through. */
export function PriceBreaks({
  group,
  compact = false,
  highlightAmount,
}: {
  group: PriceGroup;
  compact?: boolean;
  highlightAmount?: number;
}) {
  const t = useT();
  const format = useFormat();
  const rows = compact ? group.elements.slice(0, 3) : group.elements;
  const active =
    highlightAmount === undefined ? undefined : selectPriceBreak(group.elements, highlightAmount);
  return (
    <table
      className={compact ? 'price-breaks price-breaks--compact' : 'price-breaks'}
      data-testid="price-breaks"
    >
      <caption className={compact ? 'visually-hidden' : undefined}>
        {t('product.priceBreaks')} ({group.type === 'GROSS' ? t('product.gross') : t('product.net')},{' '}
        {group.currency})
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('product.amount')}</th>
          <th scope="col">{t('product.unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((line) => (
          <tr key={line.amount} className={line === active ? 'is-active' : undefined}>
            <td>{format.number(line.amount)}+</td>
            <td>
              {line.special && (
                <del className="price-breaks__base">
                  {format.price(line.basePrice, group.currency, line.precisions.basePrice)}
                </del>
              )}{' '}
              <span className={line.special ? 'price-breaks__special' : undefined}>
                {format.price(line.price, group.currency, line.precisions.price)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
