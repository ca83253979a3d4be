/**
 * The staff desk's page definitions (ADR 048): `staff/*`, every `<capability>/staff-*` folder and
 * the catalogue's debug page. In the browser a chunk of their own, which the dispatcher loads when
 * it has a desk page to show (pages.ts `pageEntryOf`): the shop's pages never carry them (31
 * definitions, ~0.8 KB gzipped of every page's first paint, ADR 088).
 */
import type { AnyPageDefinition } from './define-page';

export const DESK_PAGE_DEFINITIONS: readonly AnyPageDefinition[] = Object.values(
  import.meta.glob<AnyPageDefinition>(
    ['./staff/*/page.ts', './*/staff-*/page.ts', './catalog/catalog-debug/page.ts'],
    { eager: true, import: 'default' },
  ),
);
