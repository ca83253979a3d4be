import { createContext } from 'react';

/**
 * i18n hook-in for UI kit wording. A `t(key, englishDefault)` function matches i18next's
 * `t(key, defaultValue)`; explicit `texts` overrides beat both.
 */
export type Translate = (key: string, fallback: string) => string;

export function resolveTexts<T extends { [K in keyof T]: string }>(
  keyPrefix: string,
  defaults: T,
  t?: Translate,
  overrides?: Partial<T>,
): T {
  const resolved = {} as Record<string, string>;
  for (const name of Object.keys(defaults) as (keyof T & string)[]) {
    const fallback = defaults[name];
    resolved[name] = overrides?.[name] ?? (t ? t(`${keyPrefix}.${name}`, fallback) : fallback);
  }
  return resolved as T;
}

/**
 * The page's `t(key, englishDefault)` for the UI kit, set by UiProviders: a kit component given no
 * `t` of its own (a confirmation opened by useConfirm) speaks the page's language all the same.
 */
export const UiTranslateContext = createContext<Translate | undefined>(undefined);
