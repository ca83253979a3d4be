import { offersRoutes, rfqDeskRoutes, rfqFileRoutes, rfqRoutes } from './modules/rfq';
import { enquiriesDeskRoutes, enquiriesRoutes } from './modules/enquiries';
import { pollsDeskRoutes, pollsRoutes } from './modules/polls';
import { popupsRoutes } from './modules/popups';
import { analyticsRoutes } from './modules/analytics';
import { marketplaceRoutes } from './modules/marketplace';
import { tendersDeskRoutes, tendersRoutes } from './modules/tenders';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TrustProxy, Config } from './config';
import type { Database } from './db/client';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerSecurity } from './plugins/security';
import { registerSsr } from './plugins/ssr';
import { trackInFlight } from './plugins/in-flight';
import { QuietAbortsLogController } from './plugins/quiet-aborts';
import { registerCsrf } from './plugins/csrf';
import { registerSessions } from './plugins/session';
import { createServices, type Services, type ServicesOptions } from './services';
import { authRoutes, registrationRoutes } from './modules/auth';
import { customersRoutes, addressesRoutes, customerProfileRoutes } from './modules/customers';
import { mailboxRoutes } from './modules/mail';
import { systemRoutes } from './modules/system';
import { catalogRoutes } from './modules/catalog';
import { pricingRoutes } from './modules/pricing';
import { contentRoutes } from './modules/content';
import { compareRoutes } from './modules/compare';
import { relationsRoutes } from './modules/relations';
import { tinyUrlRoutes } from './modules/tiny-url';
import { searchRoutes } from './modules/search';
import { approvalsRoutes, cartRoutes, checkoutRoutes, ordersRoutes } from './modules/ordering';
import { guestCheckoutRoutes } from './modules/guest-checkout';
import { visitorCartRoutes } from './modules/visitor-cart';
import { orderDeskRoutes } from './modules/order-desk';
import { stockArrivalsRoutes } from './modules/stock-desk';
import { punchoutPagesRoutes, punchoutRoutes, punchoutSetupRoutes } from './modules/punchout';
import { paymentPagesRoutes, paymentsRoutes, testpayRoutes } from './modules/payments';
import { documentsRoutes } from './modules/documents';
import { invoicesRoutes } from './modules/invoices';
import { complaintsRoutes } from './modules/complaints';
import { customerSymbolsRoutes } from './modules/customer-symbols';
import { favouritesRoutes } from './modules/favourites';
import { orderHistoryRoutes } from './modules/order-history';
import { quickBuyRoutes } from './modules/quickbuy';
import { alertsRoutes } from './modules/alerts';
import { staffRoutes } from './modules/staff';
import { discountsStaffRoutes } from './modules/discounts-desk';
import { chatRoutes } from './modules/chat';
import { newsletterOneClickRoutes, newsletterRoutes } from './modules/newsletter';
import { wizardsRoutes } from './modules/wizards';
import { orderRequestsRoutes } from './modules/order-requests';
import { cadModelsRoutes } from './modules/cad-models';
import { COMPRESS_OPTIONS } from './http/compress-options';
import { isHttpsOrigin, publicOrigin } from './http/public-origin';
import { customerApiProfileRoutes, customerApiRoutes } from './modules/customer-api';

export interface AppOptions {
  database: Database;
  /** production: serve build/; development: Vite with hot reload; none: API only (API tests). */
  web: 'production' | 'development' | 'none';
  buildDir?: string;
  logLevel?: string;
  version?: string;
  /**
   * The public origin (PUBLIC_URL, else localhost on PORT: config.ts): the only source of absolute
   * links in mails, short links and pages; http://localhost:3000 when unset. Never the request's Host.
   */
  publicUrl?: string;
  /** Milliseconds a page rendered for anonymous visitors is reused (production web only; 0 = off). */
  pageCacheTtlMs?: number;
  /** Believe X-Forwarded-* headers from this many hops or these proxies (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /**
   * Services: sessions, mail, captcha, rate limits, payments (REDIS_URL, SMTP_URL, TURNSTILE_*,
   * SESSION_*, PAYMENT_*). The local captcha and the test payment operator are off unless asked for.
   */
  accounts?: ServicesOptions;
  /** Serve the outbox at /dev/mailbox (DEV_MAILBOX; never in production: ADR 015). */
  devMailbox?: boolean;
  /**
   * Also put the price sort of promoted products right at start (main only: tests pin their days).
   * Every hour in any case: promotions start and end with the day (catalog refreshSortPrices).
   */
  refreshSortPricesAtStart?: boolean;
}

