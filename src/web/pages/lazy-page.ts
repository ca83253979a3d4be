/**
 * Pages as their own client chunks behind the one dispatcher (docs/decisions/009).
 *
 * `lazyPage(() => import('./x-page'), (m) => m.XPage)` gives the dispatcher an entry whose module
 * is fetched the first time the page is shown. Three places make sure nobody sees a fallback:
 * - the server loads every page module once at start, so server renders never suspend;
 * - the browser starts fetching the current page's module as soon as the dispatcher's route module
 *   runs (the page name is in `<meta name="shop-page">`), and entry.client waits for it before
 *   hydrating, so hydration renders the same tree as the server, synchronously;
 * - client navigations load the next page's module in the dispatcher's clientLoader, beside its data.
 * If a module still is not there when rendered (a failed preload), the page suspends inside its
 * Suspense boundary: during hydration React keeps the server's HTML until it arrives.
 */
import type { ComponentType } from 'react';
import type { PageProps } from './page-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page narrows its own data
export type PageComponent = ComponentType<PageProps<any>>;

export interface LazyPage {
  readonly lazy: true;
  /** The component once its module has arrived. */
  loaded: PageComponent | undefined;
  /** Fetches the module once; later calls return the same promise. */
  load(): Promise<PageComponent>;
}

/** A page loaded on demand: `lazyPage(() => import('./cart-page'), (m) => m.CartPage)`. */
export function lazyPage<M>(importModule: () => Promise<M>, pick: (module: M) => PageComponent): LazyPage {
  let pending: Promise<PageComponent> | undefined;
  const entry: LazyPage = {
    lazy: true,
    loaded: undefined,
    load() {
      pending ??= importModule().then(
        (module) => (entry.loaded = pick(module)),
        (error: unknown) => {
          pending = undefined; // a failed chunk fetch (network) may be retried by the next call
          throw error;
        },
      );
      return pending;
    },
  };
  return entry;
}

/** A PAGES entry: a page component bundled with the dispatcher, or a lazily loaded one. */
export type PageEntry = PageComponent | LazyPage;

export function isLazyPage(entry: PageEntry): entry is LazyPage {
  return (entry as Partial<LazyPage>).lazy === true;
}

/** Resolves once the entry's component can render without suspending. */
export function preloadPage(entry: PageEntry | undefined): Promise<unknown> {
  return entry && isLazyPage(entry) && !entry.loaded ? entry.load() : Promise.resolve();
}

/** The name of the `<meta>` that tells the browser which page the server rendered. */
export const PAGE_META_NAME = 'shop-page';

let currentPageReady: Promise<unknown> = Promise.resolve();

/** Browser: starts loading the module of the page the server rendered (called by the dispatcher's module). */
export function preloadRenderedPage(pages: Readonly<Record<string, PageEntry>>): void {
  const name = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_META_NAME}"]`)?.content;
  // A failed fetch must not stop hydration: the page then suspends and keeps the server's HTML.
  currentPageReady = preloadPage(name === undefined ? undefined : pages[name]).catch(() => undefined);
}

/** Browser: resolves when the rendered page's module is there (entry.client waits for it). */
export function renderedPageReady(): Promise<unknown> {
  return currentPageReady;
}
