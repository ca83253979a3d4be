/**
 * JavaScript a page really makes the browser download, measured in Chromium: every script the
 * page fetches until the network is idle (module scripts, preloads and the page's own chunk, which
 * the dispatcher imports at run time), each gzipped at level 9. Also reports console errors
 * (hydration mismatches show there).
 *
 *   npx tsx bench/page-js.ts http://127.0.0.1:3204 /pl/<symbol>/details [more paths]
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { debianChromium } from '../scripts/chromium';

export interface PageJs {
  files: { url: string; gzipBytes: number }[];
  gzipBytes: number;
  errors: string[];
}

export async function pageJs(base: string, path: string): Promise<PageJs> {
  const browser = await chromium.launch(debianChromium);
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    const scripts: Promise<{ url: string; gzipBytes: number } | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
      scripts.push(
        response.body().then(
          (body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => null, // gone with a reload (Vite's dev server re-optimising): not part of the page
        ),
      );
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const fetched = (await Promise.all(scripts)).filter((f) => f !== null);
    const files = [...new Map(fetched.map((f) => [f.url, f])).values()];
    return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), errors };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  for (const path of paths) {
    const js = await pageJs(base, path);
    console.log(`${path}: ${js.files.length} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped`);
    // The budget's three figures (ADR 044): the whole first page, the app's part of it (all but the
    // vendor chunk), and what a further page adds to the cached vendor and shell chunks.
    const kb = (pattern: RegExp) =>
      js.files.filter((f) => pattern.test(new URL(f.url).pathname)).reduce((sum, f) => sum + f.gzipBytes, 0) /
      1024;
    const vendor = kb(/\/vendor-[^/]*\.js$/);
    const shell = kb(/\/shell-[^/]*\.js$/);
    const total = js.gzipBytes / 1024;
    console.log(
      `  budget: first page ${total.toFixed(1)} KB (≤ 160), app's part ${(total - vendor).toFixed(1)} KB (≤ 45), further page ${(total - vendor - shell).toFixed(1)} KB (≤ 36)`,
    );
    for (const f of js.files.sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`  ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(f.url).pathname}`);
    for (const e of js.errors) console.log(`  console error: ${e}`);
  }
}
