import { LoginForm } from '../../../features/auth/login-form';
import { BackorderSplit } from '../../../features/orders/backorder-split';
import type { LineSplitView } from '../../../../common/contracts/backorders';
import { PollSlot } from '../../../features/polls/poll-slot';
import { usePayAgain } from '../../../features/checkout/checkout-api';
import '../../../features/checkout/checkout.css';
import { ApiError } from '../../../lib/api';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import { useRootData } from '../../../lib/root-data';
import { useErrorModal } from '../../../ui/error-modal';
import type { PageProps } from '../../page-types';
import { OrderLinkFailure, OrderRequestWizard } from '../../../features/order-requests/order-request-wizard';
import type { OrderRequestPageData } from '../../../features/order-requests/order-request-types';

/** The order link wizard's data (ADR 084), on the same two routes. */
export interface OrderRequestData {
  kind: 'request';
  request: OrderRequestPageData;
}

export type OrderOutcomeData = OrderPlacedData | OrderRequestData;

export interface OrderPlacedData {
  kind: 'confirmation' | 'failure';
  orderNumber: string;
  /** Null: not logged in, or no such order of this customer. */
  outcome: {
    orderNumber: string;
    status: string;
    grossTotal: string | null;
    currency: string;
    paymentStatus: string | null;
    canPayAgain: boolean;
    /** The back-ordered lines with both days (ADR 077); absent on an older answer. */
    completeness?: 'complete' | 'partial';
    backorders?: Array<{ symbol: string; amount: number; split: LineSplitView }>;
  } | null;
}

/**
 * /link/order-confirmation and /link/order-failure: where the shop and the payment operator send
 * the customer, and where a mailed order request's link opens its wizard (ADR 084).
 */
export function OrderOutcomePage({ data, locale }: PageProps<OrderOutcomeData>) {
  if (data.kind === 'request') return <OrderRequest data={data.request} locale={locale} />;
  return <OrderPlaced data={data} locale={locale} />;
}

/** The order link wizard: the order to confirm, the login it needs first, or why the link fails. */
function OrderRequest({ data, locale }: PageProps<OrderRequestPageData>) {
  const t = useT();
  if (data.mode === 'failure') return <OrderLinkFailure reason={data.reason} locale={locale} />;
  if (data.mode === 'review')
    return <OrderRequestWizard token={data.token} view={data.view} locale={locale} />;
  return (
    <div className="wizard-page order-request" data-testid="order-request-login">
      <h1>{t('orderRequests.wizard.title')}</h1>
      <p>{t('orderRequests.wizard.loginRequired')}</p>
      <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
    </div>
  );
}

function OrderPlaced({ data, locale }: PageProps<OrderPlacedData>) {
  const t = useT();
  const uiT = useUiTranslate();
  const format = useFormat();
  const { customer } = useRootData();
  const showError = useErrorModal();
  const retry = usePayAgain();
  // Still "paying" after a success: the page is on its way to the payment operator.
  const paying = retry.isPending || retry.isSuccess;
  const { outcome } = data;

  if (!customer) {
    return (
      <div className="auth-page" data-testid="login-required">
        <p className="auth-page__intro">{t('checkout.outcome.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }
  if (!outcome) {
    return (
      <div className="order-outcome order-outcome--failure" data-testid="order-outcome">
        <h1>{t('checkout.outcome.notFound')}</h1>
        <a className="ui-button ui-button--secondary" href={localHref(locale, 'home_index')}>
          {t('checkout.outcome.continueShopping')}
        </a>
      </div>
    );
  }
  const failure = data.kind === 'failure' && outcome.status === 'awaiting_payment';
  const values = { orderNumber: outcome.orderNumber };
  const text = failure
    ? t('checkout.outcome.failureText', values)
    : outcome.status === 'paid'
      ? t('checkout.outcome.paidText', values)
      : outcome.status === 'awaiting_payment'
        ? t('checkout.outcome.awaitingText', values)
        : outcome.status === 'awaiting_approval'
          ? t('approvals.outcome.awaiting', values)
          : t('checkout.outcome.confirmationText', values);

  async function payAgain() {
    try {
      const next = await retry.mutateAsync({ orderNumber: outcome!.orderNumber, page: locale });
      window.location.assign(next.redirectUrl ?? localHref(locale, 'order_status_details', values));
    } catch (error) {
      if (error instanceof ApiError) showError(error.body, { t: uiT });
    }
  }

  return (
    <div className={`order-outcome${failure ? ' order-outcome--failure' : ''}`} data-testid="order-outcome">
      <h1>{failure ? t('checkout.outcome.failureTitle') : t('checkout.outcome.confirmationTitle')}</h1>
      <p>{text}</p>
      {outcome.grossTotal && (
        <p>
          {t('checkout.outcome.total')}: <strong>{format.price(outcome.grossTotal, outcome.currency)}</strong>
        </p>
      )}
      {outcome.backorders && outcome.backorders.length > 0 && (
        <ul className="order-outcome__backorders" data-testid="outcome-backorders">
          {outcome.backorders.map((line) => (
            <li key={line.symbol}>
              <strong>
                {line.symbol} × {format.number(line.amount)}
              </strong>
              <BackorderSplit split={line.split} completeness={outcome.completeness ?? 'partial'} />
            </li>
          ))}
        </ul>
      )}
      <div className="order-outcome__actions">
        {outcome.canPayAgain && (
          <button
            type="button"
            className="ui-button ui-button--primary"
            disabled={paying}
            aria-busy={paying}
            onClick={() => void payAgain()}
            data-testid="pay-again"
          >
            {t('checkout.outcome.payAgain')}
          </button>
        )}
        <a
          className="ui-button ui-button--secondary"
          href={localHref(locale, 'order_status_details', values)}
        >
          {t('checkout.outcome.orderStatus')}
        </a>
        <a className="ui-button ui-button--secondary" href={localHref(locale, 'home_index')}>
          {t('checkout.outcome.continueShopping')}
        </a>
      </div>
      {/* The after-the-order poll (ADR 071): for an order placed, not for a payment that failed. */}
      {!failure && <PollSlot placement="order_confirmation" country={locale.country} />}
    </div>
  );
}
