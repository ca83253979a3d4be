import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { en } from '../../common/i18n/en';
import { renderPage, testLocale } from '../page-test-support';
import { PageSlot } from './page-slot';
import { ROUTES } from '../../common/routes.server';
import { definePage, type AnyPageDefinition } from './define-page';
import { isLazyPage } from './lazy-page';
import { pageLoader, type ServerPage } from './loader-support.server';
import { SERVER_PAGES } from './page-loaders.server';
import type { PageMeta, PageProps } from './page-types';
import { isStaffRoute } from '../features/staff/staff-route';
import { DESK_PAGE_DEFINITIONS } from './desk-pages';
import { isSharedRoute, loadDeskPages, pageEntryOf, PAGE_COMPONENTS, SHOP_PAGE_DEFINITIONS } from './pages';

const PAGE_DEFINITIONS = [...SHOP_PAGE_DEFINITIONS, ...DESK_PAGE_DEFINITIONS];

const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));
const definitions = Object.entries(
  import.meta.glob<AnyPageDefinition>('./*/*/page.ts', { eager: true, import: 'default' }),
).map(([file, page]) => ({ folder: folderOf(file), page }));
const loaders = Object.entries(
  import.meta.glob<ServerPage<never>>('./*/*/loader.server.ts', { eager: true, import: 'default' }),
).map(([file, loader]) => ({ folder: folderOf(file), loader }));

describe('the pages', () => {
  it('answer every page route of the route table, each route by one page, and no other route', () => {
    const pageRoutes = ROUTES.filter((r) => r.page).map((r) => r.name);
    const answered = PAGE_DEFINITIONS.flatMap((page) =>
      page.routes.map((route) => `${route} → ${page.name}`),
    );
    const routesOf = (name: string) => answered.filter((a) => a.startsWith(`${name} → `));
    expect(
      pageRoutes.filter((name) => routesOf(name).length !== 1).map((name) => [name, routesOf(name)]),
    ).toEqual([]);
    const unknown = PAGE_DEFINITIONS.flatMap((page) => page.routes).filter(
      (route) => !pageRoutes.includes(route),
    );
    expect(unknown).toEqual([]);
  });

  it('are each one folder with a definition and a loader of that definition, under one name', () => {
    expect(definitions.length).toBeGreaterThan(30);
    expect(loaders.map((l) => l.folder).sort()).toEqual(definitions.map((d) => d.folder).sort());
    for (const { folder, loader } of loaders) {
      expect(loader.page, folder).toBe(definitions.find((d) => d.folder === folder)?.page);
    }
    expect(SERVER_PAGES).toHaveLength(definitions.length);
    const names = PAGE_DEFINITIONS.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("are the shop's or the desk's, the desk's named as desk routes, never shared, joining the table on demand (ADR 088)", async () => {
    expect(DESK_PAGE_DEFINITIONS.length).toBeGreaterThan(25);
    expect(DESK_PAGE_DEFINITIONS.filter((page) => !isStaffRoute(page.name)).map((p) => p.name)).toEqual([]);
    expect(SHOP_PAGE_DEFINITIONS.filter((page) => isStaffRoute(page.name)).map((p) => p.name)).toEqual([]);
    expect(DESK_PAGE_DEFINITIONS.filter((page) => page.shared).map((p) => p.name)).toEqual([]);
    expect(definitions).toHaveLength(PAGE_DEFINITIONS.length);
    // Until a desk page is asked for, the browser's table holds the shop's pages only.
    expect(PAGE_COMPONENTS.staff_orders).toBeUndefined();
    expect(PAGE_COMPONENTS.product_details).toBeDefined();
    const staffOrders = DESK_PAGE_DEFINITIONS.find((page) => page.name === 'staff_orders')!.component;
    expect(await pageEntryOf('staff_orders')).toBe(staffOrders);
    expect(await pageEntryOf('no_such_page')).toBeUndefined();
    expect(await pageEntryOf(undefined)).toBeUndefined();
  });

  it('load as their own chunks, all but the 404 page (docs/decisions/009)', async () => {
    await loadDeskPages();
    const eager = Object.entries(PAGE_COMPONENTS).filter(([, entry]) => !isLazyPage(entry));
    expect(eager.map(([name]) => name)).toEqual(['not_found']);
    // Pages without a component only redirect.
    expect(PAGE_DEFINITIONS.filter((page) => !page.component).map((page) => page.name)).toEqual([
      'catalog_tiny_url',
    ]);
  });

  it('shared between anonymous visitors are the catalogue and information pages, whatever their address shape', () => {
    const shared = ROUTES.filter((r) => r.page && isSharedRoute(r.name)).map((r) => r.name);
    expect(shared.sort()).toEqual(
      [
        'home_index',
        'compare_index',
        'help_index',
        'how_to_buy_index',
        'linecard_index',
        'linecard_manufacturer',
        'catalog_index',
        'catalog_zone',
        'catalog_zone_manufacturer',
        'catalog_manufacturer',
        'catalog_category',
        'catalog_manufacturer_category',
        'product_details',
        'product_details_category',
        'product_details_manufacturer_category',
        'product_details_original',
        'product_details_mpp2',
        'product_details_print',
        'promotions_index',
        'recommended-products_index',
        // The customer API's documentation (ADR 079): the same for everyone.
        'api_docs',
        // Public tenders (ADR 070): the same for every visitor of a market.
        'tenders',
        'tender_details',
      ].sort(),
    );
    expect(isSharedRoute('password_reset')).toBe(false);
    expect(isSharedRoute(undefined)).toBe(false);
  });

  it('tie a loader to its component by their data, when type-checked (tsc --noEmit)', () => {
    const Shows = ({ data }: PageProps<{ count: number }>) => data.count;
    const page = definePage({ name: 'typed', routes: [], shared: false, component: Shows });
    const meta: PageMeta = { title: '', description: '', canonical: '' };
    pageLoader(page, async () => ({ meta, data: { count: 1 } }));
    // @ts-expect-error the loader's data is not what the component shows
    pageLoader(page, async () => ({ meta, data: { count: 'one' } }));
    // @ts-expect-error the component does not show what the page was declared to show
    definePage<{ count: string }>({ name: 'untyped', routes: [], shared: false, component: Shows });
    expect(page.component).toBe(Shows);
  });
});

/**
 * The dispatcher's page slot (ADR 088): a desk page asked for before the desk's definitions came
 * waits for them and then for its own module, and renders as itself; a name no page has renders
 * the 404. After the table's own test above, which finds the desk's definitions not yet loaded.
 * The slot once used React's `use()` twice, the first time only while the definitions were away:
 * React answers a `use()` by its place in the render, so when it rendered the slot again in place
 * (hydrating, in a transition) the page's module was answered with the definitions' table, an
 * object, and the desk page failed to hydrate (React errors #422 and #130 on /staff/login, now and
 * then, in the journeys, session 21). That race is the journeys' to show; here, the slot's answers.
 */
describe('the page slot', () => {
  it('renders a desk page whose definitions and module both come after the first render', async () => {
    await renderPage(
      <Suspense fallback={<p>Waiting</p>}>
        <PageSlot name="staff_login" data={null as never} locale={testLocale} />
      </Suspense>,
      null,
    );
    expect(await screen.findByRole('heading', { name: en.staff.login.title })).toBeTruthy();
  });

  it('renders the 404 for a name no page has', async () => {
    await renderPage(<PageSlot name="no_such_page" data={null as never} locale={testLocale} />, null);
    expect(await screen.findByRole('heading', { name: en.notFound.title })).toBeTruthy();
  });
});
