import type { OrderStatusList } from '../../../../common/contracts/orders';
import { LoginForm } from '../../../features/auth/login-form';
import { OrderList } from '../../../features/orders/order-list';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

export interface OrderStatusListData {
  /** Null for visitors: the page asks them to log in. */
  list: OrderStatusList | null;
}

/** A login prompt in place of a customer page (the page reloads as the customer after login). */
export function OrdersLoginPrompt({
  locale,
  title,
}: {
  locale: PageProps<unknown>['locale'];
  title: string;
}) {
  const t = useT();
  return (
    <div className="auth-page" data-testid="login-required">
      <h1>{title}</h1>
      <p className="auth-page__intro">{t('account.loginRequired')}</p>
      <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
    </div>
  );
}

/** /order-status: the customer's placed orders. */
export function OrderStatusListPage({ data, locale }: PageProps<OrderStatusListData>) {
  const t = useT();
  if (!data.list) return <OrdersLoginPrompt locale={locale} title={t('orders.list.title')} />;
  return (
    <div className="order-page" data-testid="order-status-list">
      <h1>{t('orders.list.title')}</h1>
      <p className="order-page__intro">{t('orders.list.intro')}</p>
      <OrderList list={data.list} locale={locale} />
    </div>
  );
}
