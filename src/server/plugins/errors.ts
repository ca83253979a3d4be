import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody } from '../../common/errors';
import { isClientGone } from './quiet-aborts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the page of the request's address (set when pages are served: plugins/ssr.ts). */
    renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

/**
 * One error shape for every failure (spec §3, §8). Client mistakes keep their 4xx status and a clear
 * message; anything unexpected becomes a generic 500 and a log line, never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // Rate limits tell the client when it may try again (RFC 9110 Retry-After).
      if (error.options.retryAfter !== undefined)
        reply.header('retry-after', String(error.options.retryAfter));
      return reply.code(error.status).send(
        errorBody(error.status, error.message, {
          erpCode: error.options.erpCode,
          data: error.options.data,
          issues: error.options.issues,
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, clientMessage(error)));
    }
    // A response stream whose client left (a page navigated away mid-download) is nothing to fix.
    if (isClientGone(error)) request.log.debug({ err: error }, 'client went away mid-response');
    else request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'An unexpected error occurred. Please try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    // A page address that nothing answers (a document link with an unknown token) is the shop's
    // HTML 404 page when pages are served; calls and other methods keep the JSON error.
    const page = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/ajax/');
    if (page && app.renderPage) return app.renderPage(request, reply);
    reply.code(404).send(errorBody(404, `No endpoint ${request.method} ${request.url.split('?')[0]}.`));
  });
}

/** Fastify's own messages for client errors are safe to show but terse; make the common ones clear. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request content type is not supported; send JSON.';
    default:
      return error.message;
  }
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, which come before any route, hook or error
 * handler (a malformed percent-encoding, an over-long path parameter). Same shape as the rest.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let status: number;
  let message: string;
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      status = 400;
      message = 'The address is not valid: it holds a malformed percent-encoding.';
      break;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      status = 414;
      message = 'A part of the address is too long.';
      break;
    default:
      request.log.error({ err: error }, 'unhandled router error');
      status = 500;
      message = 'An unexpected error occurred. Please try again later.';
  }
  void reply.code(status).send(errorBody(status, message));
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
  const message =
    status === 431
      ? 'The request headers are too large.'
      : status === 408
        ? 'The request took too long to arrive.'
        : 'The request is not valid HTTP.';
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(status, message));
    socket.write(
      `HTTP/1.1 ${status} ${errorBody(status, '').error}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
