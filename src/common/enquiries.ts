/**
 * Contact forms and product enquiries (issue 20 "Contact and enquiries"; spec §2 ask-about-product
 * drawer and /contact/, §3 product enquiry payload, §4 captcha, §5 enquiry validation, §7
 * contact-email calls, §8, §9 limits; ADR 066). One contract for the route, the client call and the
 * forms: the payloads of the five send calls, the front constraints, the desk's inbox and actions.
 * Messages are catalogue keys (ADR 030).
 */
import { z } from 'zod';
import { AMOUNT_MAX_VALUE } from './amount-rules';
import { COMPLAINT_FILE_MAX_BYTES, displayFileName } from './complaints';
import { CAPTCHA_TOKEN_FIELD } from './captcha';
import { messageKey } from './errors';
import { isEmail, lengthOf } from './validation/checks';

/** Spec §9: message max 450; customer number max 10. */
export const ENQUIRY_MESSAGE_MAX = 450;
export const ENQUIRY_CUSTOMER_NUMBER_MAX = 10;
/**
 * Spec §5 "only accepted characters": the shop's customer numbers are digits (a sequence, see
 * customers.repository), so a visitor's number is digits only: nothing else can name an account.
 */
export const ENQUIRY_CUSTOMER_NUMBER_PATTERN = /^[0-9]*$/;
export const ENQUIRY_EMAIL_MAX = 254;
export const ENQUIRY_NAME_MAX = 100;
/** A page address of the error form: longer ones are not the shop's pages. */
export const ENQUIRY_PAGE_URL_MAX = 2000;
export const ENQUIRY_ORDER_NUMBER_MAX = 100;
/** A reply from the desk: a mail's worth, not a document. */
export const ENQUIRY_REPLY_MAX = 5000;
export const ENQUIRY_DESK_PER_PAGE = 20;
export const ENQUIRY_QUERY_MAX = 100;
/** Spec §9 "error toast 4 s": how long the form's error toast stays. */
export const ENQUIRY_ERROR_TOAST_MS = 4000;

/**
 * The error form's screenshots (issue 20, ADR 072) take the after-the-order uploads' limits (ADR
 * 065): one file at most COMPLAINT_FILE_MAX_BYTES, images decoded up to the same pixel limit and
 * re-encoded; a screenshot is an image, so PNG, JPEG and WebP only, three at most.
 */
export const ENQUIRY_SCREENSHOTS_MAX = 3;
export const ENQUIRY_SCREENSHOT_MAX_BYTES = COMPLAINT_FILE_MAX_BYTES;
export const ENQUIRY_SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type EnquiryScreenshotType = (typeof ENQUIRY_SCREENSHOT_TYPES)[number];
export const ENQUIRY_SCREENSHOT_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
/** The multipart error form: the JSON payload in this field first, then the files in the other. */
export const ENQUIRY_PAYLOAD_FIELD = 'payload';
export const ENQUIRY_SCREENSHOTS_FIELD = 'screenshots';
/** The payload field's most: the form's fields with the longest captcha token, and room to spare. */
export const ENQUIRY_PAYLOAD_MAX_BYTES = 16 * 1024;
/** One multipart error form's body: its screenshots and the payload. */
export const ENQUIRY_UPLOAD_REQUEST_MAX_BYTES =
  ENQUIRY_SCREENSHOTS_MAX * ENQUIRY_SCREENSHOT_MAX_BYTES + 1024 * 1024;

/** The name a screenshot is shown by: the sent name's base with its detected type's extension. */
export function screenshotName(sent: string, type: EnquiryScreenshotType): string {
  return displayFileName(sent, type);
}

/** Spec §7: contact-email send standard, product, delivery, error and main. */
export const CONTACT_FORM_KINDS = ['standard', 'product', 'delivery', 'error', 'main'] as const;
export type ContactFormKind = (typeof CONTACT_FORM_KINDS)[number];
/**
 * Everything the desk's inbox holds: the contact forms, and a company's question to a marketplace
 * seller (spec §7 "marketplace send"; ADR 072), which the shop forwards and keeps like the others.
 */
