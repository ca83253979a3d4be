/**
 * A product's relations (spec §7 replacements, linked products, related, similar, product boxes):
 * lists of product summaries, priced by the catalogue for the market asked for.
 */
import { normaliseSymbol, type ProductDetails, type ProductSummary } from '../../../common/contracts/catalog';
import { SIMILAR_MAX, type HtmlFrameUrl } from '../../../common/contracts/relations';
import { isLanguage, localePrefix } from '../../../common/markets';
import { generate } from '../../../common/routes.server';
import type { PriceContext } from '../../../common/contracts/pricing';
import type {
  AutocompleteVariantsResponse,
  Footprint,
  ProductBoxesResponse,
  ReplacementsResponse,
  VariantsResponse,
} from '../../../common/contracts/relations';
import type { AutocompleteResponse } from '../../../common/contracts/search';
import { withoutPackagingSuffix } from '../../../common/quickbuy-rules';
import { notFound } from '../../../common/errors';
import { unknownSymbolError } from '../../../common/i18n/error-messages';
import type { Db } from '../../db/client';
import type { CatalogService, SummaryOptions } from '../catalog';
import { selectPartPackagings } from './packaging.repository';
import { PACKAGINGS, type Packaging, type ProductPackaging } from '../../../common/part-data';
import { selectPriceBreak } from '../../../common/price-breaks';
import {
  MOUNTING_PARAMETER,
  PACKAGE_PARAMETERS,
  selectFootprintParameters,
  selectCardsBySymbol,
  selectIdsBySymbol,
  selectIdsBySymbolKey,
  selectLinkedIds,
  selectSimilarProducts,
  selectVariantIds,
  selectVariantKeys,
  type SymbolIdRow,
  type VariantKeyRow,
} from './relations.repository';

/** Kinds of stored links (catalogue table product_links). */
export type LinkKind = 'replacement' | 'linked' | 'related';

/** Candidates per parameter for similarity: enough for a strip of cards, bounded in huge categories. */
const SIMILAR_CANDIDATES_PER_PARAMETER = 40;
/** Packagings of one part a product page lists: a part comes on a handful of carriers. */
const PART_PACKAGINGS_MAX = 20;

const asPackaging = (value: string | null): Packaging | null =>
  value !== null && (PACKAGINGS as readonly string[]).includes(value) ? (value as Packaging) : null;

/** Stored replacements compared for their footprint before the limit. */
const REPLACEMENT_CANDIDATES = 200;

