import {
  createQuotedPrices,
  createOfferPrices,
  createOffersService,
  createRfqService,
  lockedPrices,
  type OffersService,
  createRfqStaffService,
  type RfqService,
  type RfqStaffService,
  createRfqExpiryJob,
  type RfqExpiryJob,
} from './modules/rfq';
import { randomBytes } from 'node:crypto';
import { ALTCHA_DEFAULT_COST, ALTCHA_DEFAULT_MAX_NUMBER } from '../common/captcha';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Database } from './db/client';
import type { OrderStatus } from '../common/order-status';
import { createSystemService, type SystemService } from './modules/system';
import { createCatalogService, type CatalogService } from './modules/catalog';
import { createPricingService, type PricingService } from './modules/pricing';
import { createContentService, type ContentService } from './modules/content';
import { createCompareService, type CompareService } from './modules/compare';
import { createRelationsService, type RelationsService } from './modules/relations';
import { createCadModelsService, type CadModelsService } from './modules/cad-models';
import { createTinyUrlService, type TinyUrlService } from './modules/tiny-url';
import {
  createAuthService,
  type AuthService,
  altchaVerifier,
  localCaptchaVerifier,
  turnstileVerifier,
  unavailableCaptcha,
  type CaptchaVerifier,
  type PasswordCost,
  createPasswordQueue,
  defaultPasswordQueueOptions,
  type PasswordQueueOptions,
  createRateLimits,
  postgresCounterStore,
  redisCounterStore,
  type RateLimits,
  createRegistrationService,
  type RegistrationService,
  postgresSessionStore,
  redisSessionStore,
  createSessionService,
  type SessionService,
} from './modules/auth';
import {
  createCustomersService,
  type CustomersService,
  createAddressesService,
  type AddressesService,
  createEinvoiceService,
  type EinvoiceService,
  createCustomerInfoService,
  type CustomerInfoService,
  linkKeyFromHex,
} from './modules/customers';
import { createMailService, type MailService } from './modules/mail';
import {
  createPunchoutOrders,
  createPunchoutService,
  type PunchoutOrders,
  type PunchoutService,
} from './modules/punchout';
import { createPollsService, type PollsService } from './modules/polls';
import { createPopupsService, type PopupsService } from './modules/popups';
import { createAnalyticsService, type AnalyticsService } from './modules/analytics';
import { createEnquiriesService, ENQUIRY_SCREENSHOT_STORE, type EnquiriesService } from './modules/enquiries';
import { createMarketplaceService, type MarketplaceService } from './modules/marketplace';
import { createUploadStore } from './http/upload-store';
import { createTendersService, type TendersService } from './modules/tenders';
import { createNewsletterService, type NewsletterService } from './modules/newsletter';
import { createWizardsService, deriveLinkKey, type WizardsService } from './modules/wizards';
import { createGuestCheckoutService, type GuestCheckoutService } from './modules/guest-checkout';
import { createVisitorCartService, type VisitorCartService } from './modules/visitor-cart';
import {
  createCustomerApiService,
  createWebhookSecretBox,
  type CustomerApiService,
} from './modules/customer-api';
import { createOrderRequestsService, type OrderRequestsService } from './modules/order-requests';

