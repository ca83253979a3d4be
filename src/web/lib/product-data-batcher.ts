import type {
  PriceContext,
  ProductDataError,
  ProductDataItem,
  ProductDataResponse,
} from '../../common/contracts/pricing';
import { PRODUCT_DATA_MAX_ITEMS } from '../../common/limits';

/** Spec §7/§9: price and stock requests made within this window go out as one call. */
export const PRODUCT_DATA_BATCH_MS = 500;

export type ProductDataFetcher = (symbols: string[], context: PriceContext) => Promise<ProductDataResponse>;

interface Waiting {
  resolve: (item: ProductDataItem) => void;
  reject: (error: Error) => void;
}

/**
 * Collects the symbols asked for during PRODUCT_DATA_BATCH_MS and fetches them together (in chunks of
 * the API's limit). Each caller gets its own product back, or an error for its symbol alone.
 */
export function createProductDataBatcher(
  fetcher: ProductDataFetcher,
  context: PriceContext,
  delayMs = PRODUCT_DATA_BATCH_MS,
) {
  let waiting = new Map<string, Waiting[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function flush() {
    timer = null;
    const batch = waiting;
    waiting = new Map();
    const symbols = [...batch.keys()];
    for (let i = 0; i < symbols.length; i += PRODUCT_DATA_MAX_ITEMS) {
      const chunk = symbols.slice(i, i + PRODUCT_DATA_MAX_ITEMS);
      try {
        const { products } = await fetcher(chunk, context);
        const bySymbol = new Map<string, ProductDataItem | ProductDataError>(
          products.map((p) => [p.symbol, p]),
        );
        for (const symbol of chunk) {
          const result = bySymbol.get(symbol);
          for (const w of batch.get(symbol) ?? []) {
            if (!result) w.reject(new Error(`No data for ${symbol}`));
            else if ('error' in result) w.reject(new Error(result.error));
            else w.resolve(result);
          }
        }
      } catch (error) {
        for (const symbol of chunk) for (const w of batch.get(symbol) ?? []) w.reject(error as Error);
      }
    }
  }

  return {
    load(symbol: string): Promise<ProductDataItem> {
      return new Promise((resolve, reject) => {
        const list = waiting.get(symbol) ?? [];
        list.push({ resolve, reject });
        waiting.set(symbol, list);
        timer ??= setTimeout(() => void flush(), delayMs);
      });
    },
  };
}

export type ProductDataBatcher = ReturnType<typeof createProductDataBatcher>;
