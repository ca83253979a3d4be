import { normaliseSymbol } from '../../../common/contracts/catalog';
import type { ExchangeRates, PriceContext } from '../../../common/contracts/pricing';
import { ERP_CODES } from '../../../common/erp-codes';
import { AppError, validationError } from '../../../common/errors';
import {
  MARKETPLACE_MESSAGE_MAX,
  MARKETPLACE_SUBJECT_MAX,
  mayBuyFromMarketplace,
  type MarketplaceFrontConstraints,
  type MarketplaceOffer,
  type MarketplaceSend,
  type MarketplaceSendAnswer,
  type ProductMarketplace,
} from '../../../common/marketplace';
import { getMarket, type Language } from '../../../common/markets';
import { addVat, convertFromPln, roundHalfUp, toDecimal, unitPricePrecision } from '../../../common/money';
import type { Db } from '../../db/client';
import type { SessionCustomer } from '../../plugins/session';
import type { RateLimits } from '../auth';
import {
  selectOffers,
  selectProduct,
  selectSellerOfProduct,
  type MarketplaceProductRow,
  type OfferRow,
} from './marketplace.repository';

/** Where a question is stored and mailed: the enquiries module's face, wired by services.ts (ADR 072). */
export interface MarketplaceQuestionSink {
  recordMarketplaceQuestion(question: {
    customer: SessionCustomer;
    contactPersonId: number;
    sellerId: number;
    productSymbol: string;
    subject: string;
    message: string;
    email: string;
    language: Language;
    country: string;
    ip: string;
  }): Promise<number>;
}

export interface MarketplaceDeps {
  db: Db;
  rateLimits: RateLimits;
  exchangeRates: () => Promise<ExchangeRates>;
  enquiries: MarketplaceQuestionSink;
}

/** Who asks: the session's customer and contact person, the request's address and the page's market. */
export interface MarketplaceCaller {
  customer: SessionCustomer | null;
  contactPersonId: number | null;
  ip: string;
  language: Language;
  country: string;
}

const EXTERNAL_WAREHOUSE = 'EXTERNAL_WAREHOUSE';

/**
 * The marketplace (issue 20, ADR 072): a product's offers by sellers in the caller's prices, and a
 * company's question to one of them, which the enquiries module stores, forwards and confirms.
 * Spec §6: persons and ZBL accounts get the company-only refusal the cart gives (ERP 10321).
 */
