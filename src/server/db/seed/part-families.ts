import {
  capacitorCode3,
  E12,
  E24,
  E6,
  E96,
  inductorCode3,
  resistorCode3,
  resistorCode4,
  resistorRkm,
  seriesValues,
} from './e-series';
import { MANUFACTURERS } from './manufacturers';
import type { Rng } from './prng';
import { formatSi } from '../../../common/format-si';
import { CATALOGUE_SI_TEXT, type SiUnit } from './si-units';

/**
 * Part families: how one leaf category's products look. A family enumerates its distinct parts as a
 * mixed-radix space (`axes`); `build` turns one point of that space into a part. Every axis shows in
 * the part number, so distinct points give distinct symbols without remembering what was generated.
 */
export interface PartFamily {
  axes: number[];
  build(choice: number[], rng: Rng): PartDraft;
}

export type StockUnit = 'ST' | 'M' | 'ROL' | 'KPL' | 'OPK';

export interface ParameterValue {
  name: string;
  valueSi: number | null;
  display: string;
}

export interface PartDraft {
  manufacturer: string;
  manufacturerSymbol: string;
  /** The shop's symbol when it differs from the manufacturer's part number (parts sold by many makers). */
  symbol?: string;
  name: string;
  parameters: ParameterValue[];
  unit: StockUnit;
  minimumQuantity: number;
  multiples: number;
  /** Net PLN for one unit at the smallest break; the generator derives the breaks from it. */
  basePrice: number;
  /** Quantity steps of the price breaks as multiples of the minimum quantity. */
  breakSteps?: number[];
}

/** A million products use about a thousand distinct values; decimal formatting each time would cost seconds. */
const displayCache = new Map<string, string>();

export function q(name: string, value: number, unit: SiUnit): ParameterValue {
  const key = `${value}${unit}`;
  let display = displayCache.get(key);
  if (display === undefined) {
    display = formatSi(value, unit, CATALOGUE_SI_TEXT);
    displayCache.set(key, display);
  }
  return { name, valueSi: value, display };
}

export function t(name: string, display: string): ParameterValue {
  return { name, valueSi: null, display };
}

function tolerance(percent: number): ParameterValue {
  return { name: 'Tolerance', valueSi: percent, display: `±${percent} %` };
}

function temperatureRange(min: number, max: number): ParameterValue {
  return t('Operating temperature', `${min}…${max} °C`);
}

/** Manufacturer slug and the series prefix its part numbers start with. */
export type Series = [manufacturer: string, prefix: string];

interface Commercial {
  unit?: StockUnit;
  moq?: [minimumQuantity: number, multiples: number];
  price: [min: number, max: number];
}

function commercial(c: Commercial, rng: Rng) {
  const [minimumQuantity, multiples] = c.moq ?? [1, 1];
  return {
    unit: c.unit ?? 'ST',
    minimumQuantity,
    multiples,
    basePrice: rng.logInt(c.price[0] * 1e5, c.price[1] * 1e5) / 1e5,
  };
}

// ---------------------------------------------------------------- resistors

const CHIP_CASES = ['0402', '0603', '0805', '1206', '2010'] as const;
const CHIP_POWER: Record<string, number> = {
  '0402': 0.063,
  '0603': 0.1,
  '0805': 0.125,
  '1206': 0.25,
  '2010': 0.75,
};

interface ResistorValue {
  ohms: number;
  percent: 1 | 5;
}

/** 1 % parts come in E96 values, 5 % parts in E24: the two series shops actually stock. */
const RESISTOR_VALUES: ResistorValue[] = [
  ...seriesValues(E96, 0, 5).map((ohms) => ({ ohms, percent: 1 as const })),
  ...seriesValues(E24, 0, 6).map((ohms) => ({ ohms, percent: 5 as const })),
];

type ChipResistorFormat = (size: string, v: ResistorValue) => string;
const fj = (v: ResistorValue) => (v.percent === 1 ? 'F' : 'J');

