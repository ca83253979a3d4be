/**
 * The content area (spec §2 home sliders, promotions and recommended pages, zones; §7 resources,
 * tooltips, banners, zones, recommended and promoted manufacturers). Products come as catalogue
 * summaries through the catalogue service, priced by pricing; this service only chooses them.
 */
import {
  PRODUCT_LIST_COUNT_CAP,
  type DrawerPictures,
  type ProductList,
} from '../../../common/contracts/catalog';
import type {
  Article,
  BannersSchema,
  ManufacturerBlock,
  ManufacturerWithCount,
  PromotionList,
  RecommendationClick,
  RecommendedItem,
  RecommendedProducts,
  Resource,
  ResourceRequest,
  ResourceResponse,
  Tooltips,
  ZoneSummary,
  ProductZones,
  ZoneView,
} from '../../../common/contracts/content';
import type { PriceContext } from '../../../common/contracts/pricing';
import { notFound } from '../../../common/errors';
import type { ListParams } from '../../../common/product-list';
import {
  assignSlots,
  forYouVariant,
  slotKind,
  RFY_MAX_SYMBOLS,
  type RecommendationType,
} from '../../../common/recommendations';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import { type CatalogService, localized } from '../catalog';
import type { z } from 'zod';
import {
  bannerZoneExists,
  countPromotions,
  countZoneProducts,
  insertRecommendationClick,
  selectArticles,
  selectBanners,
  selectCategoryFavourites,
  selectDrawerPictures,
  selectPromotedManufacturers,
  selectPromotionPage,
  selectProductForArticles,
  selectProductIdBySymbol,
  selectProductsBySymbols,
  selectRecommendations,
  selectRecommendedManufacturers,
  selectResources,
  selectResourcesIgnoringCase,
  selectSelectedArticles,
  selectTooltips,
  selectZoneManufacturers,
  selectZoneProductPage,
  selectZones,
  selectProductZones,
  upsertResource,
  type ManufacturerCountRow,
  type ResourceRow,
  type ZoneRow,
} from './content.repository';
import { htmlToText, sanitizeHtml } from './html-sanitizer';
import type { RateLimits } from '../auth';

export interface ContentServiceOptions {
  /** The clock; tests move it to check promotion and banner dates. */
  now?: () => Date;
  /** How long zones and their manufacturer lists are reused (they change with imports only). */
  cacheTtlMs?: number;
}

/** The for-you algorithm: favourites (most stock) of the recently viewed products' categories. */
export const FOR_YOU_ALGORITHM_VERSION = 'rfy-category-stock-1';
/** Categories of the most recent views considered, and candidates taken from each. */
const FOR_YOU_CATEGORIES = 6;
const FOR_YOU_PER_CATEGORY = 6;
const RECOMMENDED_MANUFACTURERS = 12;
const FALLBACK_LANGUAGE = 'en';

export interface RecommendationInput {
  ctx: PriceContext;
  zoneSymbol?: string;
  /**
   * Recently viewed symbols, most recent first, from the recommended-for-you cookie; null without
   * marketing consent (the cookie is then not to be read at all).
   */
  viewedSymbols: readonly string[] | null;
}

interface Candidate {
  productId: number;
  tracking: RecommendedItem['tracking'];
}

