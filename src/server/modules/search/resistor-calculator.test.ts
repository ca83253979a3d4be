import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResistorCalculatorResponse, SearchResponse } from '../../../common/contracts/search';
import type { ErrorBody } from '../../../common/errors';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const URL = '/ajax/resistor-calculator/parameters';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 20 });
});

afterAll(async () => {
  await t?.close();
});

function post(payload: unknown, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': language },
    payload: payload as object,
  });
}

describe('POST /ajax/resistor-calculator/parameters', () => {
  it('reads bands into the value, its text and the search that finds such resistors', async () => {
    const res = await post({ bands: ['yellow', 'violet', 'red', 'gold'], country: 'pl' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ResistorCalculatorResponse>()).toEqual({
      bands: ['yellow', 'violet', 'red', 'gold'],
      resistance: 4700,
      tolerance: 5,
      temperatureCoefficient: null,
      text: '4.7 kΩ ±5 %',
      search: { query: '4.7kΩ 5%', url: '/pl/katalog/?q=4.7k%CE%A9+5%25' },
    });
  });

  it('reads 6 bands with the temperature coefficient, and 0.1 Ω with a silver multiplier', async () => {
    const six = await post({ bands: ['brown', 'black', 'black', 'red', 'brown', 'red'] });
    expect(six.json<ResistorCalculatorResponse>()).toMatchObject({
      resistance: 10_000,
      tolerance: 1,
      temperatureCoefficient: 50,
      text: '10 kΩ ±1 %, 50 ppm/K',
    });
    const small = await post({ bands: ['brown', 'black', 'silver', 'gold'] });
    expect(small.json<ResistorCalculatorResponse>()).toMatchObject({ resistance: 0.1, text: '0.1 Ω ±5 %' });
  });

  it('writes a resistance as bands', async () => {
    const res = await post({ resistance: 4700, tolerance: 1, bandCount: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json<ResistorCalculatorResponse>()).toMatchObject({
      bands: ['yellow', 'violet', 'black', 'brown', 'brown'],
      text: '4.7 kΩ ±1 %',
      search: { query: '4.7kΩ 1%' },
    });
    const four = await post({ resistance: 2.2e6 });
    expect(four.json<ResistorCalculatorResponse>().bands).toEqual(['red', 'red', 'green', 'gold']);
  });

  it('finds the products: the search text is understood by the unit-aware search', async () => {
    const { search } = (
      await post({ bands: ['brown', 'black', 'orange', 'gold'] })
    ).json<ResistorCalculatorResponse>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/catalog/search',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { query: search.query },
    });
    expect(res.statusCode).toBe(200);
    const quantities = res.json<SearchResponse>().interpretation.quantities;
    expect(quantities.map(({ unit, valueSi, parameterName }) => ({ unit, valueSi, parameterName }))).toEqual([
      { unit: 'Ω', valueSi: 10_000, parameterName: 'Resistance' },
      { unit: '%', valueSi: 5, parameterName: 'Tolerance' },
    ]);
  });

  it('refuses a combination no resistor carries with a 422 naming the band, in the request language', async () => {
    const res = await post({ bands: ['gold', 'black', 'red', 'gold'] });
    expect(res.statusCode).toBe(422);
    const body = res.json<ErrorBody>();
    expect(body.data).toEqual([
      {
        field: 'bands.0',
        message: 'Band 1 is a digit band; gold is not a digit colour (black to white).',
        messageKey: 'errors.resistor.digit',
      },
    ]);
    expect(body.message).toBe(body.data![0]!.message);
    const polish = (await post({ bands: ['brown', 'black', 'red', 'black'] }, 'pl')).json<ErrorBody>();
    expect(polish.data![0]).toMatchObject({ field: 'bands.3', messageKey: 'errors.resistor.tolerance' });
    expect(polish.message).toContain('Pasek 4');
    const german = (await post({ resistance: 4750, bandCount: 4 }, 'de')).json<ErrorBody>();
    expect(german.data![0]).toMatchObject({
      field: 'resistance',
      messageKey: 'errors.resistor.notRepresentable',
    });
    expect(german.message).toContain('4 Ringen');
    const hungarian = (await post({ resistance: 4700, tolerance: 3 }, 'hu')).json<ErrorBody>();
    expect(hungarian.data![0]).toMatchObject({
      field: 'tolerance',
      messageKey: 'errors.resistor.unknownTolerance',
    });
  });

  it('refuses malformed requests with a 422, never a 500', async () => {
    for (const payload of [
      {},
      { bands: ['yellow', 'violet', 'red', 'gold'], resistance: 4700 },
      { bands: ['yellow', 'violet', 'red'] },
      { bands: ['yellow', 'violet', 'red', 'gold', 'brown', 'red', 'red'] },
      { bands: ['yellow', 'purple', 'red', 'gold'] },
      { resistance: -1 },
      { resistance: '4k7' },
      { resistance: 4700, bandCount: 3 },
      { resistance: 4700, country: 'POL' },
    ]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json<ErrorBody>().data?.length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
    const colour = (await post({ bands: ['yellow', 'purple', 'red', 'gold'] }, 'de')).json<ErrorBody>();
    expect(colour.data![0]).toMatchObject({ field: 'bands.1', messageKey: 'errors.resistor.colour' });
    expect(colour.message).toContain('Unbekannte Farbe');
  });
});
