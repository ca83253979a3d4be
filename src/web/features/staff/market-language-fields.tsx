import type { ReactNode } from 'react';
import { LANGUAGES, MARKETS, type Language } from '../../../common/markets';
import { useT } from '../../lib/i18n';

interface SelectProps<V extends string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  testId?: string;
  /** The field's message under it (the server's refusal), if any. */
  error?: ReactNode;
}

/** The desk's choice of one market, named in the page's language with its code ("Polska (PL)"). */
export function MarketField({ label, value, onChange, testId, error }: SelectProps<string>) {
  const t = useT();
  return (
    <label className="ui-field">
      <span className="ui-field__label">{label}</span>
      <select
        className="ui-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        {MARKETS.map((market) => (
          <option key={market.country} value={market.country}>
            {t(market.nameKey)} ({market.country.toUpperCase()})
          </option>
        ))}
      </select>
      {error}
    </label>
  );
}

/** The desk's choice of one of the shop's four languages. */
export function LanguageField({ label, value, onChange, testId, error }: SelectProps<Language>) {
  const t = useT();
  return (
    <label className="ui-field">
      <span className="ui-field__label">{label}</span>
      <select
        className="ui-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
        data-testid={testId}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
      {error}
    </label>
  );
}
