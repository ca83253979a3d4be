import type {
  HistoryDetails,
  HistoryList,
  HistoryListQuery,
} from '../../../../common/contracts/order-history';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import { OrderComplaints } from '../../../features/complaints/order-complaints';
import { HistoryDetailsView } from '../../../features/order-history/history-details';
import { HistoryListView } from '../../../features/order-history/history-list';
import { OrderStatusBadge } from '../../../features/orders/status-badge';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

export type OrderHistoryData =
  | { view: 'login' }
  | { view: 'list'; list: HistoryList; query: HistoryListQuery }
  | { view: 'details'; details: HistoryDetails };

/** /profile/new-order-history: the searchable history, or one order of it. */
export function OrderHistoryPage({ data, locale }: PageProps<OrderHistoryData>) {
  const t = useT();
  if (data.view === 'login') return <LoginPrompt locale={locale} title={t('orderHistory.title')} />;
  if (data.view === 'details')
    return (
      <div className="order-page">
        <HistoryDetailsView
          key={data.details.order.orderNumber}
          details={data.details}
          locale={locale}
          StatusBadge={OrderStatusBadge}
        />
        <OrderComplaints
          orderNumber={data.details.order.orderNumber}
          invoiceNumber={data.details.invoices.find((i) => i.kind === 'invoice')?.number ?? null}
          locale={locale}
        />
      </div>
    );
  return (
    <div className="order-page" data-testid="order-history-page">
      <h1>{t('orderHistory.title')}</h1>
      <p className="order-page__intro">{t('orderHistory.intro')}</p>
      {data.list.seesColleagues && <p className="order-page__intro">{t('orderHistory.introColleagues')}</p>}
      <HistoryListView list={data.list} query={data.query} locale={locale} StatusBadge={OrderStatusBadge} />
    </div>
  );
}
