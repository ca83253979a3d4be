/**
 * The loader table, read from the pages' folders (docs/decisions/027): every
 * `<capability>/<page>/loader.server.ts` answers the routes its page's definition names. Server
 * only: the dispatcher's `loader` (removed from the browser's build) is its one user.
 */
import type { PageAnswer, PageLoadArgs, ServerPage } from './loader-support.server';

/** Every page's server half (pages.test.ts holds them to the definitions). */
export const SERVER_PAGES: readonly ServerPage<never>[] = Object.values(
  import.meta.glob<ServerPage<never>>('./*/*/loader.server.ts', { eager: true, import: 'default' }),
);

const BY_ROUTE = new Map(
  SERVER_PAGES.flatMap((page) => page.page.routes.map((route) => [route, page] as const)),
);

export function loadPage(args: PageLoadArgs): Promise<PageAnswer> {
  const page = BY_ROUTE.get(args.match.name);
  // pages.test.ts makes every page route some page's: this is a page folder gone missing.
  if (!page) throw new Error(`No page answers the route ${args.match.name}`);
  return page.load(args);
}