const CHIP_RESISTOR_SERIES: Array<[string, ChipResistorFormat]> = [
  ['yageo', (size, v) => `RC${size}${fj(v)}R-07${resistorRkm(v.ohms)}L`],
  ['vishay', (size, v) => `CRCW${size}${resistorRkm(v.ohms).padEnd(4, '0')}${fj(v)}KEA`],
  [
    'panasonic',
    (size, v) =>
      `ERJ-${{ '0402': '2RK', '0603': '3EK', '0805': '6EN', '1206': '8EN', '2010': '12Z' }[size]}${fj(v)}${v.percent === 1 ? resistorCode4(v.ohms) : resistorCode3(v.ohms)}V`,
  ],
  [
    'rohm',
    (size, v) =>
      `MCR${{ '0402': '01', '0603': '03', '0805': '10', '1206': '18', '2010': '50' }[size]}EZP${fj(v)}X${resistorCode4(v.ohms)}`,
  ],
  ['bourns', (size, v) => `CR${size}-${fj(v)}X-${resistorCode4(v.ohms)}ELF`],
  ['yageo', (size, v) => `AC${size}${fj(v)}R-07${resistorRkm(v.ohms)}L`],
];

export function chipResistors(): PartFamily {
  return {
    axes: [CHIP_RESISTOR_SERIES.length, CHIP_CASES.length, RESISTOR_VALUES.length],
    build([s, c, v], rng) {
      const [manufacturer, format] = CHIP_RESISTOR_SERIES[s];
      const size = CHIP_CASES[c];
      const value = RESISTOR_VALUES[v];
      const onReel = rng.chance(0.1);
      const piece = commercial({ price: [0.004, 0.03], moq: [100, 100] }, rng);
      return {
        manufacturer,
        manufacturerSymbol: format(size, value),
        name: s === 5 ? 'Resistor: thick film; automotive' : 'Resistor: thick film',
        parameters: [
          t('Mounting', 'SMD'),
          t('Case', size),
          q('Resistance', value.ohms, 'Ω'),
          tolerance(value.percent),
          q('Power', CHIP_POWER[size], 'W'),
          temperatureRange(-55, 155),
        ],
        // A reel of 5000 is sold as one unit at a reel discount.
        ...(onReel
          ? { ...piece, unit: 'ROL', minimumQuantity: 1, multiples: 1, basePrice: piece.basePrice * 3000 }
          : piece),
      };
    },
  };
}

const THT_POWERS = [0.25, 0.6, 1] as const;
const THT_RESISTOR_SERIES: Array<[string, (power: number, v: ResistorValue) => string]> = [
  ['royal-ohm', (p, v) => `MF${{ 0.25: '0W4', 0.6: '0W6', 1: '01' }[p]}${fj(v)}F${resistorCode4(v.ohms)}A50`],
  ['yageo', (p, v) => `MFR-${{ 0.25: '25', 0.6: '50', 1: '100' }[p]}${fj(v)}BF52-${resistorRkm(v.ohms)}`],
  [
    'vishay',
    (p, v) => `${{ 0.25: 'MBA0204', 0.6: 'MBB0207', 1: 'PR01000' }[p]}${resistorCode4(v.ohms)}${fj(v)}R500`,
  ],
];

export function thtResistors(): PartFamily {
  return {
    axes: [THT_RESISTOR_SERIES.length, THT_POWERS.length, RESISTOR_VALUES.length],
    build([s, p, v], rng) {
      const [manufacturer, format] = THT_RESISTOR_SERIES[s];
      const value = RESISTOR_VALUES[v];
      return {
        manufacturer,
        manufacturerSymbol: format(THT_POWERS[p], value),
        name: 'Resistor: metal film',
        parameters: [
          t('Mounting', 'THT'),
          q('Resistance', value.ohms, 'Ω'),
          tolerance(value.percent),
          q('Power', THT_POWERS[p], 'W'),
          t('Case', p === 0 ? 'Ø1.8x3.2mm' : p === 1 ? 'Ø2.5x6.5mm' : 'Ø3.5x10mm'),
          temperatureRange(-55, 155),
        ],
        ...commercial({ price: [0.03, 0.2], moq: rng.chance(0.3) ? [10, 10] : [100, 100] }, rng),
      };
    },
  };
}

// ---------------------------------------------------------------- capacitors

type Dielectric = 'C0G' | 'X7R' | 'X5R';
interface CeramicValue {
  farads: number;
  dielectric: Dielectric;
}

