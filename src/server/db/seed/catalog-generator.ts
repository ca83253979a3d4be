import Decimal from 'decimal.js';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import { DISPLAY_PERMISSIONS, PRODUCT_FLAGS, type ProductFlag } from '../../../common/product-status';
import type { categories, LocalizedText } from '../schema';
import { linecardLetter, logoUrl, MANUFACTURERS } from './manufacturers';
import { PARAMETERS } from './parameters';
import { baseParametersOf, withBaseParameters } from './base-parameters';
import type { PartDraft, PartFamily, StockUnit } from './part-families';
import { keyParametersOf, partDataOf, type GeneratedPartData } from './part-data';
import { Rng } from './prng';
import { CATEGORY_TREE, type CategoryNode } from './taxonomy';
import { generatedCompliance, generatedLifecycle } from './compliance';
import type { LifecycleStatus, ProductCompliance } from '../../../common/product-compliance';

/**
 * Turns the taxonomy and part families into catalogue rows. Product i depends only on the seed, i and
 * the per-leaf counters of products before it, so the same size always yields the same catalogue and
 * products stream out one at a time in constant memory.
 */

/** Chance of each flag on an ordinary product (the first products carry one flag each so all appear). */
const FLAG_CHANCES: Record<ProductFlag, number> = {
  NEW: 0.05,
  PROMOTED: 0.03,
  SALE: 0.02,
  EXTERNAL_WAREHOUSE: 0.08,
  DANGEROUS: 0.01,
  OVERSIZED: 0.01,
  INVALID: 0.003,
  NOT_IN_OFFER: 0.01,
  PRODUCT_BLOCKED: 0.003,
  PRODUCT_BLOCKED_BY_CONTEXT: 0.003,
  AVAILABLE_IN_INTERNATIONAL_OFFER: 0.6,
  ONLY_FOR_SPECIAL_ORDER: 0.01,
  HARDLY_AVAILABLE: 0.02,
  AVAILABLE_WHILE_STOCKS_LAST: 0.02,
  MOQ_VALID_WHILE_STOCKS_LAST: 0.01,
};

const SEED = 20_240_917;
/** Consecutive products share a leaf category, so related and replacement links stay within a category. */
export const BLOCK_SIZE = 10;
/** Links never leave a group of this many products; writers must batch in multiples of it. */
export const LINK_GROUP_SIZE = 100;
const HISTORY_DAYS = 35;
/** Exhausted part spaces continue with packaging variants of the same parts. */
const PACKAGING_SUFFIXES = ['/TR', '/CT', '/BULK', '/AMMO', '/REEL', '/TAPE', '/BOX', '/T1', '/T3', '/LF'];

export type CategoryRow = typeof categories.$inferSelect;

export interface ManufacturerRow {
  id: number;
  name: string;
  slug: string;
  letter: string;
  logoUrl: string;
  description: string;
  promoted: boolean;
}

export interface ParameterRow {
  id: number;
  name: string;
  names: LocalizedText;
  unit: string | null;
  numeric: boolean;
}

export interface GeneratedProduct {
  id: number;
  symbol: string;
  symbolKey: string;
  originalSymbol: string | null;
  description: string;
  manufacturerId: number;
  manufacturerSymbol: string;
  manufacturerSymbolKey: string;
  categoryId: number;
  unit: StockUnit;
  minimumQuantity: number;
  multiples: number;
  flags: ProductFlag[];
  permissions: string[];
  pricePrecision: number;
  stock: number;
  externalStock: number;
  leadTimeDays: number;
  /** Back-orders (ADR 077): the factory's lead time in working days, or null (sold from stock only). */
  factoryLeadDays: number | null;
  /** The first break's net PLN price with the promotion's discount; null without SHOW_PRICE (migration 0014). */
  sortPrice: string | null;
  priceBreaks: Array<{ amount: number; netPricePln: string }>;
  parameters: Array<{ parameterId: number; valueSi: number | null; display: string }>;
  /** The shop's own datasheet (made from the product's data), behind /Document/{token}/{file}. */
  datasheet: { title: string; token: string; url: string } | null;
  promotion: { discountPercent: string; dateFrom: string; dateTo: string } | null;
  priceHistory: Array<{ day: string; netPricePln: string }>;
  links: Array<{ kind: 'replacement' | 'linked' | 'related'; linkedProductId: number }>;
  /** Lifecycle (ADR 075); NRND and obsolete parts name the nearest active part before them in their block. */
  lifecycle: LifecycleStatus;
  lastTimeBuyDate: string | null;
  replacementSymbol: string | null;
  compliance: ProductCompliance;
  /** Packaging, its part and CAD models (seed/part-data, ADR 076). */
  partData: GeneratedPartData;
}

