/**
 * The resistor colour code (IEC 60062), both ways: bands → resistance, tolerance and temperature
 * coefficient; resistance → bands. Pure, so the calculator's API call (search module) and any page
 * share it. A band combination a resistor cannot carry is refused with a catalogue key
 * (`errors.resistor.*`), which the API answers as a 422. No decimal.js here: the contracts the
 * browser loads import the colour names from this file.
 */
import type { MessageKey } from './errors';

export const RESISTOR_COLOURS = [
  'black',
  'brown',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'violet',
  'grey',
  'white',
  'gold',
  'silver',
  'none',
] as const;
export type ResistorColour = (typeof RESISTOR_COLOURS)[number];

export const BAND_COUNTS = [4, 5, 6] as const;
export type BandCount = (typeof BAND_COUNTS)[number];

const DIGITS: Partial<Record<ResistorColour, number>> = {
  black: 0,
  brown: 1,
  red: 2,
  orange: 3,
  yellow: 4,
  green: 5,
  blue: 6,
  violet: 7,
  grey: 8,
  white: 9,
};

/** The multiplier band as a power of ten. */
const MULTIPLIER_EXPONENTS: Partial<Record<ResistorColour, number>> = {
  ...DIGITS,
  gold: -1,
  silver: -2,
};

/** Tolerance in per cent; "none" (no band) is ±20 %, only on 4-band resistors. */
const TOLERANCES: Partial<Record<ResistorColour, number>> = {
  brown: 1,
  red: 2,
  orange: 0.05,
  yellow: 0.02,
  green: 0.5,
  blue: 0.25,
  violet: 0.1,
  grey: 0.01,
  gold: 5,
  silver: 10,
  none: 20,
};

/** Temperature coefficient of the 6th band, in ppm/K. */
const TEMPERATURE_COEFFICIENTS: Partial<Record<ResistorColour, number>> = {
  black: 250,
  brown: 100,
  red: 50,
  orange: 15,
  yellow: 25,
  green: 20,
  blue: 10,
  violet: 5,
  grey: 1,
};

export interface ResistorValue {
  bands: ResistorColour[];
  /** Ohms. */
  resistance: number;
  /** Per cent. */
  tolerance: number;
  /** ppm/K, 6-band resistors only. */
  temperatureCoefficient: number | null;
  /** "4.7 kΩ ±5 %" (ordinary spaces; 6 bands add ", 100 ppm/K"). */
  text: string;
  /** The catalogue's unit-aware search for this resistor: "4.7kΩ 5%". */
  searchQuery: string;
}

/** A refusal: the band (0-based) or field at fault and the catalogue key saying why. */
export class ResistorCodeError extends Error {
  constructor(
    readonly field: string,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'ResistorCodeError';
  }
}

const SMALLEST_EXPONENT = -2;
const LARGEST_EXPONENT = 9;

/** Removes floating-point noise: 4.7000000000000002 → 4.7. */
const clean = (value: number): number => Number(value.toPrecision(12));

/** 4700 → "4.7 kΩ", 0.47 → "0.47 Ω" (resistors are marked in Ω, kΩ, MΩ and GΩ, never mΩ). */
export function formatOhms(resistance: number): string {
  const [exponent, prefix] = (
    [
      [9, 'G'],
      [6, 'M'],
      [3, 'k'],
    ] as const
  ).find(([e]) => resistance >= 10 ** e) ?? [0, ''];
  return `${clean(resistance / 10 ** exponent)} ${prefix}Ω`;
}

function describe(resistance: number, tolerance: number, temperatureCoefficient: number | null) {
  const value = formatOhms(resistance);
  const text = `${value} ±${tolerance} %${temperatureCoefficient === null ? '' : `, ${temperatureCoefficient} ppm/K`}`;
  return { text, searchQuery: `${value.replace(' ', '')} ${tolerance}%` };
}

function lookUp<T>(table: Partial<Record<ResistorColour, T>>, colour: ResistorColour): T | undefined {
  return table[colour];
}

