/**
 * The one error shape of the shop (spec §3 "Error payload", §8): every failing /ajax call answers it.
 * 422 validation errors also carry `data: [{field, message}]` (spec §5 "Server errors").
 */
import type { $ZodIssue } from 'zod/v4/core';
import type { Messages } from './i18n/en';
import type { TranslationValues } from './i18n/lookup';

/** A field's message on the wire: in the request's language, with its catalogue key when it has one. */
export interface FieldError {
  field: string;
  message: string;
  messageKey?: string;
}

export interface ErrorBody {
  error: string;
  code: number;
  erpCode: number | null;
  /** In the request's language (ADR 030). */
  message: string;
  /** The catalogue key of `message`, for clients that choose their own words; null for a generic error. */
  messageKey?: string | null;
  issues: string[];
  data?: FieldError[];
}

/** Every dotted path to a text of the catalogue ("cart.errors.orderClosed"). */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** A key of the message catalogues: the compiler refuses a key the English catalogue lacks. */
export type MessageKey = Leaves<Messages>;

/**
 * A Zod schema's message as a catalogue key (the compiler checks it): the error handler words it in
 * the request's language, with the issue's values (`{{maximum}}` of a too-long text) and a custom
 * issue's `params` (ADR 030). A schema never carries an English sentence of its own.
 */
export const messageKey = (key: MessageKey): string => key;

/**
 * What a refused field is told, before it is put into the request's language by the error handler:
 * - a catalogue key and its values (what services throw);
 * - a Zod issue, worded by Zod's own catalogue of the language (a schema's custom message stays);
 * - text that is data rather than words, the same in every language (the symbols an order could not
 *   take from stock); it has no key. Refusals in words always go by key, the checkout's rule engine's
 *   too (ADR 030).
 */
export type FieldProblem = { field: string } & (
  { key: MessageKey; params?: TranslationValues } | { zodIssue: $ZodIssue } | { text: string }
);

export const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const APP_ERROR = Symbol.for('component-shop.AppError');

export interface AppErrorOptions {
  params?: TranslationValues;
  erpCode?: number;
  data?: FieldProblem[];
  issues?: string[];
  retryAfter?: number;
}

/**
 * An error a service raises on purpose: a status and a message key with its values; the error
 * plugin answers it in the error shape, worded in the request's language (ADR 030). Its `message`
 * is the key, for logs.
 * `instanceof` goes by a registered symbol rather than the class: the built page bundle carries its
 * own copy of this module, and its loaders must still recognise errors thrown by the services.
 */
export class AppError extends Error {
  readonly [APP_ERROR] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[APP_ERROR] === true
    );
  }

  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly options: AppErrorOptions = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const notFound = (key: MessageKey = 'errors.notFound', params?: TranslationValues) =>
  new AppError(404, key, { params });

/** A 422 naming its fields; its main message is the first field's (spec §5 "Server errors"). */
export function validationError(data: FieldProblem[]): AppError {
  return new AppError(422, 'errors.invalidData', { data });
}

/** Zod's issues as field problems: `where` names the part of the request when an issue has no path. */
export function zodProblems(issues: readonly $ZodIssue[], where = 'body'): FieldProblem[] {
  return issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : where,
    zodIssue: issue,
  }));
}

export function errorBody(status: number, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return {
    error: ERROR_NAMES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error'),
    code: status,
    erpCode: extra.erpCode ?? null,
    message,
    messageKey: extra.messageKey ?? null,
    issues: extra.issues ?? [],
    ...(extra.data ? { data: extra.data } : {}),
  };
}
