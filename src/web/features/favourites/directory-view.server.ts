import { DirectoryQuerySchema } from '../../../common/contracts/favourites';
import type { DirectoryView } from '../../../common/favourites-rules';

/** What the address says, validated as the server does; anything unreadable is the first page. */
export function directoryQueryOf(search: URLSearchParams): DirectoryView {
  const raw: Record<string, string> = {};
  for (const key of ['page', 'sort', 'q']) {
    const value = search.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const parsed = DirectoryQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : DirectoryQuerySchema.parse({});
  return { page: query.page, sort: query.sort, q: query.q ?? '' };
}