export function createRelationsService(db: Db, catalog: CatalogService) {
  /**
   * Catalogue products of many symbols, keyed by the symbol as sent: exact symbols first, then the
   * normalised key for the rest (two indexed queries for any number of symbols).
   */
  async function resolveSymbols(symbols: readonly string[]): Promise<Map<string, SymbolIdRow>> {
    const unique = [...new Set(symbols)];
    const found = new Map<string, SymbolIdRow>();
    for (const row of await selectIdsBySymbol(db, unique)) found.set(row.symbol, row);
    for (const [symbol, row] of await resolveKeys(unique.filter((s) => !found.has(s))))
      found.set(symbol, row);
    return found;
  }

  /** Symbols no product has exactly, by their normalised key ("rc 0603-fr/10k" finds "RC0603FR10K"). */
  async function resolveKeys(missing: readonly string[]): Promise<Map<string, SymbolIdRow>> {
    const found = new Map<string, SymbolIdRow>();
    if (missing.length === 0) return found;
    const keys = [...new Set(missing.map(normaliseSymbol).filter((k) => k.length > 0))];
    const byKey = new Map<string, SymbolIdRow>();
    for (const row of await selectIdsBySymbolKey(db, keys))
      if (!byKey.has(row.symbolKey)) byKey.set(row.symbolKey, row);
    for (const s of missing) {
      const row = byKey.get(normaliseSymbol(s));
      if (row) found.set(s, row);
    }
    return found;
  }

  async function requireProduct(symbol: string): Promise<SymbolIdRow> {
    const row = (await resolveSymbols([symbol])).get(symbol);
    if (!row) throw notFound('errors.catalog.productNotFound');
    return row;
  }

  async function similarOf(productId: number, limit: number, ctx: PriceContext): Promise<ProductSummary[]> {
    const rows = await selectSimilarProducts(db, productId, {
      limit,
      perParameter: SIMILAR_CANDIDATES_PER_PARAMETER,
    });
    return catalog.productSummaries(
      rows.map((r) => r.id),
      ctx,
    );
  }

  /**
   * Replacements keep the product's mounting and package (a drop-in part for the same board): those
   * that do not are left out, unless none does; then all are offered and `footprintKept` is false,
   * so the page can say they differ. A part without either stated is compared on what it states.
   */
  async function keepFootprint(
    productId: number,
    candidates: ProductSummary[],
  ): Promise<{ products: ProductSummary[]; footprint: Footprint; footprintKept: boolean }> {
    const rows = await selectFootprintParameters(db, [productId, ...candidates.map((c) => c.productId)]);
    const footprints = new Map<number, Footprint>();
    for (const row of rows) {
      const f = footprints.get(row.productId) ?? { mounting: null, package: null };
      if (row.name === MOUNTING_PARAMETER) f.mounting = row.display;
      else if (PACKAGE_PARAMETERS.includes(row.name)) f.package ??= row.display;
      footprints.set(row.productId, f);
    }
    const own = footprints.get(productId) ?? { mounting: null, package: null };
    const keeps = (id: number) => {
      const f = footprints.get(id);
      return (
        (own.mounting === null || f?.mounting === own.mounting) &&
        (own.package === null || f?.package === own.package)
      );
    };
    const kept = candidates.filter((c) => keeps(c.productId));
    return kept.length > 0 || candidates.length === 0
      ? { products: kept, footprint: own, footprintKept: true }
      : { products: candidates, footprint: own, footprintKept: false };
  }

  /**
   * Other packagings and tolerances of a part: the products of its manufacturer whose part number
   * key starts with its own without the packaging suffix (quick buy's PACKAGING_SUFFIXES), itself
   * left out. One range of the manufacturer_symbol_key btree per product.
   */
  async function variantsOf(row: VariantKeyRow, limit: number): Promise<{ base: string; ids: number[] }> {
    const base = withoutPackagingSuffix(row.manufacturerSymbolKey) ?? row.manufacturerSymbolKey;
    const ids = await selectVariantIds(
      db,
      { base, manufacturerId: row.manufacturerId, excludeId: row.id },
      limit,
    );
    return { base, ids };
  }

  return {
    resolveSymbols,

    /** Spec §7 products variants: the product's other packagings (variantsOf); 404 for an unknown symbol. */
    async variants(symbol: string, limit: number, ctx: PriceContext): Promise<VariantsResponse> {
      const product = await requireProduct(symbol);
      const [row] = await selectVariantKeys(db, [product.id]);
      if (!row) throw notFound('errors.catalog.productNotFound');
      const { base, ids } = await variantsOf(row, limit);
      return { symbol: product.symbol, base, products: await catalog.productSummaries(ids, ctx) };
    },

    /**
     * Spec §7 products autocomplete variants: each completion with its other packagings. A
     * completion already listed among an earlier group's variants gets no group of its own.
     */
    async autocompleteVariants(
      completions: AutocompleteResponse,
      variantLimit: number,
      ctx: PriceContext,
    ): Promise<AutocompleteVariantsResponse> {
      const found = await selectIdsBySymbol(
        db,
        completions.products.map((p) => p.symbol),
      );
      const idOf = new Map(found.map((r) => [r.symbol, r.id]));
      const keys = new Map((await selectVariantKeys(db, [...idOf.values()])).map((r) => [r.id, r]));
      const listed = new Set<number>();
      const groups: AutocompleteVariantsResponse['groups'] = [];
      for (const completion of completions.products) {
        const row = keys.get(idOf.get(completion.symbol) ?? -1);
        if (!row || listed.has(row.id)) continue;
        listed.add(row.id);
        const { base, ids } = await variantsOf(row, variantLimit);
        for (const id of ids) listed.add(id);
        groups.push({ ...completion, base, variants: await catalog.productSummaries(ids, ctx) });
      }
      return { query: completions.query, groups };
    },

    /**
     * Cards of the symbols asked, in their order (each product once); the symbols naming none apart.
     * Exact symbols come with their prices from one statement; only the rest (a normalised key,
     * "rc0603fr-0710kl" for "RC0603FR-0710KL") take the look-up by key and a second read.
     */
    async productsBySymbol(
      symbols: readonly string[],
      ctx: PriceContext,
      options: SummaryOptions = {},
    ): Promise<{ products: ProductSummary[]; missing: string[] }> {
      const unique = [...new Set(symbols)];
      const exact = await selectCardsBySymbol(db, unique, catalog.priceDays());
      const found = new Map<string, number>(exact.map((r) => [r.symbol, r.id]));
      const byKey = await resolveKeys(unique.filter((s) => !found.has(s)));
      for (const [symbol, row] of byKey) found.set(symbol, row.id);
      const [cards, others] = await Promise.all([
        catalog.summariesOfRows(
          exact,
          exact.map((r) => r.priceData),
          ctx,
          options,
        ),
        byKey.size > 0
          ? catalog.productSummaries(
              [...byKey.values()].map((r) => r.id),
              ctx,
              options,
            )
          : [],
      ]);
      const byId = new Map([...cards, ...others].map((p) => [p.productId, p]));
      const ids = [...new Set(symbols.flatMap((s) => (found.has(s) ? [found.get(s)!] : [])))];
      return {
        products: ids.flatMap((id) => byId.get(id) ?? []),
        missing: symbols.filter((s) => !found.has(s)),
      };
    },

    /** One product's page data by its symbol (exact, then normalised); 404 when there is none. */
    /** Spec §7 html-frame-url: the print view of the product's page, where its display permits a frame. */
    async htmlFrameUrl(symbol: string, ctx: PriceContext): Promise<HtmlFrameUrl> {
      const details = await catalog.getProductDetails(symbol, ctx);
      if (!details) throw notFound('errors.catalog.productNotFound');
      if (!details.permissions.includes('SHOW_PARCAT_FRAME')) throw notFound('errors.catalog.noHtmlFrame');
      const prefix = localePrefix(ctx.country, isLanguage(ctx.language) ? ctx.language : 'en');
      return {
        symbol: details.symbol,
        url: generate('product_details_print', { symbol: details.symbol, ...prefix }),
      };
    },

    async details(symbol: string, ctx: PriceContext): Promise<ProductDetails> {
      const details = await catalog.getProductDetails(symbol, ctx);
      if (!details) throw notFound('errors.catalog.productNotFound');
      return details;
    },

    /** How many similar products the product page would list (at most SIMILAR_MAX are looked for). */
    async similarCount(symbol: string): Promise<{ symbol: string; count: number; atLeast: boolean }> {
      const product = await requireProduct(symbol);
      const rows = await selectSimilarProducts(db, product.id, {
        limit: SIMILAR_MAX,
        perParameter: SIMILAR_CANDIDATES_PER_PARAMETER,
      });
      return { symbol: product.symbol, count: rows.length, atLeast: rows.length >= SIMILAR_MAX };
    },

    keepFootprint,

    /**
     * A product's packaging and the other packagings of its part (ADR 076: same manufacturer, same
     * part number without the packaging suffix), each with its minimum and multiple, the unit price
     * of the smallest amount one can order, and its stock.
     */
    async packagingOf(productId: number, ctx: PriceContext): Promise<ProductPackaging> {
      const rows = await selectPartPackagings(db, productId, PART_PACKAGINGS_MAX + 1);
      const self = rows.find((r) => r.productId === productId);
      const others = rows.filter((r) => r.productId !== productId).slice(0, PART_PACKAGINGS_MAX);
      const summaries = await catalog.productSummaries(
        others.map((r) => r.productId),
        ctx,
      );
      const byId = new Map(others.map((r) => [r.productId, r]));
      return {
        packaging: self ? asPackaging(self.packaging) : null,
        reelQuantity: self?.reelQuantity ?? null,
        variants: summaries.map((p) => {
          const row = byId.get(p.productId)!;
          const line = p.priceGroup
            ? selectPriceBreak(p.priceGroup.elements, Math.max(1, p.minimumQuantity))
            : undefined;
          return {
            symbol: p.symbol,
            url: p.url,
            packaging: asPackaging(row.packaging),
            reelQuantity: row.reelQuantity,
            minimumQuantity: p.minimumQuantity,
            multiples: p.multiples,
            price: line?.price ?? null,
            currency: p.priceGroup?.currency ?? null,
            stock: p.permissions.includes('SHOW_STOCK') ? p.stock.count : null,
            unit: p.unit.shortName,
          };
        }),
      };
    },

    /** Stored replacements of a product that keep its footprint (keepFootprint). */
    async replacements(
      symbol: string,
      options: { limit: number },
      ctx: PriceContext,
    ): Promise<ReplacementsResponse> {
      const product = await requireProduct(symbol);
      // Links of a product are few (dozens at most): all are compared before the limit.
      const candidates = await catalog.productSummaries(
        await selectLinkedIds(db, product.id, 'replacement', REPLACEMENT_CANDIDATES),
        ctx,
      );
      const { products, footprint, footprintKept } = await keepFootprint(product.id, candidates);
      return { symbol: product.symbol, products: products.slice(0, options.limit), footprint, footprintKept };
    },

    /** Similar products of a product id (the product page, which has the id already). */
    similarOf,

    async similar(
      symbol: string,
      limit: number,
      ctx: PriceContext,
    ): Promise<{ symbol: string; products: ProductSummary[] }> {
      const product = await requireProduct(symbol);
      return { symbol: product.symbol, products: await similarOf(product.id, limit, ctx) };
    },

    /** Stored links of one kind; `categoryId` keeps only the linked products of that category. */
    async linkedOfKind(
      symbol: string,
      kind: LinkKind,
      options: { limit: number; categoryId?: number },
      ctx: PriceContext,
    ): Promise<{ symbol: string; products: ProductSummary[] }> {
      const product = await requireProduct(symbol);
      // The category filter applies before the limit; the links of a product are few (dozens at most).
      const ids = await selectLinkedIds(
        db,
        product.id,
        kind,
        options.categoryId === undefined ? options.limit : 1000,
      );
      let products = await catalog.productSummaries(ids, ctx);
      if (options.categoryId !== undefined) {
        products = products.filter((p) => p.category.id === options.categoryId).slice(0, options.limit);
      }
      return { symbol: product.symbol, products };
    },

    /** Product boxes (spec §7): summaries in request order, each product once; unknown symbols as errors. */
    async productBoxes(symbols: readonly string[], ctx: PriceContext): Promise<ProductBoxesResponse> {
      const found = await resolveSymbols(symbols);
      const ids: number[] = [];
      const errors: ProductBoxesResponse['errors'] = [];
      for (const symbol of symbols) {
        const row = found.get(symbol);
        if (!row) errors.push(unknownSymbolError(ctx.language, symbol));
        else if (!ids.includes(row.id)) ids.push(row.id);
      }
      return { products: await catalog.productSummaries(ids, ctx), errors };
    },
  };
}

export type RelationsService = ReturnType<typeof createRelationsService>;
