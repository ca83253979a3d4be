import { queryOptions } from '@tanstack/react-query';
import type { Tooltips } from '../../common/contracts/content';
import { generate } from '../../common/routes';
import { getJson } from './api';
import { STALE_TIME_MS } from './queries';

/**
 * Every tooltip text of a language (GET /ajax/tooltips/complete): fetched on the first open, then
 * shared by the page's tooltips. In lib because status labels of every product list show them.
 */
export const tooltipsQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'tooltips', language],
    queryFn: () =>
      getJson<Tooltips>(`${generate('ajax_tooltips_complete')}?language=${encodeURIComponent(language)}`),
    staleTime: STALE_TIME_MS,
  });
