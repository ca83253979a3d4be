import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Messages } from '../../common/i18n/en';
import { interpolate, lookUpMessage, type TranslationValues } from '../../common/i18n/lookup';

/**
 * Translation in the browser. The catalogues are i18next's format (`common/i18n` exports them as
 * i18next resources for server use), but the page needs only a key lookup with {{placeholders}} in
 * one language, which the loader sends with the page: a few lines here instead of i18next and
 * react-i18next in the bundle (docs/decisions/003).
 */
export type Translate = (key: string, values?: TranslationValues & { defaultValue?: string }) => string;

const TranslateContext = createContext<Translate>((key) => key);

export function I18nProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  const t = useCallback<Translate>(
    (key, values = {}) =>
      interpolate(lookUpMessage(messages, key, values.count) ?? values.defaultValue ?? key, values),
    [messages],
  );
  return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>;
}

export function useT(): Translate {
  return useContext(TranslateContext);
}

/**
 * Where the UI kit's keys live in the catalogue: its confirmation variants' own wording (title, info
 * label, text) under `confirm.variants` (common/i18n/areas/confirmations.ts), the buttons shared
 * under `confirm`. Other keys are the same.
 */
const UI_KEYS: [RegExp, string][] = [
  [/^confirmation\.(\w+)\.(title|info|text)$/, 'confirm.variants.$1.$2'],
  [/^confirmation\.\w+\.(yes|no)$/, 'confirm.$1'],
];

/**
 * The `t(key, englishDefault)` the UI kit takes, translating into the page's language (the shape of
 * ui/texts' Translate, spelled out: lib does not import ui).
 */
export function useUiTranslate(): (key: string, fallback: string) => string {
  const t = useT();
  return useCallback(
    (key, fallback) => {
      const rule = UI_KEYS.find(([pattern]) => pattern.test(key));
      return t(rule ? key.replace(rule[0], rule[1]) : key, { defaultValue: fallback });
    },
    [t],
  );
}