/** C0G for small values, X7R for the middle, X5R for bulk: how MLCC ranges are really split. */
const MLCC_VALUES: CeramicValue[] = [
  ...seriesValues(E12, -12, -9).map((farads) => ({ farads, dielectric: 'C0G' as const })),
  ...seriesValues(E6, -10, -7).map((farads) => ({ farads, dielectric: 'X7R' as const })),
  ...seriesValues(E6, -6, -5).map((farads) => ({ farads, dielectric: 'X5R' as const })),
];
const MLCC_CASES = ['0402', '0603', '0805', '1206'] as const;
const MLCC_VOLTAGES = [10, 16, 25, 50] as const;

type MlccFormat = (size: string, value: CeramicValue, volts: number, looseTolerance: boolean) => string;
const mlccTolerance = (d: Dielectric, loose: boolean) =>
  d === 'C0G' ? (loose ? 'J' : 'F') : loose ? 'M' : 'K';

const MLCC_SERIES: Array<[string, MlccFormat]> = [
  [
    'murata',
    (size, v, volts, loose) =>
      `GRM${{ '0402': '155', '0603': '188', '0805': '21B', '1206': '31M' }[size]}${{ C0G: '5C', X7R: 'R7', X5R: 'R6' }[v.dielectric]}${{ 10: '1A', 16: '1C', 25: '1E', 50: '1H' }[volts]}${capacitorCode3(v.farads)}${mlccTolerance(v.dielectric, loose)}A01D`,
  ],
  [
    'samsung-em',
    (size, v, volts, loose) =>
      `CL${{ '0402': '05', '0603': '10', '0805': '21', '1206': '31' }[size]}${{ C0G: 'C', X7R: 'B', X5R: 'A' }[v.dielectric]}${capacitorCode3(v.farads)}${mlccTolerance(v.dielectric, loose)}${{ 10: 'P', 16: 'O', 25: 'A', 50: 'B' }[volts]}8NNNC`,
  ],
  [
    'kemet',
    (size, v, volts, loose) =>
      `C${size}C${capacitorCode3(v.farads)}${mlccTolerance(v.dielectric, loose)}${{ 10: '8', 16: '4', 25: '3', 50: '5' }[volts]}${{ C0G: 'G', X7R: 'R', X5R: 'P' }[v.dielectric]}ACTU`,
  ],
  [
    'tdk',
    (size, v, volts, loose) =>
      `C${{ '0402': '1005', '0603': '1608', '0805': '2012', '1206': '3216' }[size]}${v.dielectric}${{ 10: '1A', 16: '1C', 25: '1E', 50: '1H' }[volts]}${capacitorCode3(v.farads)}${mlccTolerance(v.dielectric, loose)}080AA`,
  ],
  [
    'yageo',
    (size, v, volts, loose) =>
      `CC${size}${mlccTolerance(v.dielectric, loose)}R${v.dielectric === 'C0G' ? 'NPO' : v.dielectric}${{ 10: '6', 16: '7', 25: '8', 50: '9' }[volts]}BB${capacitorCode3(v.farads)}`,
  ],
];

export function ceramicChipCapacitors(): PartFamily {
  return {
    axes: [MLCC_SERIES.length, MLCC_CASES.length, MLCC_VALUES.length, MLCC_VOLTAGES.length, 2],
    build([s, c, v, u, loose], rng) {
      const [manufacturer, format] = MLCC_SERIES[s];
      const value = MLCC_VALUES[v];
      const volts = MLCC_VOLTAGES[u];
      const tolerancePercent = value.dielectric === 'C0G' ? (loose ? 5 : 1) : loose ? 20 : 10;
      return {
        manufacturer,
        manufacturerSymbol: format(MLCC_CASES[c], value, volts, loose === 1),
        name: 'Capacitor: ceramic; MLCC',
        parameters: [
          t('Mounting', 'SMD'),
          t('Case', MLCC_CASES[c]),
          q('Capacitance', value.farads, 'F'),
          q('Voltage', volts, 'V'),
          t('Dielectric', value.dielectric),
          tolerance(tolerancePercent),
          value.dielectric === 'X5R' ? temperatureRange(-55, 85) : temperatureRange(-55, 125),
        ],
        ...commercial(
          { price: value.dielectric === 'X5R' ? [0.05, 0.6] : [0.008, 0.08], moq: [100, 100] },
          rng,
        ),
      };
    },
  };
}

