/** The content calls of the browser (spec §7 Content), through the one API client. */
import { queryOptions } from '@tanstack/react-query';
import type { CategoryTree } from '../../../common/contracts/catalog';
import { generate } from '../../../common/routes';
import { getJson, postJson } from '../../lib/api';
import { STALE_TIME_MS } from '../../lib/queries';

const inLanguage = (name: string, language: string) =>
  `${generate(name)}?language=${encodeURIComponent(language)}`;

/** TanStack Query options of the content the pages fetch after rendering (fresh for 5 minutes, spec §9). */
export const contentQueries = {
  /** The category tree of the drawer, names in `language`. */
  categoryDrawer: (language: string) =>
    queryOptions({
      queryKey: ['content', 'category-drawer', language],
      queryFn: () => getJson<CategoryTree>(inLanguage('ajax_category_drawer_tree', language)),
      staleTime: STALE_TIME_MS,
    }),
};

/**
 * Reports a click on a recommended product (spec §3 tracking fields). A keepalive request outlives
 * the page it was sent from, so the navigation the click starts is not held up; failures are
 * ignored (tracking must never break shopping).
 */
export function postRecommendationClick(body: Record<string, unknown>): void {
  void postJson<unknown>(generate('ajax_recommendation_click'), body, { keepalive: true }).catch(
    () => undefined,
  );
}
