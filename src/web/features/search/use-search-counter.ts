import { useEffect, useRef } from 'react';
import type { SearchCounterRequest } from '../../../common/contracts/search';
import { generate } from '../../../common/routes';
import { postJson } from '../../lib/api';

/**
 * Reports a search the page showed (spec §7 search counter), once per text: paging, sorting and
 * filtering the same results are not new searches. Losing a count is harmless, so errors are ignored.
 */
export function useSearchCounter(query: string, results: number): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (query === '' || counted.current === query) return;
    counted.current = query;
    const body: SearchCounterRequest = { query, results };
    postJson(generate('catalog_search_counter'), body).catch(() => undefined);
  }, [query, results]);
}
