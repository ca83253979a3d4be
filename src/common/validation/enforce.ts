/**
 * The server's side of the validator: the same rules the form checked are enforced again, and a
 * failure is the shop's 422 (spec §5 "Server errors"): `data: [{field, message}]`, the first
 * message as the main one. No Zod and no Node here, so it stays in src/common; the Zod bridge is
 * zod-bridge.ts.
 */

import { type FieldError, validationError } from '../errors';
import { validate } from './engine';
import { formatValidationError, MESSAGE_KEYS, type MessageTranslator } from './messages';
import type { FormRules, FormValues } from './rules';

export interface EnforceOptions {
  /** Message text in the request's language: `(key, params) => translate(language, key, params)`. */
  translate: MessageTranslator;
  /** Field label texts for `{FIELD_LABEL_NAME}`; a field without one is called "This field". */
  labels?: Readonly<Record<string, string>>;
}

/** The failures as the 422's `data` entries, in the order of the rules' fields. */
export function fieldErrors(formRules: FormRules, values: FormValues, options: EnforceOptions): FieldError[] {
  return Object.entries(validate(formRules, values)).map(([field, error]) => ({
    field,
    message: formatValidationError(
      error,
      options.labels?.[field] ?? options.translate(MESSAGE_KEYS.thisField, {}),
      options.translate,
    ),
  }));
}

/** Throws the 422 AppError (the error plugin renders it) when a rule fails; returns otherwise. */
export function validateOrThrow(formRules: FormRules, values: FormValues, options: EnforceOptions): void {
  const errors = fieldErrors(formRules, values, options);
  if (errors.length > 0) throw validationError(errors.map(({ field, message }) => ({ field, text: message })));
}
