import { useT } from '../../lib/i18n';
import './orders.css';

export interface OutOfRangeFacts {
  mpn: string;
  manufacturer: string;
  leadTimeDays: number;
}

/**
 * What a line of a product outside the normal range (ADR 056) says wherever order lines are shown
 * (cart, checkout summary, order details): the label, the maker's part number and name, and the
 * lead time in place of stock.
 */
export function OutOfRangeNote({ facts }: { facts: OutOfRangeFacts }) {
  const t = useT();
  return (
    <span className="out-of-range-note" data-testid="out-of-range-note">
      <strong className="out-of-range-note__badge">{t('offers.outOfRange.badge')}</strong>{' '}
      <span>{t('offers.outOfRange.mpn', { mpn: facts.mpn })}</span>
      {' · '}
      <span>{t('offers.outOfRange.manufacturer', { manufacturer: facts.manufacturer })}</span>
      {' · '}
      <span>{t('offers.outOfRange.leadTime', { days: facts.leadTimeDays })}</span>
    </span>
  );
}
