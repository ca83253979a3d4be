import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../common/format';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useRootData } from '../../lib/root-data';
import { useFormat } from '../../lib/use-format';
import type { HistorySymbolOrders } from '../../../common/contracts/order-history';
import { generate } from '../../../common/routes';
import { getJson } from '../../lib/api';
import { STALE_TIME_MS } from '../../lib/queries';
import './ordered-before.css';

/** Orders shown on the product page; the rest are one link away in order history. */
const SHOWN = 3;

/**
 * "You ordered this part in orders …" on a product page (issue 19, spec §7 internal GET
 * order-history/orders/{symbol}): the logged-in contact person's latest orders holding the product,
 * each linking to its details in order history. Rendered only after hydration (OrderedBeforeSlot),
 * so the page's HTML is the same for everyone; a visitor asks nothing and sees nothing, nor does a customer who never
 * ordered it (or whose call fails: the block is a convenience, not part of the page).
 */
export function OrderedBefore({ symbol, locale }: { symbol: string; locale: Locale }) {
  const t = useT();
  const format = useFormat();
  const { customer } = useRootData();
  // The same key as orderHistoryQueries.symbolOrders; not imported, so this chunk stays small.
  const query = useQuery({
    queryKey: ['order-history', 'symbol', symbol],
    queryFn: () => getJson<HistorySymbolOrders>(generate('order_history_symbol_orders', { symbol })),
    staleTime: STALE_TIME_MS,
    enabled: !!customer,
  });
  const orders = query.data?.orders ?? [];
  if (!customer || orders.length === 0) return null;
  const all = `${localHref(locale, 'order_history_new_home')}?${new URLSearchParams({ symbol }).toString()}`;
  return (
    <section className="ordered-before" aria-labelledby="ordered-before-title" data-testid="ordered-before">
      <h2 id="ordered-before-title">{t('orderHistory.symbol.heading')}</h2>
      <p>{t('orderHistory.symbol.count', { count: query.data!.total })}</p>
      <ul>
        {orders.slice(0, SHOWN).map((order) => (
          <li key={order.orderNumber}>
            <a
              href={localHref(locale, 'order_history_new', {
                module: 'orders',
                path: 'details',
                slug: order.orderNumber,
              })}
            >
              {order.orderNumber}
            </a>{' '}
            <span className="muted">
              {t('orderHistory.symbol.line', {
                amount: format.number(order.amount),
                date: formatDate(order.placedAt, locale.language),
              })}
            </span>
          </li>
        ))}
      </ul>
      {query.data!.total > SHOWN && <a href={all}>{t('orderHistory.symbol.all')}</a>}
    </section>
  );
}
