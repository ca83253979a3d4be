import type { GuestOrderView } from '../../../../common/contracts/guest-checkout';
import { GuestAccountOffer } from '../../../features/guest-checkout/guest-account-offer';
import { OrderStatusBadge } from '../../../features/orders/status-badge';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import type { PageProps } from '../../page-types';

export interface GuestOrderData {
  token: string;
  view: GuestOrderView;
  loggedIn: boolean;
}

/** /guest-order/{token}: the guest's order as placed, its status and payment, and the account offer. */
export function GuestOrderPage({ data, locale }: PageProps<GuestOrderData>) {
  const t = useT();
  const format = useFormat();
  const { order } = data.view;
  const money = (value: string | null) => (value === null ? '—' : format.price(value, order.totals.currency));
  return (
    <div className="guest-checkout-page" data-testid="guest-order-page">
      <h1>{t('guest.statusTitle', { orderNumber: order.orderNumber })}</h1>
      <p>
        <OrderStatusBadge status={order.status} />
      </p>
      <p role="status" data-testid="guest-order-placed">
        {t('guest.placed', { orderNumber: order.orderNumber, email: data.view.email })}
      </p>
      <table className="guest-order__lines">
        <thead>
          <tr>
            <th scope="col">{t('orders.details.symbol')}</th>
            <th scope="col">{t('orders.details.amount')}</th>
            <th scope="col">{t('orders.details.lineNet')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.position}>
              <td>{line.symbol}</td>
              <td>{format.number(line.amount)}</td>
              <td>{money(line.lineNet)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="guest-order__totals">
        <dt>{t('orders.details.deliveryMethod')}</dt>
        <dd>{order.deliveryMethod?.name ?? '—'}</dd>
        <dt>{t('orders.details.paymentMethod')}</dt>
        <dd>{order.paymentMethod?.name ?? '—'}</dd>
        <dt>{t('orders.details.payment')}</dt>
        <dd data-testid="guest-order-payment">{t(`orders.details.paymentState.${order.payment.state}`)}</dd>
        <dt>{t('orders.details.gross')}</dt>
        <dd>{money(order.totals.gross)}</dd>
      </dl>
      <GuestAccountOffer token={data.token} view={data.view} locale={locale} loggedIn={data.loggedIn} />
    </div>
  );
}
