import { describe, expect, it } from 'vitest';
import type { Facet, QueryInterpretation } from '../../../common/contracts/search';
import { facetViews, understoodParts, withoutRefused } from './search-loaders.server';

describe('withoutRefused', () => {
  const filters = {
    categoryId: 4,
    manufacturerIds: [1, 2, 3],
    parameters: [
      { id: 7, values: ['a'] },
      { id: 8, min: 1 },
      { id: 9, values: ['b'] },
    ],
    inStock: true,
  };

  it('drops exactly the filters a 422 named', () => {
    expect(
      withoutRefused(filters, [
        { field: 'filters.manufacturerIds.1', message: 'There is no manufacturer 2.' },
        { field: 'filters.parameters.1.min', message: 'No numeric values.' },
        { field: 'filters.categoryId', message: 'There is no category 4.' },
      ]),
    ).toEqual({
      manufacturerIds: [1, 3],
      parameters: [
        { id: 7, values: ['a'] },
        { id: 9, values: ['b'] },
      ],
      inStock: true,
    });
    expect(
      withoutRefused({ manufacturerIds: [5] }, [{ field: 'filters.manufacturerIds.0', message: '' }]),
    ).toEqual({});
    expect(
      withoutRefused(
        {
          parameters: [
            { id: 7, values: ['a'] },
            { id: 8, values: ['b'] },
          ],
        },
        [{ field: 'filters.parameters.0.id', message: 'There is no parameter 7.' }],
      ),
    ).toEqual({ parameters: [{ id: 8, values: ['b'] }] });
  });

  it('keeps the ticked values of a parameter when only its range was refused', () => {
    expect(
      withoutRefused(
        {
          parameters: [
            { id: 7, values: ['a'], min: 1 },
            { id: 8, max: 2 },
          ],
        },
        [
          { field: 'filters.parameters.0.min', message: 'No numeric values.' },
          { field: 'filters.parameters.1.max', message: 'No numeric values.' },
        ],
      ),
    ).toEqual({ parameters: [{ id: 7, values: ['a'] }] });
  });

  it('gives up on fields it does not know', () => {
    expect(withoutRefused(filters, [{ field: 'query', message: 'Too long.' }])).toBeNull();
    expect(withoutRefused(filters, [{ field: 'filters.manufacturerIds', message: 'Too many.' }])).toBeNull();
  });
});

describe('texts made on the server', () => {
  it('writes ranges in SI units, plain for the inputs', () => {
    const facet: Facet = {
      kind: 'parameter',
      id: 9,
      name: 'Resistance',
      unit: 'Ω',
      values: [],
      range: { min: 1, max: 1e6, selectedMin: 4700, selectedMax: null },
    };
    expect(facetViews([facet])[0].rangeText).toEqual({
      min: '1\u00a0Ω',
      max: '1\u00a0MΩ',
      selectedMin: '4.7\u00a0kΩ',
      selectedMax: null,
      inputMin: '4.7 kΩ',
      inputMax: '',
    });
    expect(facetViews([{ ...facet, range: null }])[0].rangeText).toBeNull();
  });

  it('says how the query was understood: values, parameter values, then the other words', () => {
    const interpretation: QueryInterpretation = {
      words: ['resistor', '0603'],
      quantities: [
        { text: '10k', unit: 'Ω', valueSi: 10_000, op: 'eq', parameterId: 9, parameterName: 'Resistance' },
        { text: '>=50V', unit: 'V', valueSi: 50, op: 'gte', parameterId: 12, parameterName: 'Voltage' },
        { text: '42', unit: null, valueSi: 42, op: 'eq', parameterId: null, parameterName: null },
      ],
      parameterValues: [{ text: '0603', value: '0603', parameterId: 3, parameterName: 'Case' }],
    };
    expect(understoodParts(interpretation)).toEqual([
      { text: '10\u00a0kΩ', title: 'Resistance' },
      { text: '≥ 50\u00a0V', title: 'Voltage' },
      { text: '42', title: null },
      { text: '0603', title: 'Case' },
      { text: 'resistor', title: null },
    ]);
  });
});
