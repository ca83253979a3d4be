import type { CategoryRow, GeneratedProduct, ManufacturerRow, ParameterRow } from './catalog-generator';
import { insertPartDataSql } from './part-data';
import {
  decimalLiteral,
  jsonLiteral,
  numberLiteral,
  rowsLiteral,
  textArrayLiteral,
  textLiteral,
} from './sql-literal';

/** INSERT statements for the generator's rows, with ids given explicitly (sequences are set afterwards). */

export function insertCategoriesSql(rows: CategoryRow[]): string {
  return `INSERT INTO categories (id, parent_id, slug, depth, path_ids, names, position) VALUES ${rowsLiteral(
    rows.map((c) => [
      numberLiteral(c.id),
      numberLiteral(c.parentId),
      textLiteral(c.slug),
      numberLiteral(c.depth),
      `ARRAY[${c.pathIds.join(',')}]::integer[]`,
      jsonLiteral(c.names),
      numberLiteral(c.position),
    ]),
  )};`;
}

export function insertManufacturersSql(rows: ManufacturerRow[]): string {
  return `INSERT INTO manufacturers (id, name, slug, letter, logo_url, description, promoted) VALUES ${rowsLiteral(
    rows.map((m) => [
      numberLiteral(m.id),
      textLiteral(m.name),
      textLiteral(m.slug),
      textLiteral(m.letter),
      textLiteral(m.logoUrl),
      textLiteral(m.description),
      m.promoted ? 'TRUE' : 'FALSE',
    ]),
  )};`;
}

export function insertParametersSql(rows: ParameterRow[]): string {
  return `INSERT INTO parameters (id, name, names, unit, numeric) VALUES ${rowsLiteral(
    rows.map((p) => [
      numberLiteral(p.id),
      textLiteral(p.name),
      jsonLiteral(p.names),
      textLiteral(p.unit),
      p.numeric ? 'TRUE' : 'FALSE',
    ]),
  )};`;
}

/** One batch of products and everything that hangs off them, as one multi-statement text (one transaction). */
export function insertProductBatchSql(products: GeneratedProduct[]): string {
  const statements = [
    // The products carry their parameter keys (parameterKeysSql): the trigger need not compute them again.
    `SELECT set_config('shop.parameter_keys_written', 'on', true);`,
    insert(
      'products',
      'id, symbol, symbol_key, original_symbol, description, manufacturer_id, manufacturer_symbol, manufacturer_symbol_key, category_id, unit, minimum_quantity, multiples, flags, permissions, price_precision, stock, external_stock, lead_time_days, factory_lead_days, sort_price, parameter_keys, generated_text, lifecycle, last_time_buy_date, replacement_symbol, rohs, reach, eccn, hts_code, country_of_origin, msl',
      products.map((p) => [
        numberLiteral(p.id),
        textLiteral(p.symbol),
        textLiteral(p.symbolKey),
        textLiteral(p.originalSymbol),
        textLiteral(p.description),
        numberLiteral(p.manufacturerId),
        textLiteral(p.manufacturerSymbol),
        textLiteral(p.manufacturerSymbolKey),
        numberLiteral(p.categoryId),
        textLiteral(p.unit),
        numberLiteral(p.minimumQuantity),
        numberLiteral(p.multiples),
        textArrayLiteral(p.flags),
        textArrayLiteral(p.permissions),
        numberLiteral(p.pricePrecision),
        numberLiteral(p.stock),
        numberLiteral(p.externalStock),
        numberLiteral(p.leadTimeDays),
        numberLiteral(p.factoryLeadDays),
        decimalLiteral(p.sortPrice),
        parameterKeysSql(p.parameters),
        // The generator's English words: the shop shows them in the buyer's language.
        'true',
        textLiteral(p.lifecycle),
        textLiteral(p.lastTimeBuyDate),
        textLiteral(p.replacementSymbol),
        textLiteral(p.compliance.rohs),
        textLiteral(p.compliance.reach),
        textLiteral(p.compliance.eccn),
        textLiteral(p.compliance.htsCode),
        textLiteral(p.compliance.countryOfOrigin),
        numberLiteral(p.compliance.msl),
      ]),
    ),
    insert(
      'price_breaks',
      'product_id, amount, net_price_pln',
      products.flatMap((p) =>
        p.priceBreaks.map((b) => [
          numberLiteral(p.id),
          numberLiteral(b.amount),
          decimalLiteral(b.netPricePln),
        ]),
      ),
    ),
    insert(
      'product_parameters',
      'product_id, parameter_id, value_si, display',
      products.flatMap((p) =>
        p.parameters.map((v) => [
          numberLiteral(p.id),
          numberLiteral(v.parameterId),
          numberLiteral(v.valueSi),
          textLiteral(v.display),
        ]),
      ),
    ),
    insert(
      'product_documents',
      'product_id, kind, title, url, language, token',
      products.flatMap((p) =>
        p.datasheet
          ? [
              [
                numberLiteral(p.id),
                `'datasheet'`,
                textLiteral(p.datasheet.title),
                textLiteral(p.datasheet.url),
                `'en'`,
                textLiteral(p.datasheet.token),
              ],
            ]
          : [],
      ),
    ),
    insert(
      'promotions',
      'product_id, discount_percent, date_from, date_to',
      products.flatMap((p) =>
        p.promotion
          ? [
              [
                numberLiteral(p.id),
                decimalLiteral(p.promotion.discountPercent),
                textLiteral(p.promotion.dateFrom),
                textLiteral(p.promotion.dateTo),
              ],
            ]
          : [],
      ),
    ),
    insert(
      'price_history',
      'product_id, day, net_price_pln',
      products.flatMap((p) =>
        p.priceHistory.map((h) => [numberLiteral(p.id), textLiteral(h.day), decimalLiteral(h.netPricePln)]),
      ),
    ),
    insert(
      'product_links',
      'product_id, linked_product_id, kind',
      products.flatMap((p) =>
        p.links.map((l) => [numberLiteral(p.id), numberLiteral(l.linkedProductId), textLiteral(l.kind)]),
      ),
    ),
    ...insertPartDataSql(products),
  ];
  return statements.filter((s) => s !== '').join('\n');
}

/** The product's parameter keys, computed by the database's own function (migration 0013). */
function parameterKeysSql(parameters: GeneratedProduct['parameters']): string {
  if (parameters.length === 0) return `'{}'`;
  const ids = parameters.map((v) => numberLiteral(v.parameterId)).join(',');
  const values = parameters.map((v) => numberLiteral(v.valueSi)).join(',');
  const displays = parameters.map((v) => textLiteral(v.display)).join(',');
  return `parameter_keys_of(ARRAY[${ids}]::int[], ARRAY[${values}]::float8[], ARRAY[${displays}]::text[])`;
}

function insert(table: string, columns: string, rows: string[][]): string {
  return rows.length === 0 ? '' : `INSERT INTO ${table} (${columns}) VALUES ${rowsLiteral(rows)};`;
}
