/**
 * The resistor colour-code calculator's call (spec §7 "resistor calculator parameters"): the colour
 * logic is common/resistor-colors; here a refused combination becomes a 422 naming the band, and
 * the answer gains "finding the products": the unit-aware search text and the results page for it.
 */
import type { ResistorCalculatorRequest, ResistorCalculatorResponse } from '../../../common/contracts/search';
import { validationError } from '../../../common/errors';
import {
  decodeBands,
  encodeResistance,
  ResistorCodeError,
  type ResistorValue,
} from '../../../common/resistor-colors';
import { generate } from '../../../common/routes.server';
import { priceContextOf } from '../../http/price-context';

export function calculateResistor(request: ResistorCalculatorRequest): ResistorCalculatorResponse {
  let value: ResistorValue;
  try {
    value =
      request.bands !== undefined
        ? decodeBands(request.bands)
        : encodeResistance(request.resistance!, {
            tolerance: request.tolerance,
            bandCount: request.bandCount,
            temperatureCoefficient: request.temperatureCoefficient,
          });
  } catch (error) {
    if (error instanceof ResistorCodeError) {
      throw validationError([{ field: error.field, key: error.key, params: error.params }]);
    }
    throw error;
  }
  const { country } = priceContextOf({ country: request.country });
  const { searchQuery, ...rest } = value;
  return {
    ...rest,
    search: { query: searchQuery, url: generate('catalog_index', { _country: country, q: searchQuery }) },
  };
}
