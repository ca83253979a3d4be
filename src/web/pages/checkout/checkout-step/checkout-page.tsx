import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutSummary } from '../../../../common/contracts/checkout';
import type { AddressList } from '../../../../common/contracts/customers';
import { ERP_CODES, fieldsShownFor, ORDER_FORM_FIELDS } from '../../../../common/erp-codes';
import type { ErrorBody } from '../../../../common/errors';
import { LoginForm } from '../../../features/auth/login-form';
import { CART_EVENTS, fireCartEvent } from '../../../lib/cart-events';
import { checkoutQueries, newIdempotencyKey, useFinishOrder } from '../../../features/checkout/checkout-api';
import { OrderChoices } from '../../../features/checkout/order-choices';
import { OrderFormModal } from '../../../features/checkout/order-form-modal';
import { SendForConfirmation } from '../../../features/order-requests/send-for-confirmation';
import { OrderLinesTable, OrderTotalsList } from '../../../features/orders/order-summary';
import '../../../features/checkout/checkout.css';
import { ApiError } from '../../../lib/api';
import { useT, useUiTranslate } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import { useErrorModal } from '../../../ui/error-modal';
import { Checkbox, FormAlert } from '../../../ui/form';
import { useModals } from '../../../ui/modal-stack';
import type { PageProps } from '../../page-types';

export interface CheckoutPageData {
  orderNumber: string;
  /** Null: not logged in, or no such order of this customer. */
  summary: CheckoutSummary | null;
  addresses: AddressList | null;
  isPerson: boolean;
  /** The customer's own symbols of the lines' products, by product symbol (issue 17). */
  customerSymbols?: Record<string, string>;
}