/** Bands (first band nearest the end, as read) → the resistor's value; throws ResistorCodeError. */
export function decodeBands(bands: readonly ResistorColour[]): ResistorValue {
  const count = bands.length;
  if (!(BAND_COUNTS as readonly number[]).includes(count)) {
    throw new ResistorCodeError('bands', 'errors.resistor.bandCount');
  }
  const digitCount = count === 4 ? 2 : 3;
  let mantissa = 0;
  for (let i = 0; i < digitCount; i++) {
    const digit = lookUp(DIGITS, bands[i]!);
    if (digit === undefined) {
      throw new ResistorCodeError(`bands.${i}`, 'errors.resistor.digit', { band: i + 1, colour: bands[i]! });
    }
    if (i === 0 && digit === 0) throw new ResistorCodeError('bands.0', 'errors.resistor.leadingBlack');
    mantissa = mantissa * 10 + digit;
  }
  const exponent = lookUp(MULTIPLIER_EXPONENTS, bands[digitCount]!);
  if (exponent === undefined) {
    throw new ResistorCodeError(`bands.${digitCount}`, 'errors.resistor.multiplier', {
      band: digitCount + 1,
      colour: bands[digitCount]!,
    });
  }
  const toleranceColour = bands[digitCount + 1]!;
  const tolerance = lookUp(TOLERANCES, toleranceColour);
  if (tolerance === undefined || (toleranceColour === 'none' && count !== 4)) {
    throw new ResistorCodeError(`bands.${digitCount + 1}`, 'errors.resistor.tolerance', {
      band: digitCount + 2,
      colour: toleranceColour,
    });
  }
  let temperatureCoefficient: number | null = null;
  if (count === 6) {
    temperatureCoefficient = lookUp(TEMPERATURE_COEFFICIENTS, bands[5]!) ?? null;
    if (temperatureCoefficient === null) {
      throw new ResistorCodeError('bands.5', 'errors.resistor.temperatureCoefficient', { colour: bands[5]! });
    }
  }
  const resistance = clean(mantissa * 10 ** exponent);
  return {
    bands: [...bands],
    resistance,
    tolerance,
    temperatureCoefficient,
    ...describe(resistance, tolerance, temperatureCoefficient),
  };
}

function colourOf<T>(table: Partial<Record<ResistorColour, T>>, value: T): ResistorColour | undefined {
  return RESISTOR_COLOURS.find((colour) => table[colour] === value);
}

export interface EncodeOptions {
  /** Per cent; default 5 on 4 bands, 1 on 5 and 6. */
  tolerance?: number;
  /** Default 4, or 5 when the value needs three significant digits or the tolerance is below 1 %. */
  bandCount?: BandCount;
  /** ppm/K for the 6th band; default 100 (brown). */
  temperatureCoefficient?: number;
}

/** A resistance in ohms → its bands; throws ResistorCodeError when no resistor carries it. */
export function encodeResistance(resistance: number, options: EncodeOptions = {}): ResistorValue {
  if (!Number.isFinite(resistance) || resistance <= 0) {
    throw new ResistorCodeError('resistance', 'errors.resistor.resistance');
  }
  const fits = (digits: number) => findExponent(resistance, digits) !== undefined;
  const bandCount: BandCount =
    options.bandCount ?? (!fits(2) || (options.tolerance !== undefined && options.tolerance < 1) ? 5 : 4);
  const digitCount = bandCount === 4 ? 2 : 3;
  const exponent = findExponent(resistance, digitCount);
  if (exponent === undefined) {
    throw new ResistorCodeError('resistance', 'errors.resistor.notRepresentable', { bands: bandCount });
  }
  const tolerance = options.tolerance ?? (bandCount === 4 ? 5 : 1);
  const toleranceColour = colourOf(TOLERANCES, tolerance);
  if (toleranceColour === undefined || (toleranceColour === 'none' && bandCount !== 4)) {
    throw new ResistorCodeError('tolerance', 'errors.resistor.unknownTolerance', { bands: bandCount });
  }
  const mantissa = Math.round(resistance / 10 ** exponent);
  const bands: ResistorColour[] = String(mantissa)
    .split('')
    .map((digit) => colourOf(DIGITS, Number(digit))!);
  bands.push(colourOf(MULTIPLIER_EXPONENTS, exponent)!, toleranceColour);
  if (bandCount === 6) {
    const coefficient = options.temperatureCoefficient ?? 100;
    const colour = colourOf(TEMPERATURE_COEFFICIENTS, coefficient);
    if (colour === undefined) {
      throw new ResistorCodeError('temperatureCoefficient', 'errors.resistor.unknownTemperatureCoefficient');
    }
    bands.push(colour);
  }
  return decodeBands(bands);
}

/** The multiplier exponent that writes `resistance` with exactly `digits` significant digits. */
function findExponent(resistance: number, digits: number): number | undefined {
  for (let exponent = SMALLEST_EXPONENT; exponent <= LARGEST_EXPONENT; exponent++) {
    const scaled = resistance / 10 ** exponent;
    const mantissa = Math.round(scaled);
    if (
      mantissa >= 10 ** (digits - 1) &&
      mantissa < 10 ** digits &&
      Math.abs(scaled - mantissa) <= 1e-9 * mantissa
    ) {
      return exponent;
    }
  }
  return undefined;
}
