import type { ProductSummary } from '../../../common/contracts/catalog';
import { lastTimeBuyState, lifecycleSeverity } from '../../../common/product-compliance';
import { useT, type Translate } from '../../lib/i18n';
import { Tooltip } from '../tooltip';
import { TooltipText } from '../tooltip-text';

type Lifecycle = Pick<ProductSummary, 'lifecycle' | 'lastTimeBuyDate'>;

/**
 * The product's status labels, already filtered by the hiding rules of spec §4 on the server. Each
 * label explains itself in a tooltip; `tooltips={false}` where the labels sit inside a link. With
 * `lifecycle`, a part that is not active gets its lifecycle label first (NRND, last-time buy with its
 * date, obsolete; ADR 075).
 */
export function StatusLabels({
  labels,
  tooltips = true,
  lifecycle,
}: {
  labels: ProductSummary['statusLabels'];
  tooltips?: boolean;
  lifecycle?: Lifecycle;
}) {
  const t = useT();
  const lifecycleText = lifecycle ? lifecycleLabel(lifecycle, t) : null;
  if (labels.length === 0 && !lifecycleText) return null;
  return (
    <ul className="status-labels" aria-label={t('catalog.statusLabels')}>
      {lifecycle && lifecycleText && (
        <li
          className={`status-label status-label--${lifecycleSeverity(lifecycle.lifecycle)}`}
          data-lifecycle={lifecycle.lifecycle}
        >
          {lifecycleText}
        </li>
      )}
      {labels.map((label) => (
        <li key={label.id} className={`status-label status-label--${label.severity}`}>
          {tooltips ? (
            <Tooltip
              content={<TooltipText tooltipKey={`status.${label.id}`} />}
              className="status-label__tooltip"
            >
              {t(label.i18nKey)}
            </Tooltip>
          ) : (
            t(label.i18nKey)
          )}
        </li>
      ))}
    </ul>
  );
}

/** "NRND", "Last-time buy until 2027-03-31", "Obsolete"; null for an active part. */
export function lifecycleLabel({ lifecycle, lastTimeBuyDate }: Lifecycle, t: Translate): string | null {
  if (lifecycle === 'active') return null;
  if (lifecycle === 'ltb' && lastTimeBuyDate) {
    const state = lastTimeBuyState(lastTimeBuyDate, new Date().toISOString().slice(0, 10));
    return t(state === 'ended' ? 'compliance.ltbEnded' : 'compliance.ltbUntil', { date: lastTimeBuyDate });
  }
  return t(`compliance.badge.${lifecycle}`);
}
