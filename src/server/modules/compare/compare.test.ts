import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompareParametersResponseSchema,
  ComparePrepareResponseSchema,
  ComparePricesResponseSchema,
} from '../../../common/contracts/compare';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { buildParameterTable } from './compare.service';
import type { CompareParameterValueRow } from './compare.repository';

let t: TestApp;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
/** Three priced products of one category (they share most parameters). */
let trio: string[];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 400 });
  const rows = (
    (await t.services.database.db.execute(
      sql.raw(`select symbol from products where category_id = (
               select category_id from products group by category_id order by count(*) desc limit 1)
               and 'SHOW_PRICE' = any(permissions) and 'SHOW_STOCK' = any(permissions) order by symbol limit 3`),
    )) as unknown as { rows: Array<{ symbol: string }> }
  ).rows;
  trio = rows.map((r) => r.symbol);
  expect(trio).toHaveLength(3);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: XHR });

describe('POST /ajax/compare/prepare', () => {
  it('normalises the list: catalogue symbols in order, duplicates once, unknown symbols per symbol', async () => {
    const res = await post('/ajax/compare/prepare', {
      symbols: [trio[1], 'NO-SUCH-PART-1', trio[0]!.toLowerCase(), trio[1], ` ${trio[2]} `],
      country: 'pl',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ComparePrepareResponseSchema.parse(res.json());
    expect(body.symbols).toEqual([trio[1], trio[0], trio[2]]);
    expect(body.products.map((p) => p.symbol)).toEqual(body.symbols);
    expect(body.products[0]!.url).toBe(`/pl/${encodeURIComponent(trio[1]!)}/details`);
    // In the call's language: the market's (pl) when the call names none, like the product texts.
    expect(body.errors).toEqual([
      {
        symbol: 'NO-SUCH-PART-1',
        error: 'Nie znaleziono produktu.',
        messageKey: 'errors.catalog.productNotFound',
      },
    ]);
  });

  it("words the contract's refusals in the request's language (ADR 030)", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `PART-${i}`);
    const refusal = async (payload: object, language: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ajax/compare/prepare',
        payload,
        headers: { ...XHR, 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(422);
      return res.json<{ message: string; messageKey: string; data: unknown[] }>();
    };
    expect(await refusal({ symbols: eleven }, 'hu-HU,hu;q=0.9')).toMatchObject({
      message: 'Legfeljebb 10 termék hasonlítható össze.',
      messageKey: 'errors.input.compareTooMany',
      data: [
        {
          field: 'symbols',
          message: 'Legfeljebb 10 termék hasonlítható össze.',
          messageKey: 'errors.input.compareTooMany',
        },
      ],
    });
    expect(await refusal({ symbols: [] }, 'pl')).toMatchObject({
      message: 'Wyślij co najmniej jeden symbol.',
      messageKey: 'errors.input.symbolsEmpty',
    });
    expect(await refusal({ symbols: ['  '] }, 'de')).toMatchObject({
      message: 'Geben Sie das Produktsymbol an.',
      messageKey: 'errors.input.symbolRequired',
    });
  });

  it('refuses 11 symbols, an empty list, empty symbols and unknown fields with 422 (never 500)', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `PART-${i}`);
    const tooMany = await post('/ajax/compare/prepare', { symbols: eleven });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 422, message: 'At most 10 products can be compared.' });
    for (const payload of [
      { symbols: [] },
      { symbols: [''] },
      { symbols: ['A'], foo: 1 },
      { symbols: 'A' },
      {},
      { symbols: ['A'], country: 'POL' },
    ]) {
      const res = await post('/ajax/compare/prepare', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().data.length).toBeGreaterThan(0);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/ajax/compare/prepare',
      payload: '{"symbols": [',
      headers: { ...XHR, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('POST /ajax/compare/product-parameters', () => {
  it('lists the union of parameters, aligned with the symbols, marking rows that differ', async () => {
    const res = await post('/ajax/compare/product-parameters', {
      symbols: [...trio, 'NO-SUCH-PART-2'],
      language: 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = CompareParametersResponseSchema.parse(res.json());
    expect(body.symbols).toEqual(trio);
    expect(body.errors).toEqual([
      {
        symbol: 'NO-SUCH-PART-2',
        error: 'Produkt nicht gefunden.',
        messageKey: 'errors.catalog.productNotFound',
      },
    ]);
    expect(body.parameters.length).toBeGreaterThan(0);
    for (const row of body.parameters) {
      expect(row.values).toHaveLength(3);
      const present = row.values.filter((v) => v !== null);
      if (present.length < 3) expect(row.differs).toBe(true);
    }
    // Three different parts of one category differ somewhere.
    expect(body.parameters.some((r) => r.differs)).toBe(true);
    // German names from the catalogue.
    const names = body.parameters.map((r) => r.name).join(' ');
    expect(names).not.toMatch(/\b(Resistance|Capacitance|Tolerance)\b/);
  });

  it('refuses 11 symbols with 422', async () => {
    const res = await post('/ajax/compare/product-parameters', {
      symbols: Array.from({ length: 11 }, () => trio[0]),
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /ajax/compare/prices-and-stocks', () => {
  it("gives price breaks in the market's currency and stock, and an error for an unknown symbol", async () => {
    const res = await post('/ajax/compare/prices-and-stocks', {
      symbols: [trio[0], 'NO-SUCH-PART-3'],
      country: 'hu',
      isGrossPrice: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ComparePricesResponseSchema.parse(res.json());
    const [first, unknown] = body.products;
    expect(first && !('error' in first) && first.priceGroup?.currency).toBe('HUF');
    expect(first && !('error' in first) && first.priceGroup?.type).toBe('GROSS');
    expect(first && !('error' in first) && first.stock).not.toBeNull();
    expect(unknown).toEqual({
      symbol: 'NO-SUCH-PART-3',
      error: 'A termék nem található.',
      messageKey: 'errors.catalog.productNotFound',
    });
  });

  it('refuses a malformed request with 422', async () => {
    expect(
      (await post('/ajax/compare/prices-and-stocks', { symbols: [trio[0]], isGrossPrice: 'yes' })).statusCode,
    ).toBe(422);
  });
});

describe('compare service: the page view', () => {
  it('builds products with prices and the parameter table in one go, empty for an empty list', async () => {
    const view = await t.services.compare.view([trio[2]!, trio[0]!], {
      country: 'pl',
      gross: false,
      language: 'pl',
    });
    expect(view.products.map((p) => p.symbol)).toEqual([trio[2], trio[0]]);
    expect(view.products[0]!.priceGroup?.currency ?? 'PLN').toBe('PLN');
    expect(view.parameters.every((r) => r.values.length === 2)).toBe(true);
    expect(await t.services.compare.view([], { country: 'pl', gross: false, language: 'pl' })).toEqual({
      products: [],
      parameters: [],
      errors: [],
    });
  });
});

describe('classification rows (ADR 075)', () => {
  it('follow the parameters, named in the language, one value per product', async () => {
    const view = await t.services.compare.view([trio[0]!, trio[1]!], {
      country: 'pl',
      gross: false,
      language: 'pl',
    });
    const rows = view.parameters.filter((r) => r.id < 0);
    const firstClassification = view.parameters.findIndex((r) => r.id < 0);
    expect(view.parameters.slice(firstClassification).every((r) => r.id < 0)).toBe(true);
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Cykl życia', 'Status RoHS', 'Status REACH']),
    );
    for (const row of rows) expect(row.values).toHaveLength(2);
    const lifecycle = rows.find((r) => r.name === 'Cykl życia')!;
    expect(lifecycle.values.every((v) => v !== null)).toBe(true);
  });
});

describe('buildParameterTable', () => {
  const row = (
    productId: number,
    parameterId: number,
    display: string,
    valueSi: number | null,
  ): CompareParameterValueRow => ({
    productId,
    parameterId,
    name: `P${parameterId}`,
    names: { en: `P${parameterId}`, pl: `Pl${parameterId}` },
    unit: valueSi === null ? null : 'Ω',
    numeric: valueSi !== null,
    display,
    valueSi,
  });

  it('orders shared rows first, compares numbers by value and treats a missing value as a difference', () => {
    const table = buildParameterTable(
      [10, 20],
      [
        row(10, 5, '0603', null),
        row(20, 5, '0603', null),
        row(10, 1, '1 kΩ', 1000),
        row(20, 1, '1000 Ω', 1000),
        row(10, 2, '±1 %', 1),
        row(20, 3, 'X7R', null),
        row(30, 1, 'other product', 5),
      ],
      'pl',
    );
    expect(table.map((r) => [r.id, r.name, r.values, r.differs])).toEqual([
      [1, 'Pl1', ['1 kΩ', '1000 Ω'], false],
      [5, 'Pl5', ['0603', '0603'], false],
      [2, 'Pl2', ['±1 %', null], true],
      [3, 'Pl3', [null, 'X7R'], true],
    ]);
  });

  it('never marks the rows of a single product as different', () => {
    expect(buildParameterTable([1], [row(1, 1, 'a', null)], 'en')[0]!.differs).toBe(false);
  });
});