const ELECTROLYTIC_VALUES = seriesValues(E6, -6, -3).filter((f) => f <= 4.7e-3);
const ELECTROLYTIC_VOLTAGES = [6.3, 10, 16, 25, 35, 50, 63, 100, 400] as const;
const EIA_VOLTAGE: Record<number, string> = {
  6.3: '0J',
  10: '1A',
  16: '1C',
  25: '1E',
  35: '1V',
  50: '1H',
  63: '1J',
  100: '2A',
  400: '2G',
};
const ELECTROLYTIC_SERIES: Array<[string, (farads: number, volts: number) => string]> = [
  [
    'panasonic',
    (f, v) =>
      `EEU-FR${EIA_VOLTAGE[v]}${capacitorCode3(f).replace(/(\d\d)(\d)$/, (_, d, e) => `${d}${Number(e) - 6}`)}`,
  ],
  [
    'nichicon',
    (f, v) =>
      `UVR${EIA_VOLTAGE[v]}${capacitorCode3(f).replace(/(\d\d)(\d)$/, (_, d, e) => `${d}${Number(e) - 6}`)}MDD`,
  ],
  [
    'wurth',
    (f, v) =>
      `8600${String(ELECTROLYTIC_VOLTAGES.indexOf(v as never)).padStart(2, '0')}${String(ELECTROLYTIC_VALUES.indexOf(f)).padStart(3, '0')}005`,
  ],
];

/** Can size grows with capacitance × voltage; the figures follow common radial catalogue steps. */
function electrolyticCan(farads: number, volts: number): string {
  const energy = farads * 1e6 * volts;
  if (energy <= 200) return 'Ø5x11mm';
  if (energy <= 1000) return 'Ø6.3x11mm';
  if (energy <= 4000) return 'Ø8x11.5mm';
  if (energy <= 15000) return 'Ø10x16mm';
  if (energy <= 50000) return 'Ø12.5x20mm';
  return 'Ø16x25mm';
}

export function electrolyticCapacitors(): PartFamily {
  return {
    axes: [ELECTROLYTIC_SERIES.length, ELECTROLYTIC_VALUES.length, ELECTROLYTIC_VOLTAGES.length],
    build([s, f, v], rng) {
      const [manufacturer, format] = ELECTROLYTIC_SERIES[s];
      const farads = ELECTROLYTIC_VALUES[f];
      const volts = ELECTROLYTIC_VOLTAGES[v];
      return {
        manufacturer,
        manufacturerSymbol: format(farads, volts),
        name: 'Capacitor: electrolytic',
        parameters: [
          t('Mounting', 'THT'),
          q('Capacitance', farads, 'F'),
          q('Voltage', volts, 'V'),
          tolerance(20),
          t('Case', electrolyticCan(farads, volts)),
          temperatureRange(-40, 105),
        ],
        ...commercial({ price: [0.08, 2.5], moq: rng.chance(0.5) ? [10, 10] : [1, 1] }, rng),
      };
    },
  };
}

// ---------------------------------------------------------------- generic families driven by taxonomy data

export interface ValueRangeOptions extends Commercial {
  name: string;
  series: Series[];
  main: { parameter: string; unit: SiUnit; values: number[]; code: (value: number) => string };
  second: {
    parameter: string;
    unit: SiUnit | null;
    values: Array<number | string>;
    code?: (value: number | string) => string;
  };
  fixed?: ParameterValue[];
}

/** A part family whose members differ by one numeric value and one secondary option (power resistors, fuses...). */
export function valueRange(o: ValueRangeOptions): PartFamily {
  return {
    axes: [o.series.length, o.second.values.length, o.main.values.length],
    build([s, b, m], rng) {
      const [manufacturer, prefix] = o.series[s];
      const main = o.main.values[m];
      const second = o.second.values[b];
      const secondCode = o.second.code ? o.second.code(second) : String(second).replace('.', 'V');
      return {
        manufacturer,
        manufacturerSymbol: `${prefix}${secondCode}-${o.main.code(main)}`,
        name: o.name,
        parameters: [
          q(o.main.parameter, main, o.main.unit),
          typeof second === 'number' && o.second.unit
            ? q(o.second.parameter, second, o.second.unit)
            : t(o.second.parameter, String(second)),
          ...(o.fixed ?? []),
        ],
        ...commercial(o, rng),
      };
    },
  };
}

