import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { clientBundleGuard } from './scripts/client-bundle-guard.js';
import { pagePreloadsPlugin, resolveDependencies } from './scripts/page-preloads.js';
import { browserPageDefinitions } from './scripts/browser-page-definitions.js';

export default defineConfig({
  // The guard fails the client build when a package reaches a chunk it must not (ADR 044).
  // The page preloads name each page's scripts for the server to preload; the browser's page
  // definitions carry no route lists (ADR 082).
  plugins: [reactRouter(), clientBundleGuard(), pagePreloadsPlugin(), browserPageDefinitions()],
  build: {
    assetsDir: 'assets',
    // A page's lazy import carries no list of its chunk's imports (the server preloads them, ADR 082).
    modulePreload: { resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The packages every page loads in a chunk of their own: it stays cached across releases.
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 5 },
            {
              // What every page loads (the app shell, the dispatcher and what they import statically)
              // as one chunk: the shell no longer is imported by the features (ADR 034), so without
              // this the bundler splits its modules into ~20 small chunks (+8 KB gzipped per page).
              name: 'shell',
              priority: 4,
              tags: ['$initial'],
              test: /[\\/]src[\\/](web|common)[\\/]/,
            },
            // The product cards' parts the catalogue's pages share (status labels, stock, price
            // breaks, formats; then the order box), as two chunks rather than ~12 of 0.3–1.6 KB each:
            // each file gzips alone and carries its own imports (session 19: −1.4 KB on the product
            // page, −2 KB on the lists). After the shell, so they never take a first-paint module; the
            // order box's in a chunk of its own, which the home page and compare do not load.
            {
              name: 'catalog',
              priority: 3,
              test: /[\\/]src[\\/](web[\\/]ui[\\/]product[\\/]|web[\\/]ui[\\/]tooltip|web[\\/]lib[\\/]tooltips|web[\\/]lib[\\/]use-format|common[\\/]product-status|common[\\/]format\.ts|common[\\/]product-compliance|common[\\/]price-breaks)/,
            },
            {
              name: 'catalog-order',
              priority: 2,
              test: /[\\/]src[\\/](web[\\/]ui[\\/]product[\\/](compare-toggle|ask-about-product)|common[\\/]amount-rules|web[\\/]ui[\\/]amount-input|web[\\/]features[\\/]catalog[\\/](order-box|breadcrumb))/,
            },
            {
              name: 'catalog-list',
              priority: 1,
              test: /[\\/]src[\\/](web[\\/]features[\\/]catalog[\\/]product-rows|web[\\/]ui[\\/](roving-grid|list-toolbar)|web[\\/]lib[\\/]list-links|common[\\/](si-parse|product-list|search[\\/]filter-url)|web[\\/]features[\\/]search[\\/](search-help|filter-panel|filtered-results|selected-filters|filter-edits))/,
            },
            // The desk's calls and its clock, which the office banner (on shop pages while staff act
            // as a customer) shares with the desk's pages: one chunk, one name fewer in the shell.
            {
              name: 'staff-api',
              priority: 1,
              test: /[\\/]src[\\/]web[\\/]features[\\/]staff[\\/](staff-api|desk-time)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { hmr: true },
});
