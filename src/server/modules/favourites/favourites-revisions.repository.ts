/**
 * SQL of a saved list's revisions (ADR 040): the revision rows, the event log of changed lines, the
 * occasional whole-list snapshot, and the writes of a restore.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contactPersons,
  favouriteDirectories,
  favouriteItems,
  favouriteRevisionChanges,
  favouriteRevisions,
  favouriteRevisionSnapshots,
  manufacturers,
  products,
} from '../../db/schema';

/** A line of a list as a version holds it. */
export interface LineState {
  productId: number;
  symbol: string;
  quantity: number;
  note: string;
  savedPrice: string | null;
  savedCurrency: string;
  savedStock: number | null;
  savedAt: Date;
}

export type RevisionRow = typeof favouriteRevisions.$inferSelect & { authorName: string | null };
export type NewRevision = Omit<typeof favouriteRevisions.$inferInsert, 'id' | 'createdAt'>;

/** Statements stay well under PostgreSQL's 65 535 parameters for lists of 10 000. */
const CHUNK = 5000;
const chunks = <T>(values: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
};

/** The list's name and note, its row held until the transaction ends (revisions of a list are serial). */
export async function lockDirectoryHead(db: Db, directoryId: number) {
  const [row] = await db
    .select({ name: favouriteDirectories.name, note: favouriteDirectories.note })
    .from(favouriteDirectories)
    .where(eq(favouriteDirectories.id, directoryId))
    .for('update');
  return row;
}

export async function selectDirectoryNames(db: Db, directoryIds: readonly number[]) {
  if (directoryIds.length === 0) return [];
  return db
    .select({ id: favouriteDirectories.id, name: favouriteDirectories.name })
    .from(favouriteDirectories)
    .where(inArray(favouriteDirectories.id, [...directoryIds]))
    .orderBy(asc(favouriteDirectories.id));
}

export async function selectLatestRevision(db: Db, directoryId: number) {
  const [row] = await db
    .select({ id: favouriteRevisions.id, changesSinceSnapshot: favouriteRevisions.changesSinceSnapshot })
    .from(favouriteRevisions)
    .where(eq(favouriteRevisions.directoryId, directoryId))
    .orderBy(desc(favouriteRevisions.id))
    .limit(1);
  return row;
}

export async function selectProductSymbol(db: Db, productId: number): Promise<string | undefined> {
  const [row] = await db.select({ symbol: products.symbol }).from(products).where(eq(products.id, productId));
  return row?.symbol;
}

/** The distinct products on the given lists (what a merge brings in). */
export async function selectProductIdsOf(db: Db, directoryIds: readonly number[]): Promise<number[]> {
  if (directoryIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ productId: favouriteItems.productId })
    .from(favouriteItems)
    .where(inArray(favouriteItems.directoryId, [...directoryIds]));
  return rows.map((r) => r.productId);
}

export async function insertRevision(db: Db, row: NewRevision): Promise<number> {
  const [inserted] = await db.insert(favouriteRevisions).values(row).returning({ id: favouriteRevisions.id });
  return inserted!.id;
}

/** Columns of a list's current line, as stored in the log and the snapshots. */
const currentLine = (revisionId: number) => ({
  revisionId: sql<number>`${revisionId}::int`.as('revision_id'),
  quantity: favouriteItems.quantity,
  productId: favouriteItems.productId,
  symbol: products.symbol,
  note: favouriteItems.note,
  savedPrice: favouriteItems.savedPrice,
  savedCurrency: favouriteItems.savedCurrency,
  savedStock: favouriteItems.savedStock,
  savedAt: favouriteItems.createdAt,
});

/**
 * Logs the given products' lines as the list has them now, in the database (INSERT … SELECT, no
 * round trip): a line still on the list with its state, one taken off with a null quantity.
 * `'all'` logs every line (a list made as a copy).
 */
