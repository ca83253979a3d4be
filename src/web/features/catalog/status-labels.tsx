import type { ProductSummary } from '../../../common/contracts/catalog';
import { useT } from '../../lib/i18n';

/** The product's status labels, already filtered by the hiding rules of spec §4 on the server. */
export function StatusLabels({ labels }: { labels: ProductSummary['statusLabels'] }) {
  const t = useT();
  if (labels.length === 0) return null;
  return (
    <ul className="status-labels" aria-label="Status">
      {labels.map((label) => (
        <li key={label.id} className={`status-label status-label--${label.severity}`}>
          {t(label.i18nKey)}
        </li>
      ))}
    </ul>
  );
}
