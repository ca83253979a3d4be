import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for the inline scripts React Router writes (hydration data). */
    scriptNonce: string;
  }
}

/**
 * Security headers: helmet's defaults (nosniff, HSTS for a year, referrer policy, ...) plus a CSP
 * whose only inline scripts are the nonced ones of the server render. Inline style attributes are
 * allowed: they cannot run code, and React renders them.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: {
    dev: boolean;
    /** Origin of an external captcha (Turnstile): its script and frame are allowed. */ captchaOrigin?: string;
  },
): Promise<void> {
  const captcha = options.captchaOrigin ? [options.captchaOrigin] : [];
  app.decorateReply('scriptNonce', '');
  // helmet's middleware is built once here: @fastify/helmet built a new one on every request (its
  // options parsed again, a closure per reply), 0.25 ms of a cached JSON answer's 0.6 and about
  // 1 ms of its p95 under a paced load (bench/RESULTS.md, session 7).
  const applyHeaders = helmet({
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: options.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              ...captcha,
              (_req, res) => `'nonce-${(res as unknown as { scriptNonce: string }).scriptNonce}'`,
            ],
            frameSrc: captcha.length > 0 ? captcha : ["'none'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
    // helmet's CSP directive functions see only the raw response.
    (reply.raw as unknown as { scriptNonce: string }).scriptNonce = reply.scriptNonce;
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
