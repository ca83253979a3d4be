import { data as withStatus, redirect } from 'react-router';
import { COMPARE_COOKIE, parseCompareCookie } from '../../common/compare-list';
import { parseListParams } from '../../common/product-list';
import { hasFilters, parseFilterParams } from '../../common/search/filter-url';
import type { PageMatch } from '../../common/routes';
import { translate } from '../../common/i18n';
import { itemsOfKind, viewedSymbolsFromCookies } from '../../common/recommendations';
import { AppError } from '../../common/errors';
import type { Services } from '../../server/services';
import type { SessionCustomer } from '../../server/plugins/session';
import { localHref, type Locale } from '../lib/locale';
import type { PageMeta, PagePayload } from './page-types';
import type { RecommendedProducts } from '../../common/contracts/content';
import { AUTH_PAGE_LOADERS } from './auth-page-loaders.server';
import { ORDERS_PAGE_LOADERS } from './orders-page-loaders.server';
import { ACCOUNTS_PAGE_LOADERS } from './accounts-page-loaders.server';
import { loadCartStep } from './cart-page-loaders.server';
import { CHECKOUT_PAGE_LOADERS, loadCheckoutStep } from './checkout-page-loaders.server';
import type { SearchPageData } from '../features/search/search-view';
import { loadFilteredSearch, searchQueryOf, understoodParts } from './search-loaders.server';

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
}

type Loaded = PagePayload | Response | ReturnType<typeof withStatus<PagePayload>>;
type PageLoader = (args: PageLoadArgs) => Promise<Loaded>;

const priceContext = (locale: Locale) => ({
  country: locale.country,
  gross: locale.gross,
  language: locale.language,
});

function meta(args: PageLoadArgs, title: string, description: string, canonicalPath?: string): PageMeta {
  const path = canonicalPath ?? args.url.pathname;
  return {
    title: `${title} | Component Shop`,
    description,
    canonical: new URL(path, args.publicUrl).toString(),
  };
}

/** Page-level 404: a helpful page with the 404 status, never an exception. */
export function notFoundPage(
  args: Pick<PageLoadArgs, 'locale' | 'url'>,
): ReturnType<typeof withStatus<PagePayload>> {
  const t = (key: string) => translate(args.locale.language, key);
  return withStatus(
    {
      page: 'not_found',
      meta: {
        title: t('notFound.title'),
        description: t('notFound.text'),
        canonical: args.url.toString(),
        noindex: true,
      },
      data: null,
    },
    { status: 404 },
  );
}

const num = (value: string | undefined) => Number.parseInt(value ?? '', 10);

const loadProductDetails =
  (by: 'symbol' | 'original', page = 'product_details'): PageLoader =>
  async (args) => {
    const { services, match, locale } = args;
    const ctx = priceContext(locale);
    const product =
      by === 'original'
        ? await services.catalog.getProductByOriginalSymbol(match.params.originalSymbol, ctx)
        : await services.catalog.getProductDetails(match.params.symbol, ctx);
    if (!product) return notFoundPage(args);
    // Replacements keep the part's mounting and package, or the page says that none does.
    const replacements =
      product.replacements.length > 0
        ? await services.relations.keepFootprint(product.productId, product.replacements)
        : null;
    const canonical = localHref(locale, 'product_details', { symbol: product.symbol });
    return {
      page,
      meta: {
        ...meta(
          args,
          `${product.symbol} – ${product.name} ${product.manufacturer.name}`,
          product.description,
          canonical,
        ),
        noindex: page === 'product_details_print',
      },
      data: {
        product: replacements ? { ...product, replacements: replacements.products } : product,
        replacementsDiffer: replacements && !replacements.footprintKept ? replacements.footprint : null,
      },
    };
  };

/** A short catalogue link: to its list in the locale form of the link followed, or the 404 page. */
const loadTinyUrl: PageLoader = async (args) => {
  const target = await args.services.tinyUrls.resolve(args.match.params.token, args.locale.prefix);
  // 302: the link stays the address people share; where it leads is the shop's to change.
  return target === null ? notFoundPage(args) : redirect(target, 302);
};


/**
 * The search results page. A query that is exactly one product's symbol goes straight to the
 * product; anything else lists what matched, with the filter panel.
 */