export async function insertChanges(
  db: Db,
  revisionId: number,
  directoryId: number,
  productIds: readonly number[] | 'all',
): Promise<void> {
  if (productIds === 'all') {
    await db
      .insert(favouriteRevisionChanges)
      .select((qb) =>
        qb
          .select(currentLine(revisionId))
          .from(favouriteItems)
          .innerJoin(products, eq(products.id, favouriteItems.productId))
          .where(eq(favouriteItems.directoryId, directoryId)),
      );
    return;
  }
  for (const ids of chunks(productIds)) {
    await db.insert(favouriteRevisionChanges).select((qb) =>
      qb
        .select(currentLine(revisionId))
        .from(favouriteItems)
        .innerJoin(products, eq(products.id, favouriteItems.productId))
        .where(and(eq(favouriteItems.directoryId, directoryId), inArray(favouriteItems.productId, ids))),
    );
    // Products of the change no longer on the list: taken off by it.
    await db.insert(favouriteRevisionChanges).select((qb) =>
      qb
        .select({
          revisionId: sql<number>`${revisionId}::int`.as('revision_id'),
          quantity: sql<number | null>`NULL::int`.as('quantity'),
          productId: products.id,
          symbol: products.symbol,
          note: sql<string>`''`.as('note'),
          savedPrice: sql<string | null>`NULL::numeric`.as('saved_price'),
          savedCurrency: sql<string>`''`.as('saved_currency'),
          savedStock: sql<number | null>`NULL::int`.as('saved_stock'),
          savedAt: sql<Date>`now()`.as('saved_at'),
        })
        .from(products)
        .where(
          and(
            inArray(products.id, ids),
            sql`NOT EXISTS (SELECT 1 FROM favourite_items fi WHERE fi.directory_id = ${directoryId} AND fi.product_id = ${products.id})`,
          ),
        ),
    );
  }
}

/** The whole list as it is now, under the revision (one statement). */
export async function insertSnapshot(db: Db, revisionId: number, directoryId: number): Promise<void> {
  await db
    .insert(favouriteRevisionSnapshots)
    .select((qb) =>
      qb
        .select(currentLine(revisionId))
        .from(favouriteItems)
        .innerJoin(products, eq(products.id, favouriteItems.productId))
        .where(eq(favouriteItems.directoryId, directoryId)),
    );
}

const REVISION_COLUMNS = {
  id: favouriteRevisions.id,
  directoryId: favouriteRevisions.directoryId,
  contactPersonId: favouriteRevisions.contactPersonId,
  createdAt: favouriteRevisions.createdAt,
  kind: favouriteRevisions.kind,
  params: favouriteRevisions.params,
  name: favouriteRevisions.name,
  note: favouriteRevisions.note,
  itemCount: favouriteRevisions.itemCount,
  changeCount: favouriteRevisions.changeCount,
  changesSinceSnapshot: favouriteRevisions.changesSinceSnapshot,
  hasSnapshot: favouriteRevisions.hasSnapshot,
  authorName: sql<
    string | null
  >`CASE WHEN ${contactPersons.id} IS NULL THEN NULL ELSE trim(${contactPersons.firstName} || ' ' || ${contactPersons.lastName}) END`,
};

/** A page of a list's revisions, newest first, with their authors' names. */
export async function selectRevisionsPage(
  db: Db,
  directoryId: number,
  page: { offset: number; limit: number },
): Promise<RevisionRow[]> {
  return db
    .select(REVISION_COLUMNS)
    .from(favouriteRevisions)
    .leftJoin(contactPersons, eq(contactPersons.id, favouriteRevisions.contactPersonId))
    .where(eq(favouriteRevisions.directoryId, directoryId))
    .orderBy(desc(favouriteRevisions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRevisions(db: Db, directoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favouriteRevisions)
    .where(eq(favouriteRevisions.directoryId, directoryId));
  return row?.n ?? 0;
}

/** The revision if it is one of this list's. */
export async function selectRevision(
  db: Db,
  directoryId: number,
  revisionId: number,
): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select(REVISION_COLUMNS)
    .from(favouriteRevisions)
    .leftJoin(contactPersons, eq(contactPersons.id, favouriteRevisions.contactPersonId))
    .where(and(eq(favouriteRevisions.id, revisionId), eq(favouriteRevisions.directoryId, directoryId)));
  return row;
}

/** The last revision at or before this one with the whole list in a snapshot. */
export async function selectSnapshotBase(
  db: Db,
  directoryId: number,
  revisionId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: favouriteRevisions.id })
    .from(favouriteRevisions)
    .where(
      and(
        eq(favouriteRevisions.directoryId, directoryId),
        lte(favouriteRevisions.id, revisionId),
        eq(favouriteRevisions.hasSnapshot, true),
      ),
    )
    .orderBy(desc(favouriteRevisions.id))
    .limit(1);
  return row?.id;
}

