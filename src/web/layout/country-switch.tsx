import { useCallback } from 'react';
import { countryModalAction } from '../../common/market-signals';
import { logOut } from '../features/auth/log-out';
import { useT, useUiTranslate } from '../lib/i18n';
import type { Locale } from '../lib/locale';
import { useMarketSignals } from '../lib/root-data';
import { useModals } from '../ui/modal-stack';

/**
 * Opens the country and language modal by the rules of spec §2 (common/market-signals): a target
 * address is followed straight away outside the international site; zone customers are asked
 * whether to leave the zone instead (their market is their contract's: leaving logs them out);
 * the invoice-preview role with a target gets nothing. The modal itself loads on first need
 * (ADR 044, the page JS budget).
 */
export function useCountryModal(locale: Locale): (target?: string | null) => void {
  const uiT = useUiTranslate();
  const modals = useModals();
  const { pageCountry, signals } = useMarketSignals();
  return useCallback(
    (target) => {
      const action = countryModalAction(pageCountry, signals, target);
      if (action.kind === 'redirect') window.location.assign(action.href);
      else if (action.kind === 'open')
        void import('./country-modal').then(({ CountryModal }) =>
          modals.open(<CountryModal locale={locale} target={target ?? null} />, {
            className: 'country-modal',
          }),
        );
      else if (action.reason === 'zone')
        // Leaving the zone ends the zone customer's session: the standard shop opens at its home.
        // The question's dialog and wordings load on the press, as the modal does (ADR 085).
        void import('../ui/confirmation-modal')
          .then(({ askConfirmation }) => askConfirmation(modals.open, 'leaveZone', { t: uiT }))
          .then((yes) => {
            if (yes) void logOut({ ...locale, prefix: {} });
          });
    },
    [uiT, modals, pageCountry, signals, locale],
  );
}

/** The header's market button (spec §2). */
export function CountrySwitch({ locale }: { locale: Locale }) {
  const t = useT();
  const openCountryModal = useCountryModal(locale);
  return (
    <button
      type="button"
      className="country-switch"
      onClick={() => openCountryModal()}
      aria-haspopup="dialog"
      data-testid="country-switch"
    >
      <span className="country-switch__flag">{locale.country.toUpperCase()}</span>
      <span>{locale.currency}</span>
      <span className="visually-hidden">{t('header.countryAndLanguage')}</span>
    </button>
  );
}
