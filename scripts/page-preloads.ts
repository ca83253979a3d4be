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
  /** Vite's: the stylesheets the chunk's modules import (`assets/x-AbCd1234.css`). */
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/**
 * The JavaScript ceilings the build holds (ADR 044, 082), gzipped KB of what a page loads on a cold
 * cache: the first paint's chunks and the page's own files, as written (since session 19 the same
 * bytes `bench/page-js.ts` reads: Vite's table of lazy imports' files is added after other plugins'
 * generateBundle, so the sums are taken at writeBundle). The targets are issue 20's product page
 * ≤ 150 KB and ADR 044's lists ≤ 160 KB, both met (ADR 088, session 20); these ceilings are where
 * it left each page, with a little headroom, so a page can only grow past them on purpose (lower
 * them as pages shrink; never raise one without an ADR).
 */
export const PAGE_JS_BUDGETS_KB: Readonly<Record<string, number>> = {
  'catalog/product-details': 150,
  'catalog/product-list': 158,
  'search/search-results': 158.5,
  'shop/home': 150,
  'compare/compare': 147.5,
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
      firstPaint +
        files
          .filter((file) => file.endsWith('.js'))
          .reduce((sum, file) => sum + gzipKb(byPath.get(file)?.code ?? ''), 0),
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

/**
 * Page folder (`catalog/product`) → the files to preload, page chunk first, as absolute paths: its
 * scripts, then the stylesheets they import beyond the first paint's, which the page links in its
 * head (the root's Layout) and a navigation loads before showing it (ADR 088).
 */
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
    const css = new Set(files.flatMap((name) => [...(byName.get(name)!.viteMetadata?.importedCss ?? [])]));
    preloads[folder.replace(/\\/g, '/')] = [...files, ...css].map((file) => base + file);
  }
  return preloads;
}

/** The Vite plugin: writes the page preloads beside the client build's files. */
export function pagePreloadsPlugin(): Plugin {
  let base = '/';
  let preloads: Record<string, string[]> = {};
  return {
    name: 'shop:page-preloads',
    // After Vite's own: the pure-stylesheet chunks it deletes are gone, the import lists rewritten.
    enforce: 'post',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite's import analysis, which writes the lazy imports' dependency tables.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        for (const chunk of chunks) chunk.code = withoutPageImportDeps(chunk.code);
        preloads = pagePreloads(chunks, base);
        this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
      },
    },
    // The sizes of the files as written: Vite adds its lazy imports' dependency table to the chunks
    // after every plugin's generateBundle (~1.5 KB gzipped of the shell; session 19).
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
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

const DEPS_TABLE =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
const PAGE_IMPORT =
  /[\w$]+\(\(\)=>(import\((["'`])\.\/[\w.-]+-page-[\w-]{8}\.js\2\)),(?:__vite__mapDeps\(\[[\d,]*\]\)|\[\]|void 0)\)/g;
const DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's lazy imports of pages without Vite's preload helper: Vite names each page's stylesheets
 * in a table at the chunk's start and wraps every lazy import in its helper, which loads them first
 * (ADR 082 already left out the scripts). The page's stylesheets are the server's to name
 * (`pagePreloads`), so the dispatcher's table of ~110 lazy pages loses the wrappers and the table
 * its ~30 page stylesheets (~0.7 KB gzipped of every page, ADR 088). The other lazy imports
 * (dialogs, panels) keep the helper; the table keeps what they name, renumbered.
 */
export function withoutPageImportDeps(code: string): string {
  const table = DEPS_TABLE.exec(code);
  const rest = (table ? code.slice(table[0].length) : code).replace(PAGE_IMPORT, '$1');
  if (!table) return rest;
  const files = JSON.parse(table[1]) as string[];
  // The first paint's stylesheet is linked in every page's head: no lazy import waits for it.
  const lists = [...rest.matchAll(DEPS_CALL)].map((m) =>
    m[1]
      ? m[1]
          .split(',')
          .map(Number)
          .filter((i) => !FIRST_PAINT_FILE.test(files[i]!))
      : [],
  );
  if (lists.length === 0) return rest;
  const used = [...new Set(lists.flat())].sort((a, b) => a - b);
  const index = new Map(used.map((old, i) => [old, i]));
  let call = 0;
  const renumbered = rest.replace(
    DEPS_CALL,
    () => `__vite__mapDeps([${lists[call++]!.map((i) => index.get(i)).join(',')}])`,
  );
  const kept = JSON.stringify(used.map((i) => files[i]));
  return `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${kept})))=>i.map(i=>d[i]);\n${renumbered}`;
}

/**
 * What every page has loaded before any lazy import runs: the entry's chunks (vite.config.ts's
 * groups) and the shell's stylesheet.
 */
const FIRST_PAINT_FILE = /(^|\/)((vendor|shell|rolldown-runtime)-[\w-]{8}\.js|shell-[\w-]{8}\.css)$/;

/**
 * Vite's `build.modulePreload.resolveDependencies`: a page's lazy import names no scripts (the server
 * preloads them, above; Vite adds the stylesheets whatever this returns); other lazy imports
 * (dialogs, panels) keep theirs but the first paint's chunks, which are always there.
 */
export function resolveDependencies(filename: string, deps: string[]): string[] {
  return PAGE_CHUNK_FILE.test(filename) ? [] : deps.filter((dep) => !FIRST_PAINT_FILE.test(dep));
}
