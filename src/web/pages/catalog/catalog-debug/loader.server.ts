import { normaliseSymbol } from '../../../../common/contracts/catalog';
import { CatalogDebugQuerySchema } from '../../../../common/contracts/catalog-debug';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/**
 * `/katalog/debug?symbol=…`: every role of the desk may look (support answers "why can't I find
 * it", sales "why this price"); visitors and customers get the shop's 404 like any unknown address.
 */
export default staffPage(page, ['sales', 'support', 'admin'], async (args, staff) => {
  const asked = CatalogDebugQuerySchema.safeParse({
    symbol: args.url.searchParams.get('symbol') ?? undefined,
  });
  const symbol = asked.success ? (asked.data.symbol ?? '') : null;
  return {
    meta: staffMeta(args, 'staff.catalogDebug.title'),
    data: {
      staff,
      /** null: the address held something no symbol can be (too long, control characters). */
      symbol,
      key: normaliseSymbol(symbol ?? ''),
      product: symbol ? await args.services.catalog.productDebug(symbol) : null,
    },
  };
});
