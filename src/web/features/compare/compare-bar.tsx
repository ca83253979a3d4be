import { useLocation } from 'react-router';
import { COMPARE_MAX_PRODUCTS } from '../../../common/compare-list';
import { matchPage } from '../../../common/routes';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useCompare } from '../../lib/compare-list';
import './compare.css';

/** A small floating counter of the comparison, linking to /compare/; hidden while empty and on /compare/ itself. */
export function CompareBar({ locale }: { locale: Locale }) {
  const t = useT();
  const { pathname } = useLocation();
  const compare = useCompare();
  const count = compare.symbols.length;
  if (count === 0 || matchPage(pathname)?.name === 'compare_index') return null;
  return (
    <aside className="compare-bar" aria-label={t('compare.barLabel')} data-testid="compare-bar">
      <a className="compare-bar__link" href={localHref(locale, 'compare_index')}>
        {t('compare.open')}{' '}
        <span className="compare-bar__count" data-testid="compare-count">
          {count}/{COMPARE_MAX_PRODUCTS}
        </span>
      </a>
      <button
        type="button"
        className="compare-bar__clear"
        onClick={compare.clear}
        aria-label={t('compare.clearAll')}
        title={t('compare.clearAll')}
      >
        ×
      </button>
    </aside>
  );
}