interface Leaf {
  categoryId: number;
  family: PartFamily;
  weight: number;
  stride: number;
  offset: number;
  space: number;
  /** What its parts are topped up from when their family states fewer than three parameters. */
  base: ReturnType<typeof baseParametersOf>;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function buildCategoryRows(tree: CategoryNode[] = CATEGORY_TREE): {
  rows: CategoryRow[];
  leaves: Array<{ categoryId: number; node: CategoryNode }>;
} {
  const rows: CategoryRow[] = [];
  const leaves: Array<{ categoryId: number; node: CategoryNode }> = [];
  const visit = (nodes: CategoryNode[], parent: CategoryRow | null) => {
    nodes.forEach((node, position) => {
      const id = rows.length + 1;
      const row: CategoryRow = {
        id,
        parentId: parent?.id ?? null,
        slug: slugify(node.names.en),
        depth: (parent?.depth ?? 0) + 1,
        pathIds: [...(parent?.pathIds ?? []), id],
        names: node.names,
        position,
      };
      rows.push(row);
      if (node.leaf) leaves.push({ categoryId: id, node });
      if (node.children) visit(node.children, row);
    });
  };
  visit(tree, null);
  return { rows, leaves };
}

export function buildManufacturerRows(): ManufacturerRow[] {
  return MANUFACTURERS.map((m, index) => ({
    id: index + 1,
    name: m.name,
    slug: m.slug,
    letter: linecardLetter(m.name),
    logoUrl: logoUrl(m.slug),
    description: m.description,
    promoted: m.promoted,
  }));
}

export function buildParameterRows(): ParameterRow[] {
  return PARAMETERS.map((p, index) => ({
    id: index + 1,
    name: p.name,
    names: p.names,
    unit: p.unit,
    numeric: p.unit !== null,
  }));
}

const STRIDE_PRIMES = [7919, 104_729, 1_299_709, 15_485_863];

/** An affine step coprime to the space visits every point once, in an order that looks random. */
function strideFor(space: number): number {
  const prime = STRIDE_PRIMES.find((p) => space % p !== 0);
  if (!prime) throw new Error(`No stride for a part space of ${space}`);
  return prime;
}

function decodeMixedRadix(point: number, axes: number[]): number[] {
  const choice = new Array<number>(axes.length);
  for (let k = axes.length - 1; k >= 0; k--) {
    choice[k] = point % axes[k];
    point = Math.floor(point / axes[k]);
  }
  return choice;
}

/** Today in UTC as YYYY-MM-DD, moved by whole days. */
function isoDay(today: Date, offsetDays: number): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offsetDays))
    .toISOString()
    .slice(0, 10);
}

/**
 * A document token unique in the catalogue: 24 random hex digits and the item's index in 8. The
 * generator's state is 32 bits, so 750 000 tokens drawn from it alone meet a duplicate (birthday
 * bound: about 65 expected pairs), which stopped the 1 000 000-product seed at the unique index.
 */
export function documentToken(rng: Rng, index: number): string {
  return rng.hex(24) + (index >>> 0).toString(16).padStart(8, '0');
}

function datasheet(manufacturerSymbol: string, symbol: string, token: string): GeneratedProduct['datasheet'] {
  return {
    title: `Datasheet ${manufacturerSymbol}`,
    token,
    url: `/Document/${token}/${symbol.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`,
  };
}

export class CatalogGenerator {
  readonly categories: CategoryRow[];
  readonly manufacturers = buildManufacturerRows();
  readonly parameters = buildParameterRows();
  private readonly leaves: Leaf[];
  private readonly manufacturerIds = new Map(this.manufacturers.map((m) => [m.slug, m.id]));
  private readonly parameterIds = new Map(this.parameters.map((p) => [p.name, p.id]));

