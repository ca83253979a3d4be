import type { ApprovalEvent } from '../../../../common/approvals';
import type { OrderDetails } from '../../../../common/contracts/orders';
import { ApprovalAudit } from '../../../features/approvals/approval-audit';
import { OrderDetailsView } from '../../../features/orders/order-details';
import { OrderInvoices } from '../../../features/invoices/order-invoices';
import { useT } from '../../../lib/i18n';
import { LoginPrompt } from '../../../features/auth/login-prompt';
import type { PageProps } from '../../page-types';

export interface OrderStatusDetailsData {
  /** Null for visitors: the page asks them to log in. */
  order: OrderDetails | null;
  /** Who asked for and decided the order's approval (ADR 078); empty for most orders. */
  approvals: ApprovalEvent[];
}

/** /order-status/{orderNumber}: one placed order, its history, export and cancelling. */
export function OrderStatusDetailsPage({ data, locale }: PageProps<OrderStatusDetailsData>) {
  const t = useT();
  if (!data.order) return <LoginPrompt locale={locale} title={t('orders.list.title')} />;
  // Keyed by number: following a link to another order starts from its own state.
  return (
    <>
      <OrderDetailsView key={data.order.orderNumber} initial={data.order} locale={locale} />
      <ApprovalAudit events={data.approvals} locale={locale} />
      <OrderInvoices
        key={`invoices-${data.order.orderNumber}`}
        orderNumber={data.order.orderNumber}
        locale={locale}
      />
    </>
  );
}
