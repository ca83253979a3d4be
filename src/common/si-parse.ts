/**
 * Parsing of values with SI prefixes and units as people type them ("10k", "4u7", "100nF", "2,2 kohm").
 * No decimal library here: the filter panel parses range inputs in the browser, and the bundle
 * rule keeps decimal.js (which ./format-si needs for rounding) out of it. ./format-si re-exports
 * parseSi, so server code keeps one import for both directions.
 */

export const MICRO = '\u00b5';

/** Prefixes we print, by power of ten. Deci, centi, hecto and friends are not used for components. */
export const SI_PREFIXES: ReadonlyArray<readonly [exponent: number, symbol: string]> = [
  [-15, 'f'],
  [-12, 'p'],
  [-9, 'n'],
  [-6, MICRO],
  [-3, 'm'],
  [0, ''],
  [3, 'k'],
  [6, 'M'],
  [9, 'G'],
  [12, 'T'],
  [15, 'P'],
];
export const SMALLEST_EXPONENT = SI_PREFIXES[0][0];
export const LARGEST_EXPONENT = SI_PREFIXES[SI_PREFIXES.length - 1][0];

/**
 * Units that never take a prefix ("1 k°C" is nonsense). The catalogue also keeps some quantities in the
 * sub-unit the trade writes them in ("470 nm" wavelengths, "60 mcd" LEDs, "800 lm"): those symbols are
 * units of their own here, so "470nm" reads as 470 nm, as stored, and not as 4.7e-7 m.
 */
export const UNPREFIXED_UNITS: ReadonlySet<string> = new Set(['%', '°C', 'dB', 'nm', 'mcd', 'lm']);

/** Units printed without a prefix although one may be typed: cell capacities read "0.035 Ah", "2000mAh" still parses. */
export const PLAINLY_PRINTED_UNITS: ReadonlySet<string> = new Set([...UNPREFIXED_UNITS, 'Ah']);

export interface SiQuantity {
  value: number;
  /** Canonical unit symbol ("Ω", "F", "Hz"...), or "" when none was given. */
  unit: string;
}

/** Case-sensitive prefix spellings, longest first so "meg" is tried before "m". */
const PREFIX_ALIASES: ReadonlyArray<readonly [alias: string, exponent: number]> = [
  ['meg', 6],
  ['MEG', 6],
  ['Meg', 6],
  ...SI_PREFIXES.filter(([, symbol]) => symbol !== '').map(
    ([exponent, symbol]) => [symbol, exponent] as const,
  ),
  ['u', -6],
  ['K', 3],
];

/**
 * Unit symbols, case-sensitive where case carries meaning: "M" is mega and "m" milli (or metre), so
 * neither is a unit alias for the other. "R" is the resistor-marking way of writing ohms ("10R").
 */
const UNIT_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['Ω', 'Ω'],
  ['R', 'Ω'],
  ['F', 'F'],
  ['f', 'F'],
  ['H', 'H'],
  ['h', 'H'],
  ['V', 'V'],
  ['v', 'V'],
  ['A', 'A'],
  ['W', 'W'],
  ['w', 'W'],
  ['Hz', 'Hz'],
  ['hz', 'Hz'],
  ['HZ', 'Hz'],
  ['s', 's'],
  ['m', 'm'],
  ['Ah', 'Ah'],
  ['%', '%'],
  ['°C', '°C'],
  ['dB', 'dB'],
  ['nm', 'nm'],
  ['mcd', 'mcd'],
  ['lm', 'lm'],
]);

/** Spelled-out units, matched case-insensitively ("Ohm", "OHMS", "kohm"). */
const UNIT_WORDS: ReadonlyMap<string, string> = new Map([
  ['ohm', 'Ω'],
  ['ohms', 'Ω'],
  ['farad', 'F'],
  ['farads', 'F'],
  ['henry', 'H'],
  ['henries', 'H'],
  ['volt', 'V'],
  ['volts', 'V'],
  ['amp', 'A'],
  ['amps', 'A'],
  ['ampere', 'A'],
  ['amperes', 'A'],
  ['watt', 'W'],
  ['watts', 'W'],
  ['hertz', 'Hz'],
]);

/**
 * Frequencies typed in one case: nobody searches components by millihertz, so "16mhz" means MHz.
 * The correctly cased "mHz" still reads as millihertz through the normal prefix rules.
 */
const SLOPPY_FREQUENCIES: ReadonlyMap<string, number> = new Map([
  ['khz', 3],
  ['KHZ', 3],
  ['mhz', 6],
  ['MHZ', 6],
  ['ghz', 9],
  ['GHZ', 9],
]);

