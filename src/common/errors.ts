/**
 * The one error shape of the shop (spec §3 "Error payload", §8): every failing /ajax call answers it.
 * 422 validation errors also carry `data: [{field, message}]` (spec §5 "Server errors").
 */
export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  error: string;
  code: number;
  erpCode: number | null;
  message: string;
  issues: string[];
  data?: FieldError[];
}

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

/**
 * An error a service raises on purpose; the error plugin turns it into the error shape.
 * `instanceof` goes by a registered symbol rather than the class: the built page bundle carries its
 * own copy of this module, and its loaders must still recognise errors thrown by the services.
 */
export class AppError extends Error {
  readonly [APP_ERROR] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[APP_ERROR] === true;
  }

  constructor(
    readonly status: number,
    message: string,
    readonly options: { erpCode?: number; data?: FieldError[]; issues?: string[]; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'The requested resource does not exist.') => new AppError(404, message);

export function validationError(data: FieldError[]): AppError {
  return new AppError(422, data[0]?.message ?? 'The data sent is not valid.', { data });
}

export function errorBody(status: number, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return {
    error: ERROR_NAMES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error'),
    code: status,
    erpCode: extra.erpCode ?? null,
    message,
    issues: extra.issues ?? [],
    ...(extra.data ? { data: extra.data } : {}),
  };
}