export function createMarketplaceService(deps: MarketplaceDeps) {
  const { db, rateLimits } = deps;

  async function productOf(symbol: string, field = 'symbol'): Promise<MarketplaceProductRow> {
    const product = await selectProduct(db, symbol, normaliseSymbol(symbol));
    if (!product)
      throw validationError([{ field, key: 'enquiries.field.productUnknown', params: { symbol } }]);
    return product;
  }

  /** A logged-in company, or the refusal: 401 for visitors, 403 company-only for persons and ZBL. */
  function companyOf(caller: MarketplaceCaller): { customer: SessionCustomer; contactPersonId: number } {
    if (!caller.customer || caller.contactPersonId === null) throw new AppError(401, 'errors.notLoggedIn');
    if (!mayBuyFromMarketplace(caller.customer))
      throw new AppError(403, 'marketplace.errors.companyOnly', {
        erpCode: ERP_CODES.MARKETPLACE_COMPANY_ONLY,
      });
    return { customer: caller.customer, contactPersonId: caller.contactPersonId };
  }

  /** The product must be sold through the marketplace and have sellers to ask. */
  async function marketplaceProduct(symbol: string, field: string) {
    const product = await productOf(symbol, field);
    const offers = product.flags.includes(EXTERNAL_WAREHOUSE) ? await selectOffers(db, product.id) : [];
    if (offers.length === 0)
      throw validationError([
        { field, key: 'marketplace.errors.notMarketplace', params: { symbol: product.symbol } },
      ]);
    return { product, offers };
  }

  function priced(product: MarketplaceProductRow, offer: OfferRow, ctx: PriceContext, rates: ExchangeRates) {
    const market = getMarket(ctx.country);
    const rate = rates[market.currency] ?? '1';
    const vatRate = product.vatRateOverride !== null ? toDecimal(product.vatRateOverride) : market.vatRate;
    const precision = unitPricePrecision(market.currency, product.pricePrecision);
    return {
      sellerId: offer.sellerId,
      seller: { name: offer.sellerName, country: offer.sellerCountry },
      stock: offer.stock,
      leadTimeDays: offer.leadTimeDays,
      minimumQuantity: offer.minimumQuantity,
      priceBreaks: offer.prices.map((p) => {
        const net = convertFromPln(p.netPricePln, rate);
        return {
          amount: p.amount,
          price: roundHalfUp(ctx.gross ? addVat(net, vatRate) : net, precision).toFixed(precision),
        };
      }),
      currency: market.currency,
      precision,
      type: ctx.gross ? ('GROSS' as const) : ('NET' as const),
    } satisfies MarketplaceOffer;
  }

  return {
    /**
     * Spec §7 "POST product marketplace": the offers of a product, cheapest first break first (an
     * offer on request last). A product sold from the shop's own stock has none; an unknown one is 422.
     */
    async productOffers(symbol: string, ctx: PriceContext): Promise<ProductMarketplace> {
      const product = await productOf(symbol);
      const marketplace = product.flags.includes(EXTERNAL_WAREHOUSE);
      if (!marketplace) return { symbol: product.symbol, marketplace, offers: [] };
      const [offers, rates] = await Promise.all([selectOffers(db, product.id), deps.exchangeRates()]);
      const first = (o: MarketplaceOffer) => o.priceBreaks[0]?.price;
      const list = offers
        .map((o) => priced(product, o, ctx, rates))
        .sort((a, b) => {
          const pa = first(a);
          const pb = first(b);
          if (pa === undefined || pb === undefined) return pa === pb ? 0 : pa === undefined ? 1 : -1;
          return toDecimal(pa).comparedTo(toDecimal(pb)) || a.sellerId - b.sellerId;
        });
      return { symbol: product.symbol, marketplace, offers: list };
    },

    /** Spec §7 "GET marketplace front-constraints": the form's limits, the product, its sellers, the address. */
    async frontConstraints(symbol: string, caller: MarketplaceCaller): Promise<MarketplaceFrontConstraints> {
      const { customer } = companyOf(caller);
      const { product, offers } = await marketplaceProduct(symbol, 'symbol');
      return {
        subjectMax: MARKETPLACE_SUBJECT_MAX,
        messageMax: MARKETPLACE_MESSAGE_MAX,
        product: { symbol: product.symbol, name: `${product.manufacturer} ${product.manufacturerSymbol}` },
        sellers: offers.map((o) => ({ id: o.sellerId, name: o.sellerName })),
        email: customer.contactPerson.email,
      };
    },

    /**
     * Spec §7 "POST marketplace send": a company's question to a seller of the product. Checked
     * (company, product, the seller offers it), counted against the contact person's limit, then
     * stored as an enquiry; the seller's copy and the confirmation leave by the mail job.
     */
    async send(input: MarketplaceSend, caller: MarketplaceCaller): Promise<MarketplaceSendAnswer> {
      const { customer, contactPersonId } = companyOf(caller);
      const { product } = await marketplaceProduct(input.productSymbol, 'productSymbol');
      const seller = await selectSellerOfProduct(db, product.id, input.sellerId);
      if (!seller) throw validationError([{ field: 'sellerId', key: 'marketplace.errors.sellerUnknown' }]);
      await rateLimits.consume('marketplaceQuestions', String(contactPersonId));
      const id = await deps.enquiries.recordMarketplaceQuestion({
        customer,
        contactPersonId,
        sellerId: seller.id,
        productSymbol: product.symbol,
        subject: input.subject.trim(),
        message: input.message.trim(),
        email: input.clientEmail.trim(),
        language: caller.language,
        country: caller.country,
        ip: caller.ip,
      });
      return { id, seller: seller.name };
    },
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
