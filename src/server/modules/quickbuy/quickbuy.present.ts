/**
 * Presenting a working list (ADR 047): each line's product and candidates, its problems (blocking
 * ones keep it out of the cart), price at its amount, value and stock; the duplicates and totals.
 * Pure: no database, no clock, no event loop. The service runs it inline in slices for short lists
 * and the presenting worker (quickbuy.present-worker.ts, ADR 047 amended in session 18) runs it
 * for long ones, from the same product rows and exchange rate, so both give the same list.
 */
import { AMOUNT_MAX_VALUE } from '../../../common/amount-rules';
import type {
  Duplicate,
  LineProblem,
  QuickBuyLine,
  QuickBuyList,
  QuickBuyProduct,
  WorkingLine,
} from '../../../common/contracts/quickbuy';
import type { PriceContext } from '../../../common/contracts/pricing';
import { getMarket } from '../../../common/markets';
import { lineTotal, toDecimal } from '../../../common/money';
import { productText } from '../catalog/pure';
import { unitPricesFrom, type PriceDataRow } from '../pricing/pure';
import type { LineProductRow } from './quickbuy.repository';

const WITHDRAWN = ['NOT_IN_OFFER', 'PRODUCT_BLOCKED'];

export const isOrderable = (row: LineProductRow) => !row.flags.some((f) => WITHDRAWN.includes(f));

function productOf(row: LineProductRow, language: string): QuickBuyProduct {
  return {
    symbol: row.symbol,
    manufacturerSymbol: row.manufacturerSymbol || null,
    manufacturer: row.manufacturer,
    description: productText(row.description, row.generatedText, language),
    minimum: Math.max(1, row.minimumQuantity),
    multiples: Math.max(1, row.multiples),
    orderable: isOrderable(row),
    replacementSymbol: row.replacementSymbol,
  };
}

/** Products named on more than one line (their lines stay apart until the buyer merges them). */
export function duplicatesOf(lines: readonly WorkingLine[]): Duplicate[] {
  const groups = new Map<string, WorkingLine[]>();
  for (const line of lines) {
    if (!line.productSymbol || !line.match.accepted) continue;
    const group = groups.get(line.productSymbol);
    if (group) group.push(line);
    else groups.set(line.productSymbol, [line]);
  }
  return [...groups]
    .filter(([, group]) => group.length > 1)
    .map(([symbol, group]) => ({
      symbol,
      lineIds: group.map((l) => l.id),
      total: group.reduce((sum, l) => sum + l.amount, 0),
    }));
}

/** What presenting needs beside the lines: the buyer's market and language, the currency's PLN rate. */
export interface PresentContext {
  ctx: Pick<PriceContext, 'country' | 'language'>;
  /** pricing's `rateOf(currency)` for the market's currency, read once for the whole list. */
  rate: string;
}

/**
 * A list presented a piece of lines at a time (the caller paces the pieces): `piece` gives those
 * lines shown, `list` the whole list with its totals once every piece is shown.
 */
