import { useT } from '../../lib/i18n';

/**
 * The head of a cart's lines table, one for the customer's cart and the visitor cart (ADR 087): the
 * same columns under the same names, whose keys the lines' cells also take as their labels on narrow
 * screens (`data-label`).
 */
export function CartLinesHead() {
  const t = useT();
  return (
    <thead>
      <tr>
        <th scope="col">{t('cart.columns.product')}</th>
        <th scope="col">{t('cart.columns.amount')}</th>
        <th scope="col">{t('cart.columns.unitPrice')}</th>
        <th scope="col">{t('cart.columns.lineNet')}</th>
        <th scope="col">{t('cart.columns.availability')}</th>
        <th scope="col">
          <span className="visually-hidden">{t('cart.columns.actions')}</span>
        </th>
      </tr>
    </thead>
  );
}