  constructor(
    readonly productCount: number,
    private readonly today: Date = new Date(),
  ) {
    const { rows, leaves } = buildCategoryRows();
    this.categories = rows;
    this.leaves = leaves.map(({ categoryId, node }) => {
      const family = node.leaf!.family;
      const root = rows[rows[categoryId - 1]!.pathIds[0]! - 1]!;
      const space = family.axes.reduce((a, b) => a * b, 1);
      return {
        categoryId,
        family,
        weight: node.leaf!.weight,
        space,
        stride: strideFor(space),
        offset: Rng.forItem(SEED, categoryId).int(0, space - 1),
        base: baseParametersOf(root.slug),
      };
    });
  }

  *products(): Generator<GeneratedProduct> {
    const producedPerLeaf = new Map<number, number>();
    let leaf = this.leaves[0];
    // The block's latest active part: what an NRND or obsolete one after it is replaced by (same leaf).
    let activeInBlock: string | null = null;
    for (let index = 0; index < this.productCount; index++) {
      if (index % BLOCK_SIZE === 0) {
        leaf = Rng.forItem(SEED ^ 0x5bd1e995, index / BLOCK_SIZE).weighted(this.leaves, (l) => l.weight);
        activeInBlock = null;
      }
      const n = producedPerLeaf.get(leaf.categoryId) ?? 0;
      producedPerLeaf.set(leaf.categoryId, n + 1);
      const product = this.product(index, leaf, n);
      if (product.lifecycle === 'active') activeInBlock = product.symbol;
      else product.replacementSymbol = activeInBlock;
      yield product;
    }
  }

  private product(index: number, leaf: Leaf, n: number): GeneratedProduct {
    const rng = Rng.forItem(SEED, index);
    const point = (n * leaf.stride + leaf.offset) % leaf.space;
    const draft = leaf.family.build(decodeMixedRadix(point, leaf.family.axes), rng);
    const round = Math.floor(n / leaf.space);
    const suffix = round === 0 ? '' : packagingSuffix(round - 1);
    const manufacturerSymbol = draft.manufacturerSymbol + suffix;
    const symbol = (draft.symbol ?? draft.manufacturerSymbol) + suffix;
    const id = index + 1;
    const partData = partDataOf(index, symbol, manufacturerSymbol);
    const flags = this.flags(index, rng);
    const { breaks, precision } = priceBreaks(draft, rng);
    const drawn = flags.includes('NOT_IN_OFFER') ? 0 : stockLevel(rng, draft.multiples);
    // A few back-orderable parts are sold out (ADR 077), so the demo shows back-orders at once; the
    // level is still drawn, so the draws after it keep their order.
    const stock = index % 50 === BACKORDER_SOLD_OUT ? 0 : drawn;
    const product: GeneratedProduct = {
      id,
      symbol,
      symbolKey: normaliseSymbol(symbol),
      originalSymbol: draft.symbol ? manufacturerSymbol : null,
      description: describe(draft),
      manufacturerId: this.manufacturerId(draft.manufacturer),
      manufacturerSymbol,
      manufacturerSymbolKey: normaliseSymbol(manufacturerSymbol),
      categoryId: leaf.categoryId,
      unit: draft.unit,
      minimumQuantity: draft.minimumQuantity,
      multiples: draft.multiples,
      flags,
      permissions: permissions(rng),
      pricePrecision: precision,
      stock,
      externalStock: flags.includes('EXTERNAL_WAREHOUSE') ? rng.logInt(10, 50_000) * draft.multiples : 0,
      leadTimeDays: rng.pick([2, 3, 5, 7, 10, 14, 21, 28, 42, 60]),
      // One product in five may be back-ordered (ADR 077). From the index, not the rng: the draws
      // after this one keep their order, so the rest of the catalogue stays as it was.
      factoryLeadDays: isBackorderable(index, flags) ? 10 + (index % 4) * 5 : null,
      sortPrice: null,
      priceBreaks: breaks,
      // The family's parameters topped up to three (seed/base-parameters); the description keeps
      // the family's own, as catalogues print them.
      parameters: withBaseParameters(draft.parameters, leaf.base, partData.packaging.partKey).map((p) => ({
        parameterId: this.parameterId(p.name),
        valueSi: p.valueSi,
        display: p.display,
      })),
      datasheet: rng.chance(0.75) ? datasheet(manufacturerSymbol, symbol, documentToken(rng, index)) : null,
      promotion: flags.includes('PROMOTED') ? this.promotion(rng) : null,
      priceHistory:
        flags.includes('SALE') || flags.includes('PROMOTED') || rng.chance(0.05)
          ? this.priceHistory(rng, breaks[0].netPricePln, precision, flags.includes('SALE'))
          : [],
      links: links(index, rng).filter((link) => link.linkedProductId <= this.productCount),
      ...this.productData(index, describe(draft)),
      partData,
    };
    // After the literal: its rng draws keep their order, so the catalogue stays the same.
    product.sortPrice = shownSortPrice(product);
    return product;
  }

