import type { ManufacturerView } from '../../../../common/contracts/catalog';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { ManufacturerCategories } from '../../../features/catalog/manufacturer-categories';
import type { PageProps } from '../../page-types';

/** A manufacturer's linecard: who they are and which of our categories carry their products. */
export function ManufacturerLinecardPage({ data, locale }: PageProps<{ manufacturer: ManufacturerView }>) {
  const t = useT();
  const { manufacturer } = data;
  return (
    <div className="manufacturer-page" data-testid="manufacturer">
      <nav className="breadcrumb" aria-label={t('catalog.breadcrumb')}>
        <ol>
          <li>
            <a href={localHref(locale, 'linecard_index')}>{t('linecard.title')}</a>
          </li>
          <li aria-current="page">{manufacturer.name}</li>
        </ol>
      </nav>
      <h1>{manufacturer.name}</h1>
      {manufacturer.logoUrl && (
        <img src={manufacturer.logoUrl} alt={manufacturer.name} width={160} height={54} />
      )}
      {manufacturer.description && <p className="lead">{manufacturer.description}</p>}
      <p>
        <a
          className="button button--primary"
          href={localHref(locale, 'catalog_manufacturer', {
            producer_name: manufacturer.slug,
            producer_id: manufacturer.id,
          })}
        >
          {t('linecard.allProducts', { name: manufacturer.name })}
        </a>
      </p>
      <ManufacturerCategories manufacturer={manufacturer} locale={locale} />
    </div>
  );
}
