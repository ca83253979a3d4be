/**
 * Which script files a page needs, for the server to name in the page's HTML (ADR 082).
 *
 * Every page is its own chunk behind the dispatcher (ADR 009). Vite's default makes each lazy import
 * carry the list of the files its chunk imports, so the browser fetches them in parallel: for the
 * 85 pages of the page table that list was ~3.5 KB gzipped of the shell, on every page, of which a
 * visit uses one entry. Instead the client build writes `page-preloads.json` (page folder → the page
 * chunk and the chunks it imports statically, beyond the first paint's), the server names them as
 * `<link rel="modulepreload">` in the page it renders and in a client navigation's payload, and the
 * lazy imports of pages carry no list (their stylesheets still do).
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { firstPaintChunks, type GuardChunk } from './client-bundle-guard.js';

export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** A page's component module: `src/web/pages/<capability>/<page>/<page>-page.tsx` (ADR 027). */
const PAGE_MODULE = /[\\/]src[\\/]web[\\/]pages[\\/]([^\\/]+[\\/][^\\/]+)[\\/][^\\/]+-page\.tsx$/;

/** A page chunk's file, by its name (`assets/product-page-AbCd1234.js`). */
export const PAGE_CHUNK_FILE = /(^|\/)[\w.-]+-page-[\w-]{8}\.js$/;

export interface PreloadChunk extends GuardChunk {
  facadeModuleId: string | null;
  code: string;
}

/**
 * The JavaScript ceilings the build holds (ADR 044, 082), gzipped KB of what a page loads on a cold
 * cache: the first paint's chunks and the page's own files, as this plugin counts them (a little
 * under `bench/page-js.ts`, which also sees what a page fetches after hydration on its own). The
 * targets are lower, issue 20's product page ≤ 150 KB and ADR 044's lists ≤ 160 KB: these ceilings
 * are where session 18 left each page, rounded up (ADR 085: the route table in parts and three
 * click-only parts out of the first paint took 4.3–4.6 KB off every page), so a page can only grow
 * past them on purpose (lower them as pages shrink; never raise one without an ADR).
 */
export const PAGE_JS_BUDGETS_KB: Readonly<Record<string, number>> = {
  'catalog/product-details': 155,
  'catalog/product-list': 162.5,
  'search/search-results': 162.5,
  'shop/home': 150,
  'compare/compare': 149,
};

const gzipKb = (code: string) => gzipSync(code, { level: 9 }).length / 1024;

/** Each page's JavaScript on a cold cache, in gzipped KB, as the budgets read it. */
export function pageJsKb(chunks: readonly PreloadChunk[], preloads: Record<string, string[]>, base = '/') {
  const byPath = new Map(chunks.map((c) => [base + c.fileName, c]));
  const firstPaint = [...firstPaintChunks(chunks)].reduce(
    (sum, name) => sum + gzipKb(chunks.find((c) => c.fileName === name)!.code),
    0,
  );
  return Object.fromEntries(
    Object.entries(preloads).map(([folder, files]) => [
      folder,
      firstPaint + files.reduce((sum, file) => sum + gzipKb(byPath.get(file)?.code ?? ''), 0),
    ]),
  );
}

/** The pages over their budget, worded for the build's failure. */
export function overBudget(kb: Readonly<Record<string, number>>, budgets = PAGE_JS_BUDGETS_KB): string[] {
  return Object.entries(budgets).flatMap(([folder, budget]) => {
    const size = kb[folder];
    if (size === undefined) return [`${folder}: no such page in the build (PAGE_JS_BUDGETS_KB)`];
    return size > budget ? [`${folder}: ${size.toFixed(1)} KB gzipped, over its ${budget} KB`] : [];
  });
}

/** Page folder (`catalog/product`) → the files to preload, page chunk first, as absolute paths. */
export function pagePreloads(chunks: readonly PreloadChunk[], base = '/'): Record<string, string[]> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = firstPaintChunks(chunks);
  const preloads: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const folder = chunk.facadeModuleId && PAGE_MODULE.exec(chunk.facadeModuleId)?.[1];
    if (!folder) continue;
    const files: string[] = [];
    const queue = [chunk.fileName];
    while (queue.length > 0) {
      const name = queue.shift()!;
      if (files.includes(name) || initial.has(name) || !byName.has(name)) continue;
      files.push(name);
      queue.push(...byName.get(name)!.imports);
    }
    preloads[folder.replace(/\\/g, '/')] = files.map((file) => base + file);
  }
  return preloads;
}

/** The Vite plugin: writes the page preloads beside the client build's files. */
export function pagePreloadsPlugin(): Plugin {
  let base = '/';
  return {
    name: 'shop:page-preloads',
    // After Vite's own: the pure-stylesheet chunks it deletes are gone, the import lists rewritten.
    enforce: 'post',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const preloads = pagePreloads(chunks, base);
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
      const kb = pageJsKb(chunks, preloads, base);
      const budgeted = Object.keys(PAGE_JS_BUDGETS_KB).map((f) => `${f} ${kb[f]?.toFixed(1)} KB`);
      this.environment.logger.info(`page JavaScript (gzipped, cold cache): ${budgeted.join(', ')}`);
      const over = overBudget(kb);
      if (over.length === 0) return;
      const message = `Pages over their JavaScript budget (ADR 044, 082):\n- ${over.join('\n- ')}`;
      // PAGE_JS_BUDGET=report builds anyway, to measure a change in Chromium before it fits.
      if (process.env.PAGE_JS_BUDGET === 'report') this.warn(message);
      else this.error(message);
    },
  };
}

/**
 * Vite's `build.modulePreload.resolveDependencies`: a page's lazy import names no files (the server
 * preloads them, above); other lazy imports (dialogs, panels) keep theirs.
 */
export function resolveDependencies(filename: string, deps: string[]): string[] {
  return PAGE_CHUNK_FILE.test(filename) ? [] : deps;
}
