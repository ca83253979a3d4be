/**
 * Long lists presented by the worker (ADR 047, amended in session 18): the answer's bytes are those
 * `JSON.stringify` gives for the list presented inline in slices (every problem, price, promotion,
 * currency and language the presenter knows), two calls' lists at once kept apart.
 */
import { describe, expect, it } from 'vitest';
import type { QuickBuyList, WorkingLine } from '../../../common/contracts/quickbuy';
import { listJson, ListJson } from './quickbuy.answer';
import { listPresenter, presentAll, type PresentContext } from './quickbuy.present';
import { presentOffThread } from './quickbuy.present-worker';
import type { LineProductRow } from './quickbuy.repository';
import { LINES_PIECE } from './quickbuy.slices';

const product = (i: number): LineProductRow => ({
  id: i + 1,
  symbol: `P${i}`,
  manufacturerSymbol: i % 6 ? `MPN-${i}` : '',
  manufacturer: 'Yageo',
  description: i % 2 ? 'Resistor; 10kΩ; 0603' : `Opis "${i}" — ±1%\n`,
  generatedText: i % 2 === 1,
  minimumQuantity: i % 4 ? 1 : 10,
  multiples: i % 8 ? 1 : 5,
  flags: i % 13 ? [] : ['NOT_IN_OFFER'],
  permissions: i % 9 ? ['SHOW_PRICE', 'SHOW_STOCK'] : ['SHOW_STOCK'],
  unit: 'PCS',
  pricePrecision: i % 3 ? 2 : 4,
  vatRateOverride: i % 10 ? null : '8',
  stock: (i * 37) % 500,
  leadTimeDays: i % 5 ? null : 14,
  replacementSymbol: i % 13 ? null : `P${i + 1}`,
  priceData: {
    productId: i + 1,
    breaks:
      i % 17
        ? [
            { productId: i + 1, amount: 1, netPricePln: `${(i % 50) / 7 + 0.0123}` },
            { productId: i + 1, amount: 100, netPricePln: `${(i % 50) / 9 + 0.0011}` },
          ]
        : [],
    promotion:
      i % 7
        ? undefined
        : { productId: i + 1, discountPercent: '15', dateFrom: '2026-11-01', dateTo: '2026-12-31' },
    lowestHistoricPln: null,
  },
});

const line = (i: number, products: number): WorkingLine => ({
  id: `line-${i}`,
  row: i + 1,
  query: `q${i}`,
  manufacturer: null,
  note: i % 7 ? null : `R${i}; DNP`,
  requested: (i % 300) + 1,
  amount: i % 11 ? (i % 300) + 1 : 3,
  amountAssumed: i % 19 === 0,
  amountCapped: i % 23 === 0,
  match: { kind: i % 5 ? 'symbol' : 'fuzzy', confidence: i % 5 ? 1 : 0.62, accepted: i % 5 !== 0 },
  // Some lines name no product, some a product not read, and a few the same product (duplicates).
  productSymbol: i % 29 === 0 ? null : i % 31 === 0 ? 'UNKNOWN' : `P${i % 40 === 1 ? 1 : i % products}`,
  candidateSymbols: i % 5 ? [] : [`P${(i + 1) % products}`, `P${(i + 2) % products}`, 'UNKNOWN'],
  replacedFrom: i % 37 ? null : 'OLD-1',
});

const fixture = (count: number) => {
  const rows = Array.from({ length: 700 }, (_, i) => product(i));
  return {
    lines: Array.from({ length: count }, (_, i) => line(i, rows.length)),
    products: new Map(rows.map((r) => [r.symbol, r])),
  };
};

async function text(pieces: AsyncIterable<string | Uint8Array>): Promise<string> {
  let all = '';
  for await (const piece of pieces) all += typeof piece === 'string' ? piece : Buffer.from(piece).toString();
  return all;
}

/** The list as the service presents it inline: in pieces of LINES_PIECE lines. */
function inSlices(
  lines: readonly WorkingLine[],
  products: Map<string, LineProductRow>,
  context: PresentContext,
): QuickBuyList {
  const presenter = listPresenter(lines, products, context);
  for (let from = 0; from < lines.length; from += LINES_PIECE)
    presenter.piece(lines.slice(from, from + LINES_PIECE));
  return presenter.list();
}

describe('a long list presented by the worker', () => {
  const contexts: PresentContext[] = [
    { ctx: { country: 'PL', language: 'pl' }, rate: '1' },
    { ctx: { country: 'DE', language: 'de' }, rate: '4.2817' },
    { ctx: { country: 'HU', language: 'hu' }, rate: '0.010934' },
  ];

  it.each(contexts)(
    'answers the bytes JSON.stringify gives for the list presented inline ($ctx.country)',
    async (context) => {
      const { lines, products } = fixture(1234);
      const inline = inSlices(lines, products, context);
      expect(presentAll(lines, products, context)).toEqual(inline);
      // The fixture reaches every kind of line: complete, blocked, warned, duplicated, unpriced.
      expect(inline.duplicates.length).toBeGreaterThan(0);
      expect(new Set(inline.lines.flatMap((l) => l.problems.map((p) => p.key))).size).toBeGreaterThanOrEqual(
        10,
      );
      expect(inline.totals.completeCount).toBeGreaterThan(0);

      const bytes = await presentOffThread(lines, products, context);
      expect(Buffer.from(bytes).toString()).toBe(JSON.stringify(inline));
      // And through the answer's writer, as the routes send it.
      expect(await text(listJson(new ListJson(bytes)))).toBe(await text(listJson(inline)));
    },
  );

  it('presents the lists of two calls at once apart', async () => {
    const a = fixture(900);
    const b = fixture(600);
    const [first, second] = await Promise.all([
      presentOffThread(a.lines, a.products, contexts[0]!),
      presentOffThread(b.lines, b.products, contexts[1]!),
    ]);
    expect(Buffer.from(first).toString()).toBe(JSON.stringify(presentAll(a.lines, a.products, contexts[0]!)));
    expect(Buffer.from(second).toString()).toBe(
      JSON.stringify(presentAll(b.lines, b.products, contexts[1]!)),
    );
  });
});
