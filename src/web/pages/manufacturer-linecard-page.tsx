import type { ManufacturerView } from '../../common/contracts/catalog';
import { useT } from '../lib/i18n';
import { localHref } from '../lib/locale';
import { useFormat } from '../lib/use-format';
import type { PageProps } from './page-types';

/** A manufacturer's linecard: who they are and which of our categories carry their products. */
export function ManufacturerLinecardPage({ data, locale }: PageProps<{ manufacturer: ManufacturerView }>) {
  const t = useT();
  const format = useFormat();
  const { manufacturer } = data;
  return (
    <div className="manufacturer-page" data-testid="manufacturer">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <a href={localHref(locale, 'linecard_index')}>{t('linecard.title')}</a>
          </li>
          <li aria-current="page">{manufacturer.name}</li>
        </ol>
      </nav>
      <h1>{manufacturer.name}</h1>
      {manufacturer.logoUrl && <img src={manufacturer.logoUrl} alt={manufacturer.name} width={160} height={54} />}
      {manufacturer.description && <p className="lead">{manufacturer.description}</p>}
      <p>
        <a className="button button--primary" href={localHref(locale, 'catalog_manufacturer', { producer_name: manufacturer.slug, producer_id: manufacturer.id })}>
          {t('linecard.allProducts', { name: manufacturer.name })}
        </a>
      </p>
      <ul className="subcategories">
        {manufacturer.categories.map((c) => (
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
    </div>
  );
}