function lookUpUnit(text: string): string | undefined {
  return UNIT_SYMBOLS.get(text) ?? UNIT_WORDS.get(text.toLowerCase());
}

/**
 * Splits what follows the number into a power of ten and a unit. A prefix reading is tried first,
 * so a bare "m" right after the number is milli (as in "100m" for 100 mΩ); "100 m" with a space is metres.
 */
function resolveSuffix(suffix: string, spaced: boolean): { exponent: number; unit: string } | undefined {
  const frequency = SLOPPY_FREQUENCIES.get(suffix);
  if (frequency !== undefined) return { exponent: frequency, unit: 'Hz' };
  const whole = UNIT_SYMBOLS.get(suffix);
  // Units of their own ("nm", "mcd") before any prefix reading; and "1 m", spaced as formatSi writes it, is a metre.
  if (whole !== undefined && (UNPREFIXED_UNITS.has(whole) || (spaced && suffix === 'm')))
    return { exponent: 0, unit: whole };
  for (const [alias, exponent] of PREFIX_ALIASES) {
    if (!suffix.startsWith(alias)) continue;
    const rest = suffix.slice(alias.length);
    const unit = rest === '' ? '' : lookUpUnit(rest);
    if (unit !== undefined && !UNPREFIXED_UNITS.has(unit)) return { exponent, unit };
  }
  const unit = suffix === '' ? '' : lookUpUnit(suffix);
  return unit === undefined ? undefined : { exponent: 0, unit };
}

/** Spaces of any kind go, look-alike letters become the ones we print, a lone comma is a decimal point. */
function normaliseSiText(text: string): string {
  const compact = text
    .replace(/[\s\u00a0\u202f\u2009]+/g, '')
    .replace(/\u03bc/g, MICRO) // Greek mu → micro sign
    .replace(/\u2126/g, 'Ω') // ohm sign → Greek capital omega
    .replace(/\u2212/g, '-'); // minus sign → hyphen-minus
  return compact.includes('.') ? compact : compact.replace(/^([^,]*),([^,]*)$/, '$1.$2');
}

/** "4k7", "4u7", "2M2" (IEC 60062 marking: the prefix stands where the decimal point is); "4R7", "R47" for ohms. */
const RESISTOR_CODE = /^([+-]?)(\d*)([pnuµmkKMGR])(\d+)(.*)$/;
const PLAIN_NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(.*)$/;

/**
 * "10k" → 10 000; "100nF" → 1e-7 F; "4.7 µF", "4u7", "1M", "2,2 kohm", "10R" → 10 Ω.
 * Returns undefined when the text is not a quantity, so search can fall back to a text match.
 */
export function parseSi(text: string): SiQuantity | undefined {
  const normalised = normaliseSiText(text);
  let number: string;
  let suffix: string;
  const code = RESISTOR_CODE.exec(normalised);
  if (code && (code[2] !== '' || code[3] === 'R')) {
    const [, sign, whole, marker, fraction, rest] = code;
    number = `${sign}${whole || '0'}.${fraction}`;
    // "4R7" means 4.7 Ω: the R is both the decimal point and the unit, unless a unit follows.
    suffix = marker === 'R' ? rest || 'R' : `${marker}${rest}`;
  } else {
    const plain = PLAIN_NUMBER.exec(normalised);
    if (!plain) return undefined;
    [, number, suffix] = plain;
  }
  const trimmed = text.trim();
  const spaced = suffix !== '' && trimmed.endsWith(suffix) && /\s$/.test(trimmed.slice(0, -suffix.length));
  const resolved = resolveSuffix(suffix, spaced);
  if (!resolved) return undefined;
  // Shifting the decimal exponent and letting Number() round once gives the nearest double to the
  // exact value, as decimal arithmetic would, without a decimal library in the browser bundle.
  const [mantissa, exponent = '0'] = number.split(/e/i);
  const value = Number(`${mantissa}e${Number(exponent) + resolved.exponent}`);
  return { value, unit: resolved.unit };
}

/**
 * A value typed for a parameter in `unit` (a range end, the finder of a facet's values): a plain
 * number, or one with a prefix and, optionally, the unit ("10k", "4k7", "100n", "2,2 kΩ"). Null
 * when it is not a value, or is one of another unit ("10 V" for a resistance). One reading for
 * every input of the filter panel.
 */
export function parseSiValue(text: string, unit: string | null): number | null {
  const plain = Number(text.trim());
  if (text.trim() !== '' && Number.isFinite(plain)) return plain;
  const parsed = parseSi(text);
  if (!parsed || !Number.isFinite(parsed.value) || (parsed.unit !== '' && unit && parsed.unit !== unit))
    return null;
  return parsed.value;
}
