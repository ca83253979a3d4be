import { useEffect, useState } from 'react';
import type { AutocompleteRequest, AutocompleteResponse } from '../../../common/contracts/search';
import { generate } from '../../../common/routes';
import { postJson } from '../../lib/api';

export const AUTOCOMPLETE_URL = generate('catalog_autocomplete');
/** Wait this long after the last key before asking: fast typists send one request, not one per key. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;
/** Longest query the API takes (SEARCH_QUERY_MAX of the contract). */
const MAX_QUERY = 200;
const CACHE_SIZE = 30;

export type AutocompleteState =
  | { status: 'idle'; data: null }
  | { status: 'loading'; data: AutocompleteResponse | null }
  | { status: 'done'; data: AutocompleteResponse }
  | { status: 'error'; data: null };

type Answer = { key: string; data: AutocompleteResponse } | { key: string; data: null; failed: true };

/**
 * Suggestions for what is typed: debounced, and every new query aborts the request still running
 * for an older one, so a slow answer never overwrites a newer one. Answers are kept for the last
 * few queries, so deleting a character shows the earlier list at once.
 */
export function useAutocomplete(
  query: string,
  context: Pick<AutocompleteRequest, 'language' | 'country'>,
  enabled = true,
): AutocompleteState {
  const [cache] = useState(() => new Map<string, AutocompleteResponse>());
  const [answer, setAnswer] = useState<Answer | null>(null);
  const text = query.trim().slice(0, MAX_QUERY);
  const { language, country } = context;
  const key = `${language}|${country}|${text}`;
  const wanted = enabled && text.length > 0;

  useEffect(() => {
    if (!wanted || cache.has(key)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const body: Partial<AutocompleteRequest> = { query: text, language, country };
      postJson<AutocompleteResponse>(AUTOCOMPLETE_URL, body, { signal: controller.signal }).then(
        (data) => {
          if (controller.signal.aborted) return;
          cache.set(key, data);
          if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
          setAnswer({ key, data });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ key, data: null, failed: true });
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, key, text, language, country, cache]);

  if (!wanted) return { status: 'idle', data: null };
  const cached = cache.get(key);
  if (cached) return { status: 'done', data: cached };
  if (answer?.key === key && answer.data === null) return { status: 'error', data: null };
  // The previous list stays on screen while the next one loads: less flicker while typing.
  return { status: 'loading', data: answer?.data ?? null };
}
