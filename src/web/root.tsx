import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { I18nProvider } from './lib/i18n';
import { STALE_TIME_MS } from './lib/queries';
import type { Messages } from '../common/i18n/en';
import { messagesVersion } from './lib/messages.server';
import { loadMessages, messagesUrl, storedMessages } from './lib/message-store';
import { localeForCustomer, type Locale } from './lib/locale';
import { resolveLocale } from './lib/locale.server';
import type { RootData } from './lib/root-data';
import { AFTER_LOGIN_ALERT_COOKIE, BUYER_KIND_COOKIE, resolveBuyerKind } from '../common/accounts';
import type { Customer } from '../common/contracts/auth';
import { getMarket, DEFAULT_COUNTRY } from '../common/markets';
import { SiteHeader } from './layout/site-header';
import { isStaffRoute } from './features/staff/staff-route';
import { OfficeBannerSlot } from './features/staff/office-banner-slot';
import { PunchoutSessionBanner } from './features/punchout/punchout-banner';
import { matchPage } from '../common/routes';
import { pageNameOf, pageStylesheets } from './pages/page-files';
import { marketSignals } from '../common/market-signals';
import { SiteFooter } from './layout/site-footer';
import { UiProviders } from './ui/ui-providers';
import { ChunkLoadNotice } from './ui/chunk-load-notice';
import { asChunkLoadError, recoverFromChunkError } from './lib/chunk-load';
import { AfterLoginEffects, loginAlertModal } from './features/auth/after-login';
import { LoginOnDemand } from './features/auth/login-modal';
import { AskAboutProductOnDemand } from './features/enquiries/ask-provider';
import enquiriesCss from './features/enquiries/enquiries.css?url';
import { LiveProductDataProvider } from './lib/live-product-data';
import { ConsentBanner, ConsentProvider } from './features/content/consent';
import { CONSENT_COOKIE, parseConsent } from '../common/consent';
import { decodeCookieValue, parseCookieHeader } from '../common/cookies';
import { CompareProvider } from './lib/compare-list';
import { CompareBar } from './features/compare/compare-bar';
import { COMPARE_COOKIE, parseCompareCookie } from '../common/compare-list';
import appCss from './app.css?url';
import contentCss from './features/content/content.css?url';
import uiCss from './ui/ui.css?url';
import formCss from './ui/form/form.css?url';
import captchaCss from './ui/captcha/captcha.css?url';
import authCss from './features/auth/auth.css?url';
import cartCss from './features/cart/cart.css?url';
import { AddToCartListener } from './features/cart/add-to-cart-listener';
import { FavouritesActionListener } from './features/favourites/favourites-listener';
import searchCss from './features/search/search.css?url';
import officeBannerCss from './features/staff/office-banner.css?url';
import punchoutCss from './features/punchout/punchout.css?url';
import customerApiCss from './features/customer-api/customer-api.css?url';
import chatCss from './features/chat/chat.css?url';
import { ChatButton } from './features/chat/chat-button';
import { MarketingPopupSlot } from './features/content/marketing-popup-slot';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: uiCss },
  { rel: 'stylesheet', href: appCss },
  { rel: 'stylesheet', href: contentCss },
  { rel: 'stylesheet', href: formCss },
  { rel: 'stylesheet', href: captchaCss },
  { rel: 'stylesheet', href: authCss },
  { rel: 'stylesheet', href: searchCss },
  { rel: 'stylesheet', href: cartCss },
  { rel: 'stylesheet', href: officeBannerCss },
  { rel: 'stylesheet', href: punchoutCss },
  { rel: 'stylesheet', href: customerApiCss },
  { rel: 'stylesheet', href: chatCss },
  { rel: 'stylesheet', href: enquiriesCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const url = new URL(request.url);
  // An unknown prefix still gets a page (the 404 of the dispatcher) in the default locale.
  const urlLocale = resolveLocale(url) ?? defaultLocale();
  const locale = localeForCustomer(urlLocale, context.customer);
  const customer: Customer | null = context.customer ? publicCustomer(context.customer) : null;
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  return {
    locale,
    pageCountry: urlLocale.country,
    signals: marketSignals({
      customer,
      // A document link's page (ADR 073): its holder previews one document (ADR 081).
      invoicePreview: matchPage(url.pathname)?.name === 'login_by_document' && url.searchParams.has('token'),
    }),
    nonce: context.nonce,
    // Not the catalogue itself: its version, which the browser loads once from a cacheable address.
    messagesVersion: messagesVersion(locale.language),
    customer,
    office: context.customer ? context.office : null,
    punchout: context.customer ? (context.punchout ?? null) : null,
    buyerKind: resolveBuyerKind(locale.country, decodeCookieValue(cookies[BUYER_KIND_COOKIE]), customer),
    captchaSiteKey: context.services.captcha.siteKey,
    // Both shape the first render: no consent banner flash for a visitor who already chose, and
    // "in comparison" buttons do not flicker on load.
    consent: parseConsent(cookies[CONSENT_COOKIE]),
    compare: parseCompareCookie(cookies[COMPARE_COOKIE]),
    // Known here, the message is not asked for after hydration, when it came late over whatever
    // dialog the visitor had opened meanwhile (ADR 088).
    loginAlert:
      context.customer && cookies[AFTER_LOGIN_ALERT_COOKIE] !== undefined
        ? await context.services.customers.loginAlert(context.customer.customerId, locale.language)
        : null,
  };
}

