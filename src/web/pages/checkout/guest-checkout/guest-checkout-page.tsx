import type { OrderTotalsView } from '../../../../common/contracts/cart';
import type { DeliveryMethod } from '../../../../common/contracts/checkout';
import { LockerPicker } from '../../../features/checkout/locker-picker';
import { GuestCheckoutForm, type GuestLine } from '../../../features/guest-checkout/guest-checkout-form';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useRootData } from '../../../lib/root-data';
import type { PageProps } from '../../page-types';

export interface GuestCheckoutData {
  lines: GuestLine[];
  /** Why asked lines were left out (no such part, withdrawn…), in the page's language. */
  refused: string[];
  /** The lines' totals as the visitor cart prices them (market's currency and VAT). */
  totals: OrderTotalsView | null;
  methods: DeliveryMethod[];
  country: string;
  countryName: string;
}

/** /guest-checkout: a private person's order without an account (ADR 083). */
export function GuestCheckoutPage({ data, locale }: PageProps<GuestCheckoutData>) {
  const t = useT();
  const { captchaSiteKey } = useRootData();
  return (
    <div className="guest-checkout-page" data-testid="guest-checkout-page">
      <h1>{t('guest.title')}</h1>
      <p className="guest-checkout-page__account">
        <a href={localHref(locale, 'login')}>{t('header.login')}</a>
        {' · '}
        <a href={localHref(locale, 'registration')}>{t('header.register')}</a>
      </p>
      {data.refused.map((problem) => (
        <p key={problem} className="ui-field__error" role="alert" data-testid="guest-line-refused">
          {problem}
        </p>
      ))}
      {data.lines.length === 0 ? (
        <p role="status">{t('checkout.errors.orderEmpty')}</p>
      ) : data.methods.length === 0 ? (
        <p role="status" data-testid="guest-no-delivery">
          {t('guest.noDelivery')}
        </p>
      ) : (
        <GuestCheckoutForm
          lines={data.lines}
          totals={data.totals}
          methods={data.methods}
          page={{ country: data.country, language: locale.language }}
          countryName={data.countryName}
          captchaSiteKey={captchaSiteKey}
          LockerPicker={LockerPicker}
        />
      )}
    </div>
  );
}
