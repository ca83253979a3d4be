import type { ComponentType } from 'react';
import type { HistoryList, HistoryListQuery } from '../../../common/contracts/order-history';
import { HISTORY_PER_PAGE, HISTORY_SORTS } from '../../../common/order-history';
import { ORDER_STATUSES } from '../../../common/order-status';
import { generateAccount } from '../../../common/routes-account';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { OrderTable } from '../../ui/orders/order-table';
import { Pagination } from '../../ui/pagination';
import './order-history.css';

const FILTER_FIELDS = [
  'orderNumber',
  'customerOrderNumber',
  'symbol',
  'dateFrom',
  'dateTo',
  'status',
  'valueMin',
  'valueMax',
  'placedBy',
] as const;

/** The filters as the address has them (what the export posts again). */
function filtersOf(query: HistoryListQuery): Array<[string, string]> {
  return FILTER_FIELDS.flatMap((key) => (query[key] ? [[key, String(query[key])] as [string, string]] : []));
}

/** The search form: a GET form, so a search is an address to keep, share and go back to. */
function HistoryFilters({
  query,
  list,
  locale,
}: {
  query: HistoryListQuery;
  list: HistoryList;
  locale: Locale;
}) {
  const t = useT();
  const text = (name: (typeof FILTER_FIELDS)[number], type = 'text', extra: Record<string, string> = {}) => (
    <label className="history-filters__field">
      <span>{t(`orderHistory.filters.${name}`)}</span>
      <input name={name} type={type} defaultValue={query[name] ?? ''} {...extra} />
    </label>
  );
  return (
    <form className="history-filters" method="get" aria-label={t('orderHistory.filters.heading')}>
      <h2 className="history-filters__heading">{t('orderHistory.filters.heading')}</h2>
      <div className="history-filters__grid">
        {text('orderNumber', 'search', { maxLength: '100' })}
        {text('customerOrderNumber', 'search', { maxLength: '100' })}
        {text('symbol', 'search', { maxLength: '100' })}
        {text('dateFrom', 'date')}
        {text('dateTo', 'date')}
        <label className="history-filters__field">
          <span>{t('orderHistory.filters.status')}</span>
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('orderHistory.filters.anyStatus')}</option>
            {ORDER_STATUSES.filter((s) => s !== 'cart').map((s) => (
              <option key={s} value={s}>
                {t(`orders.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {text('valueMin', 'text', { inputMode: 'decimal', pattern: '\\d{1,12}([.,]\\d{1,4})?' })}
        {text('valueMax', 'text', { inputMode: 'decimal', pattern: '\\d{1,12}([.,]\\d{1,4})?' })}
        {list.seesColleagues && (
          <label className="history-filters__field">
            <span>{t('orderHistory.filters.placedBy')}</span>
            <select name="placedBy" defaultValue={query.placedBy ?? 'all'}>
              <option value="all">{t('orderHistory.filters.placedByAll')}</option>
              <option value="me">{t('orderHistory.filters.placedByMe')}</option>
            </select>
          </label>
        )}
        <label className="history-filters__field">
          <span>{t('orderHistory.sort.label')}</span>
          <select name="sort" defaultValue={query.sort}>
            {HISTORY_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`orderHistory.sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="history-filters__field">
          <span className="visually-hidden">{t('orderHistory.sort.label')}</span>
          <select name="dir" defaultValue={query.dir} aria-label={t('orderHistory.sort.label')}>
            <option value="desc">{t('orderHistory.sort.desc')}</option>
            <option value="asc">{t('orderHistory.sort.asc')}</option>
          </select>
        </label>
        <label className="history-filters__field">
          <span>{t('orderHistory.list.perPage')}</span>
          <select name="perPage" defaultValue={String(query.perPage)}>
            {HISTORY_PER_PAGE.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="history-filters__actions">
        <button type="submit" className="button button--primary">
          {t('orderHistory.filters.search')}
        </button>
        <a className="button" href={localHref(locale, 'order_history_new_home')}>
          {t('orderHistory.filters.clear')}
        </a>
      </div>
    </form>
  );
}

/** Download buttons: a form post of the list's filters, one button per format. */
export function ExportButtons({
  route,
  fields,
  locale,
  label,
}: {
  route: 'orders' | 'order';
  fields: Array<[string, string]>;
  locale: Locale;
  label: string;
}) {
  const t = useT();
  const action = `${generateAccount('order_history_export', { routeName: route })}?language=${locale.language}`;
  return (
    <form className="history-export" method="post" action={action} data-testid={`history-export-${route}`}>
      <span className="history-export__label">{label}</span>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {(['csv', 'xlsx', 'pdf'] as const).map((format) => (
        <button key={format} type="submit" name="format" value={format} className="button">
          {t(`orderHistory.export.${format}`)}
        </button>
      ))}
    </form>
  );
}

/** The history: search form, the orders (a table; cards under 768 px), pages and exports. */
export function HistoryListView({
  list,
  query,
  locale,
  StatusBadge,
}: {
  list: HistoryList;
  query: HistoryListQuery;
  locale: Locale;
  /** The orders' status label (the orders feature's, composed by the page). */
  StatusBadge: ComponentType<{ status: string }>;
}) {
  const t = useT();
  const filtered = filtersOf(query).length > 0;
  return (
    <>
      <HistoryFilters query={query} list={list} locale={locale} />
      {list.elements.length === 0 ? (
        <div className="order-empty" data-testid="history-empty">
          <p>{filtered ? t('orderHistory.list.emptyFiltered') : t('orderHistory.list.empty')}</p>
          <a
            className="button button--primary"
            href={localHref(locale, filtered ? 'order_history_new_home' : 'catalog_index')}
          >
            {filtered ? t('orderHistory.filters.clear') : t('orders.list.browse')}
          </a>
        </div>
      ) : (
        <>
          <div className="history-toolbar">
            <p className="order-list__count" role="status">
              {t('orderHistory.list.count', { count: list.total })}
            </p>
            <ExportButtons
              route="orders"
              fields={[...filtersOf(query), ['sort', query.sort], ['dir', query.dir]]}
              locale={locale}
              label={t('orderHistory.export.list')}
            />
          </div>
          <OrderTable
            orders={list.elements}
            locale={locale}
            hrefOf={(orderNumber) =>
              localHref(locale, 'order_history_new', { module: 'orders', path: 'details', slug: orderNumber })
            }
            StatusBadge={StatusBadge}
            placedByLabel={list.seesColleagues ? t('orderHistory.list.placedBy') : undefined}
            className="history-table"
            testId="history-list"
            rowTestId="history-row"
            actions={(_order, href) => (
              <a className="button" href={href}>
                {t('orderHistory.list.open')}
              </a>
            )}
          />
          <Pagination page={list.page} pageCount={list.pageCount} />
        </>
      )}
    </>
  );
}
