import { useRevalidator } from 'react-router';
import type {
  StockArrival,
  StockArrivalList,
  StockArrivalListQuery,
} from '../../../../common/contracts/backorders';
import type { StaffMember } from '../../../../common/contracts/staff';
import { formatDate, formatNumber } from '../../../../common/format';
import { ArrivalForm } from '../../../features/stock-desk/arrival-form';
import { servedCounts } from '../../../features/stock-desk/served';
import { StaffInputFilter, StaffSearchList, type StaffColumn } from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';
import { deskTime } from '../../../features/staff/desk-time';

export interface StaffArrivalsData {
  staff: StaffMember;
  query: StockArrivalListQuery;
  list: StockArrivalList;
}

/**
 * /staff/stock-arrivals: the form that records stock arriving (it goes to waiting back-orders in
 * order of placement, the rest to stock), and the arrivals, the latest first, with what each one's
 * allocation did.
 */
export function StaffArrivalsPage({ data, locale }: PageProps<StaffArrivalsData>) {
  const t = useT();
  const revalidator = useRevalidator();
  const { staff, query, list } = data;
  const number = (value: number) => formatNumber(value, { grouping: locale.grouping });

  const allocation = (arrival: StockArrival) => {
    if (arrival.allocation)
      return arrival.allocation.lines === 0
        ? t('backorders.desk.nothingWaited')
        : t('backorders.desk.allocated', {
            units: number(arrival.allocation.units),
            ...servedCounts(t, arrival.allocation),
          });
    if (!arrival.receivedAt && arrival.expectedOn)
      return t('backorders.desk.announced', { day: formatDate(arrival.expectedOn, locale.language) });
    return t('backorders.desk.pending');
  };

  const columns: StaffColumn<StockArrival>[] = [
    {
      key: 'when',
      label: t('backorders.desk.columns.when'),
      cell: (arrival) => deskTime(arrival.createdAt, locale.language),
    },
    {
      key: 'who',
      label: t('backorders.desk.columns.who'),
      cell: (arrival) => (arrival.source === 'import' ? t('backorders.desk.import') : arrival.source),
    },
    {
      key: 'symbol',
      label: t('backorders.desk.columns.symbol'),
      cell: (arrival) => (
        <>
          {arrival.symbol}
          {arrival.note && <span className="staff-muted"> · {arrival.note}</span>}
        </>
      ),
    },
    {
      key: 'quantity',
      label: t('backorders.desk.columns.quantity'),
      cell: (arrival) => number(arrival.quantity),
    },
    {
      key: 'allocated',
      label: t('backorders.desk.columns.allocated'),
      cell: allocation,
      testId: 'arrival-allocated',
    },
    {
      key: 'toStock',
      label: t('backorders.desk.columns.toStock'),
      cell: (arrival) => (arrival.allocation ? number(arrival.allocation.toStock) : '—'),
      testId: 'arrival-to-stock',
    },
  ];

  return (
    <StaffShell staff={staff} locale={locale} current="staff_arrivals" title={t('backorders.desk.title')}>
      <ArrivalForm onRecorded={() => void revalidator.revalidate()} />
      <StaffSearchList
        query={{ symbol: query.symbol ?? '' }}
        filters={{
          id: 'arrival-filter',
          title: t('backorders.desk.filters'),
          wide: false,
          applyLabel: t('backorders.desk.apply'),
          clearLabel: t('backorders.desk.clear'),
        }}
        fields={(values, set) => (
          <StaffInputFilter
            name="symbol"
            label={t('backorders.desk.filterSymbol')}
            maxLength={200}
            value={values.symbol}
            onChange={set('symbol')}
            data-testid="arrival-filter-symbol"
          />
        )}
        summary={
          query.symbol ? t('backorders.desk.found', { symbol: query.symbol }) : t('backorders.desk.latest')
        }
        paging={{
          page: list.page,
          hasMore: list.hasMore,
          label: t('backorders.desk.pagination'),
          more: t('backorders.desk.more'),
        }}
        table={{
          label: t('backorders.desk.title'),
          testId: 'arrivals-table',
          columns,
          items: list.elements,
          rowKey: (arrival) => arrival.id,
          row: (arrival) => ({ 'data-testid': `arrival-row-${arrival.id}` }),
          empty: query.symbol
            ? t('backorders.desk.noneOf', { symbol: query.symbol })
            : t('backorders.desk.none'),
          emptyTestId: 'arrivals-none',
        }}
      />
    </StaffShell>
  );
}
