import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { categories, manufacturers, parameters, type LocalizedText } from '../../db/schema';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import { DISPLAY_PERMISSIONS } from '../../../common/product-status';
import { partKeyOf, shopCadPath } from '../../../common/part-data';
import { slugify } from '../../db/seed/catalog-generator';
import { linecardLetter } from '../../db/seed/manufacturers';
import {
  decimalLiteral,
  numberLiteral,
  rowsLiteral,
  textArrayLiteral,
  textLiteral,
} from '../../db/seed/sql-literal';
import type { FeedRow } from './catalog-import.parse';

/** All SQL of the feed import. Reference data (categories, makers, parameters) is cached by name. */
export class CatalogImportRepository {
  private readonly categoryIds = new Map<string, { id: number; pathIds: number[] }>();
  private readonly manufacturerIds = new Map<string, number>();
  private readonly parameterIds = new Map<string, number>();

  private constructor(private readonly database: Database) {}

  static async open(database: Database): Promise<CatalogImportRepository> {
    const repository = new CatalogImportRepository(database);
    await repository.loadReferenceData();
    return repository;
  }

  private async loadReferenceData(): Promise<void> {
    const categoryRows = await this.database.db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        names: categories.names,
        pathIds: categories.pathIds,
      })
      .from(categories);
    const byId = new Map(categoryRows.map((c) => [c.id, c]));
    for (const c of categoryRows) {
      // Paths are matched on the English names, the language feeds are written in.
      const path = c.pathIds.map((id) => byId.get(id)?.names.en ?? '').join(' > ');
      this.categoryIds.set(path, { id: c.id, pathIds: c.pathIds });
    }
    for (const m of await this.database.db
      .select({ id: manufacturers.id, name: manufacturers.name })
      .from(manufacturers)) {
      this.manufacturerIds.set(m.name, m.id);
    }
    for (const p of await this.database.db
      .select({ id: parameters.id, name: parameters.name })
      .from(parameters)) {
      this.parameterIds.set(p.name, p.id);
    }
  }

  /** Creates the categories, manufacturers and parameters a batch refers to that do not exist yet. */
  async ensureReferenceData(rows: FeedRow[]): Promise<void> {
    for (const row of rows) {
      await this.ensureCategoryPath(row.category);
      if (!this.manufacturerIds.has(row.manufacturer)) await this.createManufacturer(row.manufacturer);
      for (const p of row.parameters) {
        if (!this.parameterIds.has(p.name)) await this.createParameter(p.name, p.unit);
      }
    }
  }

  private async ensureCategoryPath(path: string[]): Promise<number> {
    let parent: { id: number; pathIds: number[] } | undefined;
    for (let depth = 1; depth <= path.length; depth++) {
      const key = path.slice(0, depth).join(' > ');
      let category = this.categoryIds.get(key);
      if (!category) {
        const name = path[depth - 1];
        const names: LocalizedText = { en: name, pl: name, hu: name, de: name };
        category = await this.database.db.transaction(async (tx) => {
          const [created] = await tx
            .insert(categories)
            .values({
              parentId: parent?.id ?? null,
              slug: slugify(name) || 'category',
              depth,
              pathIds: [],
              names,
              position: 0,
            })
            .returning({ id: categories.id });
          const pathIds = [...(parent?.pathIds ?? []), created.id];
          await tx.update(categories).set({ pathIds }).where(eq(categories.id, created.id));
          return { id: created.id, pathIds };
        });
        this.categoryIds.set(key, category);
      }
      parent = category;
    }
    return parent!.id;
  }

  private async createManufacturer(name: string): Promise<void> {
    await this.database.db
      .insert(manufacturers)
      .values({ name, slug: slugify(name) || 'manufacturer', letter: linecardLetter(name) })
      .onConflictDoNothing({ target: manufacturers.name });
    const [row] = await this.database.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.name, name));
    this.manufacturerIds.set(name, row.id);
  }

  private async createParameter(name: string, unit: string | null): Promise<void> {
    await this.database.db
      .insert(parameters)
      .values({ name, names: { en: name, pl: name, hu: name, de: name }, unit, numeric: unit !== null })
      .onConflictDoNothing({ target: parameters.name });
    const [row] = await this.database.db
      .select({ id: parameters.id })
      .from(parameters)
      .where(eq(parameters.name, name));
    this.parameterIds.set(name, row.id);
  }

  /**
   * One transaction for a batch: its rows (`upsertBatch`) and, through ordering, its stock levels are
   * written together or not at all.
   */
  inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.database.db.transaction((tx) => work(tx as unknown as Db));
  }

  /**
   * Upserts a batch, in the caller's transaction: everything of a product but its stock, which is
   * ordering's to set (ADR 032): `setStock` is called once the new products exist and before any
   * existing product is written, with the ids of the existing products this batch rewrites, for
   * ordering to lock them together with the products whose stock changes, in one ordered pass (the
   * way placements lock). Rows go to temporary staging tables first, so each statement joins on
   * them instead of repeating the values; unchanged products are neither locked nor rewritten, and
   * new ids are drawn only for new symbols, so importing the same feed again leaves the database
   * exactly as it was. A new product starts at stock 0 until `setStock` sets it.
   */
  async upsertBatch(
    tx: Db,
    rows: FeedRow[],
    today: string,
    setStock: (rewritten: number[]) => Promise<void>,
  ): Promise<void> {
    const productRows = rows.map((r) => [
      textLiteral(r.symbol),
      textLiteral(normaliseSymbol(r.symbol)),
      textLiteral(r.description),
      numberLiteral(this.manufacturerIds.get(r.manufacturer)!),
      textLiteral(r.manufacturerSymbol),
      textLiteral(normaliseSymbol(r.manufacturerSymbol)),
      numberLiteral(this.categoryIds.get(r.category.join(' > '))!.id),
      textLiteral(r.unit),
      numberLiteral(r.minimumQuantity),
      numberLiteral(r.multiples),
      textArrayLiteral(r.flags),
      // New products: the first break, as shown_sort_price gives it (no promotion yet, SHOW_PRICE).
      decimalLiteral(r.priceBreaks[0].netPricePln),
      decimalLiteral(r.priceBreaks[0].netPricePln),
      textLiteral(r.datasheetUrl),
      numberLiteral(pricePrecision(r)),
      textLiteral(r.lifecycle),
      textLiteral(r.lastTimeBuyDate),
      textLiteral(r.replacementSymbol),
      textLiteral(r.rohs),
      textLiteral(r.reach),
      textLiteral(r.eccn),
      textLiteral(r.htsCode),
      textLiteral(r.countryOfOrigin),
      numberLiteral(r.msl),
    ]);
    const breakRows = rows.flatMap((r) =>
      r.priceBreaks.map((b) => [
        textLiteral(r.symbol),
        numberLiteral(b.amount),
        decimalLiteral(b.netPricePln),
      ]),
    );
    const parameterRows = rows.flatMap((r) =>
      r.parameters.map((p) => [
        textLiteral(r.symbol),
        numberLiteral(this.parameterIds.get(p.name)!),
        numberLiteral(p.valueSi),
        textLiteral(p.display),
      ]),
    );
    const staging = [
      `CREATE TEMP TABLE import_products (symbol text PRIMARY KEY, symbol_key text, description text, manufacturer_id int, manufacturer_symbol text,
  manufacturer_symbol_key text, category_id int, unit text, minimum_quantity int, multiples int, flags text[],
  sort_price numeric(14,6), first_price numeric(14,6), datasheet_url text, price_precision smallint,
  lifecycle text, last_time_buy_date date, replacement_symbol text, rohs text, reach text, eccn text, hts_code text,
  country_of_origin text, msl smallint) ON COMMIT DROP`,
      `CREATE TEMP TABLE import_breaks (symbol text, amount int, net_price_pln numeric(14,6)) ON COMMIT DROP`,
      `CREATE TEMP TABLE import_parameters (symbol text, parameter_id int, value_si double precision, display text) ON COMMIT DROP`,
      `INSERT INTO import_products VALUES ${rowsLiteral(productRows)}`,
      ...(breakRows.length > 0 ? [`INSERT INTO import_breaks VALUES ${rowsLiteral(breakRows)}`] : []),
      ...(parameterRows.length > 0
        ? [`INSERT INTO import_parameters VALUES ${rowsLiteral(parameterRows)}`]
        : []),
      `INSERT INTO products (symbol, symbol_key, description, manufacturer_id, manufacturer_symbol, manufacturer_symbol_key, category_id, unit,
  minimum_quantity, multiples, flags, permissions, sort_price, price_precision, ${DATA_COLUMNS})
SELECT i.symbol, i.symbol_key, i.description, i.manufacturer_id, i.manufacturer_symbol, i.manufacturer_symbol_key, i.category_id, i.unit,
  i.minimum_quantity, i.multiples, i.flags, ${textArrayLiteral([...DISPLAY_PERMISSIONS])}, i.sort_price, i.price_precision, ${DATA_COLUMNS_OF('i')}
FROM import_products i WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.symbol = i.symbol)
ORDER BY i.symbol`,
      `DELETE FROM price_breaks b USING products p, import_products i
  WHERE b.product_id = p.id AND p.symbol = i.symbol
  AND NOT EXISTS (SELECT 1 FROM import_breaks n WHERE n.symbol = i.symbol AND n.amount = b.amount AND n.net_price_pln = b.net_price_pln)`,
      `INSERT INTO price_breaks (product_id, amount, net_price_pln)
SELECT p.id, n.amount, n.net_price_pln FROM import_breaks n JOIN products p ON p.symbol = n.symbol
ON CONFLICT (product_id, amount) DO NOTHING`,
      `DELETE FROM product_parameters v USING products p, import_products i
  WHERE v.product_id = p.id AND p.symbol = i.symbol
  AND NOT EXISTS (SELECT 1 FROM import_parameters n WHERE n.symbol = i.symbol AND n.parameter_id = v.parameter_id
    AND n.value_si IS NOT DISTINCT FROM v.value_si AND n.display = v.display)`,
      `INSERT INTO product_parameters (product_id, parameter_id, value_si, display)
SELECT p.id, n.parameter_id, n.value_si, n.display FROM import_parameters n JOIN products p ON p.symbol = n.symbol
ON CONFLICT (product_id, parameter_id) DO NOTHING`,
      `DELETE FROM product_documents d USING products p, import_products i
  WHERE d.product_id = p.id AND p.symbol = i.symbol AND d.kind = 'datasheet' AND d.url IS DISTINCT FROM i.datasheet_url`,
      `-- The public link's token is random (ADR 020); an unchanged datasheet keeps its row, so its link.
INSERT INTO product_documents (product_id, kind, title, url, language, token)
SELECT p.id, 'datasheet', 'Datasheet ' || i.manufacturer_symbol, i.datasheet_url, 'en',
  md5(random()::text || clock_timestamp()::text || p.id::text)
FROM import_products i JOIN products p ON p.symbol = i.symbol
WHERE i.datasheet_url IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM product_documents d WHERE d.product_id = p.id AND d.kind = 'datasheet' AND d.url = i.datasheet_url)`,
      `-- Today's first-break price feeds the Omnibus lowest-price-of-30-days; the lowest of the day is kept.
INSERT INTO price_history (product_id, day, net_price_pln)
SELECT p.id, ${textLiteral(today)}::date, i.first_price FROM import_products i JOIN products p ON p.symbol = i.symbol
ON CONFLICT (product_id, day) DO UPDATE SET net_price_pln = LEAST(price_history.net_price_pln, EXCLUDED.net_price_pln)
  WHERE EXCLUDED.net_price_pln < price_history.net_price_pln`,
    ];
    staging.push(...partDataStatements(rows));
    // One statement at a time: neither engine's driver takes several in one text inside a transaction.
    // Rows that refer to a product (breaks, parameters, documents, history) only take a key share of
    // it, which placements' locks leave alone: they are written before any product is locked.
    for (const statement of staging) await tx.execute(sql.raw(statement));
    // The existing products this batch rewrites: their details, or the price lists sort by (the
    // breaks just written, the permissions and a running promotion give it).
    const rewritten = (await tx.execute(
      sql.raw(`SELECT p.id FROM products p JOIN import_products i ON i.symbol = p.symbol
WHERE (p.symbol_key, p.description, p.manufacturer_id, p.manufacturer_symbol, p.manufacturer_symbol_key, p.category_id,
    p.unit, p.minimum_quantity, p.multiples, p.flags, p.price_precision, p.generated_text, ${DATA_COLUMNS_OF('p')})
    IS DISTINCT FROM (i.symbol_key, i.description, i.manufacturer_id, i.manufacturer_symbol, i.manufacturer_symbol_key, i.category_id,
    i.unit, i.minimum_quantity, i.multiples, i.flags, i.price_precision, false, ${DATA_COLUMNS_OF('i')})
  OR p.sort_price IS DISTINCT FROM shown_sort_price(p.id, p.permissions, ${textLiteral(today)}::date)`),
    )) as unknown as { rows: Array<{ id: number }> };
    const ids = rewritten.rows.map((r) => Number(r.id));
    await setStock(ids);
    // Only the rows locked above are rewritten: a write to a row not locked in that ordered pass could
    // deadlock with a placement.
    const rewrittenIds = `ARRAY[${ids.map(numberLiteral).join(',')}]::int[]`;
    const statements = [
      // A product the feed describes keeps the feed's text as given (generated_text off): only the seed's words are translated.
      `UPDATE products p SET symbol_key = i.symbol_key, description = i.description, manufacturer_id = i.manufacturer_id,
  manufacturer_symbol = i.manufacturer_symbol, manufacturer_symbol_key = i.manufacturer_symbol_key, category_id = i.category_id,
  unit = i.unit, minimum_quantity = i.minimum_quantity, multiples = i.multiples, flags = i.flags, price_precision = i.price_precision,
  generated_text = false, ${DATA_COLUMNS_SET}
FROM import_products i
WHERE p.id = ANY(${rewrittenIds}) AND p.symbol = i.symbol AND (p.symbol_key, p.description, p.manufacturer_id, p.manufacturer_symbol, p.manufacturer_symbol_key, p.category_id,
  p.unit, p.minimum_quantity, p.multiples, p.flags, p.price_precision, p.generated_text, ${DATA_COLUMNS_OF('p')})
  IS DISTINCT FROM (i.symbol_key, i.description, i.manufacturer_id, i.manufacturer_symbol, i.manufacturer_symbol_key, i.category_id,
  i.unit, i.minimum_quantity, i.multiples, i.flags, i.price_precision, false, ${DATA_COLUMNS_OF('i')})`,
      `-- What lists sort by price follows the breaks just written, the permissions and a running promotion.
UPDATE products p SET sort_price = shown_sort_price(p.id, p.permissions, ${textLiteral(today)}::date)
FROM import_products i
WHERE p.id = ANY(${rewrittenIds}) AND p.symbol = i.symbol AND p.sort_price IS DISTINCT FROM shown_sort_price(p.id, p.permissions, ${textLiteral(today)}::date)`,
    ];
    for (const statement of statements) await tx.execute(sql.raw(statement));
  }
}

