import { isEmail, lengthOf } from '../../common/validation/checks';
import type { Translate } from './i18n';

/**
 * The checks a form says before its round trip, in the words the server uses for the same rules,
 * so a field reads alike whether the browser or the server found the problem.
 */

/** A required text: empty after trimming, or longer than `max` characters as the server counts them. */
export function requiredTextProblem(t: Translate, value: string, max?: number): string | undefined {
  const text = value.trim();
  if (!text) return t('common.required');
  if (max !== undefined && lengthOf(text) > max) return t('errors.input.tooLong', { maximum: max });
  return undefined;
}

/** A required e-mail address. */
export function requiredEmailProblem(t: Translate, value: string): string | undefined {
  const email = value.trim();
  if (!email) return t('common.required');
  if (!isEmail(email)) return t('common.invalidEmail');
  return undefined;
}

/** The problems found, without the fields that have none. */
export function problemsOf(found: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(found).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
