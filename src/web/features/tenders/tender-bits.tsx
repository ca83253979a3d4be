import type { TenderListState, TenderPhase } from '../../../common/tenders';
import { useT } from '../../lib/i18n';
import './tenders.css';

/** A tender's public status: open (green) or closed (grey). */
export function TenderPhaseBadge({ phase }: { phase: TenderPhase }) {
  const t = useT();
  return <span className={`tender-badge tender-badge--${phase}`}>{t(`tenders.phase.${phase}`)}</span>;
}

/** An item list's state: draft, sent (waiting on the shop) or answered. */
export function TenderListStateBadge({ state }: { state: TenderListState }) {
  const t = useT();
  return (
    <span className={`tender-badge tender-badge--${state}`} data-testid="tender-list-state">
      {t(`tenders.state.${state}`)}
    </span>
  );
}
