import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

export function NotFoundPage({ locale }: PageProps<null>) {
  const t = useT();
  return (
    <div className="not-found" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>{t('notFound.helpfulLinks')}</p>
      <ul>
        <li>
          <a href={localHref(locale, 'home_index')}>{t('notFound.home')}</a>
        </li>
        <li>
          <a href={localHref(locale, 'catalog_index')}>{t('notFound.catalogue')}</a>
        </li>
        <li>
          <a href={localHref(locale, 'linecard_index')}>{t('notFound.linecard')}</a>
        </li>
        <li>
          <a href={localHref(locale, 'contact_index')}>{t('notFound.contact')}</a>
        </li>
      </ul>
    </div>
  );
}
