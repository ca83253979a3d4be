import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { CARRIER_NAMES, CARRIERS, type Carrier } from '../../../../common/carriers';
import type { StaffOrderDetails } from '../../../../common/contracts/order-desk';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatPrice } from '../../../../common/format';
import { isLanguage, type Currency } from '../../../../common/markets';
import { orderDeskApi } from '../../../features/order-desk/order-desk-api';
import { paymentKey } from '../../../features/order-desk/payment-kind';
import { OrderStatusBadge } from '../../../features/orders/status-badge';
import { StaffInputFilter } from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { formErrorsOf } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { FormAlert, SelectField, TextField } from '../../../ui/form';
import type { PageProps } from '../../page-types';
import { deskTime } from '../../../features/staff/desk-time';
import { deskHref } from '../../../lib/desk-href';

export interface StaffOrderData {
  staff: StaffMember;
  details: StaffOrderDetails;
  /** The server's day: the transfer's day defaults to it. */
  today: string;
}

/**
 * /staff/orders/{id}: an order as the desk handles it. A bank-transfer order waiting for its money
 * is marked paid with the transfer's amount, day and reference (the VAT invoice follows); a paid
 * one is shipped with a carrier and tracking number (the customer is mailed the tracking, the
 * delivery note appears beside the invoice). Refusals come back as the server's messages.
 */