/** What the account services need from the configuration; every field has a safe default. */
export interface ServicesOptions {
  /**
   * Where complaints' uploads are kept, outside the web root (COMPLAINT_FILES_DIR, default
   * DATA_DIR/complaint-files); without it, a fresh directory under the system's temporary one.
   */
  complaintFilesDir?: string;
  /** Where the error form's screenshots are kept (ENQUIRY_FILES_DIR, default DATA_DIR/enquiry-files; ADR 072). */
  enquiryFilesDir?: string;
  redisUrl?: string;
  /** REDIS_KEY_PREFIX: before every key (ioredis adds it), so shops sharing one Redis never mix. */
  redisKeyPrefix?: string;
  smtpUrl?: string;
  mailFrom?: string;
  turnstileSiteKey?: string;
  turnstileSecret?: string;
  turnstileVerifyUrl?: string;
  /** EINVOICE_LINK_KEY (64 hex): encrypts the e-invoice activation links; random per process when unset. */
  einvoiceLinkKey?: string;
  /** KSeF (ADR 063, 064): with it, Polish invoices are sent; without it they are only kept as FA(3). */
  ksef?: KsefConfig;
  /** NAV Online Számla's technical user (ADR 080): Hungarian invoice data are reported when set. */
  nav?: NavConfig;
  /** NBP's API (https://api.nbp.pl; the simulator in tests): the invoices' exchange rates (ADR 080). */
  nbpUrl?: string;
  /** Between two questions about an invoice KSeF is processing (tests shorten it). */
  ksefPollMs?: number;
  /** NEWSLETTER_LINK_KEY (64 hex): signs the newsletter's links; random per process when unset. */
  newsletterLinkKey?: string;
  /** NEWSLETTER_RATE_PER_MINUTE: newsletter mails per minute (600 when unset). */
  newsletterRatePerMinute?: number;
  /** STAFF_TOTP_KEY (64 hex): seals the staff's second-factor secrets; random per process when unset. */
  staffTotpKey?: string;
  /**
   * WEBHOOK_SECRET_KEY (64 hex) seals the customer API's webhook secrets, random per process when
   * unset; the previous keys (WEBHOOK_SECRET_PREVIOUS_KEYS) still open rows sealed before a rotation.
   */
  webhookSecretKeys?: { current: string | undefined; previous: readonly string[] };
  /** Signs the local captcha's tokens; random per process when unset. */
  localCaptchaSecret?: string;
  /**
   * The captcha of every form (CAPTCHA_PROVIDER, ADR 069). Unset: Turnstile when its keys are
   * given, the local checkbox when `localCaptcha` asks for it, else ALTCHA.
   */
  captchaProvider?: 'altcha' | 'turnstile' | 'local';
  /** ALTCHA's key (random per process when unset) and difficulty (ALTCHA_*). */
  altcha?: { hmacKey?: string; maxNumber?: number; cost?: number };
  /**
   * The local test captcha checks tokens (and hands them out): API tests and CAPTCHA_PROVIDER=local.
   * The configuration never allows it in production.
   */
  localCaptcha?: boolean;
  sessionIdleMinutes?: number;
  sessionAbsoluteHours?: number;
  /** Tests lower the scrypt cost to keep hundreds of logins fast; production keeps the default. */
  passwordCost?: PasswordCost;
  /** How many password hashes run at once and wait (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE). */
  passwordQueue?: Partial<PasswordQueueOptions>;
  /** How a login slowed down by its account's limit waits (tests record instead of waiting). */
  loginDelay?: (ms: number) => Promise<void>;
  /** Replaces the captcha verifier (tests of the Turnstile path). */
  captcha?: CaptchaVerifier;
  now?: () => Date;
  /** The test payment operator "testpay" is offered (PAYMENT_TESTPAY); off by default. */
  paymentTestpay?: boolean;
  /** Signs the test payment operator's callbacks; random per process when unset. */
  paymentOperatorSecret?: string;
  /** PayU (PAYU_*): offered when set. */
  payu?: PayuConfig;
  /** Public origin for links in mails (http/public-origin.ts); http://localhost:3000 when unset. */
  publicUrl?: string;
  onWarning?: (message: string, error?: unknown) => void;
  onInfo?: (message: string, fields?: Record<string, unknown>) => void;
  /** Search results and facet counts are reused this long (SEARCH_CACHE_TTL_MS); 0 or unset: off. */
  searchCacheTtlMs?: number;
  /**
   * Compute the counts and facets of every category and maker page in the background, at start and
   * every minute, so no visitor waits for them (the shop does; tests leave it off).
   */
  warmCatalogueListings?: boolean;
  /** Background jobs (JOBS, JOBS_WORK): undefined means off, and alerts are not mailed. */
  jobs?: JobsOptions;
  /**
   * Customer-API webhooks may post to private and loopback addresses (ADR 079): tests and development
   * only; production refuses them (SSRF). Off unless asked for.
   */
  internalWebhooks?: boolean;
  /** Live chat (CHAT_*, ADR 068): its token secret (random per process when unset), hours, limits. */
  chat?: { tokenSecret?: string; alwaysOpen?: boolean; maxStreamsPerIp?: number; heartbeatMs?: number };
}

import { createNbpClient, createNbpRates } from './modules/exchange-rates';
import { createSearchService, type SearchService, startWarming } from './modules/search';
import {
  createCartService,
  createDeliveryCatalog,
  createOrderPricing,
  createOrderStatusService,
  createOrderBilling,
  createPaymentStatusService,
  createOrderDeskService,
  type OrderDeskService,
  createPlacementService,
  createStockArrivalsService,
  createWarehouseStock,
  type CartService,
  type DeliveryCatalog,
  type OrderPricing,
  type OrderStatusService,
  type PlacementService,
  type StockArrivalsService,
  type WarehouseStockReader,
} from './modules/ordering';
import {
  createPaymentsService,
  createPayuProvider,
  createTestpayProvider,
  type PaymentProvider,
  type PaymentsService,
  type PayuConfig,
  type TestpayProvider,
} from './modules/payments';
import {
  createDocumentsService,
  createOrderDocumentsService,
  type DocumentsService,
  type OrderDocumentsService,
} from './modules/documents';
import { createFavouritesService, type FavouritesService } from './modules/favourites';
import { createOrderHistoryService, type OrderHistoryService } from './modules/order-history';
import { createCustomerSymbolsService, type CustomerSymbolsService } from './modules/customer-symbols';
import { createBomFilesService } from './modules/bom-files';
import { createQuickBuyService, type QuickBuyService } from './modules/quickbuy';
import { createDiscountsService, type DiscountsService } from './modules/discounts';
import { createAlertJob, createAlertsService, type AlertJob, type AlertsService } from './modules/alerts';
import { createJobQueue } from './jobs';
import { createStaffService, type StaffService } from './modules/staff';
import { createInvoicesService, type InvoicesService } from './modules/invoices';
import { createChatService, type ChatService } from './modules/chat';
import {
  createKsefClient,
  createShopEInvoicing,
  ksefEnvironmentOf,
  createNavClient,
  type NavConfig,
  type KsefConfig,
} from './modules/e-invoicing';
import {
  createComplaintDraftsSweepJob,
  createComplaintFileStore,
  createComplaintsAutoAcceptJob,
  createComplaintsService,
  type ComplaintDraftsSweepJob,
  type ComplaintsAutoAcceptJob,
  type ComplaintsService,
} from './modules/complaints';

