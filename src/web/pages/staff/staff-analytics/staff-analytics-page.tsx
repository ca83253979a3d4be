import type { AnalyticsDay, AnalyticsFunnel, AnalyticsFunnelQuery } from '../../../../common/analytics';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatNumber, formatPrice } from '../../../../common/format';
import { MARKETS } from '../../../../common/markets';
import { generateDesk } from '../../../../common/routes-desk';
import {
  filtersSearch,
  StaffInputFilter,
  StaffList,
  StaffListEmpty,
  StaffListFilters,
  StaffSelectFilter,
  StaffTable,
  useStaffFilters,
  type StaffColumn,
} from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import './staff-analytics.css';

export interface StaffAnalyticsData {
  staff: StaffMember;
  /** The filters as the address holds them. */
  query: AnalyticsFunnelQuery;
  /** Null when the period asked is refused (`problem` says why). */
  funnel: AnalyticsFunnel | null;
  problem: string | null;
}

const percent = (share: number) => `${formatNumber(share * 100, { precision: 1 })}\u00a0%`;

/**
 * /staff/analytics (ADR 086): the consented events' funnel, add to cart → order placed, of a period
 * and market, with the conversion between the steps, the add-to-cart value in PLN, the daily table
 * and its CSV. The filter form is a plain GET form: it works before the page is hydrated.
 */
export function StaffAnalyticsPage({ data, locale }: PageProps<StaffAnalyticsData>) {
  const t = useT();
  const { query, funnel, problem } = data;
  // The fields show the period shown (the default's days too), so the next period starts from it.
  const fromAddress = {
    from: query.from ?? funnel?.from ?? '',
    to: query.to ?? funnel?.to ?? '',
    market: query.market ?? '',
  };
  const { filters, set, go, clear } = useStaffFilters(fromAddress);
  const filtered = Boolean(query.from || query.to || query.market);
  const column = (key: string) => t(`analyticsDesk.columns.${key}`);
  const columns: StaffColumn<AnalyticsDay>[] = [
    { key: 'day', label: column('day'), cell: (d) => <time dateTime={d.day}>{d.day}</time> },
    { key: 'addToCart', label: column('addToCart'), cell: (d) => formatNumber(d.addToCart) },
    { key: 'value', label: column('value'), cell: (d) => formatPrice(d.addToCartValuePln, 'PLN') },
    { key: 'orders', label: column('orders'), cell: (d) => formatNumber(d.orders) },
  ];
  const empty = funnel !== null && funnel.steps.every((step) => step.count === 0);
  return (
    <StaffShell staff={data.staff} locale={locale} current="staff_analytics" title={t('analyticsDesk.title')}>
      <StaffList
        filters={
          <StaffListFilters
            id="staff-analytics-filters"
            title={t('analyticsDesk.filters')}
            onApply={() => go(filtersSearch(filters))}
            applyLabel={t('analyticsDesk.apply')}
            clearLabel={t('analyticsDesk.clear')}
            onClear={filtered ? () => clear({ from: '', to: '', market: '' }) : null}
          >
            <StaffInputFilter
              type="date"
              label={t('analyticsDesk.from')}
              name="from"
              value={filters.from}
              onChange={set('from')}
            />
            <StaffInputFilter
              type="date"
              label={t('analyticsDesk.to')}
              name="to"
              value={filters.to}
              onChange={set('to')}
            />
            <StaffSelectFilter
              label={t('analyticsDesk.market')}
              name="market"
              value={filters.market}
              onChange={set('market')}
              options={[
                ['', t('analyticsDesk.allMarkets')],
                ...MARKETS.map((m) => [m.country, t(m.nameKey)] as const),
              ]}
            />
          </StaffListFilters>
        }
        summary={
          funnel
            ? t('analyticsDesk.period', { from: funnel.from, to: funnel.to, days: funnel.days.length })
            : ''
        }
        error={problem}
      >
        {funnel && empty && (
          <StaffListEmpty testId="staff-analytics-empty">{t('analyticsDesk.empty')}</StaffListEmpty>
        )}
        {funnel && !empty && (
          <>
            <section className="staff-card" aria-labelledby="staff-analytics-funnel">
              <h2 id="staff-analytics-funnel">{t('analyticsDesk.funnel')}</h2>
              <ol className="staff-analytics__funnel" data-testid="staff-analytics-funnel">
                {funnel.steps.map((step) => (
                  <li key={step.step} className="staff-analytics__step" data-testid={`funnel-${step.step}`}>
                    <span className="staff-analytics__label">{t(`analyticsDesk.steps.${step.step}`)}</span>
                    <strong className="staff-analytics__count" data-testid={`funnel-${step.step}-count`}>
                      {formatNumber(step.count)}
                    </strong>
                    {step.conversion !== null && (
                      <span className="staff-muted" data-testid={`funnel-${step.step}-conversion`}>
                        {t('analyticsDesk.conversion', { share: percent(step.conversion) })}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
              <p>
                {t('analyticsDesk.value')}{' '}
                <strong data-testid="staff-analytics-value">
                  {formatPrice(funnel.addToCartValuePln, 'PLN')}
                </strong>
              </p>
              <p className="staff-muted">{t('analyticsDesk.note')}</p>
            </section>
            <section className="staff-card" aria-labelledby="staff-analytics-days">
              <h2 id="staff-analytics-days">{t('analyticsDesk.daily')}</h2>
              <p>
                <a
                  className="staff-button staff-button--ghost"
                  href={generateDesk('staff_analytics_export', {
                    from: funnel.from,
                    to: funnel.to,
                    market: funnel.market ?? undefined,
                  })}
                  download
                  data-testid="staff-analytics-csv"
                >
                  {t('analyticsDesk.csv')}
                </a>
              </p>
              <StaffTable
                bare
                label={t('analyticsDesk.daily')}
                testId="staff-analytics-table"
                columns={columns}
                items={funnel.days}
                rowKey={(d) => d.day}
                empty={t('analyticsDesk.empty')}
              />
            </section>
          </>
        )}
      </StaffList>
    </StaffShell>
  );
}