  /** Lifecycle and compliance, from streams of their own (seed/compliance.ts). */
  private productData(index: number, description: string) {
    const { lifecycle, lastTimeBuyDate } = generatedLifecycle(index, this.today);
    return {
      lifecycle,
      lastTimeBuyDate,
      replacementSymbol: null,
      compliance: generatedCompliance(index, description, lifecycle),
    };
  }

  /** Each leaf category's key parameters (ADR 076), from a part of its family. */
  keyParameterRows(): Array<{ categoryId: number; parameterId: number; position: number }> {
    return this.leaves.flatMap((leaf) => {
      const sample = leaf.family.build(
        decodeMixedRadix(0, leaf.family.axes),
        Rng.forItem(SEED ^ 0x4b3e, leaf.categoryId),
      );
      const parameters = withBaseParameters(sample.parameters, leaf.base, sample.manufacturerSymbol);
      return keyParametersOf({ ...sample, parameters }).map((name, position) => ({
        categoryId: leaf.categoryId,
        parameterId: this.parameterId(name),
        position,
      }));
    });
  }

  private flags(index: number, rng: Rng): ProductFlag[] {
    // The first products carry one flag each, so even a tiny catalogue shows every flag.
    const forced = index < PRODUCT_FLAGS.length ? PRODUCT_FLAGS[index] : undefined;
    return PRODUCT_FLAGS.filter((flag) => flag === forced || rng.chance(FLAG_CHANCES[flag]));
  }

  private promotion(rng: Rng): GeneratedProduct['promotion'] {
    return {
      discountPercent: String(rng.pick([5, 10, 15, 20, 25, 30])),
      dateFrom: isoDay(this.today, -rng.int(1, 10)),
      dateTo: isoDay(this.today, rng.int(3, 30)),
    };
  }

  /** Daily first-break prices; the price changed once, so the Omnibus lowest-of-30-days differs from today's. */
  private priceHistory(
    rng: Rng,
    current: string,
    precision: number,
    onSale: boolean,
  ): GeneratedProduct['priceHistory'] {
    const factor = onSale ? 1.1 + rng.next() * 0.3 : 0.85 + rng.next() * 0.35;
    const previous = Decimal.max(
      new Decimal(current).mul(factor.toFixed(3)).toDecimalPlaces(precision),
      new Decimal(1).div(10 ** precision),
    ).toFixed(precision);
    const changedDaysAgo = rng.int(3, HISTORY_DAYS - 2);
    const history: GeneratedProduct['priceHistory'] = [];
    for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
      history.push({
        day: isoDay(this.today, -daysAgo),
        netPricePln: daysAgo > changedDaysAgo ? previous : current,
      });
    }
    return history;
  }

  private manufacturerId(slug: string): number {
    const id = this.manufacturerIds.get(slug);
    if (!id) throw new Error(`Unknown manufacturer in the taxonomy: ${slug}`);
    return id;
  }

  private parameterId(name: string): number {
    const id = this.parameterIds.get(name);
    if (!id) throw new Error(`Unknown parameter in the taxonomy: ${name}`);
    return id;
  }
}

function packagingSuffix(variant: number): string {
  const base = PACKAGING_SUFFIXES[variant % PACKAGING_SUFFIXES.length];
  const cycle = Math.floor(variant / PACKAGING_SUFFIXES.length);
  return cycle === 0 ? base : `${base}${cycle + 1}`;
}

/** "Resistor: thick film; SMD; 0603; 10kΩ; ±1%; 0.1W": the name, then the parameters as catalogues print them. */
function describe(draft: PartDraft): string {
  const details = draft.parameters.map((p) =>
    p.valueSi !== null || p.name === 'Operating temperature' ? p.display.replace(/ (?=\S*$)/, '') : p.display,
  );
  return [draft.name, ...details].join('; ');
}

