import { useState } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_COUNTRY, LANGUAGES, MARKETS, getMarket, type Language } from '../../common/markets';
import { isInternationalLogout } from '../../common/market-signals';
import { logOut } from '../features/auth/log-out';
import { useT, useUiTranslate } from '../lib/i18n';
import { useMarketSignals } from '../lib/root-data';
import { useConfirm } from '../ui/confirmation-modal';
import { switchLocaleHref, type Locale } from '../lib/locale';
import { Dialog } from '../ui/dialog';

/**
 * The country and language modal (spec §2): country, language, the market's currency, and the
 * gross/net flag. Saving goes to the same page in the new market, or to the opener's target
 * address there. Loaded when a market button is first pressed (country-switch.tsx, which applies
 * the rules of when it opens).
 */
export function CountryModal({ locale, target = null }: { locale: Locale; target?: string | null }) {
  const t = useT();
  const uiT = useUiTranslate();
  const confirm = useConfirm();
  const { signals } = useMarketSignals();
  const location = useLocation();
  const [country, setCountry] = useState(locale.country);
  const [language, setLanguage] = useState<Language>(locale.language);
  const [gross, setGross] = useState(locale.gross);
  const market = getMarket(country);

  const go = async (href: string, to: string) => {
    // A market's customer going to the international or US site is logged out first, if they agree.
    if (!isInternationalLogout(to, signals)) return window.location.assign(href);
    if (await confirm('internationalLogout', { t: uiT })) await logOut(locale, href);
  };
  const save = () => {
    const current = new URL(target ?? location.pathname + location.search, 'http://shop.local');
    void go(switchLocaleHref(current, country, language, gross), country);
  };
  const internationalHref = switchLocaleHref(
    new URL(target ?? location.pathname + location.search, 'http://shop.local'),
    DEFAULT_COUNTRY,
  );

  return (
    <Dialog
      title={t('countryModal.title')}
      closeLabel={t('common.close')}
      footer={
        <button
          type="button"
          className="button button--primary"
          onClick={save}
          disabled={country === DEFAULT_COUNTRY}
          data-testid="country-save"
        >
          {t('countryModal.save')}
        </button>
      }
    >
      <div className="form-grid">
        <label className="field">
          <span className="field__label">{t('countryModal.country')}</span>
          <select
            value={country}
            data-testid="country-select"
            onChange={(e) => {
              setCountry(e.target.value);
              setLanguage(getMarket(e.target.value).language);
            }}
          >
            {locale.country === DEFAULT_COUNTRY && (
              <option value={DEFAULT_COUNTRY} disabled>
                {t('countryModal.choose')}
              </option>
            )}
            {/* Spec §2: the list leaves out the international site; the link below the form leads to it. */}
            {MARKETS.filter((m) => m.country !== DEFAULT_COUNTRY).map((m) => (
              <option key={m.country} value={m.country}>
                {t(m.nameKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('countryModal.language')}</span>
          <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`language.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="field">
          <span className="field__label">{t('countryModal.currency')}</span>
          <output data-testid="country-currency">{market.currency}</output>
        </div>
        <fieldset className="field">
          <legend className="field__label">{t('countryModal.priceType')}</legend>
          <label className="radio">
            <input type="radio" name="price-type" checked={!gross} onChange={() => setGross(false)} />
            {t('countryModal.netPrices')}
          </label>
          <label className="radio">
            <input type="radio" name="price-type" checked={gross} onChange={() => setGross(true)} />
            {t('countryModal.grossPrices')}
          </label>
        </fieldset>
      </div>
      {locale.country !== DEFAULT_COUNTRY && (
        <p className="country-modal__international">
          <a
            href={internationalHref}
            data-testid="country-international"
            onClick={(event) => {
              if (!isInternationalLogout(DEFAULT_COUNTRY, signals)) return;
              event.preventDefault();
              void go(internationalHref, DEFAULT_COUNTRY);
            }}
          >
            {t('countryModal.international')}
          </a>
        </p>
      )}
    </Dialog>
  );
}