export const ENQUIRY_KINDS = [...CONTACT_FORM_KINDS, 'marketplace'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
/** The contact page's forms (§2 /contact/); product goes through the drawer, main the footer. */
export const CONTACT_PAGE_KINDS = [
  'standard',
  'delivery',
  'error',
] as const satisfies readonly ContactFormKind[];

export const ENQUIRY_STATUSES = ['open', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_ASSIGNMENT_FILTERS = ['any', 'mine', 'unassigned'] as const;

const required = messageKey('errors.input.required');

/** Control characters other than line breaks and tabs have no place in a message people write. */
export function hasForbiddenControls(text: string): boolean {
  for (const c of text) {
    const code = c.charCodeAt(0);
    if ((code < 32 && c !== '\n' && c !== '\r' && c !== '\t') || code === 127) return true;
  }
  return false;
}

/** Required text counted in code points (as the text area's counter counts), at most `max`. */
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

/** Spec §5: message required, max 450. */
export const EnquiryMessageSchema = text(ENQUIRY_MESSAGE_MAX);

/** Spec §5: e-mail required and valid ("this field is required", "invalid email"). */
export const EnquiryEmailSchema = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(ENQUIRY_EMAIL_MAX, messageKey('errors.input.email'))
  .refine(isEmail, messageKey('errors.input.email'));

/** Spec §5: only for visitors, max 10, accepted characters only; '' means none given. */
export const EnquiryCustomerNumberSchema = z
  .string()
  .trim()
  .max(ENQUIRY_CUSTOMER_NUMBER_MAX, messageKey('enquiries.field.customerNumberTooLong'))
  .regex(ENQUIRY_CUSTOMER_NUMBER_PATTERN, messageKey('enquiries.field.customerNumberCharacters'))
  .optional();

/** The captcha's token (common/captcha.ts): optional in the payload, required by the server's check. */
const captchaField = { [CAPTCHA_TOKEN_FIELD]: z.string().max(4096).optional() } as {
  'cf-turnstile-response': z.ZodOptional<z.ZodString>;
};

const common = {
  clientEmail: EnquiryEmailSchema,
  customerNumber: EnquiryCustomerNumberSchema,
  message: EnquiryMessageSchema,
  ...captchaField,
};

/** Spec §3 product enquiry payload: inputAmount (optional), customerNumber, productSymbol, clientEmail, message, token. */
export const ProductEnquirySchema = z
  .object({
    ...common,
    productSymbol: z.string({ error: required }).trim().min(1, required).max(200),
    inputAmount: z
      .number()
      .int(messageKey('errors.input.wholeNumber'))
      .min(1, messageKey('errors.input.atLeast'))
      .max(AMOUNT_MAX_VALUE, messageKey('errors.input.atMost'))
      .nullish(),
  })
  .strict();
export type ProductEnquiry = z.input<typeof ProductEnquirySchema>;

/** The contact page's general question (and the footer's "main" one). */
export const StandardEnquirySchema = z
  .object({ ...common, name: z.string().trim().max(ENQUIRY_NAME_MAX).optional() })
  .strict();
export type StandardEnquiry = z.input<typeof StandardEnquirySchema>;

/** A question about a delivery: which order. */
export const DeliveryEnquirySchema = z
  .object({
    ...common,
    name: z.string().trim().max(ENQUIRY_NAME_MAX).optional(),
    orderNumber: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(ENQUIRY_ORDER_NUMBER_MAX, messageKey('errors.input.orderNumber')),
  })
  .strict();
export type DeliveryEnquiry = z.input<typeof DeliveryEnquirySchema>;

/** An error seen on the site: which page (the screenshot upload is issue 20's later part). */
export const ErrorEnquirySchema = z
  .object({
    ...common,
    name: z.string().trim().max(ENQUIRY_NAME_MAX).optional(),
    pageUrl: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(ENQUIRY_PAGE_URL_MAX, messageKey('enquiries.field.pageUrl'))
      .refine(isWebAddress, messageKey('enquiries.field.pageUrl')),
  })
  .strict();
export type ErrorEnquiry = z.input<typeof ErrorEnquirySchema>;

/** http(s) addresses only: a javascript: or data: "page" would be a link the desk must not follow. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const ENQUIRY_SCHEMAS = {
  standard: StandardEnquirySchema,
  main: StandardEnquirySchema,
  product: ProductEnquirySchema,
  delivery: DeliveryEnquirySchema,
  error: ErrorEnquirySchema,
} as const satisfies Record<ContactFormKind, z.ZodType>;

/** Any of the five payloads, as the service takes it after the route parsed it. */
export interface EnquiryInput {
  clientEmail: string;
  customerNumber?: string;
  message: string;
  'cf-turnstile-response'?: string;
  productSymbol?: string;
  inputAmount?: number | null;
  name?: string;
  orderNumber?: string;
  pageUrl?: string;
}

/** GET contact-email front-constraints: the forms' limits and whether a captcha is asked for. */
export const EnquiryFrontConstraintsSchema = z.object({
  messageMax: z.number().int(),
  customerNumberMax: z.number().int(),
  customerNumberPattern: z.string(),
  nameMax: z.number().int(),
  pageUrlMax: z.number().int(),
  orderNumberMax: z.number().int(),
  captchaSiteKey: z.string().nullable(),
  captchaField: z.string(),
});
export type EnquiryFrontConstraints = z.infer<typeof EnquiryFrontConstraintsSchema>;

/** POST customer_communication-email: the address the forms prefill (null for visitors and ZBL). */
export const CommunicationEmailSchema = z.object({ communicationEmail: z.string().nullable() });

/**
 * The shop's own contact details per market (§2 /contact/): phone and e-mail of the customer
 * service that answers that market, and its opening hours (local time of the office).
 */
export interface ShopContact {
  phone: string;
  email: string;
  /** Opening hours: weekdays 1 (Monday) to 7, from and to as HH:MM in `timeZone`. */
  hours: ReadonlyArray<{ days: readonly [number, number]; from: string; to: string }>;
  timeZone: string;
}

const WEEKDAYS_8_16 = [{ days: [1, 5] as const, from: '08:00', to: '16:00' }];
export const SHOP_CONTACTS: Readonly<Record<string, ShopContact>> = {
  pl: {
    phone: '+48 42 645 54 44',
    email: 'sklep@component-shop.pl',
    hours: WEEKDAYS_8_16,
    timeZone: 'Europe/Warsaw',
  },
  de: {
    phone: '+49 30 2555 3960',
    email: 'shop@component-shop.de',
    hours: WEEKDAYS_8_16,
    timeZone: 'Europe/Berlin',
  },
  hu: {
    phone: '+36 1 700 4040',
    email: 'bolt@component-shop.hu',
    hours: WEEKDAYS_8_16,
    timeZone: 'Europe/Budapest',
  },
  en: {
    phone: '+48 42 645 54 90',
    email: 'export@component-shop.eu',
    hours: [{ days: [1, 5], from: '08:00', to: '17:00' }],
    timeZone: 'Europe/Warsaw',
  },
};

/** Markets without an office of their own are answered by the export desk. */
export function shopContactFor(country: string): ShopContact {
  return SHOP_CONTACTS[country] ?? SHOP_CONTACTS.en!;
}

// ---- The staff desk's inbox -------------------------------------------------------------------

export const EnquiryDeskQuerySchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES).optional(),
    kind: z.enum(ENQUIRY_KINDS).optional(),
    assigned: z.enum(ENQUIRY_ASSIGNMENT_FILTERS).default('any'),
    /** Part of the e-mail, customer number, product symbol or message. */
    q: z
      .string()
      .trim()
      .max(ENQUIRY_QUERY_MAX)
      .refine((v) => !hasForbiddenControls(v), { message: messageKey('enquiries.field.control') })
      .optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type EnquiryDeskQuery = z.infer<typeof EnquiryDeskQuerySchema>;
export type EnquiryDeskQueryInput = z.input<typeof EnquiryDeskQuerySchema>;

const StaffRefSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const EnquiryDeskItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ENQUIRY_KINDS),
  status: z.enum(ENQUIRY_STATUSES),
  email: z.string(),
  customerNumber: z.string().nullable(),
  productSymbol: z.string().nullable(),
  /** A marketplace question's seller and subject (ADR 072), else null. */
  seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  subject: z.string().nullable(),
  /** The message's first characters: the list shows the gist, the details the whole. */
  excerpt: z.string(),
  createdAt: z.string(),
  assignedTo: StaffRefSchema,
  replies: z.number().int(),
});
export type EnquiryDeskItem = z.infer<typeof EnquiryDeskItemSchema>;

