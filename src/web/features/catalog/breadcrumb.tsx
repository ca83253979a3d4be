import type { CategoryRef } from '../../../common/contracts/catalog';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';

export function Breadcrumb({
  locale,
  trail,
  current,
}: {
  locale: Locale;
  trail: CategoryRef[];
  current?: string;
}) {
  const t = useT();
  return (
    <nav className="breadcrumb" aria-label={t('catalog.breadcrumb')}>
      <ol>
        <li>
          <a href={localHref(locale, 'catalog_index')}>{t('header.catalogue')}</a>
        </li>
        {trail.map((c) => (
          <li key={c.id}>
            <a href={localHref(locale, 'catalog_category', { id_category: c.id, category_name: c.slug })}>
              {c.name}
            </a>
          </li>
        ))}
        {current && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