async function loadSearchResults(args: PageLoadArgs, query: string): Promise<Loaded> {
  const t = (key: string, values?: Record<string, string | number>) => translate(args.locale.language, key, values);
  const { response, list } = await loadFilteredSearch(args, query);
  if (response.exactMatch && !hasFilters(list.filters) && response.page === 1) {
    return redirect(localHref(args.locale, 'product_details', { symbol: response.exactMatch.symbol }));
  }
  const data: SearchPageData = {
    ...list,
    query,
    understood: understoodParts(response.interpretation),
    didYouMean: response.didYouMean,
    noExactMatch: response.noExactMatch,
    relaxed: response.relaxed,
    suggestedCategories: response.suggestedCategories,
  };
  const title = query ? t('searchUi.results.title', { query }) : t('searchUi.results.heading');
  const count = `${response.total}${response.totalExact ? '' : '+'}`;
  return {
    page: 'search_results',
    // Result pages are endless combinations of text and filters: not for search engines.
    meta: { ...meta(args, title, t('searchUi.results.description', { query, count }), localHref(args.locale, 'catalog_index')), noindex: true },
    data,
  };
}

/** A revive zone's banners; a page does without them rather than failing. */
async function bannersOf(args: PageLoadArgs, zone: string) {
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
async function recommendationsOf(args: PageLoadArgs): Promise<RecommendedProducts> {
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

/** A zone page (spec §2 /katalog/{zoneSymbol}/sub), or the zone's products of one manufacturer. */
async function loadZone(args: PageLoadArgs, manufacturerId: number | undefined): Promise<Loaded> {
  const { services, locale, match } = args;
  const zone = await services.content.zone(match.params.zoneSymbol, locale.language);
  if (!zone) return notFoundPage(args);
  const manufacturer =
    manufacturerId === undefined ? null : zone.manufacturers.find((m) => m.id === manufacturerId);
  if (manufacturer === undefined) return notFoundPage(args);
  const canonical = manufacturer
    ? localHref(locale, 'catalog_zone_manufacturer', {
        zoneSymbol: zone.symbol,
        producer_id: manufacturer.id,
        producer_name: manufacturer.slug,
      })
    : localHref(locale, 'catalog_zone', { zoneSymbol: zone.symbol });
  // An old or mistyped manufacturer name in the URL leads to the current one.
  if (manufacturer && match.params.producer_name !== manufacturer.slug)
    return redirect(canonical + args.url.search, 301);
  const params = parseListParams(args.url.searchParams);
  const ctx = priceContext(locale);
  const [list, recommendations] = await Promise.all([
    services.content.zoneProducts(zone.symbol, { ...params, manufacturerId: manufacturer?.id }, ctx),
    // The zone's own recommendations head its first page.
    !manufacturer && params.page === 1
      ? services.content.recommendedProducts({ ctx, zoneSymbol: zone.symbol, viewedSymbols: null })
      : null,
  ]);
  const title = manufacturer ? `${zone.name} – ${manufacturer.name}` : zone.name;
  return {
    page: 'catalog_zone',
    meta: meta(args, title, zone.description, canonical),
    data: {
      zone,
      manufacturer,
      list,
      recommendations: recommendations ? itemsOfKind(recommendations.items, 'week') : [],
    },
  };
}

const PAGE_LOADERS: Record<string, PageLoader> = {
  ...AUTH_PAGE_LOADERS,
  ...ORDERS_PAGE_LOADERS,
  ...ACCOUNTS_PAGE_LOADERS,
  ...(CHECKOUT_PAGE_LOADERS as Record<string, PageLoader>),
  // The documents module answers /Document/{token}/{file_name} before pages are rendered (a PDF or
  // a redirect); a request that reaches the pages named no document.
  document: async (args) => notFoundPage(args),
  // /cart/step/{orderStep}/order/{n}: step 1 is the cart, step 2 delivery, payment and placing it.
  order_cart: (args) => (args.match.params.orderStep === '2' ? loadCheckoutStep(args) : loadCartStep(args)),
  home_index: async (args) => {
    const t = (key: string) => translate(args.locale.language, key);
    const ctx = priceContext(args.locale);
    const [home, tree, recommendations, banners, zones] = await Promise.all([
      args.services.catalog.homeContent(ctx),
      args.services.catalog.categoryTree(args.locale.language),
      recommendationsOf(args),
      bannersOf(args, 'home_main'),
      args.services.content.zones(args.locale.language),
    ]);
    return {
      page: 'home_index',
      meta: meta(args, t('home.title'), t('home.description'), localHref(args.locale, 'home_index')),
      data: { home, categories: tree, recommendations, banners, zones },
    };
  },
  'recommended-products_index': async (args) => {
    const t = (key: string) => translate(args.locale.language, key);
    const ctx = priceContext(args.locale);
    const { view } = parseListParams(args.url.searchParams);
    const [recommendations, manufacturers] = await Promise.all([
      recommendationsOf(args),
      args.services.content.recommendedManufacturers(),
    ]);
    // The parametric view needs the lists' common parameters: a list of each group of slots.
    const listOf = (kind: 'week' | 'for_you') => {
      const ids = itemsOfKind(recommendations.items, kind).map((i) => i.product.productId);
      return args.services.catalog.productListOf(ids, ctx, {
        page: 1,
        pageSize: Math.max(ids.length, 1),
        total: ids.length,
        totalExact: true,
        view,
      });
    };
    const parametric =
      view === 'parametric'
        ? await Promise.all([listOf('week'), listOf('for_you')]).then(([week, forYou]) => ({ week, forYou }))
        : null;
    return {
      page: 'recommended-products_index',
      meta: meta(
        args,
        t('recommended.pageTitle'),
        t('recommended.pageDescription'),
        localHref(args.locale, 'recommended-products_index'),
      ),
      data: { recommendations, manufacturers: manufacturers.manufacturers, parametric },
    };
  },
  promotions_index: async (args) => {
    const t = (key: string) => translate(args.locale.language, key);
    const [list, promoted, recommended, banners] = await Promise.all([
      args.services.content.promotionList(parseListParams(args.url.searchParams), priceContext(args.locale)),
      args.services.content.promotedManufacturers(),
      args.services.content.recommendedManufacturers(),
      bannersOf(args, 'promotions_top'),
    ]);
    return {
      page: 'promotions_index',
      meta: meta(
        args,
        t('promotions.title'),
        t('promotions.description'),
        localHref(args.locale, 'promotions_index'),
      ),
      data: {
        list,
        promotedManufacturers: promoted.manufacturers,
        recommendedManufacturers: recommended.manufacturers,
        banners,
      },
    };
  },
  catalog_zone: (args) => loadZone(args, undefined),
  catalog_zone_manufacturer: (args) => loadZone(args, num(args.match.params.producer_id)),
  catalog_index: async (args) => {
    const t = (key: string) => translate(args.locale.language, key);
    const query = searchQueryOf(args.url);
    if (query || hasFilters(parseFilterParams(args.url.searchParams))) return loadSearchResults(args, query);
    const tree = await args.services.catalog.categoryTree(args.locale.language);
    return {
      page: 'catalog_index',
      meta: meta(args, t('catalog.title'), t('catalog.description'), localHref(args.locale, 'catalog_index')),
      data: { categories: tree },
    };
  },
  catalog_category: async (args) => {
    const id = num(args.match.params.id_category);
    const category = await args.services.catalog.getCategory(id, args.locale.language);
    if (!category) return notFoundPage(args);
    const canonical = localHref(args.locale, 'catalog_category', {
      id_category: id,
      category_name: category.slug,
    });
    // An old or mistyped name in the URL leads to the current one.
    if (args.match.params.category_name !== category.slug) return redirect(canonical + args.url.search, 301);
    const { list } = await loadFilteredSearch(args, '', { categoryId: id });
    return {
      page: 'catalog_category',
      meta: { ...meta(args, category.name, `${category.name}: ${list.list.total} products`, canonical), noindex: hasFilters(list.filters) },
      data: { category, manufacturer: null, results: list },
    };
  },
  catalog_manufacturer: async (args) => {
    const manufacturer = await args.services.catalog.getManufacturer(
      num(args.match.params.producer_id),
      args.locale.language,
    );
    if (!manufacturer) return notFoundPage(args);
    const { list } = await loadFilteredSearch(args, '', { manufacturerIds: [manufacturer.id] });
    const canonical = localHref(args.locale, 'catalog_manufacturer', { producer_name: manufacturer.slug, producer_id: manufacturer.id });
    return {
      page: 'catalog_manufacturer',
      meta: { ...meta(args, manufacturer.name, manufacturer.description ?? manufacturer.name, canonical), noindex: hasFilters(list.filters) },
      data: { category: null, manufacturer, results: list },
    };
  },
  catalog_manufacturer_category: async (args) => {
    const [manufacturer, category] = await Promise.all([
      args.services.catalog.getManufacturer(num(args.match.params.producer_id), args.locale.language),
      args.services.catalog.getCategory(num(args.match.params.id_category), args.locale.language),
    ]);
    if (!manufacturer || !category) return notFoundPage(args);
    const { list } = await loadFilteredSearch(args, '', { manufacturerIds: [manufacturer.id], categoryId: category.id });
    return {
      page: 'catalog_manufacturer_category',
      meta: {
        ...meta(args, `${category.name} – ${manufacturer.name}`, `${category.name} – ${manufacturer.name}`),
        noindex: hasFilters(list.filters),
      },
      data: { category, manufacturer, results: list },
    };
  },
  product_details: loadProductDetails('symbol'),
  product_details_category: loadProductDetails('symbol'),
  product_details_manufacturer_category: loadProductDetails('symbol'),
  product_details_mpp2: loadProductDetails('symbol'),
  product_details_original: loadProductDetails('original'),
  product_details_print: loadProductDetails('symbol', 'product_details_print'),
  compare_index: async (args) => {
    const t = (key: string) => translate(args.locale.language, key);
    const symbols = parseCompareCookie(args.cookies[COMPARE_COOKIE]);
    const view = await args.services.compare.view(symbols, priceContext(args.locale));
    return {
      page: 'compare_index',
      // The list is the visitor's own: nothing for search engines.
      meta: {
        ...meta(args, t('compare.title'), t('compare.description'), localHref(args.locale, 'compare_index')),
        noindex: true,
      },
      data: { symbols, view },
    };
  },
  catalog_tiny_url: loadTinyUrl,
  catalog_tiny_url_name: loadTinyUrl,
  catalog_tiny_url_tiny_name: loadTinyUrl,
  linecard_index: async (args) => {
    const t = (key: string) => translate(args.locale.language, key);
    const letter = args.url.searchParams.get('letter');
    const valid = letter && /^([A-Za-z]|#)$/.test(letter) ? letter.toUpperCase() : undefined;
    const linecard = await args.services.catalog.linecard(valid);
    return {
      page: 'linecard_index',
      meta: meta(args, t('linecard.title'), t('linecard.intro'), localHref(args.locale, 'linecard_index')),
      data: { linecard, letter: valid ?? null },
    };
  },
  linecard_manufacturer: async (args) => {
    const manufacturer = await args.services.catalog.getManufacturer(
      num(args.match.params.producer_id),
      args.locale.language,
    );
    if (!manufacturer) return notFoundPage(args);
    return {
      page: 'linecard_manufacturer',
      meta: meta(args, manufacturer.name, manufacturer.description ?? manufacturer.name),
      data: { manufacturer },
    };
  },
};

const INFO_PAGES: Record<string, string> = {
  contact_index: 'contact',
  help_index: 'help',
  how_to_buy_index: 'howToBuy',
};

export async function loadPage(args: PageLoadArgs): Promise<Loaded> {
  const loader = PAGE_LOADERS[args.match.name];
  if (loader) return loader(args);
  const t = (key: string) => translate(args.locale.language, key);
  const info = INFO_PAGES[args.match.name];
  if (info) {
    return {
      page: 'info',
      meta: meta(
        args,
        t(`pages.${info}.title`),
        t(`pages.${info}.intro`),
        localHref(args.locale, args.match.name),
      ),
      data: { section: info },
    };
  }
  // A page whose capability comes with a later part of the shop: a real page that says so.
  return {
    page: 'coming_soon',
    meta: { ...meta(args, t('comingSoon.title'), t('comingSoon.text')), noindex: true },
    data: { route: args.match.name },
  };
}