const SORT_PRICE_REFRESH_MS = 60 * 60_000;

/**
 * A hop count as a trust function (what Fastify does with a number, which its types do not take):
 * the socket's peer is hop 0, the right-most X-Forwarded-For entry hop 1, and so on.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** How long shutdown waits for requests in flight before it closes the services anyway. */
const SHUTDOWN_DRAIN_MS = 8_000;

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    // A request id from the edge (load balancer) is kept in the logs; otherwise Fastify makes one.
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    logController: new QuietAbortsLogController(),
    // Refusals of the router and of Node's HTTP parser answer in the error shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('endpoints', []);
  const origin = publicOrigin(options.publicUrl);
  const services = createServices(options.database, {
    ...options.accounts,
    publicUrl: origin,
    onWarning: (message, error) => app.log.warn({ err: error }, message),
    onInfo: (message, fields) => app.log.info(fields ?? {}, message),
  });
  // Shutdown closes what requests use only once they are done (src/server/plugins/in-flight.ts).
  const inFlight = trackInFlight(app);
  app.addHook('onClose', async () => {
    if (!(await inFlight.drain(SHUTDOWN_DRAIN_MS)))
      app.log.warn({ requests: inFlight.count }, 'requests still running at shutdown');
    await services.close();
  });

  let sortRefresh: Promise<unknown> = Promise.resolve();
  const refreshSortPrices = () => {
    sortRefresh = services.catalog
      .refreshSortPrices()
      .catch((error: unknown) => app.log.warn({ err: error }, 'refreshing the price sort failed'));
  };
  const sortTimer = setInterval(refreshSortPrices, SORT_PRICE_REFRESH_MS);
  sortTimer.unref();
  if (options.refreshSortPricesAtStart) app.addHook('onReady', async () => refreshSortPrices());
  // Background jobs (ADR 039) start with the app and stop before the database closes.
  app.addHook('onReady', async () => services.jobs.start());
  // preClose runs before the onClose hooks that close the database under it.
  app.addHook('preClose', async () => {
    // Chat streams never end by themselves: ended first, so neither the drain nor the server's
    // close waits on them; their browsers reconnect to another instance (ADR 068).
    await services.chat.hub.close();
    clearInterval(sortTimer);
    await sortRefresh;
    await services.jobs.stop();
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurity(app, {
    dev: options.web === 'development',
    // Turnstile's widget is a script and an iframe from Cloudflare (spec §7 External).
    captchaOrigin: services.captcha.kind === 'turnstile' ? 'https://challenges.cloudflare.com' : undefined,
  });
  // Requests are decompressed too: the client sends gzip bodies (spec §7).
  await app.register(compress, { global: true, ...COMPRESS_OPTIONS });
  await app.register(cookie);
  registerCsrf(app, { publicUrl: origin });
  // The staff guard reads the staff session in calls and in page renders alike (ADR 048).
  app.decorate('staffService', services.staff);
  registerSessions(app, {
    sessions: services.sessions,
    customers: services.customers,
    alwaysSecure: isHttpsOrigin(origin),
    alsoSweep: () =>
      Promise.all([
        services.rateLimits.sweep(),
        services.staff.sweep(),
        services.wizards.sweep(),
        services.customerApi.sweep(),
      ]),
  });

  await app.register(async (ajax) => {
    // Each module's routes get the services they use, no more (ADR 033).
    const { system, catalog, search, pricing, content, compare, relations, tinyUrls } = services;
    const { auth, registration, customers, addresses, einvoice, customerInfo, captcha } = services;
    await systemRoutes(ajax, { system }, { version: options.version ?? '0.0.0' });
    await catalogRoutes(ajax, { catalog });
    await searchRoutes(ajax, { search });
    await pricingRoutes(ajax, { pricing });
    await contentRoutes(ajax, { content, catalog });
    await compareRoutes(ajax, { compare });
    await relationsRoutes(ajax, { relations, search });
    await tinyUrlRoutes(ajax, { tinyUrls }, { publicUrl: origin });
    await authRoutes(ajax, { auth, customers, captcha }, { publicUrl: origin });
    await registrationRoutes(ajax, { registration, auth }, { publicUrl: origin });
    await customersRoutes(ajax, { customers, auth }, { publicUrl: origin });
    await addressesRoutes(ajax, { addresses });
    await ordersRoutes(ajax, { orders: services.orders }, { publicUrl: origin });
    await approvalsRoutes(ajax, { checkout: services.checkout });
    await guestCheckoutRoutes(ajax, { guestCheckout: services.guestCheckout }, { publicUrl: origin });
    await visitorCartRoutes(ajax, { visitorCart: services.visitorCart, rateLimits: services.rateLimits });
    await customerProfileRoutes(ajax, { einvoice, customerInfo }, { publicUrl: origin });
    await cartRoutes(ajax, { cart: services.cart, rateLimits: services.rateLimits });
    await checkoutRoutes(ajax, {
      checkout: services.checkout,
      deliveryCatalog: services.deliveryCatalog,
      catalog: services.catalog,
      warehouseStock: services.warehouseStock,
    });
    await paymentsRoutes(ajax, services.payments);
    await favouritesRoutes(ajax, { favourites: services.favourites });
    await orderHistoryRoutes(ajax, { orderHistory: services.orderHistory });
    await customerSymbolsRoutes(ajax, { customerSymbols: services.customerSymbols });
    await alertsRoutes(ajax, { alerts: services.alerts });
    await rfqRoutes(ajax, { rfq: services.rfq, cart: services.cart });
    await offersRoutes(ajax, { offers: services.offers, cart: services.cart });
    await rfqFileRoutes(ajax, {
      rfq: services.rfq,
      readBomLines: services.quickBuy.readBomLines,
      rateLimits: services.rateLimits,
    });
    await quickBuyRoutes(ajax, { quickBuy: services.quickBuy, rateLimits: services.rateLimits });
    await staffRoutes(ajax, { staff: services.staff }, { publicUrl: origin });
    await orderDeskRoutes(ajax, { orderDesk: services.orderDesk, invoices: services.invoices });
    await rfqDeskRoutes(ajax, { rfqStaff: services.rfqStaff });
    await discountsStaffRoutes(ajax, { discounts: services.discounts });
    await chatRoutes(ajax, { chat: services.chat, rateLimits: services.rateLimits });
    await enquiriesRoutes(ajax, { enquiries: services.enquiries });
    await enquiriesDeskRoutes(ajax, { enquiries: services.enquiries });
    await marketplaceRoutes(ajax, { marketplace: services.marketplace });
    await complaintsRoutes(ajax, { complaints: services.complaints, rateLimits: services.rateLimits });
    await newsletterRoutes(ajax, { newsletter: services.newsletter });
    await punchoutRoutes(ajax, { punchout: services.punchout });
    await punchoutSetupRoutes(ajax, {
      punchout: services.punchout,
      punchoutOrders: services.punchoutOrders,
      rateLimits: services.rateLimits,
    });
    await pollsRoutes(ajax, { polls: services.polls });
    await pollsDeskRoutes(ajax, { polls: services.polls });
    await popupsRoutes(ajax, { popups: services.popups });
    await analyticsRoutes(ajax, { analytics: services.analytics });
    await tendersRoutes(ajax, { tenders: services.tenders });
    await tendersDeskRoutes(ajax, { tenders: services.tenders });
    await stockArrivalsRoutes(ajax, { arrivals: services.stockArrivals });
    await wizardsRoutes(ajax, { wizards: services.wizards });
    await orderRequestsRoutes(ajax, { orderRequests: services.orderRequests });
    await cadModelsRoutes(ajax, { cadModels: services.cadModels });
    await customerApiProfileRoutes(ajax, { customerApi: services.customerApi });
  });
  // The customer API (ADR 079): its own scope under /api/v1, bearer tokens, problem+json errors.
  await customerApiRoutes(
    app,
    {
      customerApi: services.customerApi,
      rateLimits: services.rateLimits,
      customers: services.customers,
      search: services.search,
      relations: services.relations,
      cart: services.cart,
      checkout: services.checkout,
      orders: services.orders,
    },
    { publicUrl: origin, version: options.version ?? '0.0.0' },
  );
  await punchoutPagesRoutes(app, { punchout: services.punchout });
  await paymentPagesRoutes(app, services.payments);
  await newsletterOneClickRoutes(app, { newsletter: services.newsletter });
  // The test payment operator's own pages (it stands for an outside site: not under /ajax). Only
  // where it runs: in production its page would mark orders paid for anyone who asks (ADR 015).
  if (services.testpay) await testpayRoutes(app, { payments: services.payments, testpay: services.testpay });
  if (options.devMailbox) await mailboxRoutes(app, services.mail);
  // Document links are page addresses (spec §2) that answer with the document, not a page.
  await documentsRoutes(app, {
    documents: services.documents,
    orderDocuments: services.orderDocuments,
    deskOrders: services.orders,
  });
  await invoicesRoutes(app, { invoices: services.invoices });

  if (options.web !== 'none') {
    await registerSsr(app, {
      services,
      mode: options.web,
      buildDir: options.buildDir ?? 'build',
      publicUrl: origin,
      pageCacheTtlMs: options.pageCacheTtlMs,
    });
  }
  return { app, services };
}

/** The app as the configuration describes it (main.ts; tests of production mode). */
export function appOptionsFromConfig(config: Config): Omit<AppOptions, 'database' | 'web'> {
  return {
    logLevel: config.logLevel,
    publicUrl: config.publicUrl,
    pageCacheTtlMs: config.pageCacheTtlMs,
    trustProxy: config.trustProxy,
    version: config.version,
    devMailbox: config.devMailbox,
    accounts: {
      redisUrl: config.redisUrl,
      redisKeyPrefix: config.redisKeyPrefix,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      turnstileSiteKey: config.turnstileSiteKey,
      turnstileSecret: config.turnstileSecret,
      turnstileVerifyUrl: config.turnstileVerifyUrl,
      captchaProvider: config.captchaProvider,
      altcha: config.altcha,
      localCaptcha: config.localCaptcha,
      paymentTestpay: config.paymentTestpay,
      paymentOperatorSecret: config.paymentOperatorSecret,
      payu: config.payu,
      sessionIdleMinutes: config.sessionIdleMinutes,
      sessionAbsoluteHours: config.sessionAbsoluteHours,
      searchCacheTtlMs: config.searchCacheTtlMs,
      warmCatalogueListings: true,
      jobs: config.jobs,
      // Webhooks to local receivers outside production only (SSRF, ADR 079).
      internalWebhooks: !config.production,
      complaintFilesDir: config.complaintFilesDir,
      enquiryFilesDir: config.enquiryFilesDir,
      einvoiceLinkKey: config.einvoiceLinkKey,
      ksef: config.ksef,
      nbpUrl: config.nbpUrl,
      nav: config.nav,
      newsletterLinkKey: config.newsletter.linkKey,
      newsletterRatePerMinute: config.newsletter.ratePerMinute,
      staffTotpKey: config.staffTotpKey,
      webhookSecretKeys: config.webhookSecretKeys,
      chat: {
        tokenSecret: config.chatTokenSecret,
        alwaysOpen: config.chatAlwaysOpen,
        maxStreamsPerIp: config.chatMaxStreamsPerIp,
      },
      passwordQueue: {
        ...(config.passwordHashConcurrency !== undefined && { concurrency: config.passwordHashConcurrency }),
        ...(config.passwordHashQueue !== undefined && { queueLimit: config.passwordHashQueue }),
      },
    },
  };
}
