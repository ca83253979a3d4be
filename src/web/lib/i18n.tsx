import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { interpolate, lookUpMessage, type Messages, type TranslationValues } from '../../common/i18n';

/**
 * Translation in the browser. The catalogues are i18next's format (`common/i18n` exports them as
 * i18next resources for server use), but the page needs only a key lookup with {{placeholders}} in
 * one language, which the loader sends with the page: a few lines here instead of i18next and
 * react-i18next in the bundle (docs/decisions/003).
 */
export type Translate = (key: string, values?: TranslationValues & { defaultValue?: string }) => string;

const TranslateContext = createContext<Translate>((key) => key);

export function I18nProvider({ messages, children }: { language: string; messages: Messages; children: ReactNode }) {
  const t = useCallback<Translate>(
    (key, values = {}) => interpolate(lookUpMessage(messages, key) ?? values.defaultValue ?? key, values),
    [messages],
  );
  return <TranslateContext.Provider value={useMemo(() => t, [t])}>{children}</TranslateContext.Provider>;
}

export function useT(): Translate {
  return useContext(TranslateContext);
}
