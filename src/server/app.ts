import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerSsr } from './plugins/ssr';
import { createServices, type Services } from './services';
import { systemRoutes } from './modules/system/system.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { searchRoutes } from './modules/search/search.routes';

export interface AppOptions {
  database: Database;
  /** production: serve build/; development: Vite with hot reload; none: API only (API tests). */
  web: 'production' | 'development' | 'none';
  buildDir?: string;
  logLevel?: string;
  version?: string;
  /** Public origin for canonical links (PUBLIC_URL). */
  publicUrl?: string;
  /** Believe X-Forwarded-* headers (TRUST_PROXY). */
  trustProxy?: boolean;
}

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    // A request id from the edge (load balancer) is kept in the logs; otherwise Fastify makes one.
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
  });
  app.decorate('endpoints', []);
  const services = createServices(options.database);

  registerErrorHandling(app);
  await registerSecurity(app, { dev: options.web === 'development' });
  // Requests are decompressed too: the client sends gzip bodies (spec §7).
  await app.register(compress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  await app.register(async (ajax) => {
    await systemRoutes(ajax, services, { version: options.version ?? '0.0.0' });
    await catalogRoutes(ajax, services);
    await searchRoutes(ajax, services);
    await pricingRoutes(ajax, services);
  });

  if (options.web !== 'none') {
    await registerSsr(app, { services, mode: options.web, buildDir: options.buildDir ?? 'build', publicUrl: options.publicUrl });
  }
  return { app, services };
}
