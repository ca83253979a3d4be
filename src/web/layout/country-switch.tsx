import { useT } from '../lib/i18n';
import type { Locale } from '../lib/locale';
import { useModals } from '../ui/modal-stack';

/**
 * The header's market button (spec §2). The country and language modal behind it loads on the
 * first press: every page shows the button, few visitors open it (ADR 044, the page JS budget).
 */
export function CountrySwitch({ locale }: { locale: Locale }) {
  const t = useT();
  const modals = useModals();
  const open = () =>
    void import('./country-modal').then(({ CountryModal }) =>
      modals.open(<CountryModal locale={locale} />, { className: 'country-modal' }),
    );
  return (
    <button
      type="button"
      className="country-switch"
      onClick={open}
      aria-haspopup="dialog"
      data-testid="country-switch"
    >
      <span className="country-switch__flag">{locale.country.toUpperCase()}</span>
      <span>{locale.currency}</span>
      <span className="visually-hidden">{t('header.countryAndLanguage')}</span>
    </button>
  );
}