/** Background jobs (ADR 039): off unless given (tests that do not look at them pay nothing). */
export interface JobsOptions {
  /** This instance works the queues (JOBS_WORK); false: it only enqueues. */
  work: boolean;
  /** Seconds between polls of an idle queue (JOBS_POLL_SECONDS). */
  pollSeconds?: number;
  /** Seconds before a failed job's first retry; later ones back off exponentially. */
  retryDelaySeconds?: number;
  /** Minutes between sweeps over every alerted product (ALERT_SWEEP_MINUTES); 0: none. */
  alertSweepMinutes?: number;
  /** Seconds between checks of the schedules (pg-boss's cron monitor); tests shorten it. */
  cronSeconds?: number;
  /** The quote expiry sweep's cron expression (default every ten minutes); tests ask for every minute. */
  rfqExpiryCron?: string;
  /** The invoices' sweep (lost issues, unsent KSeF submissions; ADR 064), default every ten minutes. */
  invoicesSweepCron?: string;
  /** The complaints' deadline sweep's cron expression (default hourly); tests ask for every minute. */
  complaintsAutoAcceptCron?: string;
  /** The enquiry mails' sweep (ADR 072); tests shorten it. */
  enquiryMailsSweepCron?: string;
  /** The sweep of complaints' draft files never sent (default hourly); tests ask for every minute. */
  complaintDraftsSweepCron?: string;
  /** The back-order job's sweep (ADR 077), default every ten minutes; tests ask for every minute. */
  backorderSweepCron?: string;
}

/** How often the catalogue lists are looked at for warming (entries are refreshed at half their 5 minutes). */
const LISTING_WARM_EVERY_MS = 60_000;

/**
 * The shop's services, built once per process around the database. Route handlers and page
 * loaders call these; only repositories inside them touch SQL.
 */
