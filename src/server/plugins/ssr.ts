import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type * as WebServerEntry from '../../web/entry.server';
import type { ShopLoadContext } from '../../web/lib/load-context';
import type { Services } from '../services';
import { matchPage } from '../../common/routes.server';
import { isCacheable, NONCE_MARKER, PageCache, withNonce } from './page-cache';
import { currentCustomer, currentSession } from './session';
import { currentStaff } from '../modules/staff';

export interface SsrOptions {
  services: Services;
  /** production serves build/; development runs Vite in middleware mode with hot reload. */
  mode: 'production' | 'development';
  buildDir: string;
  /** The public origin (http/public-origin.ts): canonical links in pages. */
  publicUrl: string;
  /** Seconds-long cache of pages rendered for anonymous visitors (0 turns it off). */
  pageCacheTtlMs?: number;
}

const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** What the web build's entry.server gives the server besides rendering. */
type ShopServerEntry = Pick<typeof WebServerEntry, 'isSharedRoute'>;

/**
 * Everything that is not /ajax or a built asset is a page: React Router renders it on the server.
 * Loaders reach the same services as the API through the load context.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const getBuild =
    options.mode === 'development' ? await devBuild(app) : await productionBuild(app, options.buildDir);
  const handle = createRequestHandler(getBuild, options.mode);
  // Each page's script files, which the page names as modulepreload links (ADR 082).
  const pagePreloads = options.mode === 'production' ? readPagePreloads(options.buildDir) : undefined;

  const ttlMs = options.mode === 'production' ? (options.pageCacheTtlMs ?? 0) : 0;
  const cache = ttlMs > 0 ? new PageCache({ ttlMs, maxBytes: PAGE_CACHE_BYTES }) : undefined;
  // Which routes' pages anonymous visitors share is the pages' own word (their definitions,
  // docs/decisions/027); the web build's server entry passes it on. Development caches nothing.
  const isSharedRoute =
    typeof getBuild === 'function'
      ? () => false
      : (getBuild.entry.module as ServerBuild['entry']['module'] & ShopServerEntry).isSharedRoute;

  const pageHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/ajax/')) return reply.callNotFound();
    // Pages show the logged-in customer and price for them (gross or net).
    const customer = await currentCustomer(request);
    const staff = await currentStaff(request);
    // The page is a function of the address and the cookies (language, consent, comparison...):
    // anonymous visitors sending the same ones share a rendering. A customer's pages are their own.
    const shared =
      !customer && !staff && cache !== undefined && isSharedRoute(matchPage(request.url.split('?')[0])?.name);
    const key = shared ? `${request.host}${request.url}\n${request.headers.cookie ?? ''}` : undefined;
    const cached = key === undefined ? undefined : cache?.get(key);
    if (cached) {
      reply.code(cached.status).headers(Object.fromEntries(cached.headers)).header('x-page-cache', 'hit');
      return reply.send(withNonce(cached.body, reply.scriptNonce));
    }
    // A session staff opened as the customer (ADR 049): every page shows who and why (ADR 058).
    const officeAccessId = customer ? (await currentSession(request))?.officeAccessId : undefined;
    const office =
      officeAccessId === undefined ? null : await options.services.staff.officeBanner(officeAccessId);
    // A procurement system's session (ADR 074): every page says so, and the cart transfers instead.
    const punchoutSessionId = customer ? (await currentSession(request))?.punchoutSessionId : undefined;
    const punchout =
      punchoutSessionId === undefined ? null : await options.services.punchout.banner(punchoutSessionId);
    const context: ShopLoadContext = {
      services: options.services,
      nonce: NONCE_MARKER,
      publicUrl: options.publicUrl,
      customer,
      staff,
      office,
      punchout,
      clientIp: request.ip,
      pagePreloads,
    };
    // Pages differ per visitor once someone is logged in: never cache them in shared caches.
    if (customer || staff) reply.header('cache-control', 'private, no-store');
    const response = await handle(toWebRequest(request, reply), context);
    copyHeaders(reply, response);
    if (!response.body) return reply.send();
    // Pages are rendered whole (entry.server): one buffer, one write.
    const body = Buffer.from(await response.arrayBuffer());
    if (cache && key !== undefined && isCacheable(response)) {
      cache.set(key, { status: response.status, headers: [...response.headers], body });
      reply.header('x-page-cache', 'miss');
    }
    return reply.send(withNonce(body, reply.scriptNonce));
  };
  app.get('/*', pageHandler);
  app.get('/', pageHandler);
  app.decorate('renderPage', pageHandler);
}

/** The client build's `page-preloads.json` (scripts/page-preloads.ts), or none in an older build. */
function readPagePreloads(buildDir: string): Record<string, string[]> | undefined {
  const file = path.resolve(buildDir, 'client', 'page-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : undefined;
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
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // The dispatcher starts loading every page's chunk as it is imported (a render never waits for a
  // module). The app is ready once they are in, so none loads after a shutdown (a short test file).
  const assets = path.resolve(buildDir, 'server/assets');
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  await Promise.all(chunks.map((file) => import(pathToFileURL(path.join(assets, file)).href)));
  return build;
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

function copyHeaders(reply: FastifyReply, response: Response): void {
  reply.code(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
