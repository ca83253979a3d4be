import type { DiscountCode, DiscountListQuery, Page } from '../../../../common/contracts/discounts';
import { DISCOUNT_LIST_SORTS, DISCOUNT_LIST_STATUSES } from '../../../../common/discount-codes';
import type { StaffMember } from '../../../../common/contracts/staff';
import {
  StaffInputFilter,
  StaffList,
  StaffListFilters,
  StaffSelectFilter,
  StaffTable,
  useStaffFilters,
  type StaffColumn,
} from '../../../features/staff/staff-list';
import { StaffShell } from '../../../features/staff/staff-shell';
import { discountListSearch, discountPageUrl } from '../../../features/discounts-desk/discounts-desk-api';
import {
  DiscountSummary,
  DiscountState,
  DiscountValidity,
} from '../../../features/discounts-desk/discount-cells';
import { countryNamer } from '../../../lib/country-names';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

export interface StaffDiscountsData {
  staff: StaffMember;
  query: DiscountListQuery;
  countries: string[];
  list: Page<DiscountCode>;
}

/** /staff/discounts: every code with its state and uses; filters and sorting live in the address. */
export function StaffDiscountsPage({ data, locale }: PageProps<StaffDiscountsData>) {
  const t = useT();
  const { query, list } = data;
  const country = countryNamer(locale.language);
  const { filters, set, go, clear } = useStaffFilters({
    status: query.status as string,
    country: query.country ?? '',
    q: query.q ?? '',
    sort: query.sort as string,
    dir: query.dir as string,
  });
  const apply = () =>
    go(
      discountListSearch({
        ...(filters as Pick<DiscountListQuery, 'status' | 'q' | 'sort' | 'dir'>),
        country: filters.country || undefined,
      }),
    );
  const filtered = query.status !== 'all' || query.country || query.q;
  const canMake = data.staff.roles.includes('sales');
  const column = (key: string) => t(`discounts.desk.columns.${key}`);
  const columns: StaffColumn<DiscountCode>[] = [
    {
      key: 'code',
      label: column('code'),
      sort: 'code',
      cell: (code) => (
        <a href={discountPageUrl(locale, code.id)}>
          <code>{code.code}</code>
        </a>
      ),
    },
    { key: 'discount', label: column('discount'), cell: (code) => <DiscountSummary code={code} /> },
    {
      key: 'market',
      label: column('market'),
      cell: (code) => (code.country ? country(code.country) : t('discounts.desk.anyMarket')),
    },
    {
      key: 'validity',
      label: column('validity'),
      sort: 'validTo',
      cell: (code) => <DiscountValidity code={code} />,
    },
    {
      key: 'uses',
      label: column('uses'),
      sort: 'uses',
      cell: (code) =>
        code.maxUses === null
          ? code.uses
          : t('discounts.desk.usesOf', { uses: code.uses, max: code.maxUses }),
    },
    { key: 'state', label: column('state'), cell: (code) => <DiscountState code={code} /> },
  ];
  return (
    <StaffShell
      staff={data.staff}
      locale={locale}
      current="staff_discounts"
      title={t('discounts.desk.title')}
    >
      {canMake && (
        <p>
          <a className="staff-button" href={discountPageUrl(locale, null)}>
            {t('discounts.desk.newCode')}
          </a>
        </p>
      )}
      <StaffList
        filters={
          <StaffListFilters
            id="discount-filters"
            title={t('discounts.desk.filters')}
            onApply={apply}
            applyLabel={t('discounts.desk.apply')}
            clearLabel={t('discounts.desk.clear')}
            onClear={
              filtered
                ? () => clear({ status: 'all', country: '', q: '', sort: 'created', dir: 'desc' })
                : null
            }
          >
            <StaffInputFilter
              label={t('discounts.desk.search')}
              maxLength={40}
              value={filters.q}
              name="q"
              onChange={set('q')}
            />
            <StaffSelectFilter
              label={t('discounts.desk.status')}
              value={filters.status}
              name="status"
              onChange={set('status')}
              options={DISCOUNT_LIST_STATUSES.map((status) => [
                status,
                t(`discounts.desk.statuses.${status}`),
              ])}
            />
            <StaffSelectFilter
              label={t('discounts.desk.market')}
              value={filters.country}
              name="country"
              onChange={set('country')}
              options={[
                ['', t('discounts.desk.anyMarket')],
                ...data.countries.map((code) => [code, country(code)] as const),
              ]}
            />
            <StaffSelectFilter
              label={t('discounts.desk.sort')}
              value={filters.sort}
              name="sort"
              onChange={set('sort')}
              options={DISCOUNT_LIST_SORTS.map((sort) => [sort, t(`discounts.desk.sorts.${sort}`)])}
            />
            <StaffSelectFilter
              label={t('discounts.desk.dir')}
              value={filters.dir}
              name="dir"
              onChange={set('dir')}
              options={[
                ['desc', t('discounts.desk.dirs.desc')],
                ['asc', t('discounts.desk.dirs.asc')],
              ]}
            />
          </StaffListFilters>
        }
        summary={t('discounts.desk.count', { count: list.total })}
        paging={{ page: list.page, pageCount: list.pages }}
      >
        <StaffTable
          label={t('discounts.desk.title')}
          testId="discount-codes"
          columns={columns}
          items={list.elements}
          rowKey={(code) => code.id}
          row={(code) => ({ 'data-testid': `discount-${code.code}` })}
          sort={{
            by: query.sort,
            dir: query.dir,
            search: (sort, dir) =>
              discountListSearch({ ...query, sort: sort as DiscountListQuery['sort'], dir, page: undefined }),
          }}
          empty={t('discounts.desk.empty')}
        />
      </StaffList>
    </StaffShell>
  );
}
