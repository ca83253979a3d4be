import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
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
  options: { dev: boolean; /** Origin of an external captcha (Turnstile): its script and frame are allowed. */ captchaOrigin?: string },
): Promise<void> {
  const captcha = options.captchaOrigin ? [options.captchaOrigin] : [];
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
    // helmet's CSP directive functions see only the raw response, and run after this hook.
    (reply.raw as unknown as { scriptNonce: string }).scriptNonce = reply.scriptNonce;
  });
  await app.register(helmet, {
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: options.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...captcha, (_req, res) => `'nonce-${(res as unknown as { scriptNonce: string }).scriptNonce}'`],
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
}
