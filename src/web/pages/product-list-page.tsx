import type { CategoryView, ManufacturerView, ProductList } from '../../common/contracts/catalog';
import { useLocation } from 'react-router';
import { Breadcrumb } from '../features/catalog/breadcrumb';
import { ManufacturerCategories } from '../features/catalog/manufacturer-categories';
import { ListToolbar } from '../features/catalog/list-toolbar';
import { Pagination } from '../features/catalog/pagination';
import { LinearView, ParametricView, TiledView } from '../features/catalog/product-rows';
import { ShareLink } from '../features/short-links/share-link';
import { useT } from '../lib/i18n';
import { localHref } from '../lib/locale';
import { parseListParams } from '../../common/product-list';
import type { PageProps } from './page-types';

interface ListPageData {
  category: CategoryView | null;
  manufacturer: ManufacturerView | null;
  list: ProductList;
}

/** Category, manufacturer, and manufacturer-in-category pages: the same list with other filters. */
export function ProductListPage({ data, locale }: PageProps<ListPageData>) {
  const t = useT();
  const { search } = useLocation();
  const { category, manufacturer, list } = data;
  const { view, sort } = parseListParams(search);
  const title = category && manufacturer ? `${category.name} – ${manufacturer.name}` : (category?.name ?? manufacturer?.name ?? '');
  return (
    <div className="list-page">
      <Breadcrumb locale={locale} trail={category ? category.breadcrumb.slice(0, -1) : []} current={title} />
      <h1>{title}</h1>
      {manufacturer?.description && <p className="lead">{manufacturer.description}</p>}
      {category && category.children.length > 0 && (
        <ul className="subcategories" aria-label={t('catalog.subcategories')}>
          {category.children.map((c) => (
            <li key={c.id}>
              <a href={localHref(locale, 'catalog_category', { id_category: c.id, category_name: c.slug })}>
                {c.name} <span className="muted">({c.productCount})</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {manufacturer && !category && <ManufacturerCategories manufacturer={manufacturer} locale={locale} limit={24} />}
      <ShareLink name={title} />
      <ListToolbar list={list} view={view} sort={sort} />
      {list.items.length === 0 ? (
        <p className="empty-state">{t('empty.category')}</p>
      ) : view === 'tiled' ? (
        <TiledView items={list.items} />
      ) : view === 'parametric' ? (
        <ParametricView list={list} />
      ) : (
        <LinearView items={list.items} />
      )}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
