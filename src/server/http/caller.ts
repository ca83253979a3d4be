import type { FastifyRequest } from 'fastify';

/** The known-device cookie (ADR 017): a random token the accounts this browser logged in to know. */
export const DEVICE_COOKIE = 'device';

/** Who is asking: rate limits key on the address, mails link back to the shop's origin. */
export interface Caller {
  ip: string;
  /** Origin for links in mails (PUBLIC_URL, else the request's). */
  origin: string;
  /** The browser's known-device cookie, when it has one. */
  deviceToken?: string;
  /** The browser's User-Agent (kept with a newsletter consent given at registration, ADR 067). */
  userAgent?: string;
}

/** The caller of a request; `publicUrl` is the shop's public origin (public-origin.ts), never the Host. */
export function callerOf(request: FastifyRequest, publicUrl: string): Caller {
  return {
    ip: request.ip,
    origin: publicUrl,
    deviceToken: request.cookies[DEVICE_COOKIE],
    userAgent: String(request.headers['user-agent'] ?? ''),
  };
}
