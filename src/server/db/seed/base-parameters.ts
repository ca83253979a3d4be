import { q, t, type ParameterValue } from './part-families';

/**
 * Parameters every part of a kind carries (issue 22, ADR 076 amended): many generated families
 * state only one or two of their own (a relay's contacts, a tool's type), which left most leaf
 * categories with fewer than three key parameters. A leaf tops its parts up from its top-level
 * category's list, in order, skipping what the family states already, until a part has three.
 *
 * Values come from a hash of the part's key (not the random stream), so the rest of the catalogue
 * stays as it was, and the packaging variants of one part (`/CT`, `/TR`, `-TR`) agree.
 */
type BaseParameter = (point: number, stated: readonly ParameterValue[]) => ParameterValue;

// Each parameter's values are built once: a million parts share a few dozen value objects.
const pick = (name: string, displays: readonly string[]): BaseParameter => {
  const values = displays.map((display) => t(name, display));
  return (point) => values[point % values.length]!;
};

/** Leaded cases go through the board; any other case stated is a surface-mount one. */
const THROUGH_HOLE_CASE = /DIP|TO-?92|TO-?220|TO-?247|radial|axial|THT/i;
const THT = t('Mounting', 'THT');
const SMD = t('Mounting', 'SMD');
const mountingOfCase = new Map<string, ParameterValue>();
const mounting = (displays: readonly string[]): BaseParameter => {
  const byPoint = pick('Mounting', displays);
  return (point, stated) => {
    const housing = stated.find((p) => p.name === 'Case');
    if (!housing) return byPoint(point, stated);
    let value = mountingOfCase.get(housing.display);
    if (!value) {
      value = THROUGH_HOLE_CASE.test(housing.display) ? THT : SMD;
      mountingOfCase.set(housing.display, value);
    }
    return value;
  };
};
const temperature = (ranges: ReadonlyArray<readonly [number, number]>): BaseParameter => {
  const values = ranges.map(([min, max]) => t('Operating temperature', `${min}…${max} °C`));
  return (point) => values[Math.floor(point / 3) % values.length]!;
};
const tolerance = (percents: readonly number[]): BaseParameter => {
  const values = percents.map((percent) => ({
    name: 'Tolerance',
    valueSi: percent,
    display: `±${percent} %`,
  }));
  return (point) => values[Math.floor(point / 2) % values.length]!;
};
const length = (metres: readonly number[]): BaseParameter => {
  const values = metres.map((m) => q('Length', m, 'm'));
  return (point) => values[Math.floor(point / 5) % values.length]!;
};

const INDUSTRIAL: Array<[number, number]> = [
  [-40, 85],
  [-40, 105],
  [-55, 125],
];
const COMMERCIAL: Array<[number, number]> = [
  [-20, 70],
  [-25, 85],
  [-40, 85],
];
const PLASTICS = ['ABS', 'polycarbonate', 'PA66', 'aluminium'];

/** By the slug of the leaf's top-level category; a kind not named takes DEFAULT. */
const BY_KIND: Record<string, BaseParameter[]> = {
  'passive-components': [mounting(['SMD', 'THT']), temperature(INDUSTRIAL), tolerance([5, 10, 20])],
  semiconductors: [
    mounting(['SMD', 'THT']),
    temperature(INDUSTRIAL),
    pick('Case', ['SOT-23', 'SO-8', 'TO-220']),
  ],
  optoelectronics: [
    mounting(['SMD', 'THT']),
    temperature(COMMERCIAL),
    pick('Colour', ['red', 'green', 'white']),
  ],
  connectors: [
    mounting(['THT', 'SMD', 'cable']),
    pick('Material', ['PA66', 'PBT', 'brass']),
    temperature(INDUSTRIAL),
  ],
  electromechanics: [
    mounting(['THT', 'panel', 'SMD']),
    temperature(COMMERCIAL),
    pick('Material', ['PA66', 'PBT', 'polycarbonate']),
  ],
  'circuit-protection': [
    mounting(['SMD', 'THT']),
    temperature(INDUSTRIAL),
    pick('Case', ['1206', '5×20 mm', 'radial']),
  ],
  'power-supplies': [
    mounting(['DIN rail', 'PCB', 'panel']),
    temperature(COMMERCIAL),
    pick('Dimensions', ['90×35×57 mm', '50×25×10 mm', '160×98×38 mm']),
  ],
  sensors: [
    mounting(['SMD', 'THT', 'panel']),
    temperature(INDUSTRIAL),
    pick('Case', ['SOT-23', 'TO-92', 'module']),
  ],
  'cables-and-wires': [
    pick('Material', ['PVC', 'silicone', 'PUR']),
    temperature([
      [-30, 80],
      [-60, 180],
      [-40, 90],
    ]),
    pick('Colour', ['black', 'red', 'blue', 'grey']),
  ],
  tools: [
    pick('Material', ['steel', 'CrV steel', 'ESD plastic']),
    pick('Colour', ['black', 'red', 'blue']),
    length([0.12, 0.16, 0.2]),
  ],
  'prototyping-and-development': [
    pick('Dimensions', ['55×85 mm', '100×160 mm', '50×70 mm']),
    pick('Material', ['FR4', 'plastic']),
    temperature(COMMERCIAL),
  ],
  'enclosures-and-mechanics': [
    pick('Material', PLASTICS),
    pick('Colour', ['grey', 'black', 'transparent']),
    pick('Dimensions', ['100×60×25 mm', '120×80×40 mm', '160×100×60 mm']),
  ],
};
const DEFAULT: BaseParameter[] = [
  mounting(['SMD', 'THT']),
  temperature(INDUSTRIAL),
  pick('Material', PLASTICS),
];

/** A part carries at least this many parameters (the key parameters' minimum, ADR 076). */
export const PARAMETERS_MIN = 3;

/** The base parameters of a leaf under this top-level category. */
export const baseParametersOf = (rootSlug: string): readonly BaseParameter[] => BY_KIND[rootSlug] ?? DEFAULT;

/** A small hash of the part's key: its values, the same for each packaging variant of the part. */
export function pointOf(partKey: string): number {
  let hash = 0;
  for (let i = 0; i < partKey.length; i++) hash = (hash * 31 + partKey.charCodeAt(i)) >>> 0;
  return hash;
}

/**
 * The part's parameters topped up to PARAMETERS_MIN from its kind's base parameters, those it
 * states already skipped; the same array when it has enough (the common case costs nothing).
 * `partKey` picks the values (seed/part-data's key: variants of one part share it).
 */
export function withBaseParameters(
  parameters: ParameterValue[],
  base: readonly BaseParameter[],
  partKey: string,
): ParameterValue[] {
  if (parameters.length >= PARAMETERS_MIN) return parameters;
  const point = pointOf(partKey);
  const out = [...parameters];
  for (const parameter of base) {
    if (out.length >= PARAMETERS_MIN) break;
    const value = parameter(point, out);
    if (!out.some((p) => p.name === value.name)) out.push(value);
  }
  return out;
}
