import type { CategoryNode } from '../../../../common/contracts/catalog';
import { CategoryTree } from '../../../features/catalog/category-tree';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

export function CatalogIndexPage({ data, locale }: PageProps<{ categories: CategoryNode[] }>) {
  const t = useT();
  return (
    <div>
      <h1>{t('catalog.title')}</h1>
      <CategoryTree categories={data.categories} locale={locale} />
    </div>
  );
}
