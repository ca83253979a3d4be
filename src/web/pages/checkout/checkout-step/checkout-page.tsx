import { useEffect, useRef, useState } from 'react';
import type { CheckoutSummary } from '../../../../common/contracts/checkout';
import type { AddressList } from '../../../../common/contracts/customers';
import { ERP_CODES, fieldsShownFor, ORDER_FORM_FIELDS } from '../../../../common/erp-codes';
import type { ErrorBody } from '../../../../common/errors';
import { LoginForm } from '../../../features/auth/login-form';
import { CART_EVENTS, fireCartEvent } from '../../../lib/cart-events';
import { checkoutApi, newIdempotencyKey } from '../../../features/checkout/checkout-api';
import { OrderChoices } from '../../../features/checkout/order-choices';
import { OrderFormModal } from '../../../features/checkout/order-form-modal';
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
}

/** /cart/step/2/order/{orderNumber}: summary, delivery and payment, terms, "Place order". */
export function CheckoutPage({ data, locale }: PageProps<CheckoutPageData>) {
  const t = useT();
  const uiT = useUiTranslate();
  const format = useFormat();
  const modals = useModals();
  const showError = useErrorModal();
  const [summary, setSummary] = useState(data.summary);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
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
  const money = (value: string) => format.price(value, summary.totals.currency);
  const placed = summary.status !== 'cart';

  const openForm = (initialError: ErrorBody | null = null) =>
    modals.open(
      <OrderFormModal
        orderNumber={summary.orderNumber}
        orderMode={summary.mode}
        addresses={addresses}
        isPerson={data.isPerson}
        initial={summary.form}
        accessPoint={summary.accessPoint}
        initialError={initialError}
        onSaved={(next) => {
          setSummary(next);
          setAlert(null);
        }}
        // Mode "23" orders carry an extra step on the server: read the summary again after a save.
        onExtraAction={() =>
          void checkoutApi.summary(summary.orderNumber, locale.language).then(setSummary, () => undefined)
        }
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
      const result = await checkoutApi.finish(
        summary!.orderNumber,
        idempotencyKey.current ?? newIdempotencyKey(),
        locale,
      );
      fireCartEvent(CART_EVENTS.ORDER_CREATED, { orderNumber: result.orderNumber });
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
        setAlert(body.message);
        setSummary(await checkoutApi.summary(summary!.orderNumber, locale.language).catch(() => summary));
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
        <table className="checkout__lines">
          <thead>
            <tr>
              <th scope="col">{t('checkout.step.symbol')}</th>
              <th scope="col" className="num">
                {t('checkout.step.amount')}
              </th>
              <th scope="col" className="num">
                {t('checkout.step.unitPrice')}
              </th>
              <th scope="col" className="num">
                {t('checkout.step.lineNet')}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.lines.map((line) => (
              <tr key={line.itemId}>
                <td>
                  <strong>{line.symbol}</strong>
                  <div className="checkout__desc">{line.description.split(';')[0]}</div>
                </td>
                <td className="num" data-label={t('checkout.step.amount')}>
                  {format.quantity(line.amount, line.unit)}
                </td>
                <td className="num" data-label={t('checkout.step.unitPrice')}>
                  {line.unitPrice
                    ? format.price(
                        line.unitPrice,
                        summary.totals.currency,
                        Math.max(2, (line.unitPrice.split('.')[1] ?? '').replace(/0+$/, '').length),
                      )
                    : '—'}
                </td>
                <td className="num" data-label={t('checkout.step.lineNet')}>
                  {line.lineNet ? money(line.lineNet) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
        <dl className="checkout__totals">
          <dt>{t('checkout.step.linesNet')}</dt>
          <dd>{money(summary.totals.linesNet)}</dd>
          <dt>{t('checkout.step.deliveryCost')}</dt>
          <dd>{money(summary.totals.deliveryCost)}</dd>
          <dt>{t('checkout.step.net')}</dt>
          <dd>{money(summary.totals.net)}</dd>
          <dt>{t('checkout.step.vat', { rate: summary.totals.vatRate })}</dt>
          <dd>{money(summary.totals.vat)}</dd>
          <dt className="checkout__gross">{t('checkout.step.gross')}</dt>
          <dd className="checkout__gross" data-testid="checkout-gross">
            {money(summary.totals.gross)}
          </dd>
        </dl>
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
                <strong>{t('checkout.step.missing')}</strong>
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
          </div>
        )}
      </section>
    </div>
  );
}
