import type { ProductSummary } from '../../../common/contracts/catalog';
import { useT } from '../../lib/i18n';
import { Tooltip } from '../tooltip';
import { TooltipText } from '../tooltip-text';

/**
 * The product's status labels, already filtered by the hiding rules of spec §4 on the server. Each
 * label explains itself in a tooltip; `tooltips={false}` where the labels sit inside a link.
 */
export function StatusLabels({
  labels,
  tooltips = true,
}: {
  labels: ProductSummary['statusLabels'];
  tooltips?: boolean;
}) {
  const t = useT();
  if (labels.length === 0) return null;
  return (
    <ul className="status-labels" aria-label={t('catalog.statusLabels')}>
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
