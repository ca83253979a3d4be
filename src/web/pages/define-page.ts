/**
 * A page of the shop is one folder, `pages/<capability>/<page>/` (docs/decisions/027):
 * - `page.ts`: `export default definePage<Data>({ name, routes, shared, component })`;
 * - the component, `<page>-page.tsx`, a function of `PageProps<Data>`, loaded as its own chunk;
 * - `loader.server.ts`: `export default pageLoader(page, async (args) => ({ meta, data }))`, whose
 *   `data` must be a `Data` (loader-support.server.ts).
 * The dispatcher's component table, the loader table and the page cache's shared routes are read
 * from these definitions (pages.ts, page-loaders.server.ts); nothing else lists pages.
 *
 * This module is the browser's as much as the server's: it imports no component and no loader.
 */
import type { PageEntry } from './lazy-page';

export interface PageDefinition<D> {
  /** The page's name: what the dispatcher renders by and the `shop-page` meta tag says. */
  readonly name: string;
  /**
   * The routes of `common/routes.ts` this page answers; its loader tells them apart by
   * `args.match.name`. Every page route belongs to exactly one page (pages.test.tsx). A page that
   * only other pages' loaders show (search results, checkout) has none.
   */
  readonly routes: readonly string[];
  /**
   * The same for every anonymous visitor who sends the same address and cookies (the catalogue,
   * the shop's information): the server keeps its rendering for a few seconds (page cache).
   * Pages with one-off or personal state (tokens, forms, the customer area) are not.
   */
  readonly shared: boolean;
  /**
   * `lazyPage(() => import('./x-page'), (m) => m.XPage)`: its own chunk (docs/decisions/009).
   * Absent for routes that are answered only by redirects or by other pages (short links).
   */
  readonly component?: PageEntry<D>;
}

/** A definition of some page (the tables hold pages of every kind of data). */
export type AnyPageDefinition = PageDefinition<never>;

/**
 * Declares a page whose component shows `D`; `D` is inferred from the component when not given.
 * Without a component the page has no data of its own (`never`): its loader can only redirect or
 * show another page.
 */
export function definePage<D>(definition: PageDefinition<D> & { component: PageEntry<D> }): PageDefinition<D>;
export function definePage(definition: Omit<PageDefinition<never>, 'component'>): PageDefinition<never>;
export function definePage<D>(definition: PageDefinition<D>): PageDefinition<D> {
  return definition;
}

/** The data a page's component shows: `DataOf<typeof page>` in its loader. */
export type DataOf<P> = P extends PageDefinition<infer D> ? D : never;
