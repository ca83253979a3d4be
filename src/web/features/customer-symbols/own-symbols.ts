import { useQuery } from '@tanstack/react-query';
import type { SymbolsOfResponse } from '../../../common/contracts/customer-symbols';
import { CUSTOMER_SYMBOLS_OF_MAX } from '../../../common/customer-symbols';
import { generate } from '../../../common/routes';
import { postJson } from '../../lib/api';
import { STALE_TIME_MS } from '../../lib/queries';
import { useRootData } from '../../lib/root-data';

const NONE: Record<string, string> = {};

/**
 * The logged-in customer's own symbols of a list's products, by product symbol (issue 17): one call
 * for the whole page, made in the browser, because the list's HTML is shared by every anonymous
 * visitor (the page cache) and must stay free of anyone's data. Visitors ask nothing. The key
 * starts like the symbols pages' queries, so editing a symbol refetches it.
 */
export function useOwnSymbols(productSymbols: readonly string[]): Record<string, string> {
  const { customer } = useRootData();
  const symbols = [...new Set(productSymbols)].slice(0, CUSTOMER_SYMBOLS_OF_MAX);
  const query = useQuery({
    queryKey: ['customerSymbols', 'of', customer?.customerNumber ?? null, symbols],
    queryFn: () => postJson<SymbolsOfResponse>(generate('customer_symbols_of'), { productSymbols: symbols }),
    enabled: customer !== null && symbols.length > 0,
    staleTime: STALE_TIME_MS,
  });
  return query.data?.symbols ?? NONE;
}
