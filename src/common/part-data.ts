/**
 * Product data a buyer decides on (issue 22, ADR 076): packaging and the part a product is a
 * packaging of, key parameters of list rows, CAD models. One rule for "the same part": the
 * manufacturer's part number without its packaging suffix, by quick buy's PACKAGING_SUFFIXES
 * (withoutPackagingSuffix), so matching a typed number and grouping a product page agree.
 */
import { z } from 'zod';
import { DecimalStringSchema } from './contracts/pricing';
import { packagingSuffixesOf, type PACKAGING_SUFFIXES } from './quickbuy-rules';

/** Carriers a product is sold on (feed column `packaging`). */
export const PACKAGINGS = ['reel', 'cut_tape', 'tube', 'tray', 'bulk', 'ammo_pack'] as const;
export type Packaging = (typeof PACKAGINGS)[number];
export const PackagingSchema = z.enum(PACKAGINGS);

/** A full reel holds at most this many parts (0201 resistors come 50 000 a reel); the feed check. */
export const REEL_QUANTITY_MAX = 100_000;

/**
 * The part a manufacturer's part number names, whatever it is packed in: "RC0603FR-0710KL/CT" and
 * "RC0603FR-0710KL-TR" are one part. Products of one manufacturer with one part key are the
 * packaging variants of each other.
 */
export function partKeyOf(manufacturerSymbol: string): string {
  return packagingSuffixesOf(manufacturerSymbol).key;
}

/** What a packaging suffix says the part is packed in (Digi-Key's "-ND" alone says nothing). */
const SUFFIX_PACKAGING: Partial<Record<(typeof PACKAGING_SUFFIXES)[number], Packaging>> = {
  DKRND: 'reel',
  TRND: 'reel',
  '#TRPBF': 'reel',
  TRPBF: 'reel',
  REEL13: 'reel',
  REEL7: 'reel',
  REEL: 'reel',
  TR13: 'reel',
  TR7: 'reel',
  TR: 'reel',
  T13: 'reel',
  T7: 'reel',
  T1: 'reel',
  CTND: 'cut_tape',
  CT: 'cut_tape',
  TAPE: 'cut_tape',
  AMMO: 'ammo_pack',
  TUBE: 'tube',
};

/** The packaging a part number's suffix names, or null when it names none. */
export function packagingOfSuffix(manufacturerSymbol: string): Packaging | null {
  for (const suffix of packagingSuffixesOf(manufacturerSymbol).suffixes) {
    const packaging = SUFFIX_PACKAGING[suffix as (typeof PACKAGING_SUFFIXES)[number]];
    if (packaging) return packaging;
  }
  return null;
}

/** Another packaging of the part, as the product page lists it. */
export const PartVariantSchema = z.object({
  symbol: z.string(),
  url: z.string(),
  packaging: PackagingSchema.nullable(),
  reelQuantity: z.number().int().nullable(),
  minimumQuantity: z.number().int(),
  multiples: z.number().int(),
  /** Unit price for the smallest amount one can order (one, or the minimum), in the market's currency. */
  price: DecimalStringSchema.nullable(),
  currency: z.string().nullable(),
  /** Null when the product does not show its stock. */
  stock: z.number().int().nullable(),
  unit: z.string(),
});
export type PartVariant = z.infer<typeof PartVariantSchema>;

export const ProductPackagingSchema = z.object({
  packaging: PackagingSchema.nullable(),
  reelQuantity: z.number().int().nullable(),
  /** The product's other packagings, the product itself left out. */
  variants: z.array(PartVariantSchema),
});
export type ProductPackaging = z.infer<typeof ProductPackagingSchema>;

/** A category shows 3 to 5 key parameters; more would not fit a row at a glance. */
export const KEY_PARAMETERS_MAX = 5;

export const CAD_KINDS = ['symbol', 'footprint', 'model3d'] as const;
export type CadKind = (typeof CAD_KINDS)[number];
export const CAD_FORMATS = ['kicad', 'altium', 'step'] as const;
export type CadFormat = (typeof CAD_FORMATS)[number];

/**
 * File name endings of the files the shop makes itself: KiCad symbol library and footprint, and
 * the STEP 3D model. Altium models come only from a supplier's address.
 */
export const SHOP_CAD_FILES = {
  'symbol-kicad': 'kicad_sym',
  'footprint-kicad': 'kicad_mod',
  'model3d-step': 'step',
} as const;
export type ShopCadFile = keyof typeof SHOP_CAD_FILES;

/** A 3D model is STEP; symbols and footprints are KiCad or Altium. */
export function cadFormatFits(kind: CadKind, format: CadFormat): boolean {
  return kind === 'model3d' ? format === 'step' : format !== 'step';
}

/** The shop's own address of a CAD file it makes from the product's data. */
export function shopCadPath(symbol: string, kind: CadKind, format: CadFormat): string | null {
  const file = `${kind}-${format}`;
  if (!(file in SHOP_CAD_FILES)) return null;
  return `/ajax/products/cad/${encodeURIComponent(symbol)}/${file}.${SHOP_CAD_FILES[file as ShopCadFile]}`;
}

export const CadModelSchema = z.object({
  kind: z.enum(CAD_KINDS),
  format: z.enum(CAD_FORMATS),
  url: z.string(),
});
export type CadModel = z.infer<typeof CadModelSchema>;

/** Spec §7 products 3d-photo/{symbol}: the part's 3D model for the product page's 3D view. */
export const ThreeDPhotoRequestSchema = z.object({}).strict();
export const ThreeDPhotoResponseSchema = z.object({
  symbol: z.string(),
  /** Null when the catalogue has no 3D model of the part. */
  model: CadModelSchema.nullable(),
  /** Outline of the body in millimetres for the page's drawing (from the package), or null. */
  body: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable(),
});
export type ThreeDPhotoResponse = z.infer<typeof ThreeDPhotoResponseSchema>;
