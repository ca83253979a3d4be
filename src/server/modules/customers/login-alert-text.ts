import type { LoginAlertRow } from './customers.repository';

/**
 * Which text of a customer's after-login message to show: the page's language; else the language
 * the customer chose (what staff most likely wrote for them); else English; else any language there
 * is; else the message written in one language only (`login_alert`). Null when there is none.
 */
export function loginAlertText(row: LoginAlertRow | null, language: string | undefined): string | null {
  if (!row) return null;
  const texts = row.loginAlertTexts ?? {};
  const preferred = [language, row.language, 'en'].filter((l): l is string => !!l);
  for (const l of preferred) {
    const text = texts[l];
    if (text) return text;
  }
  const any = Object.values(texts).find((text): text is string => !!text);
  return any ?? (row.loginAlert || null);
}
