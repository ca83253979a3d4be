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
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            {
              // What every page loads (the app shell, the dispatcher and what they import statically)
              // as one chunk: the shell no longer is imported by the features (ADR 034), so without
              // this the bundler splits its modules into ~20 small chunks (+8 KB gzipped per page).
              name: 'shell',
              tags: ['$initial'],
              test: /[\\/]src[\\/](web|common)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { hmr: true },
});
