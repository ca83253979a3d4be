import type { ComponentType } from 'react';
import { matchPage } from '../../common/routes';
import { parseCookieHeader } from '../../common/cookies';
import { localeForCustomer, resolveLocale } from '../lib/locale';
import { useRootData } from '../root';
import type { Route } from './+types/dispatch';
import { loadPage, notFoundPage } from './page-loaders.server';
import type { PagePayload, PageProps } from './page-types';
import { HomePage } from './home-page';
import { CatalogIndexPage } from './catalog-index-page';
import { SearchResultsPage } from './search-results-page';
import { ProductListPage } from './product-list-page';
import { ProductDetailsPage } from './product-details-page';
import { ProductPrintPage } from './product-print-page';
import { LinecardPage } from './linecard-page';
import { ManufacturerLinecardPage } from './manufacturer-linecard-page';
import { InfoPage } from './info-page';
import { NotFoundPage } from './not-found-page';
import { ComingSoonPage } from './coming-soon-page';
import { PromotionsPage } from './promotions-page';
import { RecommendedProductsPage } from './recommended-products-page';
import { ZonePage } from './zone-page';
import { ComparePage } from './compare-page';
import { LoginPage } from './login-page';
import { LogoutPage } from './logout-page';
import { PasswordResetPage } from './password-reset-page';
import { PasswordResetRequestPage } from './password-reset-request-page';
import { RegistrationPage } from './registration-page';
import { ProfileAddressesPage } from './profile-addresses-page';
import { ProfileTermsPage } from './profile-terms-page';
import { CheckoutPage } from './checkout-page';
import { OrderOutcomePage } from './order-outcome-page';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page narrows its own data
const PAGES: Record<string, ComponentType<PageProps<any>>> = {
  home_index: HomePage,
  catalog_index: CatalogIndexPage,
  search_results: SearchResultsPage,
  catalog_category: ProductListPage,
  catalog_manufacturer: ProductListPage,
  catalog_manufacturer_category: ProductListPage,
  product_details: ProductDetailsPage,
  product_details_print: ProductPrintPage,
  compare_index: ComparePage,
  linecard_index: LinecardPage,
  linecard_manufacturer: ManufacturerLinecardPage,
  info: InfoPage,
  not_found: NotFoundPage,
  coming_soon: ComingSoonPage,
  promotions_index: PromotionsPage,
  'recommended-products_index': RecommendedProductsPage,
  catalog_zone: ZonePage,
  login: LoginPage,
  logout: LogoutPage,
  password_reset: PasswordResetPage,
  profile_reset_password: PasswordResetRequestPage,
  registration: RegistrationPage,
  profile_addresses: ProfileAddressesPage,
  profile_terms: ProfileTermsPage,
  checkout_step: CheckoutPage,
  order_outcome: OrderOutcomePage,
};

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

export const meta: Route.MetaFunction = ({ data }) => {
  const payload = data as PagePayload | undefined;
  if (!payload) return [];
  const tags: Route.MetaDescriptors = [
    { title: payload.meta.title },
    { name: 'description', content: payload.meta.description },
    { tagName: 'link', rel: 'canonical', href: payload.meta.canonical },
  ];
  if (payload.meta.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
};

export default function Dispatch({ loaderData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const payload = loaderData as PagePayload;
  const Page = PAGES[payload.page] ?? NotFoundPage;
  return <Page data={payload.data} locale={locale} />;
}
