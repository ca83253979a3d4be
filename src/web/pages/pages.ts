/**
 * The pages, read from their folders' definitions (docs/decisions/027): every
 * `<capability>/<page>/page.ts`. The browser gets these small definitions with the dispatcher;
 * each page's component stays its own chunk behind its `lazyPage` (docs/decisions/009).
 */
import type { AnyPageDefinition } from './define-page';
import type { PageEntry } from './lazy-page';

export const PAGE_DEFINITIONS: readonly AnyPageDefinition[] = Object.values(
  import.meta.glob<AnyPageDefinition>('./*/*/page.ts', { eager: true, import: 'default' }),
);

/** Page name → component: what the dispatcher renders for a loader's payload. */
export const PAGE_COMPONENTS: Readonly<Record<string, PageEntry<never>>> = Object.fromEntries(
  PAGE_DEFINITIONS.flatMap((page) => (page.component ? [[page.name, page.component]] : [])),
);

const SHARED_ROUTES = new Set(PAGE_DEFINITIONS.filter((page) => page.shared).flatMap((page) => page.routes));

/**
 * Whether a route's page is the same for every anonymous visitor sending the same address and
 * cookies (the page cache keeps those; the server learns it from the build's entry.server).
 */
export function isSharedRoute(routeName: string | undefined): boolean {
  return routeName !== undefined && SHARED_ROUTES.has(routeName);
}
