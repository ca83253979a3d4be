import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ProductSummary } from '../../common/contracts/catalog';
import type { PriceContext, ProductDataResponse, Stock } from '../../common/contracts/pricing';
import { postJson } from './api';
import { generate } from '../../common/routes';
import { createProductDataBatcher, type ProductDataBatcher } from './product-data-batcher';

const BatcherContext = createContext<{ batcher: ProductDataBatcher; market: string } | null>(null);

const fetchProductData = (symbols: string[], context: PriceContext) =>
  postJson<ProductDataResponse>(generate('ajax_product_data'), {
    items: symbols.map((symbol) => ({ symbol })),
    isGrossPrice: context.gross,
    country: context.country,
    language: context.language,
    scope: { prices: false, stock: true, delivery_confirmed: true },
  });

export function LiveProductDataProvider({
  context,
  children,
}: {
  context: PriceContext;
  children: ReactNode;
}) {
  const { country, gross, language } = context;
  const value = useMemo(
    () => ({
      batcher: createProductDataBatcher(fetchProductData, { country, gross, language }),
      market: `${country}-${gross}-${language}`,
    }),
    [country, gross, language],
  );
  return <BatcherContext.Provider value={value}>{children}</BatcherContext.Provider>;
}

/**
 * The product's current stock. A page may come from a cache, so after it shows, every product on it
 * asks again; the batcher turns a list of 25 into one request.
 */
export function useLiveStock(product: ProductSummary): Stock | null {
  const live = useContext(BatcherContext);
  const query = useQuery({
    queryKey: ['product-data', product.symbol, live?.market],
    queryFn: () => live!.batcher.load(product.symbol),
    enabled: live !== null && product.permissions.includes('SHOW_STOCK'),
  });
  return query.data?.stock ?? null;
}
