import { fillFieldLabel } from '../../../common/validation';

/** What a field shows under it: a ready text (a server's 422 message, a form's own check), or nothing. */
export type FieldErrorValue = string | null | undefined;

/** The error text with `{FIELD_LABEL_NAME}` filled, or null for no error. */
export function useFieldErrorText(error: FieldErrorValue, label: string): string | null {
  if (error === null || error === undefined || error === '') return null;
  return fillFieldLabel(error, label);
}
