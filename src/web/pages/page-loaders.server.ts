/**
 * The loader table, read from the pages' folders (docs/decisions/027): every
 * `<capability>/<page>/loader.server.ts` answers the routes its page's definition names. Server
 * only: the dispatcher's `loader` (removed from the browser's build) is its one user.
 */
import type { PageAnswer, PageLoadArgs, ServerPage } from './loader-support.server';
import type { PagePayload } from './page-types';

const LOADERS = import.meta.glob<ServerPage<never>>('./*/*/loader.server.ts', {
  eager: true,
  import: 'default',
});

/** Every page's server half (pages.test.tsx holds them to the definitions). */
export const SERVER_PAGES: readonly ServerPage<never>[] = Object.values(LOADERS);

/** Page name → its folder (`catalog/product`), which the build's page preloads are keyed by. */
const FOLDER_OF_PAGE = new Map(
  Object.entries(LOADERS).map(([file, page]) => [page.page.name, file.split('/').slice(1, 3).join('/')]),
);

/**
 * The answer with the page's script files to preload (ADR 082, scripts/page-preloads.ts); none in
 * development, where Vite serves modules one by one.
 */
export function withPreloads(answer: PageAnswer, preloads: Readonly<Record<string, string[]>> | undefined) {
  if (!preloads || answer instanceof Response) return answer;
  const payload = ('page' in answer ? answer : answer.data) as PagePayload;
  const folder = FOLDER_OF_PAGE.get(payload.page);
  const files = folder === undefined ? undefined : preloads[folder];
  if (files && files.length > 0) payload.preload = files;
  return answer;
}

const BY_ROUTE = new Map(
  SERVER_PAGES.flatMap((page) => page.page.routes.map((route) => [route, page] as const)),
);

export function loadPage(args: PageLoadArgs): Promise<PageAnswer> {
  const page = BY_ROUTE.get(args.match.name);
  // pages.test.tsx makes every page route some page's: this is a page folder gone missing.
  if (!page) throw new Error(`No page answers the route ${args.match.name}`);
  return page.load(args);
}
