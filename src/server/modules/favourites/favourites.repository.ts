import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ItemSort } from '../../../common/contracts/favourites';
import type { Db } from '../../db/client';
import {
  contactPersons,
  favouriteDirectories,
  favouriteItems,
  manufacturers,
  products,
} from '../../db/schema';
import { priceDataColumns, toPriceDataRow, type PriceDataRow } from '../pricing';

/** Who looks: lists are the customer's, and a person sees their own and those shared with the company. */
export interface Viewer {
  customerId: number;
  contactPersonId: number;
}

export type DirectoryRow = typeof favouriteDirectories.$inferSelect;

const visibleTo = (viewer: Viewer) =>
  and(
    eq(favouriteDirectories.customerId, viewer.customerId),
    or(
      eq(favouriteDirectories.contactPersonId, viewer.contactPersonId),
      eq(favouriteDirectories.sharedWithCompany, true),
    ),
  );

export async function insertDirectory(
  db: Db,
  row: Viewer & { name: string; note: string; sharedWithCompany: boolean; publicToken: string },
): Promise<DirectoryRow> {
  const [inserted] = await db.insert(favouriteDirectories).values(row).returning();
  return inserted!;
}

export async function selectVisibleDirectories(
  db: Db,
  viewer: Viewer,
): Promise<Array<DirectoryRow & { itemCount: number }>> {
  return db
    .select({
      ...DIRECTORY_COLUMNS,
      // Qualified by hand: inside the subquery an unqualified "id" would be the item's.
      itemCount: sql<number>`(SELECT count(*)::int FROM favourite_items fi WHERE fi.directory_id = "favourite_directories"."id")`,
    })
    .from(favouriteDirectories)
    .where(visibleTo(viewer))
    .orderBy(desc(favouriteDirectories.updatedAt), desc(favouriteDirectories.id));
}

const DIRECTORY_COLUMNS = {
  id: favouriteDirectories.id,
  customerId: favouriteDirectories.customerId,
  contactPersonId: favouriteDirectories.contactPersonId,
  name: favouriteDirectories.name,
  note: favouriteDirectories.note,
  sharedWithCompany: favouriteDirectories.sharedWithCompany,
  publicToken: favouriteDirectories.publicToken,
  createdAt: favouriteDirectories.createdAt,
  updatedAt: favouriteDirectories.updatedAt,
};

