/**
 * What every page loader is made of (docs/decisions/027): the arguments the dispatcher hands it,
 * `pageLoader()` that ties a loader to its page's definition, the 404 answer, and
 * the helpers more than one page uses (meta tags, price context, banners, recommendations, the buyer).
 */
import { data as withStatus } from 'react-router';
import type { RecommendedProducts } from '../../common/contracts/content';
import { AppError } from '../../common/errors';
import { translate } from '../../common/i18n';
import { DEFAULT_COUNTRY } from '../../common/markets';
import { viewedSymbolsFromCookies } from '../../common/recommendations';
import type { PageMatch } from '../../common/routes.server';
import type { Buyer } from '../../server/modules/ordering';
import type { SessionCustomer } from '../../server/plugins/session';
import type { StaffMember } from '../../common/contracts/staff';
import type { Services } from '../../server/services';
import type { Locale } from '../lib/locale';
import type { PageDefinition } from './define-page';
import type { PageMeta, PagePayload } from './page-types';
import notFoundPage from './shop/not-found/page';

export interface PageLoadArgs {
  match: PageMatch;
  locale: Locale;
  url: URL;
  services: Services;
  /** The request's cookies (consent, recommended-for-you), name → raw value. */
  cookies: Readonly<Record<string, string>>;
  /** The shop's public origin: canonical links use it, never what the request says. */
  publicUrl: string;
  /** The logged-in customer, or null; customer-area loaders scope every query by its id. */
  customer: SessionCustomer | null;
  /** The signed-in staff member (ADR 048), or null; staff pages are `staffPage` loaders. */
  staff?: StaffMember | null;
  /**
   * The visitor's address: loaders that look up guessable tokens count it (shared rate limits).
   * Absent only when a loader is called outside a request (tests).
   */
  clientIp?: string;
}

/** What a page's loader shows with its page: the head's tags and the component's data. */
export interface PageView<D> {
  meta: PageMeta;
  data: D;
  /** The response's status; 200 unless said. */
  status?: number;
}

declare const ANSWERED: unique symbol;
/** A payload made by a page's loader (never by hand: its data was checked against its page). */
type Answered = PagePayload & { readonly [ANSWERED]: true };

/**
 * A page's answer as the dispatcher returns it: the page to render with its data (with a status
 * other than 200 when said), or a response of its own (a redirect).
 */
export type PageAnswer = Answered | ReturnType<typeof withStatus<Answered>> | Response;

/**
 * A page loader returns its own page's view, or answers with another page (the 404, or another
 * page's loader: the cart's route shows the checkout at step 2), or redirects.
 */
export type PageLoader<D> = (args: PageLoadArgs) => Promise<PageView<D> | PageAnswer>;

export interface ServerPage<D> {
  readonly page: PageDefinition<D>;
  load(args: PageLoadArgs): Promise<PageAnswer>;
}

/**
 * The server half of a page: `export default pageLoader(page, async (args) => ({ meta, data }))`
 * in the page's `loader.server.ts`. The view's data must be the page's data: the component's
 * props and the loader cannot disagree.
 */
export function pageLoader<D>(page: PageDefinition<D>, load: PageLoader<D>): ServerPage<D> {
  return {
    page,
    async load(args) {
      const result = await load(args);
      return isView(result) ? answer(page, result) : result;
    },
  };
}

function isView<D>(result: PageView<D> | PageAnswer): result is PageView<D> {
  // Answers carry the page's name, responses and statuses no `meta` of their own.
  return !(result instanceof Response) && 'meta' in result && !('page' in result);
}

function answer<D>(page: PageDefinition<D>, view: PageView<D>): PageAnswer {
  const payload = { page: page.name, meta: view.meta, data: view.data } as PagePayload<D> as Answered;
  return view.status === undefined || view.status === 200
    ? payload
    : withStatus(payload, { status: view.status });
}

/** Page-level 404: a helpful page with the 404 status, never an exception. */
export function notFound(args: Pick<PageLoadArgs, 'locale' | 'url'>): PageAnswer {
  const t = translator(args);
  return answer(notFoundPage, {
    meta: {
      title: t('notFound.title'),
      description: t('notFound.text'),
      canonical: args.url.toString(),
      noindex: true,
    },
    data: null,
    status: 404,
  });
}

/**
 * The address's query without its empty fields: a filter form sent by the browser itself (before
 * the page has hydrated, or without JavaScript) names every field, the unset ones as `x=`, which
 * the list's schema reads as "not filtered", as the page's own links leave them out.
 */
export function filledQuery(url: URL): Record<string, string> {
  return Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
}

/** The page's language's messages. */
export function translator(args: Pick<PageLoadArgs, 'locale'>) {
  return (key: string, values?: Record<string, string | number>) =>
    translate(args.locale.language, key, values);
}

/** Tags of a page for everyone; the canonical link is the given path (the request's by default). */
export function publicMeta(
  args: PageLoadArgs,
  title: string,
  description: string,
  canonicalPath?: string,
): PageMeta {
  const path = canonicalPath ?? args.url.pathname;
  return {
    title: `${title} | Component Shop`,
    description,
    canonical: new URL(path, args.publicUrl).toString(),
  };
}

/** Personal pages (account, cart, orders): never indexed, canonical without the query. */
export function personalMeta(args: PageLoadArgs, title: string): PageMeta {
  return {
    title: `${title} | Component Shop`,
    description: title,
    canonical: new URL(args.url.pathname, args.publicUrl).toString(),
    noindex: true,
  };
}

export const priceContext = (locale: Locale) => ({
  country: locale.country,
  gross: locale.gross,
  language: locale.language,
});

/** A numeric route parameter (NaN when absent: the services then find nothing). */
export const num = (value: string | undefined) => Number.parseInt(value ?? '', 10);

/** A revive zone's banners; a page does without them rather than failing. */
export async function bannersOf(args: PageLoadArgs, zone: string) {
  try {
    return (await args.services.content.banners(zone, args.locale.language)).banners;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return [];
    throw error;
  }
}

/**
 * Recommendations of a page; spec §8: a failure is logged as a warning and the page shows none,
 * rather than failing as a whole.
 */
export async function recommendationsOf(args: PageLoadArgs): Promise<RecommendedProducts> {
  try {
    return await args.services.content.recommendedProducts({
      ctx: priceContext(args.locale),
      viewedSymbols: viewedSymbolsFromCookies(args.cookies),
    });
  } catch (error) {
    console.warn('recommended products failed; the page shows none', error);
    return { items: [], forYou: { variant: 'default', symbolCount: 0 }, zone: null };
  }
}

/** The session's customer as the checkout service knows a buyer, or null for visitors. */
export function buyerOf(args: PageLoadArgs): Buyer | null {
  const c = args.customer;
  if (!c) return null;
  return {
    customerId: c.customerId,
    isPerson: c.isPerson,
    language: args.locale.language,
    country: c.country,
    page: { country: args.locale.prefix._country ?? DEFAULT_COUNTRY, language: args.locale.language },
  };
}

/** A 404 of a service (another customer's order, or none) is "no such thing" to the page, not a failure. */
export async function orNotFound<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
