import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../../common/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MESSAGE = 'The request was refused: it did not come from the shop’s own pages.';

/**
 * Cross-site request forgery defence for every state-changing request (/ajax and page POSTs):
 * refused when the browser says it is cross-site (Sec-Fetch-Site), when its Origin is not the
 * shop's, or when it lacks the XHR marker `X-Requested-With: XMLHttpRequest`. A plain HTML form
 * or an <img> from another site cannot add that header, and a cross-origin script that tries
 * must pass a CORS preflight the shop never grants. SameSite=Lax session cookies are the second
 * line.
 */
/**
 * Route config `csrf`: 'signed' routes are called server to server and carry their own signature
 * (the payment operator's callback), so the browser checks do not apply; 'form' routes are plain
 * HTML form posts of a page of ours that cannot add the XHR marker, so only the origin is checked.
 */
export type CsrfMode = 'signed' | 'form';

// Routes say their mode in their config; declared so a route's `config: { csrf }` is typed wherever
// it is written (an untyped key is refused once any plugin adds keys of its own to the config).
declare module 'fastify' {
  interface FastifyContextConfig {
    csrf?: CsrfMode;
  }
}

export function registerCsrf(app: FastifyInstance, options: { publicUrl?: string }): void {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const mode = request.routeOptions.config?.csrf;
    if (mode === 'signed') return;
    const reason = mode === 'form' ? formRefusal(request, publicOrigin) : refusal(request, publicOrigin);
    if (reason) {
      request.log.info({ reason, url: request.url }, 'csrf refusal');
      return reply.code(403).send(errorBody(403, CSRF_MESSAGE, { issues: [reason] }));
    }
  });
}

/** Why a state-changing request is refused, or null when it may go on. */
export function refusal(request: FastifyRequest, publicOrigin?: string): string | null {
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'cross-site request';
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, request, publicOrigin)) return 'foreign origin';
  if (String(request.headers['x-requested-with'] ?? '').toLowerCase() !== 'xmlhttprequest')
    return 'missing X-Requested-With marker';
  return null;
}

/**
 * A form post of our own page: the browser says it is same-origin (Sec-Fetch-Site, which no page
 * can set), or it sends an Origin that is ours. Under `Referrer-Policy: no-referrer` browsers send
 * `Origin: null` with form posts, so Sec-Fetch-Site is the one to trust first.
 */
export function formRefusal(request: FastifyRequest, publicOrigin?: string): string | null {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return null;
  if (site === 'cross-site' || site === 'same-site') return 'cross-site request';
  const origin = request.headers.origin;
  if (origin === undefined) return 'missing Origin';
  if (!isOwnOrigin(origin, request, publicOrigin)) return 'foreign origin';
  return null;
}

/** Ours: the public origin, or the same host the request was sent to (scheme may differ behind a TLS proxy). */
export function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin?: string): boolean {
  if (origin === 'null') return false;
  if (publicOrigin && origin === publicOrigin) return true;
  try {
    return withoutDefaultPort(new URL(origin).host) === withoutDefaultPort(request.host);
  } catch {
    return false;
  }
}

const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');
