/**
 * Screenshots of the main pages at the spec's breakpoints, for looking at what we built:
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:3000 out-dir [path ...]
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { debianChromium } from './chromium';

const [base = 'http://127.0.0.1:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/katalog/'];
const widths = [375, 1024, 1440];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(debianChromium);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (error) => console.error(`page error ${width}px:`, error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') console.error(`console ${width}px:`, msg.text());
  });
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: false });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