const LINE_COLUMNS = {
  productId: favouriteRevisionSnapshots.productId,
  symbol: favouriteRevisionSnapshots.symbol,
  quantity: favouriteRevisionSnapshots.quantity,
  note: favouriteRevisionSnapshots.note,
  savedPrice: favouriteRevisionSnapshots.savedPrice,
  savedCurrency: favouriteRevisionSnapshots.savedCurrency,
  savedStock: favouriteRevisionSnapshots.savedStock,
  savedAt: favouriteRevisionSnapshots.savedAt,
};

export async function selectSnapshot(db: Db, revisionId: number): Promise<LineState[]> {
  return db
    .select(LINE_COLUMNS)
    .from(favouriteRevisionSnapshots)
    .where(eq(favouriteRevisionSnapshots.revisionId, revisionId));
}

export type ChangeRow = Omit<LineState, 'quantity'> & { quantity: number | null; revisionId: number };

/** The logged lines of a list's revisions after `afterId` up to `upToId`, oldest first. */
export async function selectChangesBetween(
  db: Db,
  directoryId: number,
  afterId: number,
  upToId: number,
): Promise<ChangeRow[]> {
  return db
    .select({
      revisionId: favouriteRevisionChanges.revisionId,
      productId: favouriteRevisionChanges.productId,
      symbol: favouriteRevisionChanges.symbol,
      quantity: favouriteRevisionChanges.quantity,
      note: favouriteRevisionChanges.note,
      savedPrice: favouriteRevisionChanges.savedPrice,
      savedCurrency: favouriteRevisionChanges.savedCurrency,
      savedStock: favouriteRevisionChanges.savedStock,
      savedAt: favouriteRevisionChanges.savedAt,
    })
    .from(favouriteRevisionChanges)
    .innerJoin(favouriteRevisions, eq(favouriteRevisions.id, favouriteRevisionChanges.revisionId))
    .where(
      and(
        eq(favouriteRevisions.directoryId, directoryId),
        gt(favouriteRevisions.id, afterId),
        lte(favouriteRevisions.id, upToId),
      ),
    )
    .orderBy(asc(favouriteRevisionChanges.revisionId));
}

/** The catalogue's facts for lines shown; a product gone from the catalogue has no row. */
export async function selectProductFacts(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ id: products.id, description: products.description, manufacturerName: manufacturers.name })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(inArray(products.id, [...productIds]));
}