export interface Services {
  database: Database;
  system: SystemService;
  catalog: CatalogService;
  pricing: PricingService;
  content: ContentService;
  compare: CompareService;
  relations: RelationsService;
  tinyUrls: TinyUrlService;
  customers: CustomersService;
  addresses: AddressesService;
  sessions: SessionService;
  rateLimits: RateLimits;
  mail: MailService;
  captcha: CaptchaVerifier;
  auth: AuthService;
  registration: RegistrationService;
  /** Closes what the services opened besides the database (Redis, SMTP). */
  close(): Promise<void>;
  search: SearchService;
  /** Prices orders from the price list (cart, checkout and placed orders share it). */
  orderPricing: OrderPricing;
  /** Placed orders: status list and details, cancelling, CSV exports. */
  orders: OrderStatusService;
  /** The staff desk's orders: search, a bank transfer marked paid, shipping (issue 19, ADR 080). */
  orderDesk: OrderDeskService;
  einvoice: EinvoiceService;
  customerInfo: CustomerInfoService;
  /** Carts: orders being built, their lines, the active order, the mini-cart (issue 5). */
  cart: CartService;
  /** Delivery and payment methods per country (addresses list, checkout). */
  deliveryCatalog: DeliveryCatalog;
  /** Order form, step 2, finishing. */
  checkout: PlacementService;
  /** Payments through the operators this shop runs (testpay, PayU), their notifications and refunds. */
  payments: PaymentsService;
  /** The test payment operator when it runs here (its pages are served from it). */
  testpay: TestpayProvider | undefined;
  /** Product documents behind /Document/{token}/{file_name}: the shop's datasheet PDFs, suppliers' links. */
  documents: DocumentsService;
  /** An order's documents behind tokens: delivery note, certificate of conformity, proforma (ADR 064). */
  orderDocuments: OrderDocumentsService;
  /** Saved lists: directories, items with live prices, public links, whole list to cart (issue 17). */
  favourites: FavouritesService;
  /** Order history (issue 19, ADR 059): search, exports, reorder, orders of a product. */
  orderHistory: OrderHistoryService;
  /** The customer's own part numbers (issue 17). */
  customerSymbols: CustomerSymbolsService;
  /** Requests for quote: the customer's side (issue 18, ADR 051). */
  rfq: RfqService;
  /** Requests for quote as the staff desk handles them: inbox, claim, price, send. */
  rfqStaff: RfqStaffService;
  enquiries: EnquiriesService;
  /** cXML PunchOut: procurement systems' setup requests, their sessions and cart transfers (ADR 074). */
  punchout: PunchoutService;
  /** The OrderRequest of PunchOut: the approved requisition placed as an order (ADR 074). */
  punchoutOrders: PunchoutOrders;
  /** Polls (issue 20, ADR 071): one question after an order or on a page, answers, the desk's results. */
  polls: PollsService;
  /** Marketing popups (issue 20, ADR 071): the one a consenting visitor sees, the desk's list. */
  popups: PopupsService;
  /** The shop's own analytics events, with the visitor's consent (issue 21, ADR 082). */
  analytics: AnalyticsService;
  marketplace: MarketplaceService;
  /** Special offers made by staff to one customer (issue 18 "Offers", ADR 054). */
  offers: OffersService;
  /** Quick buy: typed, pasted and saved lines matched, priced and put into a cart (issue 18, ADR 047). */
  quickBuy: QuickBuyService;
  /** Discount codes: their rules, their use, the staff's making of them (issue 18, ADR 050). */
  discounts: DiscountsService;
  /** The customer's stock and price alerts (issue 17). */
  alerts: AlertsService;
  /** Mails the alerts: the triggers enqueue changed products, the workers evaluate them (ADR 039). */
  alertJob: AlertJob;
  /** Stores expired quotes and mails the reminder before expiry, on a pg-boss schedule (ADR 051). */
  rfqExpiry: RfqExpiryJob;
  /** The staff desk: staff accounts, their logins, the audit log, acting as a customer (ADR 048, 049). */
  staff: StaffService;
  /** Proformas, VAT invoices and corrections the shop issues; their PDFs and downloads (ADR 060). */
  invoices: InvoicesService;
  /** Complaints and withdrawals: the customer's form, files and list, the desk's decisions (ADR 065). */
  complaints: ComplaintsService;
  /** Accepts complaints left unanswered past their deadline where the law says so (ADR 065). */
  complaintsAutoAccept: ComplaintsAutoAcceptJob;
  /** Deletes complaints' draft files that were never sent, after COMPLAINT_DRAFT_KEEP_DAYS (ADR 065). */
  complaintDraftsSweep: ComplaintDraftsSweepJob;
  /** The newsletter: double opt-in sign-ups, preferences, issues sent by background jobs (ADR 067). */
  newsletter: NewsletterService;
  /** Stock arrivals and their allocation to back-orders by a job (issue 22, ADR 077). */
  stockArrivals: StockArrivalsService;
  /** A product's stock by place: own, marketplace, incoming deliveries, the factory (ADR 077). */
  warehouseStock: WarehouseStockReader;
  /** The background job queue: started once the app is ready, stopped before the database closes. */
  jobs: { start(): Promise<void>; stop(): Promise<void> };
  /** Live chat (issue 20, ADR 068): the widget's token, messages, streams across instances, the desk. */
  chat: ChatService;
  /** Tenders (issue 20, ADR 070): public tenders, customers' item lists matched by quick buy, the desk's answers. */
  tenders: TendersService;
  /** Mailed-link wizards and document links (issue 21, ADR 073). */
  wizards: WizardsService;
  guestCheckout: GuestCheckoutService;
  /** The visitor cart (ADR 087): a visitor's lines priced by the cart's pricing, merged after a login. */
  visitorCart: VisitorCartService;
  /** Orders confirmed or cancelled by the main contact person from a mailed link (issue 21, ADR 084). */
  orderRequests: OrderRequestsService;
  /** CAD models of products: links, the shop's own files, the 3D view call (issue 22, ADR 076). */
  cadModels: CadModelsService;
  /** The customer API (issue 22, ADR 079): OAuth clients, bearer tokens, webhooks of order status changes. */
  customerApi: CustomerApiService;
}