/** The directory if the viewer may see it; `lock` holds its row for a change that reads before writing. */
export async function selectVisibleDirectory(
  db: Db,
  viewer: Viewer,
  directoryId: number,
  lock = false,
): Promise<DirectoryRow | undefined> {
  const query = db
    .select(DIRECTORY_COLUMNS)
    .from(favouriteDirectories)
    .where(and(eq(favouriteDirectories.id, directoryId), visibleTo(viewer)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function selectDirectoryByToken(db: Db, publicToken: string): Promise<DirectoryRow | undefined> {
  const [row] = await db
    .select(DIRECTORY_COLUMNS)
    .from(favouriteDirectories)
    .where(eq(favouriteDirectories.publicToken, publicToken));
  return row;
}

export async function updateDirectory(
  db: Db,
  directoryId: number,
  patch: Partial<Pick<DirectoryRow, 'name' | 'note' | 'sharedWithCompany' | 'publicToken'>>,
): Promise<DirectoryRow> {
  const [row] = await db
    .update(favouriteDirectories)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(favouriteDirectories.id, directoryId))
    .returning();
  return row!;
}

export async function deleteDirectory(db: Db, directoryId: number): Promise<void> {
  await db.delete(favouriteDirectories).where(eq(favouriteDirectories.id, directoryId));
}

export async function countItems(db: Db, directoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favouriteItems)
    .where(eq(favouriteItems.directoryId, directoryId));
  return row?.n ?? 0;
}

/** What a list shows of a product, and what pricing needs to price it (PricingProduct). */
const ITEM_COLUMNS = {
  itemId: favouriteItems.id,
  directoryId: favouriteItems.directoryId,
  quantity: favouriteItems.quantity,
  note: favouriteItems.note,
  savedPrice: favouriteItems.savedPrice,
  savedCurrency: favouriteItems.savedCurrency,
  savedStock: favouriteItems.savedStock,
  savedAt: favouriteItems.createdAt,
  id: products.id,
  symbol: products.symbol,
  manufacturerSymbol: products.manufacturerSymbol,
  manufacturerName: manufacturers.name,
  description: products.description,
  imageUrl: products.imageUrl,
  unit: products.unit,
  minimumQuantity: products.minimumQuantity,
  multiples: products.multiples,
  flags: products.flags,
  permissions: products.permissions,
  pricePrecision: products.pricePrecision,
  vatRateOverride: products.vatRateOverride,
  stock: products.stock,
  leadTimeDays: products.leadTimeDays,
  lifecycle: products.lifecycle,
  rohs: products.rohs,
  htsCode: products.htsCode,
  countryOfOrigin: products.countryOfOrigin,
};

export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

const ORDER_BY: Record<ItemSort, SQL[]> = {
  added_desc: [desc(favouriteItems.createdAt), desc(favouriteItems.id)],
  added_asc: [asc(favouriteItems.createdAt), asc(favouriteItems.id)],
  symbol_asc: [asc(products.symbol)],
  symbol_desc: [desc(products.symbol)],
  quantity_desc: [desc(favouriteItems.quantity), asc(products.symbol)],
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function itemFilter(directoryId: number, q: string | undefined) {
  const inDirectory = eq(favouriteItems.directoryId, directoryId);
  if (!q) return inDirectory;
  const pattern = likePattern(q);
  return and(
    inDirectory,
    or(
      ilike(products.symbol, pattern),
      ilike(products.manufacturerSymbol, pattern),
      ilike(products.description, pattern),
    ),
  );
}

/** Sorts that need the product (its symbol) to order the items; the others order by the item alone. */
const SORTS_BY_PRODUCT: ReadonlySet<ItemSort> = new Set(['symbol_asc', 'symbol_desc', 'quantity_desc']);

/**
 * One page of a list with its products and their price data (one round trip). The page's item ids are chosen first, from the items alone
 * where the sort allows (newest or oldest first: the directory's index gives the page), and only
 * those items are joined with their products: a page of 50 of a list of 10 000 reads 50 products,
 * not 10 000 (bench/plans/favourites-list.txt, ADR 043). A sort by symbol (or a filter) needs every
 * item's product to order them, but only its id and symbol.
 */
export async function selectItemsPage(
  db: Db,
  directoryId: number,
  page: { offset: number; limit: number; sort: ItemSort; q?: string },
  /** The day prices are read for (pricing's priceDays): the page's price data comes with its rows. */
  at: { day: string; fromDay: string },
): Promise<{ rows: ItemRow[]; priceData: PriceDataRow[] }> {
  const byProduct = SORTS_BY_PRODUCT.has(page.sort) || Boolean(page.q);
  const chosen = db.select({ id: favouriteItems.id }).from(favouriteItems);
  const pageIds = (byProduct ? chosen.innerJoin(products, eq(products.id, favouriteItems.productId)) : chosen)
    .where(itemFilter(directoryId, page.q))
    .orderBy(...ORDER_BY[page.sort])
    .limit(page.limit)
    .offset(page.offset);
  const found = await db
    .select({
      ...ITEM_COLUMNS,
      ...priceDataColumns(sql`${products.id}`, { day: at.day, fromDay: at.fromDay, withOmnibus: sql`false` }),
    })
    .from(favouriteItems)
    .innerJoin(products, eq(products.id, favouriteItems.productId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(inArray(favouriteItems.id, pageIds))
    .orderBy(...ORDER_BY[page.sort]);
  return {
    rows: found.map(({ breaks: _b, promotion: _p, lowest: _l, ...row }) => row),
    priceData: found.map((r) => toPriceDataRow(r.id, r)),
  };
}

export async function countMatchingItems(
  db: Db,
  directoryId: number,
  q: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favouriteItems)
    .innerJoin(products, eq(products.id, favouriteItems.productId))
    .where(itemFilter(directoryId, q));
  return row?.n ?? 0;
}

/** Items of a list (all, or the given ones of it) in the list's order, for the cart and exports. */
export async function selectItems(db: Db, directoryId: number, itemIds?: readonly number[]) {
  return db
    .select(ITEM_COLUMNS)
    .from(favouriteItems)
    .innerJoin(products, eq(products.id, favouriteItems.productId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(
      itemIds
        ? and(eq(favouriteItems.directoryId, directoryId), inArray(favouriteItems.id, [...itemIds]))
        : eq(favouriteItems.directoryId, directoryId),
    )
    .orderBy(...ORDER_BY.added_desc);
}

/**
 * What putting a list in the cart needs of its items (all, or the given ones), in the list's order:
 * the symbol, the list quantity and whether the product is withdrawn. The cart reads the rest itself.
 */
export async function selectItemsForCart(db: Db, directoryId: number, itemIds?: readonly number[]) {
  return db
    .select({ symbol: products.symbol, quantity: favouriteItems.quantity, flags: products.flags })
    .from(favouriteItems)
    .innerJoin(products, eq(products.id, favouriteItems.productId))
    .where(
      itemIds
        ? and(eq(favouriteItems.directoryId, directoryId), inArray(favouriteItems.id, [...itemIds]))
        : eq(favouriteItems.directoryId, directoryId),
    )
    .orderBy(...ORDER_BY.added_desc);
}

/** Every item of a list as quick buy reads it (symbol, list quantity, note), in the list's order. */
export async function selectItemsAsLines(db: Db, directoryId: number) {
  return db
    .select({ symbol: products.symbol, quantity: favouriteItems.quantity, note: favouriteItems.note })
    .from(favouriteItems)
    .innerJoin(products, eq(products.id, favouriteItems.productId))
    .where(eq(favouriteItems.directoryId, directoryId))
    .orderBy(...ORDER_BY.added_desc);
}

export type ItemHeader = typeof favouriteItems.$inferSelect;

/** The item if its list is visible to the viewer. */
export async function selectVisibleItem(
  db: Db,
  viewer: Viewer,
  itemId: number,
): Promise<ItemHeader | undefined> {
  const [row] = await db
    .select({
      id: favouriteItems.id,
      directoryId: favouriteItems.directoryId,
      productId: favouriteItems.productId,
      quantity: favouriteItems.quantity,
      note: favouriteItems.note,
      savedPrice: favouriteItems.savedPrice,
      savedCurrency: favouriteItems.savedCurrency,
      savedStock: favouriteItems.savedStock,
      createdAt: favouriteItems.createdAt,
      updatedAt: favouriteItems.updatedAt,
    })
    .from(favouriteItems)
    .innerJoin(favouriteDirectories, eq(favouriteDirectories.id, favouriteItems.directoryId))
    .where(and(eq(favouriteItems.id, itemId), visibleTo(viewer)));
  return row;
}

/** Products by exact symbol or, failing that, by the normalised key (the same rule as the cart). */
export async function selectProductsForSaving(db: Db, symbols: readonly string[], keys: readonly string[]) {
  if (symbols.length === 0) return [];
  return db
    .select({
      id: products.id,
      symbol: products.symbol,
      symbolKey: products.symbolKey,
      unit: products.unit,
      permissions: products.permissions,
      pricePrecision: products.pricePrecision,
      vatRateOverride: products.vatRateOverride,
      stock: products.stock,
      minimumQuantity: products.minimumQuantity,
      multiples: products.multiples,
    })
    .from(products)
    .where(or(inArray(products.symbol, [...symbols]), inArray(products.symbolKey, [...keys])));
}

export interface NewItem {
  productId: number;
  quantity: number;
  note: string;
  savedPrice: string | null;
  savedCurrency: string;
  savedStock: number | null;
}

/**
 * Saves products to a list in one statement: a product already on it gets the quantity added (and
 * keeps its saved price: "since saved" means since first saved), a note replaces an empty one.
 */
export async function upsertItems(db: Db, directoryId: number, items: readonly NewItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await db
    .insert(favouriteItems)
    .values(items.map((i) => ({ ...i, directoryId })))
    .onConflictDoUpdate({
      target: [favouriteItems.directoryId, favouriteItems.productId],
      set: {
        quantity: sql`LEAST(${favouriteItems.quantity} + excluded.quantity, 9999999)`,
        note: sql`CASE WHEN ${favouriteItems.note} = '' THEN excluded.note ELSE ${favouriteItems.note} END`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: favouriteItems.id });
  return rows.length;
}

/** Copies items (all of a list, or some) into another list, adding quantities where it has the product. */
export async function copyItemsInto(
  db: Db,
  targetDirectoryId: number,
  from: { directoryId: number; itemIds?: readonly number[] },
): Promise<void> {
  const rows = await db
    .select({
      productId: favouriteItems.productId,
      quantity: favouriteItems.quantity,
      note: favouriteItems.note,
      savedPrice: favouriteItems.savedPrice,
      savedCurrency: favouriteItems.savedCurrency,
      savedStock: favouriteItems.savedStock,
    })
    .from(favouriteItems)
    .where(
      from.itemIds
        ? and(eq(favouriteItems.directoryId, from.directoryId), inArray(favouriteItems.id, [...from.itemIds]))
        : eq(favouriteItems.directoryId, from.directoryId),
    );
  // Batches keep the statement's parameters well under PostgreSQL's 65 535 for lists of 10 000.
  for (let i = 0; i < rows.length; i += 1000)
    await upsertItems(db, targetDirectoryId, rows.slice(i, i + 1000));
}

export async function updateItem(
  db: Db,
  itemId: number,
  patch: Partial<Pick<ItemHeader, 'quantity' | 'note' | 'directoryId'>>,
): Promise<ItemHeader> {
  const [row] = await db
    .update(favouriteItems)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(favouriteItems.id, itemId))
    .returning();
  return row!;
}

export async function deleteItem(db: Db, itemId: number): Promise<void> {
  await db.delete(favouriteItems).where(eq(favouriteItems.id, itemId));
}

/** The item of a product on a list, if it is there. */
export async function selectItemOfProduct(
  db: Db,
  directoryId: number,
  productId: number,
): Promise<ItemHeader | undefined> {
  const [row] = await db
    .select()
    .from(favouriteItems)
    .where(and(eq(favouriteItems.directoryId, directoryId), eq(favouriteItems.productId, productId)));
  return row;
}

export async function touchDirectory(db: Db, directoryId: number): Promise<void> {
  await db
    .update(favouriteDirectories)
    .set({ updatedAt: sql`now()` })
    .where(eq(favouriteDirectories.id, directoryId));
}

/** The contact person of a customer by crc (page loaders know the logged-in person by it). */
export async function selectContactPersonId(
  db: Db,
  customerId: number,
  crc: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: contactPersons.id })
    .from(contactPersons)
    .where(and(eq(contactPersons.customerId, customerId), eq(contactPersons.crc, crc)));
  return row?.id;
}
