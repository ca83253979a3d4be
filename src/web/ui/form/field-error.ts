import { fillFieldLabel, formatValidationError, type ValidationError } from '../../../common/validation';
import { useT } from '../../lib/i18n';

/**
 * What a field shows under it: an engine error (message key + parameters, translated here), a
 * ready text (a server's 422 message), or nothing.
 */
export type FieldErrorValue = ValidationError | string | null | undefined;

/** The error text in the page language with `{FIELD_LABEL_NAME}` filled, or null for no error. */
export function useFieldErrorText(error: FieldErrorValue, label: string): string | null {
  const t = useT();
  if (error === null || error === undefined || error === '') return null;
  return typeof error === 'string' ? fillFieldLabel(error, label) : formatValidationError(error, label, t);
}
