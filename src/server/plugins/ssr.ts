import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ShopLoadContext } from '../../web/lib/load-context';
import type { Services } from '../services';
import { currentCustomer } from './session';

export interface SsrOptions {
  services: Services;
  /** production serves build/; development runs Vite in middleware mode with hot reload. */
  mode: 'production' | 'development';
  buildDir: string;
  publicUrl?: string;
}

/**
 * Everything that is not /ajax or a built asset is a page: React Router renders it on the server.
 * Loaders reach the same services as the API through the load context.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const getBuild = options.mode === 'development' ? await devBuild(app) : await productionBuild(app, options.buildDir);
  const handle = createRequestHandler(getBuild, options.mode);

  const pageHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/ajax/')) return reply.callNotFound();
    const context: ShopLoadContext = {
      services: options.services,
      nonce: reply.scriptNonce,
      publicUrl: options.publicUrl,
      // Pages show the logged-in customer and price for them (gross or net).
      customer: await currentCustomer(request),
      cookieHeader: request.headers.cookie,
    };
    // Pages differ per visitor once someone is logged in: never cache them in shared caches.
    if (context.customer) reply.header('cache-control', 'private, no-store');
    const response = await handle(toWebRequest(request, reply), context);
    return sendWebResponse(reply, response);
  };
  app.get('/*', pageHandler);
  app.get('/', pageHandler);
}

async function productionBuild(app: FastifyInstance, buildDir: string): Promise<ServerBuild> {
  const serverEntry = path.resolve(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web build is missing (${serverEntry}). Run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root: path.resolve(buildDir, 'client'),
    // Routes are made for the files present at start, so other paths fall through to the pages.
    wildcard: false,
    setHeaders: (res, filePath: string) => {
      // Built assets carry a content hash in their name: they never change.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

/** Vite's own paths (modules, HMR client, source files) go to Vite; the rest is rendered. */
const VITE_PATH = /^\/(@|src\/|node_modules\/|__|\.react-router\/)|\.(css|tsx?|jsx?|svg|png|woff2?)(\?|$)/;

async function devBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  app.addHook('onClose', async () => vite.close());
  app.addHook('onRequest', async (request, reply) => {
    if (!VITE_PATH.test(request.url)) return;
    reply.hijack();
    await new Promise<void>((resolve) => {
      vite.middlewares(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end();
        resolve();
      });
      reply.raw.on('finish', resolve);
    });
  });
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // Pages are rendered whole (entry.server): one buffer, one write.
  return reply.send(Buffer.from(await response.arrayBuffer()));
}
