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
import type { ReactNode } from 'react';
import type { PageProps } from './page-types';
import { recoverFromChunkError, withChunkTimeout } from '../lib/chunk-load';

/**
 * A page's component: a function of its data. A plain function type rather than React's
 * ComponentType, so that a page of any data is also a `PageComponent<never>` (what the
 * dispatcher's table holds) while a component that expects other data than its page's is an error.
 */
export type PageComponent<D> = (props: PageProps<D>) => ReactNode;

export interface LazyPage<D> {
  readonly lazy: true;
  /** The component once its module has arrived. */
  loaded: PageComponent<D> | undefined;
  /** Fetches the module once; later calls return the same promise. */
  load(): Promise<PageComponent<D>>;
}

/** A page loaded on demand: `lazyPage(() => import('./cart-page'), (m) => m.CartPage)`. */
export function lazyPage<M, D>(
  importModule: () => Promise<M>,
  pick: (module: M) => PageComponent<D>,
): LazyPage<D> {
  let pending: Promise<PageComponent<D>> | undefined;
  const entry: LazyPage<D> = {
    lazy: true,
    loaded: undefined,
    load() {
      // Spec §9: a chunk that has not arrived in 120 s has failed (ADR 082).
      pending ??= withChunkTimeout(importModule(), 'page').then(
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

/** A page's component: bundled with the dispatcher, or (every page but the 404) lazily loaded. */
export type PageEntry<D> = PageComponent<D> | LazyPage<D>;

export function isLazyPage<D>(entry: PageEntry<D>): entry is LazyPage<D> {
  return (entry as Partial<LazyPage<D>>).lazy === true;
}

/** Resolves once the entry's component can render without suspending. */
export function preloadPage(entry: PageEntry<never> | undefined): Promise<unknown> {
  return entry && isLazyPage(entry) && !entry.loaded ? entry.load() : Promise.resolve();
}

/** The name of the `<meta>` that tells the browser which page the server rendered. */
export const PAGE_META_NAME = 'shop-page';

let currentPageReady: Promise<unknown> = Promise.resolve();

/**
 * Browser: starts loading the module of the page the server rendered (called by the dispatcher's
 * module with the page table's `pageEntryOf`, which loads the desk's definitions for a desk page).
 */
export function preloadRenderedPage(
  entryOf: (name: string | undefined) => Promise<PageEntry<never> | undefined>,
): void {
  const name = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_META_NAME}"]`)?.content;
  // A failed fetch must not stop hydration: the page then suspends and keeps the server's HTML, and
  // the page reloads once (a deploy) or says it could not load (ADR 082).
  currentPageReady = entryOf(name)
    .then(preloadPage)
    .catch((error: unknown) => {
      recoverFromChunkError(error);
    });
}

/** Browser: resolves when the rendered page's module is there (entry.client waits for it). */
export function renderedPageReady(): Promise<unknown> {
  return currentPageReady;
}
