/**
 * Words an AppError in a language (ADR 030): the error handler answers with it, and page loaders
 * that show a service's refusal inside a page use it with the page's language. Server side only:
 * it holds every catalogue and Zod's.
 */
import { z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import type { SymbolError } from '../contracts/pricing';
import {
  errorBody,
  type AppError,
  type ErrorBody,
  type FieldError,
  type FieldProblem,
  type MessageKey,
} from '../errors';
import type { Language } from '../markets';
import { catalogues, lookUpMessage, translate, type TranslationValues } from './index';

const ZOD_LOCALES = { en: z.locales.en(), pl: z.locales.pl(), de: z.locales.de(), hu: z.locales.hu() };

/**
 * A Zod issue in `language`: a schema's message that is a catalogue key is translated (with the
 * issue's own values, e.g. `minimum`); a schema's other message stays as written; Zod's default
 * messages are Zod's words in the language.
 */
function zodFieldError(field: string, issue: $ZodIssue, language: Language): FieldError {
  if (lookUpMessage(catalogues.en, issue.message) !== undefined) {
    // A custom issue's values are its `params` (`ctx.addIssue({ message, params })`).
    const values = {
      ...issue,
      ...(issue.code === 'custom' ? issue.params : {}),
    } as unknown as TranslationValues;
    const message = translate(language, issue.message, values);
    return { field, message, messageKey: issue.message };
  }
  const english = ZOD_LOCALES.en.localeError(issue as never);
  const englishText = typeof english === 'string' ? english : english?.message;
  if (englishText !== issue.message) return { field, message: issue.message };
  const worded = ZOD_LOCALES[language].localeError(issue as never);
  return { field, message: (typeof worded === 'string' ? worded : worded?.message) ?? issue.message };
}

export function fieldErrorIn(language: Language, problem: FieldProblem): FieldError {
  if ('key' in problem)
    return {
      field: problem.field,
      message: translate(language, problem.key, problem.params),
      messageKey: problem.key,
    };
  if ('zodIssue' in problem) return zodFieldError(problem.field, problem.zodIssue, language);
  return { field: problem.field, message: problem.text };
}

/** The error shape of an AppError in `language`; a 422's main message is its first field's. */
export function errorBodyIn(language: Language, error: AppError): ErrorBody {
  const data = error.options.data?.map((problem) => fieldErrorIn(language, problem));
  const first = data?.[0];
  const main =
    error.status === 422 && first
      ? { message: first.message, messageKey: first.messageKey ?? null }
      : { message: translate(language, error.key, error.options.params), messageKey: error.key };
  return errorBody(error.status, main.message, {
    messageKey: main.messageKey,
    erpCode: error.options.erpCode,
    issues: error.options.issues,
    data,
  });
}

/**
 * A symbol of a many-symbol call that names no product: the refusal that stands beside the answered
 * symbols of a 200 answer (prices, comparison, product boxes), worded in `language`.
 */
export function unknownSymbolError(language: Language, symbol: string): SymbolError {
  const messageKey = 'errors.catalog.productNotFound' satisfies MessageKey;
  return { symbol, error: translate(language, messageKey), messageKey };
}
