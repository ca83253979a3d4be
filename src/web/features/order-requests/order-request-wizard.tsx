import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '../../../common/format';
import type { OrderRequestView } from '../../../common/order-requests';
import type { SummaryAddress } from '../../../common/contracts/checkout';
import { ApiError } from '../../lib/api';
import { formErrorsOf } from '../../lib/form-errors';
import { useT, useUiTranslate } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useFormat } from '../../lib/use-format';
import { useConfirm } from '../../ui/confirmation-modal';
import { Checkbox, FormAlert, TextArea } from '../../ui/form';
import { orderRequestsApi } from './order-requests-api';
import type { OrderRequestPageData } from './order-request-types';
import './order-requests.css';

function Address({ address }: { address: SummaryAddress | null }) {
  if (!address) return <span>—</span>;
  return (
    <span>
      {address.customerName}
      <br />
      {address.street}, {address.zipCode} {address.city}
      <br />
      {address.countryName}
    </span>
  );
}

/**
 * The order link wizard (spec §2 /link/order-confirmation, ADR 084): the main contact person
 * reviews the order a colleague or the staff desk prepared (lines, prices, totals, delivery,
 * payment) and confirms it, or cancels it with a reason. Leaving asks first (the spec's "leaving
 * the link order cancel wizard" wording).
 */
