import { useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { StaffOfferList } from '../../../../common/contracts/offers';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate } from '../../../../common/format';
import { StaffOfferForm } from '../../../features/rfq/staff-offer-form';
import { offerDeskApi } from '../../../features/rfq/offer-desk-api';
import '../../../features/rfq/rfq.css';
import { StaffTable, type StaffColumn } from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { Pagination } from '../../../ui/pagination';
import type { PageProps } from '../../page-types';

export interface StaffOffersData {
  staff: StaffMember;
  query: { page: number; customer?: string };
  list: StaffOfferList;
}

/** /staff/offers: the offer form (sales), and every offer, newest first, filtered by customer. */
export function StaffOffersPage({ data, locale }: PageProps<StaffOffersData>) {
  const t = useT();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { list, query } = data;
  const mayChange = data.staff.roles.includes('sales');
  const [customer, setCustomer] = useState(query.customer ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const date = (iso: string) => formatDate(iso, locale.language);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    const value = customer.trim();
    void navigate({ search: value ? `?customer=${encodeURIComponent(value)}` : '' });
  };

  const withdraw = async (id: number, number: string) => {
    setFailure(null);
    try {
      await offerDeskApi.withdraw(id);
      setNotice(t('offers.staff.withdrawn', { number }));
      await revalidate();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.body.message : String(error));
    }
  };

  const columns: StaffColumn<StaffOfferList['items'][number]>[] = [
    { key: 'number', label: '#', cell: (offer) => offer.number },
    {
      key: 'customer',
      label: t('offers.staff.filter'),
      cell: (offer) => `${offer.customerName} (${offer.customerNumber})`,
    },
    {
      key: 'product',
      label: t('offers.columns.product'),
      cell: (offer) => offer.lines.map((l) => l.symbol).join(', '),
    },
    {
      key: 'period',
      label: t('offers.staff.period'),
      cell: (offer) => `${date(offer.validFrom)} – ${date(offer.validUntil)}`,
    },
    {
      key: 'state',
      label: t('offers.staff.state'),
      cell: (offer) => (
        <>
          {t(`offers.state.${offer.state}`)} · {t('offers.staff.madeBy', { name: offer.staffName })}
        </>
      ),
    },
  ];
  if (mayChange)
    columns.push({
      key: 'withdraw',
      label: t('offers.staff.withdraw'),
      cell: (offer) =>
        (offer.state === 'active' || offer.state === 'upcoming') && (
          <button
            type="button"
            className="staff-button staff-button--ghost"
            onClick={() => void withdraw(offer.id, offer.number)}
          >
            {t('offers.staff.withdraw')} {offer.number}
          </button>
        ),
    });

  return (
    <StaffShell staff={data.staff} locale={locale} current="staff_offers" title={t('offers.staff.title')}>
      <p className="rfq__notice" role="status" aria-live="polite" data-testid="staff-offers-notice">
        {notice}
      </p>
      {failure && (
        <p className="ui-form-alert" role="alert">
          {failure}
        </p>
      )}
      {mayChange ? (
        <StaffOfferForm
          onSent={async (offer) => {
            setNotice(t('offers.staff.sent', { number: offer.number }));
            await revalidate();
          }}
        />
      ) : (
        <p className="staff-muted">{t('offers.staff.readOnly')}</p>
      )}
      <section className="staff-card" aria-labelledby="staff-offers-list">
        <h2 id="staff-offers-list">{t('offers.staff.list')}</h2>
        <form className="staff-form staff-form--wide" onSubmit={filter}>
          <label className="ui-field">
            <span className="ui-field__label">{t('offers.staff.filter')}</span>
            <input
              className="ui-field__input"
              value={customer}
              maxLength={200}
              onChange={(event) => setCustomer(event.target.value)}
            />
          </label>
          <div className="staff-actions">
            <button type="submit" className="staff-button">
              {t('offers.staff.search')}
            </button>
          </div>
        </form>
        <StaffTable
          bare
          label={t('offers.staff.list')}
          testId="staff-offers-table"
          columns={columns}
          items={list.items}
          rowKey={(offer) => offer.id}
          row={() => ({ 'data-testid': 'staff-offer-row' })}
          empty={t('offers.staff.empty')}
        />
        <Pagination page={list.page} pageCount={list.pages} />
      </section>
    </StaffShell>
  );
}
