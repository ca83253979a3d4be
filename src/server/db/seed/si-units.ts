/**
 * SI quantities as the catalogue stores them: the value in the base unit for filtering and sorting,
 * and the display text people read ("10 kΩ", "100 nF").
 */

/** Units whose values are stored as numbers; anything else is a text parameter. */
export const SI_UNITS = ['Ω', 'F', 'V', 'A', 'W', 'Hz', '%', 'H', 'm', '°C', 'lm', 'mcd', 'nm', 'Ah'] as const;
export type SiUnit = (typeof SI_UNITS)[number];

const PREFIX_FACTORS: Record<string, number> = {
  p: 1e-12,
  n: 1e-9,
  µ: 1e-6,
  μ: 1e-6,
  u: 1e-6,
  m: 1e-3,
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
};

const DISPLAY_PREFIXES: Array<[number, string]> = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
  [1, ''],
  [1e-3, 'm'],
  [1e-6, 'µ'],
  [1e-9, 'n'],
  [1e-12, 'p'],
];

/** Units that read wrong with prefixes ("1 k%", "25 m°C"), so they are always shown plainly. */
const UNPREFIXED_UNITS = new Set<string>(['%', '°C', 'nm', 'mcd', 'lm', 'Ah']);

/** "10 kΩ" from 10000 and 'Ω'; three significant digits at most, no trailing zeros. */
export function formatSi(value: number, unit: SiUnit): string {
  if (UNPREFIXED_UNITS.has(unit) || value === 0) return `${trimNumber(value)} ${unit}`;
  const magnitude = Math.abs(value);
  const [factor, prefix] = DISPLAY_PREFIXES.find(([f]) => magnitude >= f * 0.9999) ?? DISPLAY_PREFIXES[DISPLAY_PREFIXES.length - 1];
  return `${trimNumber(value / factor)} ${prefix}${unit}`;
}

function trimNumber(value: number): string {
  return String(Number(value.toPrecision(3)));
}

export interface SiQuantity {
  valueSi: number;
  unit: SiUnit;
}

const QUANTITY_PATTERN = /^([+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+))\s*(p|n|µ|μ|u|m|k|M|G)?(Ω|ohm|F|V|A|W|Hz|%|H|°C|lm|mcd|nm|Ah|m)$/;

/**
 * Parses "10 kΩ", "100nF", "0.1 W", "4.7uF", "1 %" into a value in the base unit. Returns null for
 * text that is not a number with a known unit (such values are stored as text parameters).
 */
export function parseSiQuantity(text: string): SiQuantity | null {
  const match = QUANTITY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, digits, prefix = '', rawUnit] = match;
  // "m" alone is metres; "mA", "mW" are milli; the pattern takes the longest unit, so "mm" is milli-metres.
  const unit = (rawUnit === 'ohm' ? 'Ω' : rawUnit) as SiUnit;
  if (UNPREFIXED_UNITS.has(unit) && prefix !== '') return null;
  const value = Number(digits.replace(',', '.')) * PREFIX_FACTORS[prefix];
  return Number.isFinite(value) ? { valueSi: Number(value.toPrecision(12)), unit } : null;
}
