import type { ManufacturerView } from '../../../common/contracts/catalog';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useFormat } from '../../lib/use-format';

/** Links to a manufacturer's products in each category that has them, with counts. */
export function ManufacturerCategories({
  manufacturer,
  locale,
  limit,
}: {
  manufacturer: ManufacturerView;
  locale: Locale;
  limit?: number;
}) {
  const t = useT();
  const format = useFormat();
  if (manufacturer.categories.length === 0) return null;
  return (
    <ul className="subcategories" aria-label={t('catalog.subcategories')}>
      {manufacturer.categories.slice(0, limit).map((c) => (
        <li key={c.id}>
          <a
            href={localHref(locale, 'catalog_manufacturer_category', {
              producer_name: manufacturer.slug,
              producer_id: manufacturer.id,
              id_category: c.id,
              category_name: c.slug,
            })}
          >
            {c.name} <span className="muted">({format.number(c.productCount)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