export function StaffOrderPage({ data, locale }: PageProps<StaffOrderData>) {
  const t = useT();
  const { staff, details, today } = data;
  const { order } = details;
  const revalidator = useRevalidator();
  const { quantity } = useFormat();
  const money = (amount: string) =>
    formatPrice(amount, order.currency as Currency, { grouping: locale.grouping });
  const when = (iso: string) => deskTime(iso, locale.language);

  const facts: Array<[string, React.ReactNode]> = [
    [t('orderDesk.columns.status'), <OrderStatusBadge key="s" status={order.status} />],
    [t('orderDesk.columns.customer'), `${details.customerName} #${details.customerId}`],
    [t('orderDesk.email'), details.contactEmail ?? '—'],
    [t('orderDesk.columns.placed'), when(order.placedAt)],
    [t('orderDesk.columns.payment'), t(`orderDesk.payment.${paymentKey(details.paymentKind)}`)],
    [t('orderDesk.columns.gross'), money(order.totals.gross)],
    [
      t('orderDesk.language'),
      isLanguage(details.language) ? t(`language.${details.language}`) : details.language,
    ],
  ];

  return (
    <StaffShell
      staff={staff}
      locale={locale}
      current="staff_orders"
      title={t('orderDesk.orderTitle', { number: order.orderNumber })}
    >
      <p>
        <Link to={deskHref(locale, 'staff_orders')}>{t('orderDesk.back')}</Link>
      </p>
      <section className="staff-card" aria-label={t('orderDesk.facts')} data-testid="order-facts">
        <dl className="staff-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <MarkPaid details={details} today={today} onDone={() => void revalidator.revalidate()} money={money} />
      <Ship details={details} onDone={() => void revalidator.revalidate()} when={when} />

      <section className="staff-card" aria-labelledby="order-invoices">
        <h2 id="order-invoices">{t('orderDesk.invoices')}</h2>
        {details.invoices.length === 0 ? (
          <p className="staff-muted">{t('orderDesk.noInvoices')}</p>
        ) : (
          <ul data-testid="order-invoices">
            {details.invoices.map((invoice) => (
              <li key={invoice.id}>
                <Link to={deskHref(locale, 'staff_invoice', { id: String(invoice.id) })}>
                  {invoice.number}
                </Link>{' '}
                <span className="staff-muted">{t(`invoices.kind.${invoice.kind}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="staff-card" aria-labelledby="order-lines">
        <h2 id="order-lines">{t('orderDesk.lines')}</h2>
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--stack" data-testid="order-lines">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('orders.details.symbol')}</th>
                <th scope="col">{t('orders.details.amount')}</th>
                <th scope="col">{t('orders.details.lineNet')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.position}>
                  <td data-label="#">{line.position}</td>
                  <td data-label={t('orders.details.symbol')}>
                    {line.symbol}
                    {line.description && <span className="staff-muted"> · {line.description}</span>}
                  </td>
                  <td data-label={t('orders.details.amount')}>{quantity(line.amount, line.unit)}</td>
                  <td data-label={t('orders.details.lineNet')}>
                    {line.lineNet === null ? '—' : money(line.lineNet)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="staff-card" aria-labelledby="order-history">
        <h2 id="order-history">{t('orderDesk.history')}</h2>
        <ul data-testid="order-history">
          {order.history.map((entry, index) => (
            <li key={index}>
              {when(entry.at)} · {t(`orders.status.${entry.status}`)}
              {entry.note && <span className="staff-muted"> · {entry.note}</span>}
            </li>
          ))}
        </ul>
      </section>
    </StaffShell>
  );
}

function MarkPaid({
  details,
  today,
  onDone,
  money,
}: {
  details: StaffOrderDetails;
  today: string;
  onDone: () => void;
  money: (amount: string) => string;
}) {
  const t = useT();
  const { order } = details;
  const [amount, setAmount] = useState(order.totals.gross);
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState(order.orderNumber);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (details.paymentKind !== 'bank_transfer') return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await orderDeskApi.markPaid(details.id, { amount: amount.trim(), paidOn, reference: reference.trim() });
      setNotice(t('orderDesk.paid.done'));
      onDone();
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('errorModal.unknownError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="staff-card" aria-labelledby="order-paid" data-testid="order-paid">
      <h2 id="order-paid">{t('orderDesk.paid.title')}</h2>
      {details.bankPayment ? (
        <p data-testid="order-paid-recorded">
          {t('orderDesk.paid.recorded', {
            amount: money(details.bankPayment.amount),
            date: details.bankPayment.paidOn,
            reference: details.bankPayment.reference,
          })}
        </p>
      ) : details.mayMarkPaid ? (
        <form className="staff-form staff-form--wide" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('orderDesk.paid.amount', { currency: order.currency })}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            maxLength={16}
            required
            error={errors.amount}
            data-testid="paid-amount"
          />
          <StaffInputFilter
            type="date"
            name="paidOn"
            label={t('orderDesk.paid.paidOn')}
            value={paidOn}
            max={today}
            onChange={setPaidOn}
            data-testid="paid-on"
          />
          <TextField
            label={t('orderDesk.paid.reference')}
            value={reference}
            onChange={setReference}
            maxLength={140}
            required
            error={errors.reference}
            data-testid="paid-reference"
          />
          <FormAlert message={errors.form ?? errors.paidOn} />
          <div className="staff-actions">
            <button type="submit" className="staff-button" disabled={busy} data-testid="mark-paid">
              {t('orderDesk.paid.submit')}
            </button>
          </div>
        </form>
      ) : (
        <p className="staff-muted">{t('orderDesk.paid.notYet')}</p>
      )}
      <p role="status" className="staff-muted">
        {notice}
      </p>
    </section>
  );
}

function Ship({
  details,
  onDone,
  when,
}: {
  details: StaffOrderDetails;
  onDone: () => void;
  when: (iso: string) => string;
}) {
  const t = useT();
  const [carrier, setCarrier] = useState<string>('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { order } = details;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await orderDeskApi.ship(details.id, { carrier: carrier as Carrier, trackingNumber: tracking.trim() });
      setNotice(t('orderDesk.ship.done'));
      onDone();
    } catch (failure) {
      setErrors(formErrorsOf(failure, t('errorModal.unknownError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="staff-card" aria-labelledby="order-ship" data-testid="order-ship">
      <h2 id="order-ship">{t('orderDesk.ship.title')}</h2>
      {order.shipments.length > 0 ? (
        <>
          <ul data-testid="order-shipments">
            {order.shipments.map((parcel, index) => (
              <li key={index}>
                {when(parcel.shippedAt)} · {parcel.carrierName} ·{' '}
                {parcel.trackingUrl ? (
                  <a href={parcel.trackingUrl} rel="noreferrer noopener" target="_blank">
                    {parcel.trackingNumber}
                  </a>
                ) : (
                  parcel.trackingNumber
                )}
              </li>
            ))}
          </ul>
          {order.status === 'shipped' && (
            <p>
              <a href={orderDeskApi.deliveryNoteUrl(details.id)} data-testid="desk-delivery-note">
                {t('orderDesk.documents')}
              </a>
            </p>
          )}
        </>
      ) : details.mayShip ? (
        <form className="staff-form staff-form--wide" onSubmit={(event) => void submit(event)} noValidate>
          <SelectField
            label={t('orderDesk.ship.carrier')}
            value={carrier}
            onChange={setCarrier}
            placeholder="—"
            options={CARRIERS.map((c) => ({ value: c, label: CARRIER_NAMES[c] }))}
            required
            error={errors.carrier}
            data-testid="ship-carrier"
          />
          <TextField
            label={t('orderDesk.ship.tracking')}
            value={tracking}
            onChange={setTracking}
            maxLength={40}
            required
            error={errors.trackingNumber}
            data-testid="ship-tracking"
          />
          <FormAlert message={errors.form} />
          <div className="staff-actions">
            <button type="submit" className="staff-button" disabled={busy} data-testid="ship-order">
              {t('orderDesk.ship.submit')}
            </button>
          </div>
        </form>
      ) : (
        <p className="staff-muted">{t('orderDesk.ship.notYet')}</p>
      )}
      <p role="status" className="staff-muted">
        {notice}
      </p>
    </section>
  );
}