export function createServices(database: Database, options: ServicesOptions = {}): Services {
  const pricing = createPricingService(database.db);
  const catalog = createCatalogService(database.db, pricing);
  const relations = createRelationsService(database.db, catalog);
  const db = database.db;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        lazyConnect: false,
        maxRetriesPerRequest: 2,
        keyPrefix: options.redisKeyPrefix ?? '',
      })
    : undefined;
  redis?.on('error', (error) => options.onWarning?.('redis error', error));

  const customers = createCustomersService(db);
  const testpay = options.paymentTestpay
    ? createTestpayProvider({
        secret: options.paymentOperatorSecret ?? randomBytes(32).toString('hex'),
        now: options.now,
      })
    : undefined;
  const providers: PaymentProvider[] = [
    ...(options.payu
      ? [createPayuProvider(options.payu, { publicUrl: options.publicUrl ?? 'http://localhost:3000' })]
      : []),
    ...(testpay ? [testpay] : []),
  ];
  // Ordering tells the invoices of an order's status change after it commits (ADR 060); the
  // invoices service is built below, with the job queue, before any order can change.
  const onStatusChanged = (orderId: number, status: OrderStatus) => {
    invoices.orderChanged(orderId);
    // The company's webhooks are told too (ADR 079): stored and enqueued, never in the way.
    customerApi.orderChanged(orderId, status);
  };
  // Payments settle their own rows; the order's move to paid is ordering's (ADR 032).
  const payments = createPaymentsService({
    db,
    providers,
    orders: createPaymentStatusService(db, { onStatusChanged }),
    onWarning: options.onWarning,
  });
  // An online payment is offered only through an operator this shop runs and for the currencies it takes (ADR 015, 028).
  const deliveryCatalog = createDeliveryCatalog(db, pricing, {
    offers: (provider, currency) => payments.offers(provider, currency),
  });
  const addresses = createAddressesService(db, { deliveryMethods: deliveryCatalog });
  const customerInfo = createCustomerInfoService(db, { now: options.now });
  // Quote and offer prices reach ordering through its port, never by importing rfq (ADR 051, 054).
  const quotedPrices = lockedPrices(createQuotedPrices(options.now), createOfferPrices(options.now));
  const discounts = createDiscountsService(db, { now: options.now });
  const orderPricing = createOrderPricing(db, pricing, discounts, quotedPrices);
  const sessions = createSessionService(redis ? redisSessionStore(redis) : postgresSessionStore(db), {
    idleMs: (options.sessionIdleMinutes ?? 30) * 60_000,
    absoluteMs: (options.sessionAbsoluteHours ?? 12) * 3600_000,
    now: options.now,
  });
  const counters = redis ? redisCounterStore(redis) : postgresCounterStore(db);
  const rateLimits = createRateLimits(counters);
  const mail = createMailService(db, {
    smtpUrl: options.smtpUrl,
    from: options.mailFrom ?? 'Component Shop <shop@localhost>',
  });
  const captchaProvider =
    options.captchaProvider ??
    (options.turnstileSecret && options.turnstileSiteKey
      ? 'turnstile'
      : options.localCaptcha
        ? 'local'
        : 'altcha');
  // Nonces (local tokens, ALTCHA challenges) are remembered in the shared counter store (Redis, else
  // PostgreSQL), so a solution works once on any instance.
  const firstUse = async (nonce: string, ttlMs: number) =>
    (await counters.increment(`captcha-nonce:${nonce}`, ttlMs)).count === 1;
  const captcha =
    options.captcha ??
    (captchaProvider === 'turnstile' && options.turnstileSecret && options.turnstileSiteKey
      ? turnstileVerifier({
          siteKey: options.turnstileSiteKey,
          secret: options.turnstileSecret,
          verifyUrl:
            options.turnstileVerifyUrl ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
          onError: (error) => options.onWarning?.('captcha verification failed', error),
        })
      : captchaProvider === 'local' && options.localCaptcha
        ? localCaptchaVerifier({ secret: options.localCaptchaSecret, firstUse })
        : captchaProvider === 'altcha'
          ? altchaVerifier({
              hmacKey: options.altcha?.hmacKey ?? randomBytes(32).toString('hex'),
              maxNumber: options.altcha?.maxNumber ?? ALTCHA_DEFAULT_MAX_NUMBER,
              cost: options.altcha?.cost ?? ALTCHA_DEFAULT_COST,
              firstUse,
              countChallenge: (ip) => rateLimits.consume('captchaChallengeIp', ip),
            })
          : unavailableCaptcha());
  // One queue for every password hash of the process, customers' and staff's (ADR 017).
  const passwordQueue = createPasswordQueue({ ...defaultPasswordQueueOptions(), ...options.passwordQueue });
  const auth = createAuthService({
    db,
    sessions,
    rateLimits,
    mail,
    customers,
    captcha,
    passwordCost: options.passwordCost,
    passwordQueue,
    delay: options.loginDelay,
    now: options.now,
    // Bound late: an invitation's mail carries the contact-person wizard's link (ADR 073).
    mailInvitation: (person, company) => wizards.mailInvitation(person, company),
  });
  const registration = createRegistrationService({
    db,
    auth,
    customers,
    mail,
    rateLimits,
    now: options.now,
    // Bound late: the newsletter service is made below, with the job queue.
    newsletterRequested: (person, proof) => newsletter.fromRegistration(person, proof),
  });
  const customerSymbols = createCustomerSymbolsService(db);
  const bomFiles = createBomFilesService(db);
  const search = createSearchService(database.db, catalog, { resultCacheTtlMs: options.searchCacheTtlMs });
  const stopWarming = options.warmCatalogueListings
    ? startWarming(
        async (stopped) => {
          const started = performance.now();
          const lists = await search.warmListings(stopped);
          if (lists > 0)
            options.onInfo?.('catalogue lists warmed', {
              lists,
              ms: Math.round(performance.now() - started),
            });
        },
        LISTING_WARM_EVERY_MS,
        (error) => options.onWarning?.('warming the catalogue lists failed', error),
      )
    : async () => {};

  const queue = options.jobs
    ? createJobQueue(database, {
        work: options.jobs.work,
        pollSeconds: options.jobs.pollSeconds,
        retryDelaySeconds: options.jobs.retryDelaySeconds,
        cronSeconds: options.jobs.cronSeconds,
        onWarning: options.onWarning,
      })
    : undefined;
  const alertJob = createAlertJob({
    db,
    mail,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    queue,
    onWarning: options.onWarning,
  });
  queue?.define(alertJob.queueDefinition);
  const rfqExpiry = createRfqExpiryJob({
    db,
    mail,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    now: options.now,
    cron: options.jobs?.rfqExpiryCron,
  });
  queue?.define(rfqExpiry.queueDefinition);
  // E-invoices (ADR 064): the invoices module gets e-invoicing's builders and, where KSeF is
  // configured, its sender through a port; neither module imports the other.
  const nbpRates = options.nbpUrl
    ? createNbpRates({ db, client: createNbpClient({ baseUrl: options.nbpUrl }) })
    : undefined;
  const invoices = createInvoicesService({
    db,
    orders: createOrderBilling(db),
    queue,
    eInvoicing: createShopEInvoicing({
      environment: options.ksef ? ksefEnvironmentOf(options.ksef.url) : 'test',
      sender: options.ksef
        ? createKsefClient(options.ksef, options.ksefPollMs ? { pollIntervalMs: options.ksefPollMs } : {})
        : undefined,
      // Hungarian invoice data reported to NAV Online Számla when NAV is configured (ADR 080).
      nav: options.nav
        ? createNavClient(options.nav, options.ksefPollMs ? { pollIntervalMs: options.ksefPollMs } : {})
        : undefined,
    }),
    sweepCron: options.jobs?.invoicesSweepCron,
    // What a euro invoice of the Polish seller states its VAT in złoty by: NBP's table A rate of
    // the last business day before the invoice (ADR 080; production always asks NBP). Without an
    // NBP address (dev, tests) the shop's own table, kept at NBP's mid rates (ADR 064 amendment).
    exchangeRateToPln: nbpRates
      ? async (currency, invoiceDay) => (await nbpRates.rateFor(currency, invoiceDay)).mid
      : async (currency) => (await pricing.exchangeRates())[currency] ?? null,
    onWarning: options.onWarning,
    now: options.now,
    // Bound late: the customer gets a /login-by-document link to each new invoice (ADR 073).
    onIssued: (invoice) => wizards.mailDocument(invoice.customerId, invoice),
  });
  queue?.define(invoices.queueDefinition);
  queue?.define(invoices.ksefQueueDefinition);
  queue?.define(invoices.sweepQueueDefinition);
  // Complaints read invoices and orders through their ports and correct invoices on refunds (ADR 065).
  const orderBilling = createOrderBilling(db);
  const complaints = createComplaintsService({
    db,
    invoices,
    orders: { shippedAt: (orderId) => orderBilling.shippedAt(orderId) },
    mail,
    files: createComplaintFileStore(
      options.complaintFilesDir ?? mkdtempSync(path.join(tmpdir(), 'shop-complaint-files-')),
    ),
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    now: options.now,
    onWarning: options.onWarning,
  });
  const complaintsAutoAccept = createComplaintsAutoAcceptJob({
    complaints,
    cron: options.jobs?.complaintsAutoAcceptCron,
  });
  queue?.define(complaintsAutoAccept.queueDefinition);
  const complaintDraftsSweep = createComplaintDraftsSweepJob({
    complaints,
    cron: options.jobs?.complaintDraftsSweepCron,
  });
  queue?.define(complaintDraftsSweep.queueDefinition);
  const newsletter = createNewsletterService({
    db,
    mail,
    rateLimits,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    linkKey: options.newsletterLinkKey ? Buffer.from(options.newsletterLinkKey, 'hex') : randomBytes(32),
    queue,
    ratePerMinute: options.newsletterRatePerMinute ?? 600,
    now: options.now,
    onWarning: options.onWarning,
  });
  for (const definition of newsletter.queueDefinitions) queue?.define(definition);
  // Enquiries' mails leave by a job after the enquiry is stored, never inside its request (ADR 072).
  const enquiries = createEnquiriesService({
    db,
    captcha,
    rateLimits,
    mail,
    queue,
    files: createUploadStore(
      options.enquiryFilesDir ?? mkdtempSync(path.join(tmpdir(), 'shop-enquiry-files-')),
      ENQUIRY_SCREENSHOT_STORE,
    ),
    sweepCron: options.jobs?.enquiryMailsSweepCron,
    now: options.now,
    onWarning: options.onWarning,
  });
  for (const definition of enquiries.queueDefinitions) queue?.define(definition);
  const customerApi = createCustomerApiService({
    db,
    queue,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    allowInternalWebhooks: options.internalWebhooks ?? false,
    webhookSecrets: createWebhookSecretBox(
      options.webhookSecretKeys?.current
        ? Buffer.from(options.webhookSecretKeys.current, 'hex')
        : randomBytes(32),
      (options.webhookSecretKeys?.previous ?? []).map((key) => Buffer.from(key, 'hex')),
    ),
    now: options.now,
    onWarning: options.onWarning,
  });
  queue?.define(customerApi.queueDefinition);
  // The marketplace's questions are enquiries of their own kind (ADR 072): stored and mailed there.
  const marketplace = createMarketplaceService({
    db,
    rateLimits,
    exchangeRates: () => pricing.exchangeRates(),
    enquiries,
  });
  // The wizards' links are signed with a key derived from the shop's link key (ADR 073).
  const einvoiceLinkKey = options.einvoiceLinkKey ? linkKeyFromHex(options.einvoiceLinkKey) : randomBytes(32);
  const wizards = createWizardsService({
    db,
    customers,
    mail,
    rateLimits,
    linkKey: deriveLinkKey(einvoiceLinkKey, 'wizard-links'),
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    hashPassword: (password) => auth.hashPassword(password),
    passwordProblem: auth.passwordProblem,
    // /login-by-document opens one invoice through the invoices module (ADR 073).
    documents: {
      describe: async (customerId, invoiceId) => {
        const invoice = await invoices.forDesk(invoiceId);
        return invoice && invoice.customerId === customerId ? { number: invoice.number } : null;
      },
      pdf: async (customerId, invoiceId) => {
        try {
          return await invoices.pdf({ customerId, contactPersonId: null }, 'history', invoiceId);
        } catch {
          return null;
        }
      },
    },
    now: options.now,
  });
  // Consented analytics events (ADR 082), swept after the retention days by a scheduled job (ADR 086).
  const analytics = createAnalyticsService({ db, rateLimits, now: options.now });
  queue?.define(analytics.queueDefinition);
  // Arrived stock goes to waiting back-order lines by a job (ADR 077).
  const stockArrivals = createStockArrivalsService({
    db,
    mail,
    publicUrl: options.publicUrl,
    queue,
    cron: options.jobs?.backorderSweepCron,
    onWarning: options.onWarning,
  });
  queue?.define(stockArrivals.queueDefinition);
  // Orders and cancels move stock; the alerts of those products are evaluated once they commit.
  const onStockChanged = (productIds: number[]) => {
    alertJob
      .productsChanged(productIds)
      .catch((error: unknown) => options.onWarning?.('enqueueing the alert evaluation failed', error));
  };
  let sweepTimer: NodeJS.Timeout | undefined;
  const jobs = {
    start: async () => {
      if (!queue) return;
      await queue.start();
      const minutes = options.jobs?.alertSweepMinutes ?? 0;
      if (options.jobs?.work && minutes > 0) {
        sweepTimer = setInterval(() => {
          alertJob.sweep().catch((error: unknown) => options.onWarning?.('the alert sweep failed', error));
        }, minutes * 60_000);
        sweepTimer.unref();
      }
    },
    stop: async () => {
      clearInterval(sweepTimer);
      await queue?.stop();
    },
  };

  const warehouseStock = createWarehouseStock({ db, now: options.now });
  const cart = createCartService(db, orderPricing, {
    now: options.now,
    quotes: quotedPrices,
    warehouseStock,
  });
  const chat = createChatService({
    db,
    tokenSecret: options.chat?.tokenSecret ?? randomBytes(32).toString('hex'),
    redisUrl: options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix,
    alwaysOpen: options.chat?.alwaysOpen,
    maxStreamsPerIp: options.chat?.maxStreamsPerIp,
    heartbeatMs: options.chat?.heartbeatMs,
    // The desk sees the chatting customer's active cart through ordering's mini-cart.
    cartOf: (customerId, contactPersonId) => cart.miniCart({ customerId, contactPersonId }),
    now: options.now,
    onWarning: options.onWarning,
  });
  const rfq = createRfqService({ db, customerSymbols, rateLimits, now: options.now });
  const rfqStaff = createRfqStaffService({ db, now: options.now });
  const offers = createOffersService({ db, pricing, now: options.now });
  const orders = createOrderStatusService({
    db,
    orderPricing,
    mail,
    payments,
    customerSymbols,
    onWarning: options.onWarning,
    // A cancel's units go to lines still waiting for them first (ADR 077).
    onStockChanged: (productIds: number[]) => {
      onStockChanged(productIds);
      stockArrivals.stockReturned(productIds);
    },
    onStatusChanged,
  });
  // The desk's orders (issue 19, ADR 080): ordering writes them; the invoices hear of the change.
  const orderDesk = createOrderDeskService({
    db,
    orders,
    mail,
    onStatusChanged,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    now: options.now,
    onWarning: options.onWarning,
  });
  const favourites = createFavouritesService({ db, pricing, rateLimits, cart, orders, customerSymbols });
  // An order's documents: its content from ordering, its proforma's PDF from the invoices (ADR 064).
  const orderDocuments = createOrderDocumentsService({
    db,
    orders,
    proformas: {
      pdfOf: async (owner, orderNumber) => {
        const proforma = (await invoices.ofOrder(owner.customerId, orderNumber)).find(
          (invoice) => invoice.kind === 'proforma',
        );
        return proforma ? invoices.pdf(owner, 'proforma', proforma.id) : null;
      },
    },
  });
  const orderHistory = createOrderHistoryService({
    db,
    orders,
    pricing,
    cart,
    // An order's invoices in its history come from the invoices module (ADR 059, ADR 060).
    invoices: {
      invoicesOf: async (customerId, orderNumber) =>
        (await invoices.ofOrder(customerId, orderNumber)).map((invoice) => ({
          number: invoice.number,
          kind: invoice.kind,
          issuedAt: invoice.issuedAt,
          gross: invoice.grossTotal,
          currency: invoice.currency,
          url: invoice.pdfPath,
        })),
    },
    documents: { documentsOf: (customerId, order) => orderDocuments.listFor(customerId, order) },
  });
  const quickBuy = createQuickBuyService({ db, pricing, customerSymbols, favourites, cart, bomFiles });

  const checkout = createPlacementService({
    db,
    orderPricing,
    pricing,
    addresses,
    customerInfo,
    mail,
    payments,
    discounts,
    publicUrl: options.publicUrl,
    onWarning: options.onWarning,
    onStockChanged,
    onStatusChanged,
    quotes: quotedPrices,
  });

  const staff = createStaffService({
    db,
    rateLimits,
    passwordQueue,
    customers,
    totpKey: options.staffTotpKey ? Buffer.from(options.staffTotpKey, 'hex') : randomBytes(32),
    captcha,
    passwordCost: options.passwordCost,
    now: options.now,
  });
  // Orders prepared by a colleague or the staff desk wait for the main contact person (ADR 084).
  const orderRequests = createOrderRequestsService({
    db,
    checkout,
    customers,
    mail,
    linkKey: deriveLinkKey(einvoiceLinkKey, 'order-requests'),
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    officeStaff: (accessId) => staff.officeStaff(accessId),
    now: options.now,
  });
  return {
    database,
    system: createSystemService(database),
    pricing,
    catalog,
    content: createContentService(database.db, catalog, rateLimits),
    relations,
    compare: createCompareService(database.db, { catalog, pricing, relations }),
    tinyUrls: createTinyUrlService(database.db, rateLimits),
    customers,
    addresses,
    sessions,
    rateLimits,
    mail,
    captcha,
    auth,
    registration,
    close: async () => {
      await chat.shutdown();
      await stopWarming();
      await invoices.idle();
      await enquiries.idle();
      mail.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
    search,
    orderPricing,
    cart,
    orders,
    orderDesk,
    favourites,
    orderHistory,
    einvoice: createEinvoiceService({
      db,
      mail,
      rateLimits,
      customers,
      linkKey: einvoiceLinkKey,
      now: options.now,
    }),
    customerInfo,
    deliveryCatalog,
    checkout,
    // Guest checkout (ADR 083): the order goes through the customer's services; its links are signed.
    guestCheckout: createGuestCheckoutService({
      db,
      customers,
      addresses,
      cart,
      checkout,
      orders,
      invoices,
      captcha,
      rateLimits,
      verificationCodes: { spend: (email, code) => registration.spendVerificationCode(email, code) },
      passwords: {
        hash: (password) => auth.hashPassword(password),
        problem: (password, personal) => auth.passwordProblem(password, personal),
      },
      linkKey: deriveLinkKey(einvoiceLinkKey, 'guest-orders'),
      publicUrl: options.publicUrl,
      now: options.now,
      onWarning: options.onWarning,
    }),
    visitorCart: createVisitorCartService({ cart }),
    rfq,
    rfqStaff,
    punchout: createPunchoutService({
      db,
      cart,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      now: options.now,
      onInfo: options.onInfo,
    }),
    punchoutOrders: createPunchoutOrders({
      db,
      cart,
      placement: checkout,
      addresses,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      now: options.now,
      onInfo: options.onInfo,
    }),
    polls: createPollsService({ db, rateLimits, now: options.now }),
    popups: createPopupsService({ db, now: options.now }),
    analytics,
    enquiries,
    marketplace,
    offers,
    documents: createDocumentsService(db),
    orderDocuments,
    customerSymbols,
    quickBuy,
    discounts,
    // A list alert is set only on a list the viewer may see: the favourites' own check.
    alerts: createAlertsService(db, { assertVisible: (viewer, id) => favourites.assertVisible(viewer, id) }),
    alertJob,
    rfqExpiry,
    staff,
    jobs,
    stockArrivals,
    warehouseStock,
    invoices,
    complaints,
    complaintsAutoAccept,
    complaintDraftsSweep,
    newsletter,
    payments,
    testpay,
    chat,
    tenders: createTendersService({
      db,
      mail,
      rateLimits,
      quickBuy,
      relations,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      now: options.now,
    }),
    wizards,
    orderRequests,
    cadModels: createCadModelsService(db),
    customerApi,
  };
}
