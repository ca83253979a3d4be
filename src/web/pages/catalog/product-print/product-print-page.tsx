import { useEffect } from 'react';
import type { ProductDetails } from '../../../../common/contracts/catalog';
import { ParametersTable } from '../../../features/catalog/parameters-table';
import { ComplianceSection } from '../../../features/catalog/product-compliance';
import { PriceBreaks } from '../../../ui/product/price-breaks';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

/** Printable product sheet: identity, parameters and prices, without the shop's navigation. */
export function ProductPrintPage({ data, locale }: PageProps<{ product: ProductDetails }>) {
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
      <ParametersTable
        product={product}
        lead={[{ name: t('product.manufacturerSymbol'), value: product.manufacturerSymbol }]}
      />
      <ComplianceSection product={product} language={locale.language} />
      {product.priceGroup && <PriceBreaks group={product.priceGroup} />}
      <button type="button" className="button no-print" onClick={() => window.print()}>
        {t('product.print')}
      </button>
    </article>
  );
}
