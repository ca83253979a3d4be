/**
 * Message keys of the validator (catalogue namespace `forms`, src/common/i18n) and how an error
 * becomes text. Messages may contain `{FIELD_LABEL_NAME}` (spec §5), replaced by the label of the
 * field, besides i18next's `{{param}}` placeholders filled from the error's parameters.
 */

import type { MessageParams, ValidationError } from './rules';

export const FIELD_LABEL_PLACEHOLDER = '{FIELD_LABEL_NAME}';

export const MESSAGE_KEYS = {
  required: 'forms.required',
  startsWith: 'forms.startsWith',
  notStartsWith: 'forms.notStartsWith',
  equals: 'forms.equals',
  in: 'forms.in',
  notIn: 'forms.notIn',
  regex: 'forms.regex',
  integer: 'forms.integer',
  notNumber: 'forms.notNumber',
  lengthExact: 'forms.lengthExact',
  lengthMin: 'forms.lengthMin',
  lengthMax: 'forms.lengthMax',
  lengthRange: 'forms.lengthRange',
  greaterThan: 'forms.greaterThan',
  greaterThanOrEqual: 'forms.greaterThanOrEqual',
  lessThan: 'forms.lessThan',
  lessThanOrEqual: 'forms.lessThanOrEqual',
  equalToField: 'forms.equalToField',
  notEqualToField: 'forms.notEqualToField',
  email: 'forms.invalidEmail',
  phone: 'forms.invalidPhone',
  numeric: 'forms.numericOnly',
  setMin: 'forms.setMin',
  setMax: 'forms.setMax',
  setUnique: 'forms.setUnique',
  /** Stands for the label when a message needs one and the caller has none (server without labels). */
  thisField: 'forms.thisField',
} as const;

/** `t(key, params)`: the web's `useT()` result, or `(key, p) => translate(language, key, p)` on the server. */
export type MessageTranslator = (key: string, params: MessageParams) => string;

/** Puts the field label where the message has `{FIELD_LABEL_NAME}`. */
export function fillFieldLabel(text: string, label: string): string {
  return text.split(FIELD_LABEL_PLACEHOLDER).join(label);
}

/** The text of an error for a field with this label, in the translator's language. */
export function formatValidationError(error: ValidationError, label: string, t: MessageTranslator): string {
  return fillFieldLabel(t(error.key, error.params), label);
}
