import { useEffect } from 'react';
import type { ProductDetails } from '../../common/contracts/catalog';
import { PriceBreaks } from '../features/catalog/price-breaks';
import { useT } from '../lib/i18n';
import type { PageProps } from './page-types';

/** Printable product sheet: identity, parameters and prices, without the shop's navigation. */
export function ProductPrintPage({ data }: PageProps<{ product: ProductDetails }>) {
  const t = useT();
  const { product } = data;
  useEffect(() => {
    document.body.classList.add('print-view');
    return () => document.body.classList.remove('print-view');
  }, []);
  return (
    <article className="print-sheet" data-testid="print-sheet">
      <h1>
        {product.symbol} <small>{product.manufacturer.name}</small>
      </h1>
      <p>{product.description}</p>
      <table className="parameters-table">
        <tbody>
          <tr>
            <th scope="row">{t('product.manufacturerSymbol')}</th>
            <td>{product.manufacturerSymbol}</td>
          </tr>
          {product.parameters.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.name}</th>
              <td>{p.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {product.priceGroup && <PriceBreaks group={product.priceGroup} />}
      <button type="button" className="button no-print" onClick={() => window.print()}>
        {t('product.print')}
      </button>
    </article>
  );
}