export interface VariantOptions extends Commercial {
  name: string;
  series: Series[];
  /** Part-number fragment, then the parameters that fragment stands for. */
  items: Array<[code: string, parameters: ParameterValue[]]>;
  options?: { parameter: string; values: Array<[code: string, display: string]> };
}

/** A family listed item by item (switch kinds, cable assemblies, tools...), optionally in colours or sizes. */
export function variants(o: VariantOptions): PartFamily {
  const optionValues = o.options?.values ?? [['', '']];
  return {
    axes: [o.series.length, o.items.length, optionValues.length],
    build([s, i, v], rng) {
      const [manufacturer, prefix] = o.series[s];
      const [code, parameters] = o.items[i];
      const [optionCode, optionDisplay] = optionValues[v];
      return {
        manufacturer,
        manufacturerSymbol: `${prefix}${code}${optionCode}`,
        name: o.name,
        parameters: o.options ? [...parameters, t(o.options.parameter, optionDisplay)] : parameters,
        ...commercial(o, rng),
      };
    },
  };
}

export interface ConnectorOptions extends Commercial {
  name: string;
  series: Series[];
  pitchesMm: number[];
  pins: [min: number, max: number];
  rows: number[];
  mounting: string;
  current: number;
}

export function connectors(o: ConnectorOptions): PartFamily {
  const pinCounts = o.pins[1] - o.pins[0] + 1;
  return {
    axes: [o.series.length, o.pitchesMm.length, o.rows.length, pinCounts],
    build([s, p, r, n], rng) {
      const [manufacturer, prefix] = o.series[s];
      const pitch = o.pitchesMm[p];
      const rows = o.rows[r];
      const pins = (o.pins[0] + n) * rows;
      const pricePerPin = commercial(o, rng);
      return {
        manufacturer,
        manufacturerSymbol: `${prefix}${String(pitch).replace('.', '')}-${rows}x${String(pins / rows).padStart(2, '0')}`,
        name: o.name,
        parameters: [
          t('Mounting', o.mounting),
          q('Pitch', pitch / 1000, 'm'),
          t('Number of pins', String(pins)),
          t('Type', rows === 1 ? 'single row' : `${rows} rows`),
          q('Current', o.current, 'A'),
        ],
        ...pricePerPin,
        basePrice: pricePerPin.basePrice * Math.max(1, pins / 4),
      };
    },
  };
}

const WIRE_COLOURS: Array<[string, string]> = [
  ['BK', 'black'],
  ['RD', 'red'],
  ['BU', 'blue'],
  ['GN', 'green'],
  ['YE', 'yellow'],
  ['WH', 'white'],
  ['GY', 'grey'],
  ['BN', 'brown'],
  ['YG', 'yellow-green'],
];

export interface WireOptions extends Commercial {
  name: string;
  series: Series[];
  sections: string[];
  cores: number[];
}

/** Wires are sold by the metre (unit M) or as a reel (ROL); the part number carries cores, section and colour. */
export function wires(o: WireOptions): PartFamily {
  return {
    axes: [o.series.length, o.cores.length, o.sections.length, WIRE_COLOURS.length],
    build([s, c, x, k], rng) {
      const [manufacturer, prefix] = o.series[s];
      const cores = o.cores[c];
      const section = o.sections[x];
      const [colourCode, colour] = WIRE_COLOURS[k];
      const priced = commercial(o, rng);
      return {
        manufacturer,
        manufacturerSymbol: `${prefix}${cores}X${section.replace('.', ',')}-${colourCode}`,
        name: o.name,
        parameters: [t('Cross-section', `${cores}x${section}mm²`), t('Colour', colour), t('Material', 'Cu')],
        ...priced,
        basePrice: priced.basePrice * cores * Math.max(1, Number(section)),
        breakSteps: priced.unit === 'M' ? [1, 10, 100, 500] : undefined,
      };
    },
  };
}

const LED_COLOURS: Array<[code: string, colour: string, nanometres: number | null]> = [
  ['R', 'red', 625],
  ['G', 'green', 570],
  ['B', 'blue', 470],
  ['Y', 'yellow', 590],
  ['O', 'orange', 605],
  ['W', 'white', null],
  ['WW', 'warm white', null],
];