/** Lifecycle and compliance columns (ADR 075), written and compared like the product's other details. */
const DATA_COLUMN_NAMES = [
  'lifecycle',
  'last_time_buy_date',
  'replacement_symbol',
  'rohs',
  'reach',
  'eccn',
  'hts_code',
  'country_of_origin',
  'msl',
];
const DATA_COLUMNS = DATA_COLUMN_NAMES.join(', ');
const DATA_COLUMNS_OF = (alias: string) => DATA_COLUMN_NAMES.map((c) => `${alias}.${c}`).join(', ');
const DATA_COLUMNS_SET = DATA_COLUMN_NAMES.map((c) => `${c} = i.${c}`).join(', ');
/**
 * The feed's packaging and CAD models (ADR 076): each product of the batch gets its packaging row
 * (its part key from the manufacturer's part number, so its other packagings group with it), and
 * its CAD models become what the feed lists. `shop` addresses become the shop's own file paths.
 */
function partDataStatements(rows: FeedRow[]): string[] {
  const packagingRows = rows.map((r) => [
    textLiteral(r.symbol),
    textLiteral(r.packaging),
    numberLiteral(r.reelQuantity),
    textLiteral(partKeyOf(r.manufacturerSymbol)),
  ]);
  const cadRows = rows.flatMap((r) =>
    r.cadModels.map((m) => [
      textLiteral(r.symbol),
      textLiteral(m.kind),
      textLiteral(m.format),
      textLiteral(m.url === 'shop' ? shopCadPath(r.symbol, m.kind, m.format)! : m.url),
    ]),
  );
  return [
    `CREATE TEMP TABLE import_packaging (symbol text PRIMARY KEY, packaging text, reel_quantity int, part_key text) ON COMMIT DROP`,
    `CREATE TEMP TABLE import_cad (symbol text, kind text, format text, url text) ON COMMIT DROP`,
    `INSERT INTO import_packaging VALUES ${rowsLiteral(packagingRows)}`,
    ...(cadRows.length > 0 ? [`INSERT INTO import_cad VALUES ${rowsLiteral(cadRows)}`] : []),
    `INSERT INTO product_packaging (product_id, packaging, reel_quantity, manufacturer_id, part_key)
SELECT p.id, n.packaging, n.reel_quantity, i.manufacturer_id, n.part_key
FROM import_packaging n JOIN import_products i ON i.symbol = n.symbol JOIN products p ON p.symbol = n.symbol
ON CONFLICT (product_id) DO UPDATE SET packaging = EXCLUDED.packaging, reel_quantity = EXCLUDED.reel_quantity,
  manufacturer_id = EXCLUDED.manufacturer_id, part_key = EXCLUDED.part_key
WHERE (product_packaging.packaging, product_packaging.reel_quantity, product_packaging.manufacturer_id, product_packaging.part_key)
  IS DISTINCT FROM (EXCLUDED.packaging, EXCLUDED.reel_quantity, EXCLUDED.manufacturer_id, EXCLUDED.part_key)`,
    `DELETE FROM product_cad_models c USING products p, import_products i
  WHERE c.product_id = p.id AND p.symbol = i.symbol
  AND NOT EXISTS (SELECT 1 FROM import_cad n WHERE n.symbol = i.symbol AND n.kind = c.kind AND n.format = c.format AND n.url = c.url)`,
    `INSERT INTO product_cad_models (product_id, kind, format, url)
SELECT p.id, n.kind, n.format, n.url FROM import_cad n JOIN products p ON p.symbol = n.symbol
ON CONFLICT (product_id, kind, format) DO NOTHING`,
  ];
}

/** Shown decimal places: as many as the feed's most precise break, at least the two of money. */
function pricePrecision(row: FeedRow): number {
  return Math.max(2, ...row.priceBreaks.map((b) => new Decimal(b.netPricePln).decimalPlaces()));
}
