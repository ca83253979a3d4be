import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

/** A page of the route table whose capability arrives with a later part of the shop. */
export function ComingSoonPage({ data, locale }: PageProps<{ route: string }>) {
  const t = useT();
  return (
    <div className="coming-soon" data-testid="coming-soon" data-route={data.route}>
      <h1>{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text')}</p>
      <p>
        <a href={localHref(locale, 'home_index')}>{t('comingSoon.backHome')}</a>
      </p>
    </div>
  );
}
