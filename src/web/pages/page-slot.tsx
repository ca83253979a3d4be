/**
 * The page a dispatcher's payload names, rendered: its component when its module is there, else
 * once it has come (and the desk's definitions before, for a desk page; ADR 088).
 */
import { createElement, use } from 'react';
// The desk's pages are the page table's to load (ADR 088).
// eslint-disable-next-line boundaries/dependencies
import { isStaffRoute } from '../features/staff/staff-route';
import { isLazyPage, type PageComponent } from './lazy-page';
import type { PageProps } from './page-types';
import { pageEntryOf, PAGE_COMPONENTS as PAGES } from './pages';
import { NotFoundPage } from './shop/not-found/not-found-page';

export function PageSlot({ name, ...props }: PageProps<never> & { name: string }) {
  // One use() at most, of one promise per page: React answers a use() by its place in the render,
  // so a page that once waited for the desk's definitions and then for its own module was handed
  // the definitions as its component (a desk page's hydration failed now and then, session 21).
  const page = pageNow(name) ?? use(pageLater(name));
  // The component is the page module's own export (the same function on every render), not one
  // made here: createElement says so without tripping the static-components lint.
  return createElement(page, props);
}

/** A page's component if it can render now; none while its module (or the desk's table) is away. */
function pageNow(name: string): PageComponent<never> | undefined {
  // A desk page before the desk's definitions have come (ADR 088) waits for them (while hydrating,
  // React keeps the server's HTML meanwhile) rather than showing the 404.
  const entry = PAGES[name] ?? (isStaffRoute(name) ? undefined : NotFoundPage);
  return entry && isLazyPage(entry) ? entry.loaded : entry;
}

const pagesLater = new Map<string, Promise<PageComponent<never>>>();

/** A page's component once its module has come: the same promise on every render until then. */
function pageLater(name: string): Promise<PageComponent<never>> {
  let later = pagesLater.get(name);
  if (!later) {
    later = pageEntryOf(name).then((entry = NotFoundPage) => (isLazyPage(entry) ? entry.load() : entry));
    // A failed chunk fetch may be retried by the next render.
    later.catch(() => pagesLater.delete(name));
    pagesLater.set(name, later);
  }
  return later;
}