export function listPresenter(
  all: readonly WorkingLine[],
  products: ReadonlyMap<string, LineProductRow>,
  { ctx, rate }: PresentContext,
) {
  const currency = getMarket(ctx.country).currency;
  const duplicates = duplicatesOf(all);
  const duplicated = new Set(duplicates.map((d) => d.symbol));
  const shown: QuickBuyLine[] = [];
  let net = toDecimal('0');

  function piece(slice: readonly WorkingLine[]): void {
    const priced = slice.flatMap((line) => {
      const row = line.productSymbol ? products.get(line.productSymbol) : undefined;
      return row ? [{ product: row, amount: line.amount }] : [];
    });
    const data = new Map<number, PriceDataRow>(
      priced.map((p) => [p.product.priceData.productId, p.product.priceData]),
    );
    const prices = unitPricesFrom(priced, data, rate, ctx);
    const priceOf = new Map(priced.map((p, i) => [p.product.symbol + ':' + p.amount, prices[i] ?? null]));
    for (const line of slice) {
      const row = line.productSymbol ? products.get(line.productSymbol) : undefined;
      const problems: LineProblem[] = [];
      const blocking = (key: string, params: LineProblem['params'] = {}) =>
        problems.push({ key, params, level: 'blocking' });
      const warning = (key: string, params: LineProblem['params'] = {}) =>
        problems.push({ key, params, level: 'warning' });
      const unitPrice = row ? (priceOf.get(row.symbol + ':' + line.amount) ?? null) : null;
      if (!line.productSymbol) blocking('quickbuy.problems.notFound', { query: line.query });
      else if (!row) blocking('quickbuy.problems.unknownProduct', { symbol: line.productSymbol });
      else {
        if (!line.match.accepted)
          blocking(
            line.match.kind === 'fuzzy' ? 'quickbuy.problems.confirmFuzzy' : 'quickbuy.problems.chooseOne',
            {
              query: line.query,
            },
          );
        if (!isOrderable(row))
          blocking('quickbuy.problems.notInOffer', {
            symbol: row.symbol,
            replacement: row.replacementSymbol ?? '',
          });
        else if (unitPrice === null) blocking('quickbuy.problems.noPrice', { symbol: row.symbol });
        const minimum = Math.max(1, row.minimumQuantity);
        const multiples = Math.max(1, row.multiples);
        if (line.amount < minimum || line.amount % multiples !== 0)
          blocking('quickbuy.problems.amountRules', { minimum, multiples });
        else if (line.amount !== line.requested)
          warning(
            line.amount < line.requested ? 'quickbuy.problems.overMaximum' : 'quickbuy.problems.rounded',
            { requested: line.requested, amount: line.amount, max: AMOUNT_MAX_VALUE },
          );
        if (row.permissions.includes('SHOW_STOCK') && line.amount > row.stock)
          warning('quickbuy.problems.overStock', {
            stock: row.stock,
            leadTimeDays: row.leadTimeDays ?? '',
          });
        if (duplicated.has(row.symbol)) warning('quickbuy.problems.duplicate', { symbol: row.symbol });
        if (line.replacedFrom) warning('quickbuy.problems.replaced', { symbol: line.replacedFrom });
      }
      if (line.amountAssumed) warning('quickbuy.problems.amountAssumed', { amount: line.amount });
      if (line.amountCapped) warning('quickbuy.problems.amountCapped', { max: AMOUNT_MAX_VALUE });
      const complete = problems.every((p) => p.level !== 'blocking');
      const value = unitPrice === null ? null : lineTotal(unitPrice, line.amount, currency);
      if (complete && value) net = net.plus(value);
      shown.push({
        ...line,
        product: row ? productOf(row, ctx.language) : null,
        candidates: line.candidateSymbols.flatMap((symbol) => {
          const candidate = products.get(symbol);
          return candidate ? [productOf(candidate, ctx.language)] : [];
        }),
        data: row
          ? {
              unitPrice,
              value: value?.toFixed() ?? null,
              stock: row.permissions.includes('SHOW_STOCK') ? row.stock : null,
              leadTimeDays: row.leadTimeDays,
            }
          : null,
        problems,
        complete,
      });
    }
  }

  const list = (): QuickBuyList => ({
    lines: shown,
    duplicates,
    totals: {
      currency,
      net: net.toFixed(),
      lineCount: shown.length,
      completeCount: shown.filter((l) => l.complete).length,
    },
  });
  return { piece, list };
}

/** The whole list presented in one go (the presenting worker's way: it holds no other request). */
export function presentAll(
  lines: readonly WorkingLine[],
  products: ReadonlyMap<string, LineProductRow>,
  context: PresentContext,
): QuickBuyList {
  const presenter = listPresenter(lines, products, context);
  presenter.piece(lines);
  return presenter.list();
}