export const EnquiryDeskListSchema = z.object({
  elements: z.array(EnquiryDeskItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type EnquiryDeskList = z.infer<typeof EnquiryDeskListSchema>;

export const EnquiryDeskDetailsSchema = EnquiryDeskItemSchema.omit({ excerpt: true, replies: true }).extend({
  message: z.string(),
  language: z.string(),
  country: z.string(),
  name: z.string().nullable(),
  amount: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  pageUrl: z.string().nullable(),
  /** The account the enquiry came from (a logged-in customer), else null. */
  customerAccount: z.string().nullable(),
  /** When the sender's confirmation and (marketplace) the seller's copy left, null while waiting. */
  confirmedAt: z.string().nullable(),
  forwardedAt: z.string().nullable(),
  /** The error form's screenshots (ADR 072), served to staff only by the desk's file call. */
  files: z.array(
    z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() }),
  ),
  closedAt: z.string().nullable(),
  replies: z.array(
    z.object({ id: z.number().int(), staff: z.string(), message: z.string(), createdAt: z.string() }),
  ),
  /** Staff the enquiry may be assigned to (support and sales). */
  assignees: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type EnquiryDeskDetails = z.infer<typeof EnquiryDeskDetailsSchema>;

export const EnquiryIdParamsSchema = z
  .object({ id: z.coerce.number().int().min(1).max(999_999_999) })
  .strict();
export const EnquiryFileParamsSchema = z
  .object({
    id: z.coerce.number().int().min(1).max(999_999_999),
    fileId: z.string().regex(/^[a-f0-9]{32}$/),
  })
  .strict();
export const EnquiryAssignSchema = z.object({ staffId: z.number().int().min(1).nullable() }).strict();
export const EnquiryReplySchema = z.object({ message: text(ENQUIRY_REPLY_MAX) }).strict();
