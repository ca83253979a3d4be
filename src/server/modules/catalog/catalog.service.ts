/**
 * The catalogue (spec §2 catalogue, product, linecard and home pages; §3 Product): what the page
 * loaders and the catalogue /ajax calls read. Every function uses a fixed number of queries: lists
 * of 100 products cost the same few round trips as lists of 10 (prices come batched from pricing).
 */
import {
  PRODUCT_LIST_COUNT_CAP,
  normaliseSymbol,
  type CategoryNode,
  type CategoryRef,
  type CategoryRefWithCount,
  type CategoryView,
  type HomeContent,
  type Linecard,
  type ManufacturerView,
  type ProductDetails,
  type ProductList,
  type ProductListQuery,
  type ProductSummary,
} from '../../../common/contracts/catalog';
import type { PriceContext, PriceGroup } from '../../../common/contracts/pricing';
import { statusLabels } from '../../../common/product-status';
import { isLifecycleStatus, isMsl, isReachStatus, isRohsStatus } from '../../../common/product-compliance';
import { documentHref, isShopDocument } from '../../../common/documents';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import { cachedUnderCatalogueVersion } from '../../db/catalogue-version';
import type { LocalizedText } from '../../db/schema';
import { type PriceDataRow, type PricingService, productUnit } from '../pricing';
import { wordmarkSvg } from './wordmark';
import { productDebug } from './catalog-debug';
import { productText } from './catalogue-language';
import { keyParametersOf, withKeyParameters } from './key-parameters';
import {
  countManufacturerProductsPerCategory,
  countProducts,
  countProductsPerCategory,
  selectAllCategories,
  selectCommonParameters,
  selectCommonParametersOfProducts,
  selectHomeSlots,
  selectLinecardLetters,
  selectManufacturer,
  selectManufacturerNameBySlug,
  selectManufacturers,
  selectParameterValues,
  selectProductByOriginalSymbol,
  selectProductBySymbol,
  selectProductBySymbolKey,
  selectProductDocuments,
  selectProductLinks,
  selectProductPage,
  selectProductParameters,
  selectProductsByIds,
  refreshPromotedSortPrices,
  type CategoryRow,
  type ProductRow,
  selectProductCompliance,
} from './catalog.repository';

export interface CatalogServiceOptions {
  /** How long the category tree and its product counts are reused (they change with imports only). */
  treeTtlMs?: number;
}

/** The largest id an int4 column holds. */
/** How summaries are built: `keyParameters: false` reads no key parameters (every card gets none). */
export interface SummaryOptions {
  keyParameters?: boolean;
}
const NO_KEY_PARAMETERS: ReadonlyMap<number, NonNullable<ProductSummary['keyParameters']>> = new Map();

const MAX_ID = 2_147_483_647;

/** Parametric view: columns shown, and how many products are sampled to choose them. */
const PARAMETER_COLUMNS = 6;
const PARAMETER_SAMPLE = 500;
/** Spec §9: sliders hold at most 8. */
const SLIDER_MAX = 8;
/** Replacements, accessories and related products shown on a product page, per kind. */
const LINKS_PER_KIND = 12;

interface CategoryIndex {
  byId: Map<number, CategoryRow>;
  childrenOf: Map<number | null, CategoryRow[]>;
  /** Products in a category and all its descendants. */
  subtreeCount: Map<number, number>;
}