/** /cart/step/2/order/{orderNumber}: summary, delivery and payment, terms, "Place order". */
export function CheckoutPage({ data, locale }: PageProps<CheckoutPageData>) {
  const t = useT();
  const uiT = useUiTranslate();
  const format = useFormat();
  const modals = useModals();
  const showError = useErrorModal();
  const customerSymbols = data.customerSymbols ?? {};
  // The loader's summary until the order changes; saving the form or a refused finish refetches it.
  const { data: summary } = useQuery({
    ...checkoutQueries.summary(data.orderNumber, locale.language),
    initialData: data.summary ?? undefined,
    enabled: data.summary !== null,
  });
  const finish = useFinishOrder();
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  // Still "sending" after a success: the page is on its way to the confirmation.
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // One key per page view: a double click or a retry never places the order twice.
  const idempotencyKey = useRef<string | null>(null);
  useEffect(() => {
    idempotencyKey.current = newIdempotencyKey();
  }, []);

  if (!data.addresses) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('checkout.form.title')}</h1>
        <p className="auth-page__intro">{t('checkout.step.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }
  if (!summary) {
    return (
      <div className="order-outcome order-outcome--failure">
        <h1>{t('checkout.outcome.notFound')}</h1>
        <a href={localHref(locale, 'home_index')}>{t('checkout.outcome.continueShopping')}</a>
      </div>
    );
  }
  const addresses = data.addresses;
  const placed = summary.status !== 'cart';

  const openForm = (initialError: ErrorBody | null = null) =>
    modals.open(
      <OrderFormModal
        orderNumber={summary.orderNumber}
        addresses={addresses}
        isPerson={data.isPerson}
        initial={summary.form}
        accessPoint={summary.accessPoint}
        initialError={initialError}
        onSaved={() => setAlert(null)}
      />,
    );

  async function place() {
    if (sending) return;
    if (!terms) {
      setTermsError(t('checkout.step.termsRequired'));
      return;
    }
    setSending(true);
    setAlert(null);
    try {
      const result = await finish.mutateAsync({
        orderNumber: summary!.orderNumber,
        idempotencyKey: idempotencyKey.current ?? newIdempotencyKey(),
        page: locale,
        // Orders not for the end user are placed with the special finish (spec §4 order modes).
        special: summary!.mode !== 'standard',
      });
      fireCartEvent(CART_EVENTS.ORDER_CREATED, { orderNumber: result.orderNumber });
      // Placing reserved the lines' stock: stock shown on the page is out of date (spec §4).
      fireCartEvent(CART_EVENTS.STOCKS_CHANGED, { orderNumber: result.orderNumber });
      fireCartEvent(CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: null });
      window.location.assign(
        result.redirectUrl ??
          `${localHref(locale, 'link_order_confirmation')}?order=${encodeURIComponent(result.orderNumber)}`,
      );
    } catch (error) {
      setSending(false);
      if (!(error instanceof ApiError)) {
        setAlert(t('errorModal.unknownError'));
        return;
      }
      const body = error.body;
      const formCode =
        body.erpCode !== null && fieldsShownFor(body.erpCode).length < ORDER_FORM_FIELDS.length;
      if (
        body.code === 422 &&
        (formCode || body.data?.some((d) => (ORDER_FORM_FIELDS as readonly string[]).includes(d.field)))
      ) {
        // A form problem: the form opens with the fields the code concerns (spec §5, §8).
        openForm(body);
      } else if (body.erpCode === ERP_CODES.OUT_OF_STOCK || body.code === 422) {
        // The summary has refetched (the mutation declares it): it shows what is in stock now.
        setAlert(body.message);
      } else {
        showError(body, {
          t: uiT,
          onOrderMissing: () => fireCartEvent(CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: null }),
        });
      }
    }
  }

  return (
    <div className="checkout" data-testid="checkout-step-2">
      <header>
        <ol className="checkout__steps">
          <li>
            <a href={localHref(locale, 'order_cart', { orderStep: 1, orderNumber: summary.orderNumber })}>
              {t('checkout.step.stepCart')}
            </a>
          </li>
          <li aria-current="step">{t('checkout.step.stepDelivery')}</li>
        </ol>
        <h1>{t('checkout.step.title', { orderNumber: summary.orderNumber })}</h1>
      </header>

      <section className="checkout__panel checkout__lines-panel" aria-labelledby="checkout-lines">
        <h2 id="checkout-lines">{t('checkout.step.lines')}</h2>
        <OrderLinesTable
          lines={summary.lines.map((line, index) => ({
            key: String(line.itemId),
            position: index + 1,
            symbol: line.symbol,
            description: line.description.split(';')[0] ?? '',
            customerSymbol: customerSymbols[line.symbol] ?? null,
            outOfRange: line.outOfRange,
            backorder: line.split
              ? { split: line.split, completeness: summary.completeness ?? 'partial' }
              : null,
            amount: format.quantity(line.amount, line.unit),
            unitPrice: line.unitPrice,
            lineNet: line.lineNet,
          }))}
          currency={summary.totals.currency}
          grouping={locale.grouping}
        />
      </section>

      <section className="checkout__panel" aria-labelledby="checkout-delivery">
        <h2 id="checkout-delivery">
          {t('checkout.step.delivery')} / {t('checkout.step.payment')}
        </h2>
        <OrderChoices summary={summary} />
        {!placed && (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => openForm()}
            data-testid="open-order-form"
          >
            {t('checkout.step.change')}
          </button>
        )}
      </section>

      <section className="checkout__panel" aria-labelledby="checkout-totals">
        <h2 id="checkout-totals">{t('checkout.outcome.total')}</h2>
        <OrderTotalsList
          totals={summary.totals}
          currency={summary.totals.currency}
          grouping={locale.grouping}
          grossLabel={t('checkout.step.gross')}
          discount={summary.discount?.valid ? summary.discount : null}
        />

        {placed ? (
          <p>
            {t('checkout.step.notCart')}{' '}
            <a href={localHref(locale, 'order_status_details', { orderNumber: summary.orderNumber })}>
              {t('checkout.step.orderStatus')}
            </a>
          </p>
        ) : (
          <div className="checkout__place">
            {summary.missing.length > 0 && (
              <div>
                <h3 className="checkout__missing-title" data-testid="checkout-missing-title">
                  {t('checkout.step.missing')}
                </h3>
                <ul className="checkout__missing" data-testid="checkout-missing">
                  {summary.missing.map((m) => (
                    <li key={`${m.field}:${m.message}`}>{m.message}</li>
                  ))}
                </ul>
              </div>
            )}
            <FormAlert message={alert} />
            <Checkbox
              label={t('checkout.step.terms')}
              required
              checked={terms}
              error={termsError}
              onChange={(checked) => {
                setTerms(checked);
                setTermsError(null);
              }}
            />
            <button
              type="button"
              className="ui-button ui-button--primary"
              disabled={sending || !summary.canFinish}
              aria-busy={sending}
              onClick={() => void place()}
              data-testid="place-order"
            >
              {sending ? t('checkout.step.placing') : t('checkout.step.placeOrder')}
            </button>
            {summary.canFinish && <SendForConfirmation orderNumber={summary.orderNumber} />}
          </div>
        )}
      </section>
    </div>
  );
}
