import type { CategoryNode } from '../../common/contracts/catalog';
import { CategoryTree } from '../features/catalog/category-tree';
import { ShareLink } from '../features/short-links/share-link';
import { useT } from '../lib/i18n';
import type { PageProps } from './page-types';

export function CatalogIndexPage({ data, locale }: PageProps<{ categories: CategoryNode[]; query?: string | null }>) {
  const t = useT();
  return (
    <div>
      <h1>{t('catalog.title')}</h1>
      {data.query && (
        <p className="notice" role="status" data-testid="search-notice">
          {t('catalog.noExactMatch', { query: data.query })}
        </p>
      )}
      {/* Search results are a catalogue list too: their link (words and filters) can be shared. */}
      {data.query && <ShareLink name={data.query} />}
      <CategoryTree categories={data.categories} locale={locale} />
    </div>
  );
}
