import type { LineSplitView } from '../../../common/contracts/backorders';
import { formatDate } from '../../../common/format';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useRootData } from '../../lib/root-data';
import './orders.css';

/**
 * A back-ordered line's split wherever order lines are shown (cart, checkout summary, confirmation,
 * order status; ADR 077): what ships from stock and on which day, what follows from the factory and
 * when it is due, and on a placed order what still waits. With complete delivery the stock part
 * waits for the rest, and the note says so. Pure rendering: it adds no state to the page.
 */
export function BackorderSplit({
  split,
  completeness,
}: {
  split: LineSplitView;
  completeness: 'complete' | 'partial';
}) {
  const t = useT();
  const format = useFormat();
  const { locale } = useRootData();
  const day = (iso: string) => formatDate(iso, locale.language);
  return (
    <div className="backorder-split" data-testid="backorder-split">
      <strong className="backorder-split__title">{t('backorders.split.title')}</strong>
      <ul className="backorder-split__parts">
        {split.now > 0 && (
          <li data-testid="backorder-split-now">
            {t('backorders.split.now', { count: format.number(split.now), day: day(split.stockDay) })}
          </li>
        )}
        <li data-testid="backorder-split-later">
          {t('backorders.split.later', { count: format.number(split.later), day: day(split.laterDay) })}
        </li>
      </ul>
      {split.waiting !== undefined && (
        <span className="backorder-split__waiting" data-testid="backorder-split-waiting">
          {split.waiting > 0
            ? t('backorders.split.waiting', { count: format.number(split.waiting) })
            : t('backorders.split.arrived')}
        </span>
      )}
      {split.now > 0 && (
        <span className="backorder-split__note">
          {completeness === 'complete'
            ? t('backorders.split.completeNote', { day: day(split.laterDay) })
            : t('backorders.split.partialNote')}
        </span>
      )}
    </div>
  );
}
