/**
 * The generated catalogue's packaging, CAD models and per-category key parameters (issue 22,
 * ADR 076). Drawn from random streams of their own, so the products the generator made before
 * stay exactly as they were.
 */
import {
  KEY_PARAMETERS_MAX,
  type CadFormat,
  type CadKind,
  type Packaging,
  packagingOfSuffix,
  partKeyOf,
  shopCadPath,
} from '../../../common/part-data';
import type { GeneratedProduct } from './catalog-generator';
import type { PartDraft } from './part-families';
import { Rng } from './prng';
import { numberLiteral, rowsLiteral, textLiteral } from './sql-literal';

const PACKAGING_SEED = 0x7ac4a9e;
const CAD_SEED = 0xcad3d;
/** Full reels as makers wind them: 7-inch reels of small parts hold thousands. */
const REEL_QUANTITIES = [1000, 2000, 2500, 3000, 4000, 5000, 10_000];
/** Packaging of a part whose number names none (the plain part number of a group). */
const PLAIN_PACKAGINGS: readonly Packaging[] = ['cut_tape', 'cut_tape', 'tube', 'tray', 'bulk'];
/** Share of products with CAD models (the shop makes the files from the product's data). */
const CAD_SHARE = 0.3;

export interface GeneratedPartData {
  packaging: { packaging: Packaging; reelQuantity: number | null; partKey: string };
  cadModels: Array<{ kind: CadKind; format: CadFormat; url: string }>;
}

export function partDataOf(index: number, symbol: string, manufacturerSymbol: string): GeneratedPartData {
  const rng = Rng.forItem(PACKAGING_SEED, index);
  const packaging = packagingOfSuffix(manufacturerSymbol) ?? rng.pick(PLAIN_PACKAGINGS);
  const reelQuantity = packaging === 'reel' ? rng.pick(REEL_QUANTITIES) : null;
  const cad = Rng.forItem(CAD_SEED, index);
  const cadModels: GeneratedPartData['cadModels'] = cad.chance(CAD_SHARE)
    ? (
        [
          ['symbol', 'kicad'],
          ['footprint', 'kicad'],
          ['model3d', 'step'],
        ] as const
      ).map(([kind, format]) => ({ kind, format, url: shopCadPath(symbol, kind, format)! }))
    : [];
  return {
    packaging: { packaging, reelQuantity, partKey: partKeyOf(manufacturerSymbol) },
    cadModels,
  };
}

/**
 * What buyers choose a part of a family by, first: its value, rating and tolerance, then the
 * case. Parameters a family does not have are skipped; the rest of its parameters follow.
 */
const KEY_PARAMETER_ORDER = [
  'Resistance',
  'Capacitance',
  'Inductance',
  'Output voltage',
  'Voltage',
  'Current',
  'Power',
  'Frequency',
  'Tolerance',
  'Dielectric',
  'Number of pins',
  'Pitch',
  'Colour',
  'Wavelength',
  'Interface',
  'Memory',
  'Capacity',
  'Case',
];

/** Told by a list row only when a family has little else to tell (at least 3 chips where it can). */
const LAST_RESORT = ['Mounting', 'Operating temperature'];

/** A leaf category's key parameters: 3 to KEY_PARAMETERS_MAX of its family's, in the order above. */
export function keyParametersOf(sample: PartDraft): string[] {
  const names = sample.parameters.map((p) => p.name);
  const rank = (name: string) => {
    const last = LAST_RESORT.indexOf(name);
    if (last !== -1) return 1000 + last;
    const at = KEY_PARAMETER_ORDER.indexOf(name);
    return at === -1 ? KEY_PARAMETER_ORDER.length + names.indexOf(name) : at;
  };
  const ranked = [...names].sort((a, b) => rank(a) - rank(b));
  const main = ranked.filter((name) => !LAST_RESORT.includes(name));
  return (main.length >= 3 ? main : ranked).slice(0, KEY_PARAMETERS_MAX);
}

export function insertKeyParametersSql(
  rows: Array<{ categoryId: number; parameterId: number; position: number }>,
) {
  if (rows.length === 0) return '';
  return `INSERT INTO category_key_parameters (category_id, parameter_id, position) VALUES ${rowsLiteral(
    rows.map((r) => [numberLiteral(r.categoryId), numberLiteral(r.parameterId), numberLiteral(r.position)]),
  )};`;
}

/** The batch's packaging and CAD rows (beside insertProductBatchSql's statements). */
export function insertPartDataSql(products: GeneratedProduct[]): string[] {
  const packaging = products.map((p) => [
    numberLiteral(p.id),
    textLiteral(p.partData.packaging.packaging),
    numberLiteral(p.partData.packaging.reelQuantity),
    numberLiteral(p.manufacturerId),
    textLiteral(p.partData.packaging.partKey),
  ]);
  const cad = products.flatMap((p) =>
    p.partData.cadModels.map((m) => [
      numberLiteral(p.id),
      textLiteral(m.kind),
      textLiteral(m.format),
      textLiteral(m.url),
    ]),
  );
  return [
    packaging.length === 0
      ? ''
      : `INSERT INTO product_packaging (product_id, packaging, reel_quantity, manufacturer_id, part_key) VALUES ${rowsLiteral(packaging)};`,
    cad.length === 0
      ? ''
      : `INSERT INTO product_cad_models (product_id, kind, format, url) VALUES ${rowsLiteral(cad)};`,
  ];
}
