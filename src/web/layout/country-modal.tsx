import { useState } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_COUNTRY, LANGUAGES, MARKETS, getMarket, type Language } from '../../common/markets';
import { useT } from '../lib/i18n';
import { switchLocaleHref, type Locale } from '../lib/locale';
import { Dialog } from '../ui/dialog';

/**
 * The country and language modal (spec §2): country, language, the market's currency, and the
 * gross/net flag. Saving goes to the same page in the new market. Loaded when the header's market
 * button is first pressed (country-switch.tsx).
 */
export function CountryModal({ locale }: { locale: Locale }) {
  const t = useT();
  const location = useLocation();
  const [country, setCountry] = useState(locale.country);
  const [language, setLanguage] = useState<Language>(locale.language);
  const [gross, setGross] = useState(locale.gross);
  const market = getMarket(country);

  const save = () => {
    const current = new URL(location.pathname + location.search, 'http://shop.local');
    window.location.assign(switchLocaleHref(current, country, language, gross));
  };

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
            href={switchLocaleHref(
              new URL(location.pathname + location.search, 'http://shop.local'),
              DEFAULT_COUNTRY,
            )}
            data-testid="country-international"
          >
            {t('countryModal.international')}
          </a>
        </p>
      )}
    </Dialog>
  );
}
