import { useHydrated } from '../lib/use-hydrated';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ProductList } from '../../common/contracts/catalog';
import {
  PAGE_SIZES,
  PRODUCT_SORTS,
  PRODUCT_VIEWS,
  type ProductSort,
  type ProductView,
} from '../../common/product-list';
import { useT } from '../lib/i18n';
import { useFormat } from '../lib/use-format';
import { listHref } from '../lib/list-links';

const SORT_LABELS: Record<ProductSort | 'relevance', string> = {
  relevance: 'searchUi.sort.relevance',
  symbol: 'list.sort.symbol',
  price_asc: 'list.sort.priceAscending',
  price_desc: 'list.sort.priceDescending',
  stock_desc: 'list.sort.stock',
};

/**
 * Count, view, sort and page size of a list. Search results add relevance to the sorts (and make it
 * the default, which the URL then leaves out).
 */
export function ListToolbar({
  list,
  view,
  sort,
  sorts = PRODUCT_SORTS,
  defaultSort = 'symbol',
  columnSort,
}: {
  list: Pick<ProductList, 'total' | 'totalExact' | 'page' | 'pageSize'>;
  view: ProductView;
  sort: keyof typeof SORT_LABELS;
  sorts?: readonly (keyof typeof SORT_LABELS)[];
  defaultSort?: keyof typeof SORT_LABELS;
  /** The list is sorted by a parameter column (its URL value and label): shown as the choice made. */
  columnSort?: { value: string; label: string };
}) {
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A choice made before hydration would be lost: the selects wait for React (see useHydrated).
  const locked = !useHydrated();
  const from = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const to = Math.min(list.page * list.pageSize, list.total);
  return (
    <div className="list-toolbar">
      <p className="list-toolbar__count" data-testid="list-count">
        {t('pagination.showing', {
          from: format.number(from),
          to: format.number(to),
          total: `${format.number(list.total)}${list.totalExact ? '' : '+'}`,
        })}
      </p>
      <div className="list-toolbar__views" role="group" aria-label={t('list.view')}>
        {PRODUCT_VIEWS.map((v) => (
          <Link
            key={v}
            to={listHref(search, pathname, { view: v === 'linear' ? null : v, page: list.page })}
            className={v === view ? 'is-current' : undefined}
            aria-current={v === view ? 'true' : undefined}
          >
            {t(`list.views.${v}`)}
          </Link>
        ))}
      </div>
      <label className="list-toolbar__select">
        <span>{t('list.sort.label')}</span>
        <select
          disabled={locked}
          value={columnSort?.value ?? sort}
          onChange={(e) =>
            void navigate(
              listHref(search, pathname, { sort: e.target.value === defaultSort ? null : e.target.value }),
            )
          }
        >
          {columnSort && <option value={columnSort.value}>{columnSort.label}</option>}
          {sorts.map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABELS[value])}
            </option>
          ))}
        </select>
      </label>
      <label className="list-toolbar__select">
        <span>{t('pagination.perPage')}</span>
        <select
          disabled={locked}
          value={list.pageSize}
          onChange={(e) =>
            void navigate(
              listHref(search, pathname, { pageSize: e.target.value === '25' ? null : e.target.value }),
            )
          }
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
