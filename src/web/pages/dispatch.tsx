import { createElement, Suspense, use } from 'react';
import { matchPage } from '../../common/routes';
import { parseCookieHeader } from '../../common/cookies';
import { localeForCustomer, resolveLocale } from '../lib/locale';
import { useRootData } from '../root';
import type { Route } from './+types/dispatch';
import { loadPage, notFoundPage } from './page-loaders.server';
import type { PagePayload, PageProps } from './page-types';
import { NotFoundPage } from './not-found-page';
import { isLazyPage, lazyPage, PAGE_META_NAME, preloadPage, preloadRenderedPage, type PageEntry } from './lazy-page';

const productListPage = lazyPage(() => import('./product-list-page'), (m) => m.ProductListPage);

/**
 * Page name (what the page loader returns as `page`) → component. A new page is one line:
 * `cart_index: lazyPage(() => import('./cart-page'), (m) => m.CartPage),` — its code then loads as
 * its own chunk (docs/decisions/009). A statically imported component works too, but then ships
 * with every page.
 */
const PAGES: Record<string, PageEntry> = {
  home_index: lazyPage(() => import('./home-page'), (m) => m.HomePage),
  catalog_index: lazyPage(() => import('./catalog-index-page'), (m) => m.CatalogIndexPage),
  search_results: lazyPage(() => import('./search-results-page'), (m) => m.SearchResultsPage),
  catalog_category: productListPage,
  catalog_manufacturer: productListPage,
  catalog_manufacturer_category: productListPage,
  product_details: lazyPage(() => import('./product-details-page'), (m) => m.ProductDetailsPage),
  product_details_print: lazyPage(() => import('./product-print-page'), (m) => m.ProductPrintPage),
  compare_index: lazyPage(() => import('./compare-page'), (m) => m.ComparePage),
  linecard_index: lazyPage(() => import('./linecard-page'), (m) => m.LinecardPage),
  linecard_manufacturer: lazyPage(() => import('./manufacturer-linecard-page'), (m) => m.ManufacturerLinecardPage),
  info: lazyPage(() => import('./info-page'), (m) => m.InfoPage),
  not_found: NotFoundPage,
  coming_soon: lazyPage(() => import('./coming-soon-page'), (m) => m.ComingSoonPage),
  promotions_index: lazyPage(() => import('./promotions-page'), (m) => m.PromotionsPage),
  'recommended-products_index': lazyPage(() => import('./recommended-products-page'), (m) => m.RecommendedProductsPage),
  catalog_zone: lazyPage(() => import('./zone-page'), (m) => m.ZonePage),
  login: lazyPage(() => import('./login-page'), (m) => m.LoginPage),
  logout: lazyPage(() => import('./logout-page'), (m) => m.LogoutPage),
  password_reset: lazyPage(() => import('./password-reset-page'), (m) => m.PasswordResetPage),
  profile_reset_password: lazyPage(() => import('./password-reset-request-page'), (m) => m.PasswordResetRequestPage),
  registration: lazyPage(() => import('./registration-page'), (m) => m.RegistrationPage),
  profile_addresses: lazyPage(() => import('./profile-addresses-page'), (m) => m.ProfileAddressesPage),
  profile_terms: lazyPage(() => import('./profile-terms-page'), (m) => m.ProfileTermsPage),
  order_status_list: lazyPage(() => import('./order-status-list-page'), (m) => m.OrderStatusListPage),
  order_status_details: lazyPage(() => import('./order-status-details-page'), (m) => m.OrderStatusDetailsPage),
  profile_einvoice: lazyPage(() => import('./profile-einvoice-page'), (m) => m.ProfileEinvoicePage),
  einvoice_activate: lazyPage(() => import('./einvoice-activate-page'), (m) => m.EinvoiceActivatePage),
  profile_customer_info: lazyPage(() => import('./profile-customer-info-page'), (m) => m.ProfileCustomerInfoPage),
  profile_contact_persons: lazyPage(() => import('./profile-contact-persons-page'), (m) => m.ProfileContactPersonsPage),
  profile_addresses_partners: lazyPage(() => import('./profile-partners-page'), (m) => m.ProfilePartnersPage),
  order_cart: lazyPage(() => import('./cart-page'), (m) => m.CartPage),
  checkout_step: lazyPage(() => import('./checkout-page'), (m) => m.CheckoutPage),
  order_outcome: lazyPage(() => import('./order-outcome-page'), (m) => m.OrderOutcomePage),
};

if (import.meta.env.SSR) {
  // The server holds every page's code from the start: a render never waits for a module.
  for (const entry of Object.values(PAGES)) void preloadPage(entry);
} else if (typeof document !== 'undefined') {
  // The browser fetches the rendered page's chunk now; entry.client hydrates once it is there.
  preloadRenderedPage(PAGES);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const match = matchPage(url.pathname);
  const resolved = resolveLocale(url);
  if (!match || !resolved) return notFoundPage({ locale: resolved ?? resolveLocale(new URL('/', url))!, url });
  const locale = localeForCustomer(resolved, context.customer);
  return loadPage({
    match,
    locale,
    url,
    services: context.services,
    publicUrl: context.publicUrl,
    customer: context.customer,
    cookies: parseCookieHeader(request.headers.get('cookie')),
  });
}

/** Client navigations: the next page's data and its code, before React renders it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const payload = (await serverLoader()) as PagePayload;
  await preloadPage(PAGES[payload.page]);
  return payload;
}

export const meta: Route.MetaFunction = ({ data }) => {
  const payload = data as PagePayload | undefined;
  if (!payload) return [];
  const tags: Route.MetaDescriptors = [
    { title: payload.meta.title },
    { name: 'description', content: payload.meta.description },
    { tagName: 'link', rel: 'canonical', href: payload.meta.canonical },
    { name: PAGE_META_NAME, content: payload.page },
  ];
  if (payload.meta.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
};

export default function Dispatch({ loaderData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const payload = loaderData as PagePayload;
  return (
    // Never shown in practice (modules are loaded before render, see lazy-page.ts); during
    // hydration a page that still suspends keeps the server's HTML instead.
    <Suspense fallback={null}>
      <PageSlot entry={PAGES[payload.page] ?? NotFoundPage} data={payload.data} locale={locale} />
    </Suspense>
  );
}

function PageSlot({ entry, ...props }: PageProps<unknown> & { entry: PageEntry }) {
  // The component is the page module's own export (the same function on every render), not one
  // made here: createElement says so without tripping the static-components lint.
  const page = isLazyPage(entry) ? (entry.loaded ?? use(entry.load())) : entry;
  return createElement(page, props);
}
