/**
 * The pages, read from their folders' definitions (docs/decisions/027): every
 * `<capability>/<page>/page.ts`. The browser gets the shop's small definitions with the dispatcher;
 * each page's component stays its own chunk behind its `lazyPage` (docs/decisions/009). The desk's
 * definitions (desk-pages.ts) are a chunk of their own, loaded for a desk page (ADR 088).
 */
// The desk's pages and the parts hydrated on use are the page table's to load (ADR 088).
// eslint-disable-next-line boundaries/dependencies
import { isStaffRoute } from '../features/staff/staff-route';
import type { AnyPageDefinition } from './define-page';
import type { PageEntry } from './lazy-page';

/** The shop's pages: every folder but the desk's (desk-pages.ts names those). */
export const SHOP_PAGE_DEFINITIONS: readonly AnyPageDefinition[] = Object.values(
  import.meta.glob<AnyPageDefinition>(
    ['./*/*/page.ts', '!./staff/*/page.ts', '!./*/staff-*/page.ts', '!./catalog/catalog-debug/page.ts'],
    { eager: true, import: 'default' },
  ),
);

const componentsOf = (pages: readonly AnyPageDefinition[]): [string, PageEntry<never>][] =>
  pages.flatMap((page) => (page.component ? [[page.name, page.component]] : []));

/**
 * Page name → component: what the dispatcher renders for a loader's payload. The shop's pages from
 * the start; the desk's join once `pageEntryOf` has loaded them.
 */
export const PAGE_COMPONENTS: Record<string, PageEntry<never>> = Object.fromEntries(
  componentsOf(SHOP_PAGE_DEFINITIONS),
);

let deskPages: Promise<unknown> | undefined;

/** Adds the desk's pages to the table (once; a failed chunk fetch may be retried by the next call). */
export function loadDeskPages(): Promise<unknown> {
  deskPages ??= import('./desk-pages').then(
    ({ DESK_PAGE_DEFINITIONS }) =>
      Object.assign(PAGE_COMPONENTS, Object.fromEntries(componentsOf(DESK_PAGE_DEFINITIONS))),
    (error: unknown) => {
      deskPages = undefined;
      throw error;
    },
  );
  return deskPages;
}

/** A page's entry by its name, after loading the desk's definitions when it names a desk page. */
export async function pageEntryOf(name: string | undefined): Promise<PageEntry<never> | undefined> {
  if (name === undefined) return undefined;
  // Desk pages are named as their routes (staff_*, login_by_office, catalog_debug; pages.test.tsx).
  if (!(name in PAGE_COMPONENTS) && isStaffRoute(name)) await loadDeskPages();
  return PAGE_COMPONENTS[name];
}

// Desk pages are never shared (pages.test.tsx): the shop's definitions say which are.
const SHARED_ROUTES = new Set(
  SHOP_PAGE_DEFINITIONS.filter((page) => page.shared).flatMap((page) => page.routes),
);

/**
 * Whether a route's page is the same for every anonymous visitor sending the same address and
 * cookies (the page cache keeps those; the server learns it from the build's entry.server).
 */
export function isSharedRoute(routeName: string | undefined): boolean {
  return routeName !== undefined && SHARED_ROUTES.has(routeName);
}
