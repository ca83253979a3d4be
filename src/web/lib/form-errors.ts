import { ApiError } from './api';

/** Field errors of a 422 (spec §5 "Server errors"), keyed by field; `prefix` strips "step1." etc. */
export function fieldErrorsOf(error: unknown, prefix = ''): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.data) return {};
  const errors: Record<string, string> = {};
  for (const { field, message } of error.body.data) {
    const key = prefix && field.startsWith(prefix) ? field.slice(prefix.length) : field;
    errors[key] ??= message;
  }
  return errors;
}

/**
 * What a form shows for a failed submit: the server's per-field messages under their fields, or
 * else one message for the whole form (the server's, or `fallback` when the call never reached it).
 */
export function formErrorsOf(error: unknown, fallback: string, prefix = ''): Record<string, string> {
  const fields = fieldErrorsOf(error, prefix);
  if (Object.keys(fields).length > 0) return fields;
  return { form: error instanceof ApiError ? error.body.message : fallback };
}
