/**
 * Saved lists, "favourites" (issue 17, ADR 035): directories of products per contact person, shared
 * with the company or not, with live prices and stock, what changed since saved, a public link, and
 * the whole list to the cart. Another customer's (or a colleague's private) list is "not found".
 */
import { isLifecycleStatus, isRohsStatus } from '../../../common/product-compliance';
import { roundUpToOrderable } from '../../../common/amount-rules';
import { randomBytes } from 'node:crypto';
import { AppError, notFound } from '../../../common/errors';
import { currencyPrecision, getMarket, type Language } from '../../../common/markets';
import { lineTotal, toDecimal } from '../../../common/money';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import {
  FAVOURITES_DIRECTORY_MAX_ITEMS,
  FAVOURITES_TOKEN_LENGTH,
  FAVOURITES_TOKEN_PATTERN,
  type DirectoryCreate,
  type DirectoryList,
  type DirectoryPage,
  type DirectoryQuery,
  type DirectorySummary,
  type DirectoryUpdate,
  type FavouriteItem,
  type ItemChange,
  type ItemResponse,
  type ItemsAdd,
  type ItemsAddResponse,
  type ItemUpdate,
  type Merge,
  type OrderAsList,
  type PublicDirectory,
  type ToCart,
  type ToCartResponse,
} from '../../../common/contracts/favourites';
import type { AddLinesResult, LineToAdd } from '../ordering';
import type { OrderDetails } from '../../../common/contracts/orders';
import type { Db } from '../../db/client';
import type { SourceLine } from '../../../common/contracts/source-lines';
import type { PrintableItem, PrintableList } from '../../../common/favourites-print';
import type { CustomerSymbolsService } from '../customer-symbols';
import type { RateLimits } from '../auth';
import type { PriceDataRow, PricingService } from '../pricing';
import {
  copyItemsInto,
  countItems,
  countMatchingItems,
  deleteDirectory,
  deleteItem,
  insertDirectory,
  selectContactPersonId,
  selectDirectoryByToken,
  selectItemOfProduct,
  selectItems,
  selectItemsAsLines,
  selectItemsForCart,
  selectItemsPage,
  selectProductsForSaving,
  selectVisibleDirectories,
  selectVisibleDirectory,
  selectVisibleItem,
  touchDirectory,
  updateDirectory,
  updateItem,
  upsertItems,
  type DirectoryRow,
  type ItemRow,
  type NewItem,
  type Viewer,
} from './favourites.repository';
import {
  createRevisionsService,
  directoryChange,
  mergeSources,
  recordItemUpdate,
  recordRevision,
} from './favourites.revisions';