/**
 * What lists sort by price (the SQL function shown_sort_price of migration 0014): the first break,
 * less the promotion (every generated promotion runs on the seed's day), at the column's 6 places.
 */
function shownSortPrice(p: GeneratedProduct): string | null {
  if (!p.permissions.includes('SHOW_PRICE')) return null;
  const keep = p.promotion ? new Decimal(100).minus(p.promotion.discountPercent).div(100) : new Decimal(1);
  return new Decimal(p.priceBreaks[0].netPricePln)
    .times(keep)
    .toDecimalPlaces(6, Decimal.ROUND_HALF_UP)
    .toFixed();
}

function permissions(rng: Rng): string[] {
  const roll = rng.next();
  if (roll < 0.05) return DISPLAY_PERMISSIONS.filter((p) => p !== 'SHOW_PRICE');
  if (roll < 0.1) return DISPLAY_PERMISSIONS.filter((p) => p !== 'SHOW_ORDER_BUTTON');
  return [...DISPLAY_PERMISSIONS];
}

/** About 15 % out of stock, 25 % low (1–100), the rest plentiful, always in whole multiples. */
/** One product in five may be back-ordered (ADR 077); of those, one in ten is sold out (index % 50). */
const BACKORDER_SOLD_OUT = 7;
export function isBackorderable(index: number, flags: readonly string[]): boolean {
  return index % 5 === BACKORDER_SOLD_OUT % 5 && !flags.includes('NOT_IN_OFFER');
}

function stockLevel(rng: Rng, multiples: number): number {
  const roll = rng.next();
  if (roll < 0.15) return 0;
  const pieces = roll < 0.4 ? rng.int(1, 100) : rng.logInt(101, 250_000);
  return Math.max(multiples, Math.round(pieces / multiples) * multiples);
}

const CHEAP_STEPS = [1, 10, 50, 100, 500, 1000];
const MIDDLE_STEPS = [1, 5, 10, 25, 100, 250];
const EXPENSIVE_STEPS = [1, 2, 3, 5, 10, 20];

/** 3–6 breaks whose unit price falls strictly with quantity, rounded to the product's price precision. */
function priceBreaks(
  draft: PartDraft,
  rng: Rng,
): { breaks: GeneratedProduct['priceBreaks']; precision: number } {
  const base = new Decimal(draft.basePrice.toFixed(6));
  const precision = base.lt('0.1') ? 5 : base.lt(1) ? 4 : 2;
  const smallest = new Decimal(1).div(10 ** precision);
  const steps =
    draft.breakSteps ?? (base.lt(1) ? CHEAP_STEPS : base.lt(100) ? MIDDLE_STEPS : EXPENSIVE_STEPS);
  const count = Math.min(steps.length, rng.int(3, 6));
  const breaks: GeneratedProduct['priceBreaks'] = [];
  let price = Decimal.max(base.toDecimalPlaces(precision), smallest.mul(100));
  for (let k = 0; k < count; k++) {
    breaks.push({ amount: steps[k] * draft.minimumQuantity, netPricePln: price.toFixed(precision) });
    const discount = new Decimal((0.65 + rng.next() * 0.27).toFixed(3));
    const next = price.mul(discount).toDecimalPlaces(precision, Decimal.ROUND_HALF_UP);
    price = next.lt(price) ? next : price.minus(smallest);
  }
  return { breaks, precision };
}

function links(index: number, rng: Rng): GeneratedProduct['links'] {
  const blockStart = index - (index % BLOCK_SIZE);
  const groupStart = index - (index % LINK_GROUP_SIZE);
  const result: GeneratedProduct['links'] = [];
  // Ids are index + 1; every target lies in the same block or link group, so a batch holds both ends.
  if (index > blockStart && rng.chance(0.08)) result.push({ kind: 'replacement', linkedProductId: index });
  if (rng.chance(0.15)) {
    const other = blockStart + ((index - blockStart + rng.int(1, BLOCK_SIZE - 1)) % BLOCK_SIZE);
    result.push({ kind: 'related', linkedProductId: other + 1 });
  }
  if (rng.chance(0.05)) {
    const other =
      groupStart +
      ((index - groupStart + BLOCK_SIZE * rng.int(1, LINK_GROUP_SIZE / BLOCK_SIZE - 1)) % LINK_GROUP_SIZE);
    result.push({ kind: 'linked', linkedProductId: other + 1 });
  }
  return result;
}
