import type { CategoryView, ManufacturerView } from '../../../../common/contracts/catalog';
import { Breadcrumb } from '../../../features/catalog/breadcrumb';
import { ManufacturerCategories } from '../../../features/catalog/manufacturer-categories';
import { ShareLink } from '../../../features/short-links/share-link';
import { FilteredProducts } from '../../../features/catalog/product-rows';
import { useOwnSymbols } from '../../../features/customer-symbols/own-symbols';
import { FilteredResults } from '../../../features/search/filtered-results';
import { FilterHelp } from '../../../features/search/search-help';
import type { FilteredList } from '../../../features/search/search-view';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

interface ListPageData {
  category: CategoryView | null;
  manufacturer: ManufacturerView | null;
  results: FilteredList;
}

/** Category, manufacturer, and manufacturer-in-category pages: the same filtered list with other fixed filters. */
export function ProductListPage({ data, locale }: PageProps<ListPageData>) {
  const t = useT();
  const { category, manufacturer, results } = data;
  // The customer's own symbols come from their own call: this page's HTML may be shared (issue 17).
  const customerSymbols = useOwnSymbols(results.list.items.map((p) => p.symbol));
  const title =
    category && manufacturer
      ? `${category.name} – ${manufacturer.name}`
      : (category?.name ?? manufacturer?.name ?? '');
  return (
    <div className="list-page">
      <Breadcrumb locale={locale} trail={category ? category.breadcrumb.slice(0, -1) : []} current={title} />
      <div className="page-head">
        <h1>{title}</h1>
        <ShareLink name={title} />
      </div>
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
      {manufacturer && !category && (
        <ManufacturerCategories manufacturer={manufacturer} locale={locale} limit={24} />
      )}
      <FilteredResults
        data={results}
        products={
          <FilteredProducts
            list={results.list}
            view={results.view}
            parameterSort={results.parameterSort}
            customerSymbols={customerSymbols}
          />
        }
        hasQuery={false}
        empty={
          Object.keys(results.filters).length > 0 ? (
            <FilterHelp />
          ) : (
            <p className="empty-state">{t('empty.category')}</p>
          )
        }
      />
    </div>
  );
}