export function createContentService(
  db: Db,
  catalog: CatalogService,
  rateLimits: RateLimits,
  options: ContentServiceOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const cacheTtlMs = options.cacheTtlMs ?? 5 * 60_000;
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  /** Cached for a while; a failed load is not kept. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const t = Date.now();
    const hit = cache.get(key);
    if (hit && t - hit.at < cacheTtlMs) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, { at: t, value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  }

  const allZones = () => cached('zones', () => selectZones(db));

  async function zoneBySymbol(symbol: string): Promise<ZoneRow | undefined> {
    return (await allZones()).find((z) => z.symbol === symbol);
  }

  function tracking(type: RecommendationType, version: string, at: Date): RecommendedItem['tracking'] {
    return { recommendation_type: type, algorithm_version: version, algorithm_datetime: at.toISOString() };
  }

  /** For-you candidates from the viewed products' categories, round robin so one category cannot fill the list. */
  async function forYouCandidates(
    viewed: readonly string[],
  ): Promise<{ symbolCount: number; candidates: Candidate[] }> {
    const symbols = [...new Set(viewed)].slice(0, RFY_MAX_SYMBOLS);
    const rows = await selectProductsBySymbols(db, symbols);
    const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
    const found = symbols.flatMap((s) => bySymbol.get(s) ?? []);
    if (forYouVariant(found.length) !== 'for_you') return { symbolCount: found.length, candidates: [] };
    const categories = [...new Set(found.map((r) => r.categoryId))].slice(0, FOR_YOU_CATEGORIES);
    const favourites = await selectCategoryFavourites(
      db,
      categories,
      found.map((r) => r.id),
      FOR_YOU_PER_CATEGORY,
    );
    const perCategory = categories.map((id) =>
      favourites.filter((f) => f.categoryId === id).map((f) => f.id),
    );
    const ordered: number[] = [];
    for (let round = 0; round < FOR_YOU_PER_CATEGORY; round++) {
      for (const list of perCategory) if (list[round] !== undefined) ordered.push(list[round]);
    }
    const at = new Date(Math.floor(now().getTime() / 1000) * 1000);
    return {
      symbolCount: found.length,
      candidates: ordered.map((productId) => ({
        productId,
        tracking: tracking('for_you', FOR_YOU_ALGORITHM_VERSION, at),
      })),
    };
  }

  function manufacturersOf(rows: ManufacturerCountRow[]): ManufacturerWithCount[] {
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      letter: r.letter,
      logoUrl: r.logoUrl,
      productCount: r.productCount,
    }));
  }

  function pickLanguage<T extends { symbol: string; language: string }>(
    rows: readonly T[],
    language: string,
  ): Map<string, T> {
    const out = new Map<string, T>();
    for (const row of rows) {
      const current = out.get(row.symbol);
      if (!current || (row.language === language && current.language !== language)) out.set(row.symbol, row);
    }
    return out;
  }

  const toResource = (r: ResourceRow): Resource => ({
    title: r.title,
    content: r.content,
    shortContent: r.shortContent,
  });
  const toArticle = (r: ResourceRow): Article => ({ symbol: r.symbol, ...toResource(r) });
  const languagesFor = (language: string | undefined) => [
    ...new Set([language ?? FALLBACK_LANGUAGE, FALLBACK_LANGUAGE]),
  ];

  function zoneSummary(zone: ZoneRow, language: string, country?: string): ZoneSummary {
    return {
      id: zone.id,
      symbol: zone.symbol,
      name: localized(zone.names, language, zone.symbol),
      description: localized(zone.descriptions, language),
      url: generate('catalog_zone', { zoneSymbol: zone.symbol, _country: country }),
    };
  }

  return {
    /**
     * The category drawer's pictures (spec §7 category-drawer picture-urls): each top-level
     * category, in the tree's order, with its best-stocked product's picture. Cached a while, like
     * the zones: the one statement walks every top category's subtree.
     */
    async drawerPictures(language: string): Promise<DrawerPictures> {
      const [tops, pictures] = await Promise.all([
        catalog.categoryTree(language),
        cached('drawer-pictures', () => selectDrawerPictures(db)),
      ]);
      const byCategory = new Map(pictures.map((row) => [row.categoryId, row]));
      return {
        categories: tops.map((top) => {
          const picture = byCategory.get(top.id);
          return {
            id: top.id,
            name: top.name,
            pictureUrl: picture?.imageUrl ?? null,
            symbol: picture?.symbol ?? null,
          };
        }),
      };
    },

    /**
     * The 28 recommendation slots (spec §9): 0–13 of the week (or the zone's), 14–27 for you —
     * from the viewed products' categories with at least 4 of them, else the popular default.
     */
    async recommendedProducts(input: RecommendationInput): Promise<RecommendedProducts> {
      const zone = input.zoneSymbol === undefined ? null : await zoneBySymbol(input.zoneSymbol);
      if (zone === undefined) throw notFound('errors.catalog.unknownZone', { zone: input.zoneSymbol ?? '' });
      const [shopWide, zoneRows, personal] = await Promise.all([
        selectRecommendations(db, null),
        zone ? selectRecommendations(db, zone.id) : Promise.resolve([]),
        input.viewedSymbols
          ? forYouCandidates(input.viewedSymbols)
          : Promise.resolve({ symbolCount: 0, candidates: [] }),
      ]);
      const fromRow = (r: (typeof shopWide)[number]): Candidate => ({
        productId: r.productId,
        tracking: tracking(
          r.recommendationType as RecommendationType,
          r.algorithmVersion,
          r.algorithmDatetime,
        ),
      });
      const week = (zone ? zoneRows : shopWide.filter((r) => slotKind(r.slot) === 'week')).map(fromRow);
      const popular = shopWide.filter((r) => slotKind(r.slot) === 'for_you').map(fromRow);
      const variant = forYouVariant(personal.symbolCount);
      // Personal picks first; the popular ones fill what a thin history leaves empty.
      const forYou = variant === 'for_you' ? [...personal.candidates, ...popular] : popular;
      const slotted = assignSlots(week, forYou);
      const summaries = await catalog.productSummaries(
        slotted.map((s) => s.productId),
        input.ctx,
      );
      const byId = new Map(summaries.map((s) => [s.productId, s]));
      const items: RecommendedItem[] = slotted.flatMap((s) => {
        const product = byId.get(s.productId);
        return product ? [{ slot: s.slot, product, tracking: s.tracking }] : [];
      });
      return {
        items,
        forYou: { variant, symbolCount: personal.symbolCount },
        zone: zone
          ? { symbol: zone.symbol, name: localized(zone.names, input.ctx.language, zone.symbol) }
          : null,
      };
    },

    /**
     * Stores a click on a recommended product with its tracking fields (spec §3). Each click adds a
     * row: limited per address, counted where every instance sees it.
     */
    async recordRecommendationClick(click: RecommendationClick, ip: string): Promise<void> {
      await rateLimits.consume('recommendationClickIp', ip);
      const productId = await selectProductIdBySymbol(db, click.symbol);
      if (productId === undefined) throw notFound('errors.catalog.unknownProduct', { symbol: click.symbol });
      if (click.zone_symbol !== undefined && !(await zoneBySymbol(click.zone_symbol))) {
        throw notFound('errors.catalog.unknownZone', { zone: click.zone_symbol });
      }
      await insertRecommendationClick(db, {
        productId,
        symbol: click.symbol,
        slot: click.slot ?? null,
        recommendationType: click.recommendation_type,
        recommendationPlace: click.recommendation_place,
        algorithmVersion: click.algorithm_version,
        algorithmDatetime: new Date(click.algorithm_datetime),
        zoneSymbol: click.zone_symbol ?? null,
      });
    },

    /** Manufacturers of the recommended products, the most recommended first. */
    async recommendedManufacturers(): Promise<ManufacturerBlock> {
      return {
        manufacturers: manufacturersOf(await selectRecommendedManufacturers(db, RECOMMENDED_MANUFACTURERS)),
      };
    },

    async promotedManufacturers(): Promise<ManufacturerBlock> {
      return { manufacturers: manufacturersOf(await selectPromotedManufacturers(db)) };
    },

    /** A page of the products with a promotion running today, with its discount and dates. */
    async promotionList(params: ListParams, ctx: PriceContext): Promise<PromotionList> {
      const day = now().toISOString().slice(0, 10);
      const offset = (params.page - 1) * params.pageSize;
      const [total, rows] = await Promise.all([
        countPromotions(db, day),
        selectPromotionPage(db, day, { sort: params.sort, limit: params.pageSize, offset }),
      ]);
      const list = await catalog.productListOf(
        rows.map((r) => r.productId),
        ctx,
        { page: params.page, pageSize: params.pageSize, total, totalExact: true, view: params.view },
      );
      return {
        ...list,
        promotions: Object.fromEntries(
          rows.map((r) => [
            String(r.productId),
            { discountPercent: r.discountPercent, dateFrom: r.dateFrom, dateTo: r.dateTo },
          ]),
        ),
      };
    },

    /** POST ajax_resource (spec §7): one formula per call. */
    async resource(request: ResourceRequest): Promise<ResourceResponse> {
      const languages = languagesFor(request.language);
      const language = languages[0];
      switch (request.formula) {
        case 'resources_by_symbol': {
          const rows = pickLanguage(
            await selectResources(db, 'resource', [...new Set(request.resources_symbol)], languages),
            language,
          );
          return Object.fromEntries([...rows].map(([symbol, row]) => [symbol, toResource(row)]));
        }
        case 'resource_symbol': {
          const row = pickLanguage(
            await selectResources(db, 'resource', [request.resource_symbol], languages),
            language,
          ).get(request.resource_symbol);
          if (!row) throw notFound('errors.catalog.unknownResource', { symbol: request.resource_symbol });
          return { [request.resource_symbol]: toResource(row) };
        }
        case 'tme_simple_zone': {
          const zones = (await allZones()).filter((z) => request.zone_ids.includes(z.id));
          const rows = pickLanguage(
            await selectResources(
              db,
              'zone',
              zones.map((z) => z.symbol),
              languages,
            ),
            language,
          );
          return Object.fromEntries(
            zones.flatMap((z) => {
              const row = rows.get(z.symbol);
              return row ? [[String(z.id), toResource(row)]] : [];
            }),
          );
        }
        case 'pip_certificates': {
          // Certificate names come from product parameters, spelt as each manufacturer spells them.
          const wanted = new Map(
            request.attributes.certificateName.map((name) => [name.toLowerCase(), name]),
          );
          const rows = pickLanguage(
            await selectResourcesIgnoringCase(db, 'certificate', [...wanted.keys()], languages),
            language,
          );
          return Object.fromEntries(
            [...rows].map(([symbol, row]) => [wanted.get(symbol.toLowerCase())!, toResource(row)]),
          );
        }
        case 'pip_selected_articles': {
          const product = await selectProductForArticles(db, request.product_symbol);
          const rows = await selectSelectedArticles(db, {
            manufacturerId: request.manufacturer_id ?? product?.manufacturerId ?? null,
            categoryIds: [...new Set([...request.category_ids, ...(product ? [product.categoryId] : [])])],
            languages,
            limit: request.limit,
          });
          return {
            articles: [...pickLanguage(rows, language).values()].slice(0, request.limit).map(toArticle),
          };
        }
        case 'pip_other_articles': {
          const rows = await selectArticles(db, languages, request.limit);
          return {
            articles: [...pickLanguage(rows, language).values()].slice(0, request.limit).map(toArticle),
          };
        }
      }
    },

    /**
     * Writes a resource. Its HTML is sanitised here, on the way in, so every reader can put it into
     * a page as it is; the short content is plain text.
     */
    async saveResource(input: {
      key: string;
      symbol: string;
      language: string;
      title: string;
      content: string;
      shortContent?: string;
      manufacturerId?: number | null;
      categoryIds?: number[];
    }): Promise<Resource> {
      const content = sanitizeHtml(input.content);
      const shortContent = htmlToText(input.shortContent ?? content).slice(0, 300);
      const title = htmlToText(input.title);
      await upsertResource(db, {
        ...input,
        title,
        content,
        shortContent,
        categoryIds: input.categoryIds ?? [],
      });
      return { title, content, shortContent };
    },

    /** Tooltip texts of the language (English where a translation is missing); all, or the keys asked for. */
    async tooltips(language: string, keys?: string[]): Promise<Tooltips> {
      const rows = await selectTooltips(db, languagesFor(language), keys);
      const out: Record<string, string> = {};
      for (const row of rows) if (row.language === language || !(row.key in out)) out[row.key] = row.text;
      return { language, tooltips: out };
    },

    /** The banners of a revive zone running now; unknown zones are a 404. */
    async banners(zone: string, language: string): Promise<z.infer<typeof BannersSchema>> {
      const rows = await selectBanners(db, zone, now());
      if (rows.length === 0 && !(await bannerZoneExists(db, zone)))
        throw notFound('errors.catalog.unknownBannerZone', { zone });
      return { zone, banners: rows.map((r) => ({ ...r, title: localized(r.title, language) })) };
    },

    async zones(language: string, country?: string): Promise<ZoneSummary[]> {
      return (await allZones()).map((z) => zoneSummary(z, language, country));
    },

    /** Spec §7 product zones: each product's zones, in the order asked; unknown symbols apart. */
    async productZones(
      symbols: readonly string[],
      language: string,
      country?: string,
    ): Promise<ProductZones> {
      const [rows, all] = await Promise.all([selectProductZones(db, symbols), allZones()]);
      const found = new Map<string, Set<number>>();
      for (const row of rows) {
        const ids = found.get(row.symbol) ?? new Set<number>();
        if (row.zone_id !== null) ids.add(row.zone_id);
        found.set(row.symbol, ids);
      }
      const products: ProductZones['products'] = [];
      const errors: string[] = [];
      const seen = new Set<string>();
      for (const symbol of symbols) {
        const ids = found.get(symbol);
        if (!ids) errors.push(symbol);
        else if (!seen.has(symbol)) {
          seen.add(symbol);
          products.push({
            symbol,
            zones: all.filter((z) => ids.has(z.id)).map((z) => zoneSummary(z, language, country)),
          });
        }
      }
      return { products, errors };
    },

    /** A zone page's header: names, text and the manufacturers to filter by; null for an unknown zone. */
    async zone(symbol: string, language: string): Promise<ZoneView | null> {
      const zone = await zoneBySymbol(symbol);
      if (!zone) return null;
      const languages = languagesFor(language);
      const [rows, makers] = await Promise.all([
        selectResources(db, 'zone', [zone.symbol], languages),
        cached(`zone-manufacturers:${zone.id}`, () => selectZoneManufacturers(db, zone)),
      ]);
      const text = pickLanguage(rows, languages[0]).get(zone.symbol);
      return {
        ...zoneSummary(zone, language),
        content: text?.content ?? null,
        manufacturers: manufacturersOf(makers),
      };
    },

    /** A page of a zone's products, optionally of one manufacturer. */
    async zoneProducts(
      symbol: string,
      params: ListParams & { manufacturerId?: number },
      ctx: PriceContext,
    ): Promise<ProductList> {
      const zone = await zoneBySymbol(symbol);
      if (!zone) throw notFound('errors.catalog.unknownZone', { zone: symbol });
      const offset = (params.page - 1) * params.pageSize;
      const [counted, ids] = await Promise.all([
        countZoneProducts(db, zone, params.manufacturerId, PRODUCT_LIST_COUNT_CAP),
        selectZoneProductPage(db, zone, {
          manufacturerId: params.manufacturerId,
          sort: params.sort,
          limit: params.pageSize,
          offset,
        }),
      ]);
      return catalog.productListOf(ids, ctx, {
        page: params.page,
        pageSize: params.pageSize,
        total: Math.min(counted, PRODUCT_LIST_COUNT_CAP),
        totalExact: counted <= PRODUCT_LIST_COUNT_CAP,
        view: params.view,
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
