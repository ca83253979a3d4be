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
}

export interface PageProps<D> {
  data: D;
  locale: Locale;
}
