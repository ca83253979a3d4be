import type { ErrorBody } from '../../common/errors';

/** A failed /ajax call, carrying the shop's error shape (spec §3) for the error modal. */
export class ApiError extends Error {
  /** Seconds until a rate-limited call may be tried again (429 Retry-After). */
  retryAfter?: number;

  constructor(readonly body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
  }
}

/**
 * The page's language, which the server answers refusals in (ADR 030): the root sets `<html lang>`.
 * Outside a document (tests without one) the browser's own Accept-Language stays.
 */
function pageLanguage(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'accept-language': language } : {};
}

/**
 * POST JSON to the shop's API. The XHR marker header is what the server's CSRF defence expects of
 * same-site scripts; the body is gzipped when the browser can (spec §7) and large enough to gain.
 */
export async function postJson<T>(url: string, body: unknown, init: RequestInit = {}): Promise<T> {
  const json = JSON.stringify(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    ...pageLanguage(),
  };
  let payload: BodyInit = json;
  if (json.length > 1024 && typeof CompressionStream !== 'undefined') {
    payload = await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('gzip'))).blob();
    headers['content-encoding'] = 'gzip';
  }
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    ...init,
    headers,
    body: payload,
  });
  return readJson<T>(response);
}

/** GET JSON from the shop's API (with the session cookie). */
export async function getJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'GET',
    credentials: 'same-origin',
    ...init,
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...pageLanguage(),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  return readJson<T>(response);
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  const parsed: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const body = (parsed as ErrorBody | undefined) ?? undefined;
    const error = new ApiError(
      body && typeof body.message === 'string'
        ? body
        : { error: response.statusText, code: response.status, erpCode: null, message: '', issues: [] },
    );
    // Rate limits say when to try again (seconds).
    const retryAfter = Number(response.headers.get('retry-after'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfter = retryAfter;
    throw error;
  }
  return parsed as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** PATCH, PUT or DELETE (or POST) JSON with the XHR marker; extra headers such as Idempotency-Key. */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...pageLanguage(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJson<T>(response);
}

/** POST a file as it is (an import: CSV, TXT, XLSX bytes), with the XHR marker. */
export async function postFile<T>(url: string, file: Blob): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'content-type': file.type || 'application/octet-stream',
      'x-requested-with': 'XMLHttpRequest',
      ...pageLanguage(),
    },
    body: file,
  });
  return readJson<T>(response);
}

/**
 * POST a file as it is, telling how much was sent (0–100) as it goes: fetch cannot report an
 * upload's progress, XMLHttpRequest can. Answers and refusals as `postFile`.
 */
export function postFileWithProgress<T>(
  url: string,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<T> {
  return xhrPost<T>(url, file, file.type || 'application/octet-stream', onProgress);
}

/**
 * POST a multipart form (files with their names, as @fastify/multipart reads them) with progress
 * as `postFileWithProgress`; the signal aborts the upload (a file removed while it goes), which
 * rejects with an `AbortError`.
 */
export function postFormWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  // No content type of our own: the browser writes multipart/form-data with its boundary.
  return xhrPost<T>(url, form, null, onProgress, signal);
}

function xhrPost<T>(
  url: string,
  body: Blob | FormData,
  contentType: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (contentType) xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    for (const [name, value] of Object.entries(pageLanguage())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const headers = new Headers();
      const retryAfter = xhr.getResponseHeader('retry-after');
      if (retryAfter) headers.set('retry-after', retryAfter);
      // The same reading of the answer as every other call (errors in the shop's shape).
      readJson<T>(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      ).then(resolve, reject);
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    if (signal) {
      if (signal.aborted) return reject(new DOMException('The upload was stopped.', 'AbortError'));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
