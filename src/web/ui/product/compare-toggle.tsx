import { COMPARE_MAX_PRODUCTS } from '../../../common/compare-list';
import { useCompare } from '../../lib/compare-list';
import { useT } from '../../lib/i18n';
import { useProgress } from '../progress-bar';
import './compare-toggle.css';

/**
 * "Compare" on a product card, row, tile or page. Pressed means the product is in the comparison;
 * pressing again takes it out.
 */
export function CompareToggle({ symbol, compact = false }: { symbol: string; compact?: boolean }) {
  const t = useT();
  const compare = useCompare();
  const progress = useProgress();
  const active = compare.has(symbol);
  const label = active ? t('compare.inComparison') : t('compare.add');
  return (
    <button
      type="button"
      className={`compare-toggle${compact ? ' compare-toggle--compact' : ''}${active ? ' is-active' : ''}`}
      aria-pressed={active}
      title={active ? t('compare.removeHint') : t('compare.addHint')}
      data-testid="compare-toggle"
      data-symbol={symbol}
      onClick={() => {
        if (compare.toggle(symbol) === 'full')
          progress.warning(t('compare.full', { max: COMPARE_MAX_PRODUCTS }));
      }}
    >
      <span className="compare-toggle__box" aria-hidden="true">
        {active ? '✓' : ''}
      </span>
      <span className="compare-toggle__label">{label}</span>
    </button>
  );
}
