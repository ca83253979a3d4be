import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody, type MessageKey } from '../../common/errors';
import { translate } from '../../common/i18n';
import { errorBodyIn } from '../../common/i18n/error-messages';
import type { Language } from '../../common/markets';
import { acceptedLanguage, requestLanguage } from '../http/request-language';
import { isClientGone } from './quiet-aborts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the page of the request's address (set when pages are served: plugins/ssr.ts). */
    renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

/** The error shape with a catalogue message in `language`. */
const keyedBody = (status: number, language: Language, key: MessageKey, params?: Record<string, string>) =>
  errorBody(status, translate(language, key, params), { messageKey: key });

/**
 * One error shape for every failure (spec §3, §8), worded in the request's language (ADR 030).
 * Client mistakes keep their 4xx status and a clear message; anything unexpected becomes a generic
 * 500 and a log line, never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    const unexpected = !(error instanceof AppError) && (status < 400 || status >= 500);
    if (unexpected) {
      // A response stream whose client left (a page navigated away mid-download) is nothing to fix.
      if (isClientGone(error)) request.log.debug({ err: error }, 'client went away mid-response');
      else request.log.error({ err: error }, 'unhandled error');
    }
    const language = await requestLanguage(request);
    if (error instanceof AppError) {
      // Rate limits tell the client when it may try again (RFC 9110 Retry-After).
      if (error.options.retryAfter !== undefined)
        reply.header('retry-after', String(error.options.retryAfter));
      return reply.code(status).send(errorBodyIn(language, error));
    }
    if (unexpected) return reply.code(500).send(keyedBody(500, language, 'errors.unexpected'));
    const key = clientMessageKey(error);
    return reply.code(status).send(key ? keyedBody(status, language, key) : errorBody(status, error.message));
  });

  app.setNotFoundHandler(async (request, reply) => {
    // A page address that nothing answers (a document link with an unknown token) is the shop's
    // HTML 404 page when pages are served; calls and other methods keep the JSON error.
    const page = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/ajax/');
    if (page && app.renderPage) return app.renderPage(request, reply);
    const path = request.url.split('?')[0] ?? '';
    return reply
      .code(404)
      .send(
        keyedBody(404, await requestLanguage(request), 'errors.noEndpoint', { method: request.method, path }),
      );
  });
}

/**
 * Fastify's own messages for client errors are safe to show but terse and English; the common ones
 * have the shop's words. Others (rare: a malformed header) keep Fastify's text.
 */
function clientMessageKey(error: FastifyError): MessageKey | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'errors.request.invalidJson';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'errors.request.bodyTooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'errors.request.unsupportedMediaType';
    default:
      return null;
  }
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, which come before any route, hook or error
 * handler (a malformed percent-encoding, an over-long path parameter). Same shape as the rest.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let status: number;
  let key: MessageKey;
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      status = 400;
      key = 'errors.request.badUrl';
      break;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      status = 414;
      key = 'errors.request.paramTooLong';
      break;
    default:
      request.log.error({ err: error }, 'unhandled router error');
      status = 500;
      key = 'errors.unexpected';
  }
  // Before routing: no query or body read yet, the header is all the request says of its language.
  const language = acceptedLanguage(request.headers['accept-language']) ?? 'en';
  void reply.code(status).send(keyedBody(status, language, key));
}

/**
 * Fastify's `clientErrorHandler` (Node's `clientError`): requests the HTTP parser refused, so there is
 * no request to route, only the socket. Oversize headers answer 431 and a slow client 408, both in
 * the error shape, and the connection closes, as Node and Fastify do by default.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const key: MessageKey =
    status === 431
      ? 'errors.request.headersTooLarge'
      : status === 408
        ? 'errors.request.timeout'
        : 'errors.request.invalidHttp';
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    // No request could be read, so no language either: English.
    const body = JSON.stringify(keyedBody(status, 'en', key));
    socket.write(
      `HTTP/1.1 ${status} ${errorBody(status, '').error}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
