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

/** Running, expired or switched off (switched off wins: it is what the buyer is told). */
export function DiscountState({ code, now = Date.now() }: { code: DiscountCode; now?: number }) {
  const t = useT();
  const state = !code.active
    ? 'off'
    : code.validTo && Date.parse(code.validTo) <= now
      ? 'ended'
      : 'running';
  return <span className={`discount-state discount-state--${state}`}>{t(`discounts.desk.${state}`)}</span>;
}