export async function selectExistingProductIds(db: Db, productIds: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const ids of chunks(productIds)) {
    const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/** Every line of a list now (at most 10 000), for the difference a restore writes. */
export async function selectCurrentLines(db: Db, directoryId: number): Promise<Omit<LineState, 'symbol'>[]> {
  return db
    .select({
      productId: favouriteItems.productId,
      quantity: favouriteItems.quantity,
      note: favouriteItems.note,
      savedPrice: favouriteItems.savedPrice,
      savedCurrency: favouriteItems.savedCurrency,
      savedStock: favouriteItems.savedStock,
      savedAt: favouriteItems.createdAt,
    })
    .from(favouriteItems)
    .where(eq(favouriteItems.directoryId, directoryId));
}

export async function deleteLines(db: Db, directoryId: number, productIds: readonly number[]): Promise<void> {
  for (const ids of chunks(productIds)) {
    await db
      .delete(favouriteItems)
      .where(and(eq(favouriteItems.directoryId, directoryId), inArray(favouriteItems.productId, ids)));
  }
}

/** Puts lines back as a version had them: quantity, note, and the price and stock saved with them. */
export async function upsertLines(db: Db, directoryId: number, lines: readonly LineState[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 1000) {
    await db
      .insert(favouriteItems)
      .values(
        lines.slice(i, i + 1000).map((l) => ({
          directoryId,
          productId: l.productId,
          quantity: l.quantity,
          note: l.note,
          savedPrice: l.savedPrice,
          savedCurrency: l.savedCurrency,
          savedStock: l.savedStock,
          createdAt: l.savedAt,
        })),
      )
      .onConflictDoUpdate({
        target: [favouriteItems.directoryId, favouriteItems.productId],
        set: {
          quantity: sql`excluded.quantity`,
          note: sql`excluded.note`,
          savedPrice: sql`excluded.saved_price`,
          savedCurrency: sql`excluded.saved_currency`,
          savedStock: sql`excluded.saved_stock`,
          createdAt: sql`excluded.created_at`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/**
 * One page of the list as a revision left it, rebuilt in the database: the last logged line of each
 * product after the snapshot `baseId` up to the revision, over the snapshot's lines, in symbol order
 * (by code point), with the number of lines. Only the page travels, not the 10 000 lines.
 */
export async function selectVersionPage(
  db: Db,
  directoryId: number,
  baseId: number,
  revisionId: number,
  page: { offset: number; limit: number },
): Promise<{ lines: Array<Pick<LineState, 'productId' | 'symbol' | 'quantity' | 'note'>>; total: number }> {
  const result = (await db.execute(sql`
    WITH log AS (
      SELECT DISTINCT ON (c.product_id) c.product_id, c.symbol, c.quantity, c.note
      FROM favourite_revision_changes c
      JOIN favourite_revisions r ON r.id = c.revision_id
      WHERE r.directory_id = ${directoryId} AND r.id > ${baseId} AND r.id <= ${revisionId}
      ORDER BY c.product_id, c.revision_id DESC
    ), lines AS (
      SELECT product_id, symbol, quantity, note FROM log WHERE quantity IS NOT NULL
      UNION ALL
      SELECT s.product_id, s.symbol, s.quantity, s.note FROM favourite_revision_snapshots s
      WHERE s.revision_id = ${baseId} AND NOT EXISTS (SELECT 1 FROM log WHERE log.product_id = s.product_id)
    )
    SELECT product_id, symbol, quantity, note, count(*) OVER ()::int AS total
    FROM lines ORDER BY symbol COLLATE "C", product_id
    LIMIT ${page.limit} OFFSET ${page.offset}
  `)) as unknown as {
    rows: Array<{ product_id: number; symbol: string; quantity: number; note: string; total: number }>;
  };
  let total = result.rows[0]?.total;
  if (total === undefined && page.offset > 0) {
    // Past the last page: the count alone.
    total = (await selectVersionPage(db, directoryId, baseId, revisionId, { offset: 0, limit: 1 })).total;
  }
  return {
    lines: result.rows.map((r) => ({
      productId: Number(r.product_id),
      symbol: r.symbol,
      quantity: Number(r.quantity),
      note: r.note,
    })),
    total: Number(total ?? 0),
  };
}

/** What the revision itself did to the given products (changed) and which it took off (up to 100). */
export async function selectRevisionMarks(db: Db, revisionId: number, productIds: readonly number[]) {
  const [changed, removed] = await Promise.all([
    productIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ productId: favouriteRevisionChanges.productId })
          .from(favouriteRevisionChanges)
          .where(
            and(
              eq(favouriteRevisionChanges.revisionId, revisionId),
              inArray(favouriteRevisionChanges.productId, [...productIds]),
              sql`${favouriteRevisionChanges.quantity} IS NOT NULL`,
            ),
          ),
    db
      .select({ symbol: favouriteRevisionChanges.symbol })
      .from(favouriteRevisionChanges)
      .where(
        and(
          eq(favouriteRevisionChanges.revisionId, revisionId),
          sql`${favouriteRevisionChanges.quantity} IS NULL`,
        ),
      )
      .orderBy(asc(favouriteRevisionChanges.symbol))
      .limit(100),
  ]);
  return { changed: new Set(changed.map((c) => c.productId)), removed: removed.map((r) => r.symbol) };
}