export type { Viewer } from './favourites.repository';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this would make some characters likelier than others (256 % 62 = 8). */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** 40 characters of [A-Za-z0-9], each equally likely: about 238 bits, not guessable. */
export function newPublicToken(): string {
  let token = '';
  while (token.length < FAVOURITES_TOKEN_LENGTH) {
    for (const byte of randomBytes(FAVOURITES_TOKEN_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      token += ALPHABET[byte % ALPHABET.length];
      if (token.length === FAVOURITES_TOKEN_LENGTH) break;
    }
  }
  return token;
}

/**
 * What the list needs of the cart: its batch add (the ordering module owns carts, ADR 032;
 * services.ts hands its function in, so a move of the cart changes one line there).
 */
export interface CartPort {
  addLines(
    actor: Viewer,
    input: { orderNumber: string; lines: LineToAdd[]; roundUp?: boolean; withCart?: boolean },
  ): Promise<Pick<AddLinesResult, 'orderNumber' | 'lines'>>;
}

export interface FavouritesDeps {
  db: Db;
  pricing: Pick<PricingService, 'unitPricesAt' | 'unitPricesOfData' | 'priceDays'>;
  rateLimits: RateLimits;
  cart: CartPort;
  orders: { details(customerId: number, orderNumber: string, language: Language): Promise<OrderDetails> };
  /** The customer's own part numbers, shown on the owner's list, print page and files (ADR 041). */
  customerSymbols: Pick<CustomerSymbolsService, 'symbolsOf'>;
}

const directoryNotFound = () => notFound('favourites.errors.directoryNotFound');
const itemNotFound = () => notFound('favourites.errors.itemNotFound');

function summary(row: DirectoryRow, viewer: Viewer | null, itemCount: number): DirectorySummary {
  return {
    directoryId: row.id,
    name: row.name,
    note: row.note,
    sharedWithCompany: row.sharedWithCompany,
    own: viewer !== null && row.contactPersonId === viewer.contactPersonId,
    publicToken: row.publicToken,
    itemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const WITHDRAWN_FLAGS = ['NOT_IN_OFFER', 'PRODUCT_BLOCKED'];

/** What changed since saved: the price only compares in the currency it was saved in. */
export function changeSinceSaved(
  item: Pick<ItemRow, 'savedPrice' | 'savedCurrency' | 'savedStock' | 'quantity' | 'flags'>,
  live: { unitPrice: string | null; currency: string; stock: number | null },
): ItemChange {
  let priceDelta: string | null = null;
  let priceDirection: ItemChange['priceDirection'] = 'unknown';
  if (item.savedPrice !== null && live.unitPrice !== null && item.savedCurrency === live.currency) {
    const delta = toDecimal(live.unitPrice).minus(toDecimal(item.savedPrice));
    priceDelta = delta.toFixed();
    priceDirection = delta.isZero() ? 'same' : delta.isPositive() ? 'up' : 'down';
  }
  const coveredWhenSaved = item.savedStock === null || item.savedStock >= item.quantity;
  return {
    priceDelta,
    priceDirection,
    stockBelowQuantity: live.stock !== null && live.stock < item.quantity && coveredWhenSaved,
    withdrawn: item.flags.some((f) => WITHDRAWN_FLAGS.includes(f)),
  };
}

/**
 * The amount a list quantity is priced at: what the cart would take for it (a list of 4 of a product
 * sold from 10 is priced, and put in the cart, at 10), so the list, the cart and "since saved" agree.
 */
const pricedQuantity = (p: { quantity: number; minimumQuantity: number; multiples: number }) =>
  roundUpToOrderable(p.quantity, { minimum: p.minimumQuantity, multiples: p.multiples });

export function createFavouritesService(deps: FavouritesDeps) {
  const { db, pricing, rateLimits } = deps;

  async function visibleDirectory(viewer: Viewer, directoryId: number, tx: Db = db): Promise<DirectoryRow> {
    const row = await selectVisibleDirectory(tx, viewer, directoryId, tx !== db);
    if (!row) throw directoryNotFound();
    return row;
  }

  /** Live price at the list quantity in the market's currency, stock and the changes, for a page of items. */
  async function liveItems(
    rows: ItemRow[],
    country: string,
    priceData?: PriceDataRow[],
  ): Promise<FavouriteItem[]> {
    const currency = getMarket(country).currency;
    const lines = rows.map((r) => ({ product: r, amount: pricedQuantity(r) }));
    // A page read its price data with its rows; an export (every item) asks pricing for it.
    const prices = priceData
      ? await pricing.unitPricesOfData(lines, priceData, { country })
      : await pricing.unitPricesAt(lines, { country });
    return rows.map((r, i) => {
      const unitPrice = prices[i] ?? null;
      const stock = r.permissions.includes('SHOW_STOCK') ? r.stock : null;
      return {
        itemId: r.itemId,
        symbol: r.symbol,
        manufacturerSymbol: r.manufacturerSymbol,
        manufacturerName: r.manufacturerName,
        description: r.description,
        imageUrl: r.imageUrl,
        quantity: r.quantity,
        minimumQuantity: r.minimumQuantity,
        multiples: r.multiples,
        note: r.note,
        unit: r.unit,
        unitPrice,
        value: unitPrice === null ? null : lineTotal(unitPrice, r.quantity, currency).toFixed(),
        stock,
        leadTimeDays: r.leadTimeDays,
        flags: r.flags,
        lifecycle: isLifecycleStatus(r.lifecycle) ? r.lifecycle : 'active',
        rohs: isRohsStatus(r.rohs) ? r.rohs : 'unknown',
        htsCode: r.htsCode,
        countryOfOrigin: r.countryOfOrigin,
        savedPrice: r.savedPrice === null ? null : toDecimal(r.savedPrice).toFixed(),
        savedCurrency: r.savedCurrency,
        savedStock: r.savedStock,
        savedAt: r.savedAt.toISOString(),
        change: changeSinceSaved(r, { unitPrice, currency, stock }),
      };
    });
  }

  /**
   * A page of a list priced live, and how many items match. Without a filter every item matches:
   * that count reads the items' index alone (no product), so it is taken once for both numbers.
   */
  async function itemsPage(directoryId: number, query: DirectoryQuery, country: string) {
    const offset = (query.page - 1) * query.perPage;
    const [{ rows, priceData }, total, itemCount] = await Promise.all([
      selectItemsPage(
        db,
        directoryId,
        { offset, limit: query.perPage, sort: query.sort, q: query.q },
        pricing.priceDays(),
      ),
      query.q ? countMatchingItems(db, directoryId, query.q) : undefined,
      countItems(db, directoryId),
    ]);
    return {
      currency: getMarket(country).currency,
      items: await liveItems(rows, country, priceData),
      page: query.page,
      perPage: query.perPage,
      total: total ?? itemCount,
      itemCount,
    };
  }

  /** Products of the symbols (exact, else by normalised key), priced at their quantity as they are saved. */
  async function newItems(
    items: ItemsAdd['items'],
    country: string,
  ): Promise<{ rows: NewItem[]; unknownSymbols: string[] }> {
    const found = await selectProductsForSaving(
      db,
      items.map((i) => i.symbol),
      items.map((i) => normaliseSymbol(i.symbol)),
    );
    const bySymbol = new Map(found.map((p) => [p.symbol, p]));
    const byKey = new Map(found.map((p) => [p.symbolKey, p]));
    // One line per product: the same product twice in a call adds up (as saving it twice does).
    const merged = new Map<number, { product: (typeof found)[number]; quantity: number; note: string }>();
    const unknownSymbols: string[] = [];
    for (const item of items) {
      const product = bySymbol.get(item.symbol) ?? byKey.get(normaliseSymbol(item.symbol));
      if (!product) {
        unknownSymbols.push(item.symbol);
        continue;
      }
      const seen = merged.get(product.id);
      if (seen) seen.quantity = Math.min(seen.quantity + item.quantity, 9_999_999);
      else merged.set(product.id, { product, quantity: item.quantity, note: item.note ?? '' });
    }
    const lines = [...merged.values()];
    const currency = getMarket(country).currency;
    const prices = await pricing.unitPricesAt(
      lines.map((l) => ({
        product: l.product,
        amount: pricedQuantity({ ...l.product, quantity: l.quantity }),
      })),
      { country },
    );
    return {
      unknownSymbols,
      rows: lines.map((l, i) => ({
        productId: l.product.id,
        quantity: l.quantity,
        note: l.note,
        savedPrice: prices[i] ?? null,
        savedCurrency: currency,
        savedStock: l.product.permissions.includes('SHOW_STOCK') ? l.product.stock : null,
      })),
    };
  }

  /** Refuses a change that would take a list past its limit (checked under the list's row lock). */
  async function checkRoom(tx: Db, directoryId: number, adding: number): Promise<void> {
    if (adding === 0) return;
    if ((await countItems(tx, directoryId)) + adding > FAVOURITES_DIRECTORY_MAX_ITEMS) {
      throw new AppError(422, 'favourites.errors.directoryFull', {
        params: { max: FAVOURITES_DIRECTORY_MAX_ITEMS },
      });
    }
  }

  async function createDirectoryRow(tx: Db, viewer: Viewer, input: Omit<DirectoryCreate, 'copyFromToken'>) {
    return insertDirectory(tx, {
      ...viewer,
      name: input.name,
      note: input.note ?? '',
      sharedWithCompany: input.sharedWithCompany ?? false,
      publicToken: newPublicToken(),
    });
  }

  /** A shared list by its token; lookups are counted per address, so tokens cannot be guessed by trying. */
  async function sharedDirectory(token: string, ip: string): Promise<DirectoryRow> {
    await rateLimits.consume('favouritesTokenIp', ip);
    const row = FAVOURITES_TOKEN_PATTERN.test(token) ? await selectDirectoryByToken(db, token) : undefined;
    if (!row) throw notFound('favourites.errors.sharedNotFound');
    return row;
  }

  /** The customer's own symbols of the items' products, one look-up for the whole set. */
  async function withCustomerSymbols<T extends { symbol: string }>(
    customerId: number,
    items: T[],
  ): Promise<Array<T & { customerSymbol: string | null }>> {
    const symbols: Record<string, string> = {};
    // Chunks keep a statement's parameters far below PostgreSQL's limit for lists of 10 000.
    for (let i = 0; i < items.length; i += 5000) {
      const chunk = items.slice(i, i + 5000).map((item) => item.symbol);
      Object.assign(symbols, await deps.customerSymbols.symbolsOf(customerId, chunk));
    }
    return items.map((item) => ({ ...item, customerSymbol: symbols[item.symbol] ?? null }));
  }

  /** A whole list as the print page and the files show it: its items, the total and what it leaves out. */
  function printable(
    row: DirectoryRow,
    country: string,
    items: Array<Omit<FavouriteItem, 'itemId'> & { customerSymbol: string | null }>,
    own: boolean,
  ): PrintableList {
    const currency = getMarket(country).currency;
    let total = toDecimal('0');
    let unpriced = 0;
    const printed: PrintableItem[] = items.map((item) => {
      if (item.value === null) unpriced += 1;
      else total = total.plus(toDecimal(item.value));
      // Ids are the shop's, not the reader's: a printed list has none.
      const { itemId: _itemId, ...rest } = item as typeof item & { itemId?: number };
      return rest;
    });
    return {
      name: row.name,
      note: row.note,
      country: getMarket(country).country,
      currency,
      generatedAt: new Date().toISOString(),
      items: printed,
      totalValue: total.toFixed(currencyPrecision(currency)),
      unpriced,
      withNotes: own,
      withCustomerSymbols: own,
    };
  }

  const transaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction((txRaw) => work(txRaw as unknown as Db));

  return {
    /** A list's history and its restore (ADR 040). */
    revisions: createRevisionsService(db),

    /** The viewer of a page loader, which knows the logged-in contact person by crc. */
    async viewerOf(customer: { customerId: number; contactPerson: { crc: string } }): Promise<Viewer | null> {
      const contactPersonId = await selectContactPersonId(
        db,
        customer.customerId,
        customer.contactPerson.crc,
      );
      return contactPersonId === undefined ? null : { customerId: customer.customerId, contactPersonId };
    },

    /**
     * Whether the viewer may see a list, for another capability acting on it (a list alert): the
     * same 404 as the list's own calls for another customer's or a colleague's private list.
     */
    async assertVisible(viewer: Viewer, directoryId: number): Promise<void> {
      await visibleDirectory(viewer, directoryId);
    },

    /**
     * A list's items as source lines (quick buy's `favourites` source, ADR 047): the same 404 as the
     * list's own calls for a list the viewer may not see.
     */
    async sourceLinesOf(viewer: Viewer, directoryId: number): Promise<SourceLine[]> {
      await visibleDirectory(viewer, directoryId);
      const rows = await selectItemsAsLines(db, directoryId);
      return rows.map((row, index) => ({
        row: index + 1,
        query: row.symbol,
        manufacturer: null,
        amounts: [row.quantity],
        note: row.note === '' ? null : row.note,
        targetPrice: null,
      }));
    },

    /** GET favourites: the viewer's lists and those colleagues share with the company, last changed first. */
    async list(viewer: Viewer): Promise<DirectoryList> {
      const rows = await selectVisibleDirectories(db, viewer);
      return { directories: rows.map((r) => summary(r, viewer, r.itemCount)) };
    },

    /** GET directory/{directoryId}: one page of a list with live prices in the viewer's market. */
    async directory(
      viewer: Viewer,
      directoryId: number,
      query: DirectoryQuery,
      country: string,
    ): Promise<DirectoryPage> {
      // Side by side: the page's statements run while the list's visibility is checked (one round
      // trip of latency, not two); for a list the viewer may not see, the page is thrown away.
      const [row, { itemCount, ...page }] = await Promise.all([
        visibleDirectory(viewer, directoryId),
        itemsPage(directoryId, query, country),
      ]);
      const items = await withCustomerSymbols(viewer.customerId, page.items);
      return { directory: summary(row, viewer, itemCount), ...page, items };
    },

    /** POST directory: a new list, empty or a copy of a shared one (its public token). */
    async create(viewer: Viewer, input: DirectoryCreate, ip: string): Promise<DirectorySummary> {
      const source = input.copyFromToken ? await sharedDirectory(input.copyFromToken, ip) : undefined;
      return transaction(async (tx) => {
        const row = await createDirectoryRow(tx, viewer, input);
        if (source) await copyItemsInto(tx, row.id, { directoryId: source.id });
        await recordRevision(
          tx,
          viewer,
          row.id,
          source ? { kind: 'copiedFromShared', params: { name: source.name } } : { kind: 'created' },
          source ? 'all' : [],
        );
        return summary(row, viewer, await countItems(tx, row.id));
      });
    },

    async update(viewer: Viewer, directoryId: number, input: DirectoryUpdate): Promise<DirectorySummary> {
      return transaction(async (tx) => {
        const before = await visibleDirectory(viewer, directoryId, tx);
        const row = await updateDirectory(tx, directoryId, input);
        const change = directoryChange(before, row);
        if (change) await recordRevision(tx, viewer, directoryId, change, []);
        return summary(row, viewer, await countItems(tx, directoryId));
      });
    },

    async remove(viewer: Viewer, directoryId: number): Promise<void> {
      await transaction(async (tx) => {
        await visibleDirectory(viewer, directoryId, tx);
        await deleteDirectory(tx, directoryId);
      });
    },

    /** PATCH regenerate-token: a new public link; the old one stops working at once. */
    async regenerateToken(viewer: Viewer, directoryId: number): Promise<{ publicToken: string }> {
      return transaction(async (tx) => {
        await visibleDirectory(viewer, directoryId, tx);
        const row = await updateDirectory(tx, directoryId, { publicToken: newPublicToken() });
        return { publicToken: row.publicToken };
      });
    },

    /** POST item: saves products to a list of the viewer's, or to a new list; unknown symbols are reported. */
    async addItems(viewer: Viewer, input: ItemsAdd, country: string): Promise<ItemsAddResponse> {
      const { rows, unknownSymbols } = await newItems(input.items, country);
      if (rows.length === 0) {
        throw new AppError(422, 'favourites.errors.noKnownProducts', {
          params: { symbols: unknownSymbols.slice(0, 10).join(', ') },
        });
      }
      return transaction(async (tx) => {
        const directoryId =
          input.directoryId ?? (await createDirectoryRow(tx, viewer, { name: input.newDirectoryName! })).id;
        if (input.directoryId !== undefined) await visibleDirectory(viewer, directoryId, tx);
        await checkRoom(tx, directoryId, rows.length);
        const saved = await upsertItems(tx, directoryId, rows);
        await touchDirectory(tx, directoryId);
        const kind = input.directoryId === undefined ? 'created' : 'itemsAdded';
        await recordRevision(
          tx,
          viewer,
          directoryId,
          { kind },
          rows.map((r) => r.productId),
        );
        return { directoryId, saved, unknownSymbols };
      });
    },

    /** PATCH item: quantity, note, or a move to another list (where the product adds to its line). */
    async updateItem(viewer: Viewer, itemId: number, input: ItemUpdate): Promise<ItemResponse> {
      return transaction(async (tx) => {
        const item = await selectVisibleItem(tx, viewer, itemId);
        if (!item) throw itemNotFound();
        await visibleDirectory(viewer, item.directoryId, tx);
        let result = await updateItem(tx, itemId, { quantity: input.quantity, note: input.note });
        const target = input.directoryId;
        if (target !== undefined && target !== item.directoryId) {
          await visibleDirectory(viewer, target, tx);
          const there = await selectItemOfProduct(tx, target, item.productId);
          if (there) {
            await copyItemsInto(tx, target, { directoryId: item.directoryId, itemIds: [itemId] });
            await deleteItem(tx, itemId);
            result = (await selectItemOfProduct(tx, target, item.productId))!;
          } else {
            await checkRoom(tx, target, 1);
            result = await updateItem(tx, itemId, { directoryId: target });
          }
          await touchDirectory(tx, target);
        }
        await touchDirectory(tx, item.directoryId);
        await recordItemUpdate(tx, viewer, item, result);
        return {
          itemId: result.id,
          directoryId: result.directoryId,
          quantity: result.quantity,
          note: result.note,
        };
      });
    },

    /** POST item/{itemId}: copies the item to another list of the viewer's. */
    async copyItem(viewer: Viewer, itemId: number, directoryId: number): Promise<ItemResponse> {
      return transaction(async (tx) => {
        const item = await selectVisibleItem(tx, viewer, itemId);
        if (!item) throw itemNotFound();
        await visibleDirectory(viewer, directoryId, tx);
        if (directoryId === item.directoryId) throw new AppError(422, 'favourites.errors.copyIntoItself');
        const there = await selectItemOfProduct(tx, directoryId, item.productId);
        if (!there) await checkRoom(tx, directoryId, 1);
        await copyItemsInto(tx, directoryId, { directoryId: item.directoryId, itemIds: [itemId] });
        await touchDirectory(tx, directoryId);
        const what = { kind: 'itemCopiedIn', otherDirectoryId: item.directoryId } as const;
        await recordRevision(tx, viewer, directoryId, what, [item.productId]);
        const copy = (await selectItemOfProduct(tx, directoryId, item.productId))!;
        return { itemId: copy.id, directoryId, quantity: copy.quantity, note: copy.note };
      });
    },

    async deleteItem(viewer: Viewer, itemId: number): Promise<void> {
      await transaction(async (tx) => {
        const item = await selectVisibleItem(tx, viewer, itemId);
        if (!item) throw itemNotFound();
        await deleteItem(tx, itemId);
        await touchDirectory(tx, item.directoryId);
        await recordRevision(tx, viewer, item.directoryId, { kind: 'itemDeleted' }, [item.productId]);
      });
    },

    /** POST merge: the sources' items go into the target (quantities add up); the sources may be deleted. */
    async merge(viewer: Viewer, input: Merge): Promise<{ directoryId: number; itemCount: number }> {
      return transaction(async (tx) => {
        await visibleDirectory(viewer, input.targetDirectoryId, tx);
        const sources = [...new Set(input.sourceDirectoryIds)];
        for (const id of sources) await visibleDirectory(viewer, id, tx);
        const merging = await mergeSources(tx, sources);
        for (const id of sources) {
          await copyItemsInto(tx, input.targetDirectoryId, { directoryId: id });
          if (input.deleteSources) await deleteDirectory(tx, id);
        }
        const itemCount = await countItems(tx, input.targetDirectoryId);
        if (itemCount > FAVOURITES_DIRECTORY_MAX_ITEMS) {
          // Thrown inside the transaction: nothing of the merge stays.
          throw new AppError(422, 'favourites.errors.directoryFull', {
            params: { max: FAVOURITES_DIRECTORY_MAX_ITEMS },
          });
        }
        await touchDirectory(tx, input.targetDirectoryId);
        await recordRevision(tx, viewer, input.targetDirectoryId, merging.what, merging.productIds);
        return { directoryId: input.targetDirectoryId, itemCount };
      });
    },

    /** GET orders/{orderNumber}: a placed order's lines to save as a list (the orders module checks ownership). */
    async orderAsList(viewer: Viewer, orderNumber: string, language: Language): Promise<OrderAsList> {
      const order = await deps.orders.details(viewer.customerId, orderNumber, language);
      const quantities = new Map<string, number>();
      for (const line of order.lines)
        quantities.set(line.symbol, (quantities.get(line.symbol) ?? 0) + line.amount);
      return { orderNumber, items: [...quantities].map(([symbol, quantity]) => ({ symbol, quantity })) };
    },

    /**
     * The whole list (or the selected items) to a cart at the list quantities, each rounded up to the
     * product's minimum and multiples; withdrawn products are skipped and said so. One batch add of
     * the cart (a new one for "0"): all lines in one unit of work, the cart priced once. A product
     * the cart refuses (no price, marketplace, ZBL stock) is skipped with the cart's key and values;
     * the order's refusals (not found, closed, expired) end the call with nothing added.
     */
    async toCart(viewer: Viewer, directoryId: number, input: ToCart): Promise<ToCartResponse> {
      await visibleDirectory(viewer, directoryId);
      const rows = await selectItemsForCart(db, directoryId, input.itemIds);
      if (input.itemIds && rows.length !== new Set(input.itemIds).size) throw itemNotFound();
      const wanted = rows.filter((row) => !row.flags.some((f) => WITHDRAWN_FLAGS.includes(f)));
      if (wanted.length === 0) throw new AppError(422, 'favourites.errors.nothingToCart');
      const answer = await deps.cart.addLines(viewer, {
        orderNumber: input.orderNumber ?? '0',
        lines: wanted.map((row) => ({ symbol: row.symbol, amount: row.quantity })),
        roundUp: true,
        // The answer names the lines only; the page asks for its mini-cart itself.
        withCart: false,
      });
      const outcomes = new Map(wanted.map((row, i) => [row, answer.lines[i]!]));
      const added: ToCartResponse['added'] = [];
      const skipped: ToCartResponse['skipped'] = [];
      // In the list's order, as the lines were offered.
      for (const row of rows) {
        const outcome = outcomes.get(row);
        if (!outcome) skipped.push({ symbol: row.symbol, reason: 'withdrawn' });
        else if (outcome.outcome === 'added')
          added.push({ symbol: row.symbol, quantity: outcome.amount, listQuantity: row.quantity });
        else skipped.push({ symbol: row.symbol, reason: outcome.messageKey, params: outcome.params });
      }
      if (added.length === 0) throw new AppError(422, 'favourites.errors.nothingToCart');
      return { orderNumber: answer.orderNumber, added, skipped };
    },

    /**
     * Every item of a list, priced live, with the customer's own symbols and the owner's notes: the
     * print page and the CSV, XLSX and PDF files by directory (spec §2).
     */
    async exportOf(viewer: Viewer, directoryId: number, country: string): Promise<PrintableList> {
      const row = await visibleDirectory(viewer, directoryId);
      const items = await liveItems(await selectItems(db, directoryId), country);
      return printable(row, country, await withCustomerSymbols(viewer.customerId, items), true);
    },

    /**
     * A shared list's print page and files by its token (spec §2): counted like every token look-up;
     * without item notes and without anyone's customer symbols (a public link shows no personal data).
     */
    async publicExportOf(token: string, country: string, ip: string): Promise<PrintableList> {
      const row = await sharedDirectory(token, ip);
      const items = await liveItems(await selectItems(db, row.id), country);
      return printable(
        row,
        country,
        items.map((item) => ({ ...item, note: '', customerSymbol: null })),
        false,
      );
    },

    /** GET new-favourites/{publicToken}: a shared list in the visitor's market, without its owner's data. */
    async publicDirectory(
      token: string,
      query: DirectoryQuery,
      country: string,
      ip: string,
    ): Promise<PublicDirectory> {
      const row = await sharedDirectory(token, ip);
      const { itemCount: _itemCount, ...page } = await itemsPage(row.id, query, country);
      return {
        name: row.name,
        note: row.note,
        ...page,
        items: page.items.map(({ itemId: _itemId, note: _note, ...item }) => ({ ...item, note: '' })),
      };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