export interface LedOptions extends Commercial {
  name: string;
  series: Series[];
  cases: string[];
  mounting: string;
}

export function leds(o: LedOptions): PartFamily {
  return {
    axes: [o.series.length, o.cases.length, LED_COLOURS.length, 3],
    build([s, c, k, brightness], rng) {
      const [manufacturer, prefix] = o.series[s];
      const [code, colour, nanometres] = LED_COLOURS[k];
      const intensity = [60, 400, 2500][brightness];
      return {
        manufacturer,
        manufacturerSymbol: `${prefix}${o.cases[c].replace(/[^0-9A-Z]/gi, '')}${code}${['C', 'S', 'U'][brightness]}`,
        name: o.name,
        parameters: [
          t('Mounting', o.mounting),
          t('Case', o.cases[c]),
          t('Colour', colour),
          ...(nanometres ? [q('Wavelength', nanometres, 'nm')] : []),
          q('Luminous intensity', intensity, 'mcd'),
          q('Current', 0.02, 'A'),
        ],
        ...commercial(o, rng),
      };
    },
  };
}

const INDUCTOR_VALUES = seriesValues(E6, -6, -4);
const POWER_INDUCTOR_SERIES: Array<[string, (size: number, henries: number) => string]> = [
  [
    'wurth',
    (size, h) => `7443${['3', '4', '5', '6'][size]}${['20', '30', '40', '60'][size]}${inductorCode3(h)}`,
  ],
  ['bourns', (size, h) => `SRR${['0604', '1050', '1260', '1280'][size]}-${inductorCode3(h)}M`],
  ['tdk', (size, h) => `SLF${['6025', '7045', '10145', '12565'][size]}T-${inductorCode3(h)}M`],
];

export function powerInductors(): PartFamily {
  return {
    axes: [POWER_INDUCTOR_SERIES.length, 4, INDUCTOR_VALUES.length],
    build([s, size, v], rng) {
      const [manufacturer, format] = POWER_INDUCTOR_SERIES[s];
      const henries = INDUCTOR_VALUES[v];
      // Saturation current falls with inductance and rises with the core size.
      const amps = Number(Math.max(0.1, ((size + 1) * 2.5) / Math.sqrt(henries * 1e6)).toPrecision(2));
      return {
        manufacturer,
        manufacturerSymbol: format(size, henries),
        name: 'Inductor: wire; SMD',
        parameters: [
          t('Mounting', 'SMD'),
          q('Inductance', henries, 'H'),
          q('Current', amps, 'A'),
          tolerance(20),
          t('Case', ['6x6x2.5mm', '10x10x5mm', '12x12x6mm', '12x12x8mm'][size]),
        ],
        ...commercial({ price: [0.6, 6] }, rng),
      };
    },
  };
}

// ---------------------------------------------------------------- named parts (semiconductors, modules)

export interface NamedPart {
  mpn: string;
  makers: string[];
  parameters: ParameterValue[];
  price: [number, number];
  moq?: [number, number];
}

/**
 * Well-known part numbers made by several manufacturers: the shop symbol adds the maker's short code
 * (1N4148-VIS) as distributors do, and the bare part number becomes the original symbol.
 */
export function namedParts(name: string, parts: NamedPart[], packagings: string[] = ['']): PartFamily {
  const offers = parts.flatMap((part) => part.makers.map((maker) => ({ part, maker })));
  return {
    axes: [offers.length, packagings.length],
    build([o, p], rng) {
      const { part, maker } = offers[o];
      return {
        manufacturer: maker,
        manufacturerSymbol: `${part.mpn}${packagings[p]}`,
        symbol: `${part.mpn}${packagings[p]}-${shortCodeOf(maker)}`,
        name,
        parameters: part.parameters,
        ...commercial({ price: part.price, moq: part.moq }, rng),
      };
    },
  };
}

const SHORT_CODES = new Map(MANUFACTURERS.map((m) => [m.slug, m.short]));
function shortCodeOf(maker: string): string {
  const code = SHORT_CODES.get(maker);
  if (!code) throw new Error(`Unknown manufacturer ${maker}`);
  return code;
}
