import { normaliseSymbol } from '../../../common/contracts/catalog';
import type { Language } from '../../../common/markets';
import { productText } from '../catalog';
import type {
  CustomerSymbol,
  CustomerSymbolCreate,
  CustomerSymbolList,
  CustomerSymbolListQuery,
  CustomerSymbolUpdate,
} from '../../../common/contracts/customer-symbols';
import { AppError, notFound } from '../../../common/errors';
import type { Db } from '../../db/client';
import {
  deleteCustomerSymbol,
  insertCustomerSymbol,
  selectCustomerSymbol,
  selectCustomerSymbolPage,
  selectHolders,
  selectProductSymbolByKey,
  selectProductSymbolsByKeys,
  selectProductsBySymbols,
  selectSymbolsOfProducts,
  updateCustomerSymbol,
  type CustomerSymbolRow,
} from './customer-symbols.repository';
import { createSymbolFiles } from './customer-symbols.import';

export function toCustomerSymbol(row: CustomerSymbolRow, language: Language = 'en'): CustomerSymbol {
  return {
    id: row.id,
    symbol: row.symbol,
    description: row.description,
    updatedAt: row.updatedAt.toISOString(),
    product: {
      productId: row.productId,
      symbol: row.productSymbol,
      description: productText(row.productDescription, row.generatedText, language),
      manufacturer: row.manufacturer,
    },
  };
}

const symbolTaken = (symbol: string) =>
  new AppError(409, 'customerSymbols.errors.symbolTaken', { params: { symbol } });

/**
 * The customer's own part numbers (issue 17, ADR 036). Every call takes the customer id of the
 * session, so another customer's symbol is "not found" (404), never "forbidden".
 */
export function createCustomerSymbolsService(db: Db) {
  /** The product a person named: its exact symbol, else the one product of its normalised key. */
  async function findProduct(productSymbol: string): Promise<number> {
    const [exact] = await selectProductsBySymbols(db, 'symbol', [productSymbol]);
    const byKey = exact ? [] : await selectProductsBySymbols(db, 'key', [normaliseSymbol(productSymbol)]);
    const id = exact?.id ?? (byKey.length === 1 ? byKey[0]!.id : undefined);
    if (id === undefined) {
      throw new AppError(422, 'customerSymbols.errors.unknownProduct', { params: { symbol: productSymbol } });
    }
    return id;
  }

  async function get(customerId: number, id: number): Promise<CustomerSymbol> {
    const row = await selectCustomerSymbol(db, customerId, id);
    if (!row) throw notFound();
    return toCustomerSymbol(row);
  }

  return {
    /** `language`: the page's, which the products' generated descriptions are read in (ADR 023). */
    async list(
      customerId: number,
      query: CustomerSymbolListQuery,
      language: Language = 'en',
    ): Promise<CustomerSymbolList> {
      const { rows, total } = await selectCustomerSymbolPage(db, customerId, query);
      return {
        elements: rows.map((row) => toCustomerSymbol(row, language)),
        total,
        page: query.page,
        perPage: query.perPage,
      };
    },

    get,

    async create(customerId: number, input: CustomerSymbolCreate): Promise<CustomerSymbol> {
      const productId = await findProduct(input.productSymbol);
      const symbolKey = normaliseSymbol(input.symbol);
      const holders = await selectHolders(db, customerId, symbolKey, productId);
      if (holders.some((h) => h.productId === productId)) {
        throw new AppError(409, 'customerSymbols.errors.productHasSymbol', {
          params: { symbol: input.productSymbol },
        });
      }
      if (holders.length > 0) throw symbolTaken(input.symbol);
      const id = await insertCustomerSymbol(db, customerId, {
        productId,
        symbol: input.symbol,
        symbolKey,
        description: input.description,
      });
      if (id === null) throw symbolTaken(input.symbol);
      return get(customerId, id);
    },

    async update(customerId: number, id: number, change: CustomerSymbolUpdate): Promise<CustomerSymbol> {
      const current = await selectCustomerSymbol(db, customerId, id);
      if (!current) throw notFound();
      const symbolKey = change.symbol === undefined ? undefined : normaliseSymbol(change.symbol);
      const updated = await updateCustomerSymbol(db, customerId, id, {
        symbol: change.symbol,
        symbolKey,
        description: change.description,
      });
      // The row was there a moment ago: only another product holding the new key stops the change.
      if (!updated) {
        if (await selectCustomerSymbol(db, customerId, id))
          throw symbolTaken(change.symbol ?? current.symbol);
        throw notFound();
      }
      return get(customerId, id);
    },

    async remove(customerId: number, id: number): Promise<void> {
      if (!(await deleteCustomerSymbol(db, customerId, id))) throw notFound();
    },

    /** The customer's symbols of these products (cart lines, product page), by the product's symbol. */
    symbolsOf(customerId: number, productSymbols: readonly string[]): Promise<Record<string, string>> {
      return selectSymbolsOfProducts(db, customerId, productSymbols);
    },

    /** The product symbol a customer's own symbol stands for (the search box), or null. */
    async productFor(customerId: number, query: string): Promise<string | null> {
      const key = normaliseSymbol(query);
      if (key === '' || query.length > 200) return null;
      return selectProductSymbolByKey(db, customerId, key);
    },

    /**
     * The product symbols many typed part numbers stand for as the customer's own symbols (quick
     * buy): normalised key → product symbol, one statement for all of them.
     */
    productsFor(customerId: number, queries: readonly string[]): Promise<Map<string, string>> {
      const keys = [...new Set(queries.map(normaliseSymbol).filter((key) => key !== ''))];
      return selectProductSymbolsByKeys(db, customerId, keys);
    },

    ...createSymbolFiles(db),
  };
}

export type CustomerSymbolsService = ReturnType<typeof createCustomerSymbolsService>;
