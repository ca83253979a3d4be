/**
 * The marketplace (issue 20, ADR 072; spec §3 status "external warehouse (marketplace)", §6
 * company-only rule, §7 common "POST product marketplace" and customer "POST marketplace send",
 * "GET marketplace front-constraints"). One contract for the routes, the client calls and the form:
 * a product's offers by sellers, and a company's question to a seller through the shop.
 */
import { z } from 'zod';
import { EnquiryEmailSchema, hasForbiddenControls } from './enquiries';
import { messageKey } from './errors';
import { CountrySchema, DecimalStringSchema, LanguageSchema } from './contracts/pricing';
import { lengthOf } from './validation/checks';

/** A subject line, not a paragraph. */
export const MARKETPLACE_SUBJECT_MAX = 120;
/** A question to a seller: room for a part list or a specification, not a document. */
export const MARKETPLACE_MESSAGE_MAX = 2000;
export const MARKETPLACE_SYMBOL_MAX = 200;

/**
 * Spec §6: marketplace products are sold to companies only; persons (either flag) and ZBL accounts
 * may neither order them (the cart) nor ask their sellers (this module).
 */
export function mayBuyFromMarketplace(customer: {
  customerType: string;
  isPerson: boolean;
  kind: string;
}): boolean {
  return !(customer.customerType === 'person' || customer.isPerson || customer.kind === 'zbl');
}

const required = messageKey('errors.input.required');

/** Required text counted in code points, at most `max`, no control characters (tabs and line breaks allowed). */
const text = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => lengthOf(v) <= max, {
      message: messageKey('errors.input.tooLong'),
      params: { maximum: max },
    })
    .refine((v) => !hasForbiddenControls(v), { message: messageKey('enquiries.field.control') });

const SymbolSchema = z.string({ error: required }).trim().min(1, required).max(MARKETPLACE_SYMBOL_MAX);

/** POST product marketplace: a product's offers in the caller's prices (the page's market for visitors). */
export const ProductMarketplaceRequestSchema = z
  .object({
    symbol: SymbolSchema,
    country: CountrySchema.optional(),
    language: LanguageSchema.optional(),
    isGrossPrice: z.boolean().optional(),
  })
  .strict();
export type ProductMarketplaceRequest = z.infer<typeof ProductMarketplaceRequestSchema>;

export const MarketplaceOfferSchema = z.object({
  sellerId: z.number().int(),
  seller: z.object({ name: z.string(), country: z.string() }),
  /** Units in the seller's warehouse. */
  stock: z.number().int(),
  /** Working days from the order to the seller's dispatch. */
  leadTimeDays: z.number().int(),
  minimumQuantity: z.number().int(),
  /** Price breaks ascending by amount; empty: price on request. */
  priceBreaks: z.array(z.object({ amount: z.number().int(), price: DecimalStringSchema })),
  currency: z.string(),
  /** Decimal places the prices are rounded to (never fewer than the currency has). */
  precision: z.number().int(),
  type: z.enum(['NET', 'GROSS']),
});
export type MarketplaceOffer = z.infer<typeof MarketplaceOfferSchema>;

export const ProductMarketplaceSchema = z.object({
  symbol: z.string(),
  /** Whether the product is sold through the marketplace (status "external warehouse"). */
  marketplace: z.boolean(),
  /** Cheapest first break first; empty for products the shop sells from its own stock. */
  offers: z.array(MarketplaceOfferSchema),
});
export type ProductMarketplace = z.infer<typeof ProductMarketplaceSchema>;

/** GET marketplace front-constraints: `?symbol=` names the product the question is about. */
export const MarketplaceFrontConstraintsQuerySchema = z.object({ symbol: SymbolSchema }).strict();

export const MarketplaceFrontConstraintsSchema = z.object({
  subjectMax: z.number().int(),
  messageMax: z.number().int(),
  product: z.object({ symbol: z.string(), name: z.string() }),
  /** The sellers that may be asked about it. */
  sellers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The contact person's address, where the seller's answer goes (the form may change it). */
  email: z.string(),
});
export type MarketplaceFrontConstraints = z.infer<typeof MarketplaceFrontConstraintsSchema>;

/** POST marketplace send: the question, to one seller of one product. */
export const MarketplaceSendSchema = z
  .object({
    productSymbol: SymbolSchema,
    sellerId: z.number({ error: required }).int().min(1).max(999_999_999),
    subject: text(MARKETPLACE_SUBJECT_MAX),
    message: text(MARKETPLACE_MESSAGE_MAX),
    clientEmail: EnquiryEmailSchema,
  })
  .strict();
export type MarketplaceSend = z.input<typeof MarketplaceSendSchema>;

export const MarketplaceSendAnswerSchema = z.object({
  /** The enquiry's number, as the confirmation mail names it. */
  id: z.number().int(),
  seller: z.string(),
});
export type MarketplaceSendAnswer = z.infer<typeof MarketplaceSendAnswerSchema>;
