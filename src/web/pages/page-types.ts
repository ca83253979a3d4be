import type { Locale } from '../lib/locale';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  canonical: string;
  /** Pages that must not be indexed (print views, the 404). */
  noindex?: boolean;
}

/** What the dispatcher's loader hands to the page component. */
export interface PagePayload<D = unknown> {
  page: string;
  meta: PageMeta;
  data: D;
  /**
   * The page's script files beyond the first paint's (ADR 082): `<link rel="modulepreload">` in the
   * page the server renders, links added before the page's module is imported on a navigation; then
   * its stylesheets (ADR 088), linked by the root's Layout and loaded before a navigation shows it.
   */
  preload?: string[];
}

export interface PageProps<D> {
  data: D;
  locale: Locale;
}
