/**
 * The browser's copy of the page definitions (`src/web/pages/<capability>/<page>/page.ts`, ADR 027)
 * keeps only what the browser uses: the page's name and its lazy component. Which routes a page
 * answers and whether anonymous visitors share its rendering are the server's (the loader table,
 * the page cache): the client build drops `routes` and `shared` from the definitions (ADR 082; 87
 * pages, ~1 KB gzipped of the shell). The source stays one definition per page.
 */
import type { Plugin } from 'vite';

const PAGE_DEFINITION = /[\\/]src[\\/]web[\\/]pages[\\/][^\\/]+[\\/][^\\/]+[\\/]page\.ts$/;
const SERVER_FIELDS = /\n\s*(routes: \[[^\]]*\]|shared: (true|false)),/g;

/** A page definition's source without its server-only fields. */
export function browserPageDefinition(code: string): string {
  return code.replace(SERVER_FIELDS, '');
}

export function browserPageDefinitions(): Plugin {
  return {
    name: 'shop:browser-page-definitions',
    // Before TypeScript is stripped: the definitions as written.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!PAGE_DEFINITION.test(id.replace(/\?.*$/, ''))) return null;
      const stripped = browserPageDefinition(code);
      // A definition written some other way keeps its fields: bigger, never broken.
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