/**
 * Client navigations: the page waits for its language's catalogue, fetched once per version (a
 * move to another language fetches it; every other navigation finds it loaded). Hydration uses the
 * server's data; entry.client loads the first catalogue before it.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadMessages(data.locale.language, data.messagesVersion);
  return data;
}

/** What the browser may know of the customer: everything but the internal id. */
function publicCustomer({ customerId: _id, ...customer }: Customer & { customerId: number }): Customer {
  return customer;
}

function defaultLocale(): Locale {
  const m = getMarket(DEFAULT_COUNTRY);
  return {
    country: m.country,
    language: m.language,
    currency: m.currency,
    vatRate: m.vatRate,
    grouping: m.grouping,
    gross: false,
    prefix: {},
  };
}

/** Keys stand in for texts if a catalogue could not be had (entry.client does not hydrate then). */
const NO_MESSAGES = {} as Messages;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // The page's own stylesheets (ADR 088), after the root's: styled before any script runs.
  const stylesheets = pageStylesheets(useMatches().at(-1)?.data);
  return (
    <html lang={data?.locale.language ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data && (
          <>
            {/* The catalogue entry.client loads before hydrating, fetched early alongside the scripts. */}
            <meta name="shop-messages" content={`${data.locale.language}:${data.messagesVersion}`} />
            <link
              rel="preload"
              href={messagesUrl(data.locale.language, data.messagesVersion)}
              as="fetch"
              crossOrigin="anonymous"
            />
          </>
        )}
        <Meta />
        <Links />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // One client per browser tab; on the server one per request (spec §9: stale after 5 minutes).
  const messages = storedMessages(loaderData.locale.language, loaderData.messagesVersion) ?? NO_MESSAGES;
  // Marks the document as React's (app.css lets buttons take clicks from then on).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The staff desk has its own frame (ADR 048): no shop header, cart, footer or consent banner.
  const routeName = matchPage(useLocation().pathname)?.name;
  // By the page the dispatcher's loader named: the browser's table has no desk pages (ADR 088).
  const desk = isStaffRoute(pageNameOf(useMatches().at(-1)?.data));
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: STALE_TIME_MS, retry: 1 } } }),
  );
  // The after-login message the server read for this page: a dialog of its first paint (ADR 088).
  const [firstAlert] = useState(() => loaderData.loginAlert ?? null);
  const [initialModals] = useState(() => (firstAlert ? [loginAlertModal(firstAlert)] : undefined));
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider messages={messages}>
        <UiProviders initialModals={initialModals}>
          <LoginOnDemand>
            <AskAboutProductOnDemand>
              <ConsentProvider initial={loaderData.consent}>
                <LiveProductDataProvider
                  context={{
                    country: loaderData.locale.country,
                    gross: loaderData.locale.gross,
                    language: loaderData.locale.language,
                  }}
                >
                  {/* Before AfterLoginEffects: it may hand over an add-to-cart or favourites action on its first effect. */}
                  <AddToCartListener />
                  <FavouritesActionListener />
                  <AfterLoginEffects firstPaint={firstAlert} />
                  <CompareProvider initial={loaderData.compare}>
                    {desk ? (
                      <Outlet />
                    ) : (
                      <div className="site">
                        {loaderData.office && <OfficeBannerSlot office={loaderData.office} />}
                        {loaderData.punchout && <PunchoutSessionBanner banner={loaderData.punchout} />}
                        <ConsentBanner />
                        <SiteHeader locale={loaderData.locale} />
                        <main id="main" className="site-main" tabIndex={-1}>
                          <Outlet />
                        </main>
                        <SiteFooter locale={loaderData.locale} />
                      </div>
                    )}
                    {!desk && <CompareBar locale={loaderData.locale} />}
                    {!desk && <ChatButton locale={loaderData.locale} />}
                    {!desk && (
                      <MarketingPopupSlot routeName={routeName} country={loaderData.locale.country} />
                    )}
                  </CompareProvider>
                  <ChunkLoadNotice />
                </LiveProductDataProvider>
              </ConsentProvider>
            </AskAboutProductOnDemand>
          </LoginOnDemand>
        </UiProviders>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/** Last resort for errors no page handled: a plain page without internals. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A page's chunk that failed on a client navigation (a deploy): reload once, else say so.
  const chunkError = asChunkLoadError(error);
  useEffect(() => {
    if (chunkError) recoverFromChunkError(chunkError);
  }, [chunkError]);
  if (chunkError)
    return (
      <main className="site-main error-page">
        <h1>This page could not be loaded</h1>
        <p>The shop may have just been updated, or the connection dropped.</p>
        <p>
          <a href={typeof window === 'undefined' ? '/' : window.location.href}>Reload the page</a>
        </p>
      </main>
    );
  return (
    <main className="site-main error-page">
      <h1>{status === 404 ? 'This page does not exist' : 'Something went wrong'}</h1>
      <p>
        {status === 404
          ? 'The address may be mistyped, or the page has moved.'
          : 'Please try again in a moment. If it keeps happening, contact us.'}
      </p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
