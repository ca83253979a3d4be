import { useState } from 'react';
import { allowedBuyerKinds, BUYER_KIND_COOKIE, type BuyerKind } from '../../../common/accounts';
import { findMarket } from '../../../common/markets';
import { setCookie } from '../../lib/cookies';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import type { Customer } from '../../../common/contracts/auth';

/**
 * Who the visitor buys for on the international and US sites (spec §4, §6): guests choose among
 * the four buyer kinds, a logged-in customer sees only the kind of their account. The choice is a
 * preference cookie: kept only with the visitor's consent to preference cookies, otherwise it
 * holds for this page only.
 */
export function BuyerKindSwitch({
  locale,
  customer,
  current,
}: {
  locale: Locale;
  customer: Pick<Customer, 'customerType'> | null;
  current: BuyerKind;
}) {
  const t = useT();
  const [kind, setKind] = useState(current);
  const [remembered, setRemembered] = useState(true);
  if (!findMarket(locale.country)?.siteCode) return null;
  const allowed = allowedBuyerKinds(locale.country, customer);
  if (allowed.length === 1) {
    return (
      <span
        className="buyer-kind buyer-kind--fixed"
        data-testid="buyer-kind"
        title={t('accounts.buyerKind.label')}
      >
        {t(`accounts.buyerKind.${allowed[0]}`)}
      </span>
    );
  }
  return (
    <label className="buyer-kind" title={remembered ? undefined : t('accounts.buyerKind.notRemembered')}>
      <span className="visually-hidden">{t('accounts.buyerKind.label')}</span>
      <select
        value={kind}
        data-testid="buyer-kind-select"
        onChange={(event) => {
          const next = event.target.value as BuyerKind;
          setKind(next);
          setRemembered(setCookie(BUYER_KIND_COOKIE, next, { category: 'preferences' }));
        }}
      >
        {allowed.map((option) => (
          <option key={option} value={option}>
            {t(`accounts.buyerKind.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
