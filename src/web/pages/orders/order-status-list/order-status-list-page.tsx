import type { OrderStatusList } from '../../../../common/contracts/orders';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import { OrderList } from '../../../features/orders/order-list';
import { PollSlot } from '../../../features/polls/poll-slot';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

export interface OrderStatusListData {
  /** Null for visitors: the page asks them to log in. */
  list: OrderStatusList | null;
}

/** /order-status: the customer's placed orders. */
export function OrderStatusListPage({ data, locale }: PageProps<OrderStatusListData>) {
  const t = useT();
  if (!data.list) return <LoginPrompt locale={locale} title={t('orders.list.title')} />;
  return (
    <div className="order-page" data-testid="order-status-list">
      <h1>{t('orders.list.title')}</h1>
      <p className="order-page__intro">{t('orders.list.intro')}</p>
      <OrderList list={data.list} locale={locale} />
      <PollSlot placement="order_status" country={locale.country} />
    </div>
  );
}