export function createCatalogService(db: Db, pricing: PricingService, options: CatalogServiceOptions = {}) {
  /**
   * The tree with subtree counts; counting a million products on every page view would dominate.
   * Kept under the catalogue version: a category an import brings is in the tree at once.
   */
  const index = cachedUnderCatalogueVersion(
    db,
    () => buildCategoryIndex(db),
    options.treeTtlMs ?? 5 * 60_000,
  );
  const categoryIndex = () => index.get();

  /** List rows: priced, with their categories' key parameters read beside the prices (ADR 076). */
  async function summaries(rows: readonly ProductRow[], ctx: PriceContext): Promise<ProductSummary[]> {
    const [groups, keys] = await Promise.all([
      pricing.priceGroupsForProducts(rows, ctx),
      keyParametersOf(
        db,
        rows.map((r) => r.id),
        ctx.language,
      ),
    ]);
    return withKeyParameters(
      rows.map((row) => toSummary(row, groups.get(row.id) ?? null, ctx)),
      keys,
    );
  }

  async function details(row: ProductRow, ctx: PriceContext): Promise<ProductDetails> {
    const [parameters, documents, links, index, compliance] = await Promise.all([
      selectProductParameters(db, row.id),
      selectProductDocuments(db, row.id),
      selectProductLinks(db, row.id, LINKS_PER_KIND),
      categoryIndex(),
      selectProductCompliance(db, row.id),
    ]);
    const linkedRows = await selectProductsByIds(db, [...new Set(links.map((l) => l.linkedProductId))]);
    // One pricing batch for the product and everything it links to.
    const groups = await pricing.priceGroupsForProducts([row, ...linkedRows], ctx);
    const linkedById = new Map(linkedRows.map((r) => [r.id, toSummary(r, groups.get(r.id) ?? null, ctx)]));
    const ofKind = (kind: string): ProductSummary[] =>
      links.filter((l) => l.kind === kind).flatMap((l) => linkedById.get(l.linkedProductId) ?? []);
    return {
      ...toSummary(row, groups.get(row.id) ?? null, ctx),
      parameters: parameters.map((p) => ({
        id: p.id,
        name: localized(p.names, ctx.language, p.name),
        display: p.valueSi === null ? productText(p.display, row.generatedText, ctx.language) : p.display,
        valueSi: p.valueSi,
        unit: p.unit,
      })),
      // The shop's own datasheets are made in the page's language; a supplier's keeps its own.
      documents: documents.map((d) => ({
        kind: d.kind,
        title: d.title,
        url: documentHref(d, row.symbol, ctx),
        language: isShopDocument(d.url) ? ctx.language : d.language,
      })),
      compliance: complianceOf(row, compliance),
      lifecycleReplacement: compliance?.replacementSymbol
        ? {
            symbol: compliance.replacementSymbol,
            url:
              compliance.replacementId === null
                ? null
                : generate('product_details', {
                    symbol: compliance.replacementSymbol,
                    _country: ctx.country,
                  }),
          }
        : null,
      replacements: ofKind('replacement'),
      linked: ofKind('linked'),
      related: ofKind('related'),
      breadcrumb: breadcrumbOf(index, row.categoryId, ctx.language),
    };
  }

  return {
    /** The category drawer tree (spec §7 category-drawer tree), names in `language`. */
    async categoryTree(language: string): Promise<CategoryNode[]> {
      const index = await categoryIndex();
      const build = (parentId: number | null): CategoryNode[] =>
        (index.childrenOf.get(parentId) ?? []).map((c) => ({
          id: c.id,
          slug: c.slug,
          name: localized(c.names, language),
          depth: c.depth,
          productCount: index.subtreeCount.get(c.id) ?? 0,
          children: build(c.id),
        }));
      return build(null);
    },

    async getCategory(id: number, language: string): Promise<CategoryView | null> {
      const index = await categoryIndex();
      const category = index.byId.get(id);
      if (!category) return null;
      return {
        ...categoryRef(category, language),
        depth: category.depth,
        parentId: category.parentId,
        breadcrumb: breadcrumbOf(index, id, language),
        children: (index.childrenOf.get(id) ?? []).map((c) => ({
          ...categoryRef(c, language),
          productCount: index.subtreeCount.get(c.id) ?? 0,
        })),
        productCount: index.subtreeCount.get(id) ?? 0,
      };
    },

    /** A page of products of a category subtree and/or a manufacturer. */
    async listProducts(query: ProductListQuery, ctx: PriceContext): Promise<ProductList> {
      const filter = { categoryId: query.categoryId, manufacturerId: query.manufacturerId };
      const offset = (query.page - 1) * query.pageSize;
      const [counted, rows, columns] = await Promise.all([
        countProducts(db, filter, PRODUCT_LIST_COUNT_CAP),
        selectProductPage(db, filter, query.sort, query.pageSize, offset),
        query.view === 'parametric'
          ? selectCommonParameters(db, filter, PARAMETER_COLUMNS, PARAMETER_SAMPLE)
          : [],
      ]);
      const [items, values] = await Promise.all([
        summaries(rows, ctx),
        selectParameterValues(
          db,
          rows.map((r) => r.id),
          columns.map((c) => c.id),
        ),
      ]);
      const parameterValues: Record<string, Record<string, string>> = {};
      for (const v of values)
        (parameterValues[v.productId] ??= {})[v.parameterId] = productText(
          v.display,
          v.generatedText,
          ctx.language,
        );
      const totalExact = counted <= PRODUCT_LIST_COUNT_CAP;
      const total = Math.min(counted, PRODUCT_LIST_COUNT_CAP);
      return {
        total,
        totalExact,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
        items,
        parameterColumns: columns.map((c) => ({
          id: c.id,
          name: localized(c.names, ctx.language, c.name),
          unit: c.unit,
        })),
        parameterValues,
      };
    },

    /**
     * One page of a category or maker list, without counting it (the search's shared listing of
     * a category page has the counts already).
     */
    async listPage(query: Omit<ProductListQuery, 'view'>, ctx: PriceContext): Promise<ProductList['items']> {
      const filter = { categoryId: query.categoryId, manufacturerId: query.manufacturerId };
      const rows = await selectProductPage(
        db,
        filter,
        query.sort,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return summaries(rows, ctx);
    },

    /**
     * Display texts of some parameters of some products (productId → parameterId → text), for the
     * parametric view of lists that come from search rather than from listProducts.
     */
    async parameterValues(
      productIds: readonly number[],
      parameterIds: readonly number[],
      language = 'en',
    ): Promise<ProductList['parameterValues']> {
      const values = await selectParameterValues(db, [...productIds], [...parameterIds]);
      const out: ProductList['parameterValues'] = {};
      for (const v of values)
        (out[v.productId] ??= {})[v.parameterId] = productText(v.display, v.generatedText, language);
      return out;
    },

    /** By exact symbol first, then by the normalised symbol ("rc 0603-fr/10k" finds "RC0603FR10K"). */
    async getProductDetails(symbol: string, ctx: PriceContext): Promise<ProductDetails | null> {
      let row = await selectProductBySymbol(db, symbol);
      if (!row) {
        const key = normaliseSymbol(symbol);
        if (key.length > 0) row = await selectProductBySymbolKey(db, key);
      }
      return row ? details(row, ctx) : null;
    },

    /** The catalogue debug page's view of one product (staff only; the page checks the role). */
    productDebug(symbol: string) {
      return productDebug(db, symbol);
    },

    async getProductByOriginalSymbol(
      originalSymbol: string,
      ctx: PriceContext,
    ): Promise<ProductDetails | null> {
      const row = await selectProductByOriginalSymbol(db, originalSymbol);
      return row ? details(row, ctx) : null;
    },

    /**
     * Summaries of many products by id, in the order given (unknown ids are skipped). `keyParameters:
     * false` leaves the cards' key parameters out (the customer API shows none): their query is the
     * costliest of the three.
     */
    async productSummaries(
      ids: readonly number[],
      ctx: PriceContext,
      options: SummaryOptions = {},
    ): Promise<ProductSummary[]> {
      const unique = [...new Set(ids)];
      // The rows and their prices side by side: one round trip of latency for the whole list.
      const [rows, groupsOf, keys] = await Promise.all([
        selectProductsByIds(db, unique),
        pricing.priceGroupsLoader(unique, ctx),
        options.keyParameters === false ? NO_KEY_PARAMETERS : keyParametersOf(db, unique, ctx.language),
      ]);
      const groups = groupsOf(rows);
      const byId = new Map(
        withKeyParameters(
          rows.map((row) => toSummary(row, groups.get(row.id) ?? null, ctx)),
          keys,
        ).map((s) => [s.productId, s]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Summaries of rows a statement of another area read with their price data beside them
     * (productQueryWith and priceDataColumns at `priceDays()`), in the order given: no price query,
     * one query for the rows' key parameters (ADR 076).
     */
    async summariesOfRows(
      rows: readonly ProductRow[],
      priceData: readonly PriceDataRow[],
      ctx: PriceContext,
      options: SummaryOptions = {},
    ): Promise<ProductSummary[]> {
      const [groups, keys] = await Promise.all([
        pricing.priceGroupsOfData(rows, priceData, ctx),
        options.keyParameters === false
          ? NO_KEY_PARAMETERS
          : keyParametersOf(
              db,
              rows.map((r) => r.id),
              ctx.language,
            ),
      ]);
      return withKeyParameters(
        rows.map((row) => toSummary(row, groups.get(row.id) ?? null, ctx)),
        keys,
      );
    },

    /** The day price data is read for (pricing's clock), for statements that read it themselves. */
    priceDays: () => pricing.priceDays(),

    /** Lists sorted by price follow promotions that started or ended (today by the pricing clock). */
    refreshSortPrices: () => refreshPromotedSortPrices(db, pricing.priceDays().day),

    /**
     * A manufacturer's logo: a wordmark drawn from its name, as the catalogue has no artwork of its
     * own. Undefined for an unknown slug.
     */
    async manufacturerLogoSvg(slug: string): Promise<string | undefined> {
      const name = await selectManufacturerNameBySlug(db, slug);
      return name === undefined ? undefined : wordmarkSvg(name);
    },

    /** Linecard (spec §7 linecard manufacturers/letters): letters with manufacturers, and those of one letter. */
    async linecard(letter?: string): Promise<Linecard> {
      const [letters, rows] = await Promise.all([
        selectLinecardLetters(db),
        selectManufacturers(db, letter?.toUpperCase()),
      ]);
      return { letters, manufacturers: rows };
    },

    /** Spec §7 linecard letters: the letters that have manufacturers. */
    linecardLetters(): Promise<string[]> {
      return selectLinecardLetters(db);
    },

    async getManufacturer(id: number, language: string): Promise<ManufacturerView | null> {
      // Ids are int4: a larger number from an address would fail the query rather than find nothing.
      if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
      const [row, counts, index] = await Promise.all([
        selectManufacturer(db, id),
        countManufacturerProductsPerCategory(db, id),
        categoryIndex(),
      ]);
      if (!row) return null;
      const categories: CategoryRefWithCount[] = counts
        .flatMap((c) => {
          const category = index.byId.get(c.categoryId);
          return category ? [{ ...categoryRef(category, language), productCount: c.n }] : [];
        })
        .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name));
      return { ...row, description: row.description, categories };
    },

    /**
     * Home page main slider (spec §2). Recommendations and banners of the home page come from the
     * content area (modules/content).
     */
    async homeContent(ctx: PriceContext): Promise<HomeContent> {
      const slots = await selectHomeSlots(db);
      const slider = slots
        .filter((s) => s.kind === 'main_slider')
        .flatMap((s) => (s.productId !== null ? [s.productId] : []));
      const rows = await selectProductsByIds(db, [...new Set(slider)]);
      const byId = new Map((await summaries(rows, ctx)).map((s) => [s.productId, s]));
      return { mainSlider: slider.flatMap((id) => byId.get(id) ?? []).slice(0, SLIDER_MAX) };
    },

    /**
     * A page of a list chosen elsewhere (a zone, the promotions): the given products in the given
     * order, as a product list with the parametric view's columns taken from these products.
     */
    async productListOf(
      ids: readonly number[],
      ctx: PriceContext,
      page: {
        page: number;
        pageSize: number;
        total: number;
        totalExact: boolean;
        view: ProductListQuery['view'];
      },
    ): Promise<ProductList> {
      const unique = [...new Set(ids)];
      const [rows, columns] = await Promise.all([
        selectProductsByIds(db, unique),
        page.view === 'parametric' ? selectCommonParametersOfProducts(db, unique, PARAMETER_COLUMNS) : [],
      ]);
      const [items, values] = await Promise.all([
        summaries(rows, ctx),
        selectParameterValues(
          db,
          unique,
          columns.map((c) => c.id),
        ),
      ]);
      const byId = new Map(items.map((s) => [s.productId, s]));
      const parameterValues: Record<string, Record<string, string>> = {};
      for (const v of values)
        (parameterValues[v.productId] ??= {})[v.parameterId] = productText(
          v.display,
          v.generatedText,
          ctx.language,
        );
      return {
        total: page.total,
        totalExact: page.totalExact,
        page: page.page,
        pageSize: page.pageSize,
        pageCount: Math.ceil(page.total / page.pageSize),
        items: unique.flatMap((id) => byId.get(id) ?? []),
        parameterColumns: columns.map((c) => ({
          id: c.id,
          name: localized(c.names, ctx.language, c.name),
          unit: c.unit,
        })),
        parameterValues,
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

// ---------------------------------------------------------------- helpers

async function buildCategoryIndex(db: Db): Promise<CategoryIndex> {
  const [rows, own] = await Promise.all([selectAllCategories(db), countProductsPerCategory(db)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const key = row.parentId !== null && byId.has(row.parentId) ? row.parentId : null;
    const list = childrenOf.get(key);
    if (list) list.push(row);
    else childrenOf.set(key, [row]);
  }
  const subtreeCount = new Map<number, number>();
  for (const row of rows) {
    const n = own.get(row.id) ?? 0;
    if (n === 0) continue;
    // path_ids runs from the root down to the category itself; make sure it counts once for itself.
    const ancestors = new Set([...row.pathIds, row.id]);
    for (const id of ancestors) subtreeCount.set(id, (subtreeCount.get(id) ?? 0) + n);
  }
  return { byId, childrenOf, subtreeCount };
}

function breadcrumbOf(index: CategoryIndex, categoryId: number, language: string): CategoryRef[] {
  const category = index.byId.get(categoryId);
  if (!category) return [];
  const ids = category.pathIds.includes(categoryId) ? category.pathIds : [...category.pathIds, categoryId];
  return ids.flatMap((id) => {
    const c = index.byId.get(id);
    return c ? [categoryRef(c, language)] : [];
  });
}

function categoryRef(c: CategoryRow, language: string): CategoryRef {
  return { id: c.id, slug: c.slug, name: localized(c.names, language) };
}

/** The name in the language, else English, else any: a missing translation must not blank a page. */
export function localized(names: LocalizedText | null | undefined, language: string, fallback = ''): string {
  if (!names) return fallback;
  return names[language] ?? names.en ?? Object.values(names)[0] ?? fallback;
}

function toSummary(row: ProductRow, priceGroup: PriceGroup | null, ctx: PriceContext): ProductSummary {
  const unit = productUnit(row.unit, ctx.language);
  return {
    productId: row.id,
    symbol: row.symbol,
    originalSymbol: row.originalSymbol,
    ...describedIn(row, ctx.language),
    manufacturer: {
      id: row.manufacturerId,
      name: row.manufacturerName,
      slug: row.manufacturerSlug,
      logoUrl: row.manufacturerLogoUrl,
    },
    manufacturerSymbol: row.manufacturerSymbol,
    category: {
      id: row.categoryId,
      slug: row.categorySlug,
      name: localized(row.categoryNames, ctx.language),
    },
    unit,
    minimumQuantity: row.minimumQuantity,
    multiples: row.multiples,
    flags: row.flags,
    permissions: row.permissions,
    statusLabels: statusLabels(row.flags),
    imageUrl: row.imageUrl,
    stock: { count: row.stock, unit: unit.shortName, external: row.externalStock },
    leadTimeDays: row.leadTimeDays,
    // The columns are written through the same contract; an unknown value reads as the default.
    lifecycle: isLifecycleStatus(row.lifecycle) ? row.lifecycle : 'active',
    lastTimeBuyDate: row.lastTimeBuyDate,
    rohs: isRohsStatus(row.rohs) ? row.rohs : 'unknown',
    priceGroup: row.permissions.includes('SHOW_PRICE') ? priceGroup : null,
    url: generate('product_details', { symbol: row.symbol, _country: ctx.country }),
  };
}

function complianceOf(
  row: ProductRow,
  c: Awaited<ReturnType<typeof selectProductCompliance>>,
): ProductDetails['compliance'] {
  return {
    rohs: isRohsStatus(row.rohs) ? row.rohs : 'unknown',
    reach: c && isReachStatus(c.reach) ? c.reach : 'unknown',
    eccn: c?.eccn ?? null,
    htsCode: c?.htsCode ?? null,
    countryOfOrigin: c?.countryOfOrigin ?? null,
    msl: c?.msl !== null && c?.msl !== undefined && isMsl(c.msl) ? c.msl : null,
  };
}

/** The description and the name (its part before the first ';') in the buyer's language. */
function describedIn(row: ProductRow, language: string): Pick<ProductSummary, 'description' | 'name'> {
  const description = productText(row.description, row.generatedText, language);
  return { description, name: description.split(';')[0]!.trim() };
}