export function OrderRequestWizard({
  token,
  view,
  locale,
}: {
  token: string;
  view: OrderRequestView;
  locale: Locale;
}) {
  const t = useT();
  const uiT = useUiTranslate();
  const format = useFormat();
  const confirm = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);
  const [stage, setStage] = useState<'review' | 'cancel' | 'cancelled'>('review');
  const [terms, setTerms] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { summary } = view;
  const price = (value: string | null) =>
    value === null ? '—' : format.price(value, summary.totals.currency);

  useEffect(() => {
    heading.current?.focus();
  }, [stage]);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    try {
      await work();
    } catch (error) {
      setErrors(formErrorsOf(error, t('errors.unexpected')));
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!terms) {
      setErrors({ termsAccepted: t('errors.input.acceptTermsOfSale') });
      return;
    }
    void run(async () => {
      const placed = await orderRequestsApi.confirm(token, locale);
      window.location.assign(placed.redirectUrl);
    });
  };

  const onCancel = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await orderRequestsApi.cancel(token, reason);
      setStage('cancelled');
    });
  };

  const leave = async () => {
    if (!(await confirm('linkOrderCancel', { t: uiT }))) return;
    window.location.assign(localHref(locale, 'home_index'));
  };

  const values = {
    orderNumber: view.orderNumber,
    company: view.companyName,
    requestedBy: view.requestedBy ?? '',
  };

  if (stage === 'cancelled') {
    return (
      <div className="wizard-page order-request" data-testid="order-request-cancelled">
        <h1 ref={heading} tabIndex={-1}>
          {t('orderRequests.wizard.title')}
        </h1>
        <p role="status">{t('orderRequests.wizard.cancelled', values)}</p>
        <p className="order-request__actions">
          <a className="ui-button ui-button--secondary" href={localHref(locale, 'home_index')}>
            {t('orderRequests.failure.home')}
          </a>
        </p>
      </div>
    );
  }

  return (
    <div className="wizard-page order-request" data-testid="order-request">
      <h1 ref={heading} tabIndex={-1}>
        {t('orderRequests.wizard.title')} {view.orderNumber}
      </h1>
      <p>{t(view.byStaff ? 'orderRequests.wizard.introStaff' : 'orderRequests.wizard.intro', values)}</p>
      {view.note && (
        <blockquote className="order-request__note">
          <strong>{t('orderRequests.wizard.note')}:</strong> {view.note}
        </blockquote>
      )}
      <p className="order-request__expiry">
        {t('orderRequests.wizard.expires', {
          date: formatDate(view.expiresAt, locale.language, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>

      <h2>{t('orderRequests.wizard.lines')}</h2>
      <div className="order-request__table-wrap">
        <table className="order-request__lines" data-testid="order-request-lines">
          <thead>
            <tr>
              <th scope="col">{t('orderRequests.wizard.symbol')}</th>
              <th scope="col">{t('orderRequests.wizard.description')}</th>
              <th scope="col" className="num">
                {t('orderRequests.wizard.amount')}
              </th>
              <th scope="col" className="num">
                {t('orderRequests.wizard.unitPrice')}
              </th>
              <th scope="col" className="num">
                {t('orderRequests.wizard.lineNet')}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.lines.map((line) => (
              <tr key={line.itemId}>
                <th scope="row">{line.symbol}</th>
                <td data-label={t('orderRequests.wizard.description')}>{line.description}</td>
                <td className="num" data-label={t('orderRequests.wizard.amount')}>
                  {format.quantity(line.amount, line.unit)}
                </td>
                <td className="num" data-label={t('orderRequests.wizard.unitPrice')}>
                  {price(line.unitPrice)}
                </td>
                <td className="num" data-label={t('orderRequests.wizard.lineNet')}>
                  {price(line.lineNet)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="order-request__columns">
        <dl className="order-request__facts">
          <dt>{t('orderRequests.wizard.deliveryMethod')}</dt>
          <dd>{summary.deliveryMethod?.name ?? '—'}</dd>
          <dt>{t('orderRequests.wizard.payment')}</dt>
          <dd>{summary.paymentMethod?.name ?? '—'}</dd>
          <dt>{t('orderRequests.wizard.shippingAddress')}</dt>
          <dd>
            <Address address={summary.shippingAddress} />
          </dd>
          <dt>{t('orderRequests.wizard.invoiceAddress')}</dt>
          <dd>
            <Address address={summary.invoiceAddress} />
          </dd>
        </dl>
        <dl className="order-request__totals" aria-label={t('orderRequests.wizard.totals')}>
          <dt>{t('orderRequests.wizard.linesNet')}</dt>
          <dd>{price(summary.totals.linesNet)}</dd>
          {summary.totals.discount !== '0.00' && (
            <>
              <dt>{t('orderRequests.wizard.discount')}</dt>
              <dd>−{price(summary.totals.discount)}</dd>
            </>
          )}
          <dt>{t('orderRequests.wizard.delivery')}</dt>
          <dd>{price(summary.totals.deliveryCost)}</dd>
          <dt>{t('orderRequests.wizard.net')}</dt>
          <dd>{price(summary.totals.net)}</dd>
          <dt>{t('orderRequests.wizard.vat')}</dt>
          <dd>{price(summary.totals.vat)}</dd>
          <dt className="order-request__gross">{t('orderRequests.wizard.gross')}</dt>
          <dd className="order-request__gross" data-testid="order-request-gross">
            {price(summary.totals.gross)}
          </dd>
        </dl>
      </div>

      <FormAlert message={errors.form} />
      {stage === 'review' ? (
        <form onSubmit={onConfirm} noValidate>
          <Checkbox
            id="order-request-terms"
            label={t('orderRequests.wizard.terms')}
            checked={terms}
            onChange={setTerms}
            error={errors.termsAccepted ?? null}
          />
          <p className="order-request__actions">
            <button
              type="submit"
              className="ui-button ui-button--primary"
              disabled={busy}
              aria-busy={busy}
              data-testid="order-request-confirm"
            >
              {t('orderRequests.wizard.confirm')}
            </button>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => setStage('cancel')}
              data-testid="order-request-cancel"
            >
              {t('orderRequests.wizard.cancel')}
            </button>
            <button
              type="button"
              className="ui-button ui-button--secondary order-request__leave"
              onClick={() => void leave()}
              data-testid="order-request-leave"
            >
              {t('orderRequests.wizard.leave')}
            </button>
          </p>
        </form>
      ) : (
        <form onSubmit={onCancel} noValidate>
          <h2 ref={heading} tabIndex={-1}>
            {t('orderRequests.wizard.cancel')}
          </h2>
          <TextArea
            id="order-request-reason"
            label={t('orderRequests.wizard.reason')}
            hint={t('orderRequests.wizard.reasonHint')}
            value={reason}
            onChange={setReason}
            maxLength={500}
            required
            error={errors.reason ?? null}
          />
          <p className="order-request__actions">
            <button
              type="submit"
              className="ui-button ui-button--secondary order-request__danger"
              disabled={busy}
              aria-busy={busy}
              data-testid="order-request-cancel-submit"
            >
              {t('orderRequests.wizard.cancelSubmit')}
            </button>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => setStage('review')}
            >
              {t('orderRequests.wizard.back')}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}

/** /link/order-failure?reason=: why an order link does not open, and what to do instead. */
export function OrderLinkFailure({
  reason,
  locale,
}: {
  reason: Extract<OrderRequestPageData, { mode: 'failure' }>['reason'];
  locale: Locale;
}) {
  const t = useT();
  const loginHelps = reason === 'login_required' || reason === 'other_customer';
  return (
    <div className="wizard-page order-request" data-testid="order-link-failure" data-reason={reason}>
      <h1>{t('orderRequests.failure.title')}</h1>
      <p className="wizard-page__problem" role="alert">
        {t(`orderRequests.failure.${reason}`)}
      </p>
      <p className="order-request__actions">
        {loginHelps && (
          <a className="ui-button ui-button--primary" href={localHref(locale, 'login')}>
            {t('orderRequests.failure.login')}
          </a>
        )}
        {reason === 'used' && (
          <a className="ui-button ui-button--secondary" href={localHref(locale, 'order_status_list')}>
            {t('orderRequests.failure.orderStatus')}
          </a>
        )}
        <a className="ui-button ui-button--secondary" href={localHref(locale, 'home_index')}>
          {t('orderRequests.failure.home')}
        </a>
      </p>
    </div>
  );
}
