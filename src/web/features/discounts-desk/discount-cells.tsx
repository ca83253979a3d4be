import type { DiscountCode } from '../../../common/contracts/discounts';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import './discounts-desk.css';

/** A day as the desk shows it: the ISO date, the same for every language and unambiguous. */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** "15 % off" or "50.00 PLN off". */
export function DiscountSummary({ code }: { code: DiscountCode }) {
  const t = useT();
  const format = useFormat();
  if (code.kind === 'percent') return <>{t('discounts.percentOff', { value: Number(code.value) })}</>;
  return (
    <>
      {t('discounts.desk.fixedOff', {
        value: code.currency ? format.price(code.value, code.currency) : code.value,
      })}
    </>
  );
}

/** "from 2026-11-26 until 2026-12-31", or "always". */
export function DiscountValidity({ code }: { code: DiscountCode }) {
  const t = useT();
  const parts = [
    code.validFrom && t('discounts.desk.from', { date: dayOf(code.validFrom) }),
    code.validTo && t('discounts.desk.to', { date: dayOf(code.validTo) }),
  ].filter(Boolean);
  return <>{parts.length > 0 ? parts.join(' ') : t('discounts.desk.always')}</>;
}

/** Running, expired or switched off, as the server's clock says. */
export function DiscountState({ code }: { code: DiscountCode }) {
  const t = useT();
  return (
    <span className={`discount-state discount-state--${code.state}`}>
      {t(`discounts.desk.${code.state}`)}
    </span>
  );
}
