import { Link, useLocation } from 'react-router';
import { PRODUCT_VIEWS, type ProductView } from '../../../common/product-list';
import { useT } from '../../lib/i18n';
import { listHref } from '../../lib/list-links';

/** The three list views (spec §3) for lists without sorting or pages (the recommended products). */
export function ViewSwitch({ view }: { view: ProductView }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <div className="list-toolbar">
      <div className="list-toolbar__views" role="group" aria-label={t('list.view')}>
        {PRODUCT_VIEWS.map((v) => (
          <Link
            key={v}
            to={listHref(search, pathname, { view: v === 'linear' ? null : v })}
            className={v === view ? 'is-current' : undefined}
            aria-current={v === view ? 'true' : undefined}
          >
            {t(`list.views.${v}`)}
          </Link>
        ))}
      </div>
    </div>
  );
}
