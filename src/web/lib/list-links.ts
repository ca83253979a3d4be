import { formatQuery } from '../../common/search/filter-url';

/** The current list URL with some query parameters changed; page resets unless it is the change. */
export function listHref(
  search: string,
  pathname: string,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(search);
  if (!('page' in changes)) params.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || (key === 'page' && value === 1)) params.delete(key);
    else params.set(key, String(value));
  }
  // Filter parameters stay readable ("mf=12,40") when the page or the view changes.
  const query = formatQuery(params);
  return query ? `${pathname}?${query}` : pathname;
}
