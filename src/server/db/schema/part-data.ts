/**
 * What a buyer decides on besides price and stock (issue 22, ADR 076): the packaging a product is
 * sold in and the part it is a packaging of, the key parameters a category's lists show, and the
 * CAD models (schematic symbol, PCB footprint, 3D model) of a part. Tables of their own beside the
 * products table, so a million-row products table is not rewritten and lists read them in one
 * batched query per page.
 */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, parameters, products } from './catalog';

/**
 * A product's packaging (common/packaging PACKAGINGS) and its part: `part_key` is the
 * manufacturer's part number key without its packaging suffix (partKeyOf), so the products of one
 * part on other carriers are one index range of (manufacturer_id, part_key).
 */
export const productPackaging = pgTable(
  'product_packaging',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** reel, cut_tape, tube, tray, bulk, ammo_pack; null when the feed does not say (the part still groups). */
    packaging: text('packaging'),
    /** Units on a full reel (reel packaging only). */
    reelQuantity: integer('reel_quantity'),
    manufacturerId: integer('manufacturer_id').notNull(),
    partKey: text('part_key').notNull(),
  },
  (t) => [index('product_packaging_part_idx').on(t.manufacturerId, t.partKey, t.productId)],
);

/** The 3 to 5 parameters a category's list and tile rows show as "label: value" chips, in order. */
export const categoryKeyParameters = pgTable(
  'category_key_parameters',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.parameterId] })],
);

/**
 * A CAD model of a product: kind symbol, footprint or model3d; format kicad, altium or step. `url`
 * is the shop's own path (`/ajax/products/cad/…`, a file the shop makes from the product's data on request) or
 * a supplier's https address.
 */
export const productCadModels = pgTable(
  'product_cad_models',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    url: text('url').notNull(),
  },
  (t) => [uniqueIndex('product_cad_models_product_idx').on(t.productId, t.kind, t.format)],
);
