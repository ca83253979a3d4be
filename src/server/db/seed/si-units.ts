/**
 * What the seed adds to the shared SI formatting of `common/format-si`: which units the generated
 * catalogue stores numerically, and how its display texts are written.
 */
import type { SiFormatOptions } from '../../../common/format-si';

/** Units whose values are stored as numbers; anything else is a text parameter. */
export const SI_UNITS = [
  'Ω',
  'F',
  'V',
  'A',
  'W',
  'Hz',
  '%',
  'H',
  'm',
  '°C',
  'lm',
  'mcd',
  'nm',
  'Ah',
] as const;
export type SiUnit = (typeof SI_UNITS)[number];

/**
 * Display texts are data (feeds write them, filters group by them): ordinary spaces, no digit
 * grouping, and every digit a part has: 32.768 kHz crystals and 2.495 V references are not rounded.
 */
export const CATALOGUE_SI_TEXT: SiFormatOptions = { plain: true, significantDigits: 6 };
