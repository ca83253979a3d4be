/**
 * Accounts: buyer types and kinds (spec §1, §4, §9), account kinds, what each market lets register,
 * and the shapes of identifiers (spec §3). No Zod here: the browser uses these too.
 */
import { DEFAULT_COUNTRY, findMarket } from './markets';

/** Buyer types of spec §1 (`customerType` route identifier of spec §3). */
export const CUSTOMER_TYPES = ['company', 'sole_trader', 'person'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/**
 * Account kinds (spec §1 users): a standard business account, the restricted ZBL business account
 * (orders only in-stock items, spec §6), and a customer of the international zone, who sees gross
 * or net prices by contract.
 */
export const ACCOUNT_KINDS = ['standard', 'zbl', 'zone'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type ZonePriceType = 'gross' | 'net';

/** Buyer kinds of the international flow and their codes (spec §1, §9). */
export const BUYER_KINDS = ['business', 'myself', 'business_import', 'myself_import'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];
export const BUYER_KIND_CODES: Readonly<Record<BuyerKind, number>> = {
  business: 1,
  myself_import: 2,
  business_import: 3,
  myself: 4,
};

/** Cookie holding the international buyer kind (spec §4). */
export const BUYER_KIND_COOKIE = 'international_buyer_kind';

export function isBuyerKind(value: string | undefined): value is BuyerKind {
  return value !== undefined && (BUYER_KINDS as readonly string[]).includes(value);
}

/** Spec §4: business_import on the international site, business elsewhere. */
export function defaultBuyerKind(country: string): BuyerKind {
  return findMarket(country)?.siteCode === 'ux' ? 'business_import' : 'business';
}

/**
 * The buyer kinds a visitor may choose (spec §6): guests all four; a logged-in customer only the
 * one matching the account (a business buys for a business, a person for themself), import or not
 * by the site.
 */
export function allowedBuyerKinds(
  country: string,
  customer: { customerType: CustomerType } | null,
): BuyerKind[] {
  if (!customer) return [...BUYER_KINDS];
  const importing = findMarket(country)?.siteCode === 'ux';
  const forBusiness = customer.customerType !== 'person';
  if (forBusiness) return [importing ? 'business_import' : 'business'];
  return [importing ? 'myself_import' : 'myself'];
}

/** The buyer kind in force: the cookie's when allowed, else the first allowed or the default. */
export function resolveBuyerKind(
  country: string,
  cookieValue: string | undefined,
  customer: { customerType: CustomerType } | null,
): BuyerKind {
  const allowed = allowedBuyerKinds(country, customer);
  if (isBuyerKind(cookieValue) && allowed.includes(cookieValue)) return cookieValue;
  const preferred = defaultBuyerKind(country);
  return allowed.includes(preferred) ? preferred : allowed[0]!;
}

/**
 * Whether a customer sees gross prices: zone customers by contract, persons and private customers
 * gross (they cannot deduct VAT), businesses net.
 */
export function customerSeesGross(customer: {
  kind: AccountKind;
  zonePriceType: ZonePriceType | null;
  isPerson: boolean;
  isPrivateCustomer: boolean;
}): boolean {
  if (customer.kind === 'zone') return customer.zonePriceType === 'gross';
  return customer.isPerson || customer.isPrivateCustomer;
}

/** Countries one can register in, with the buyer types each accepts. */
export const REGISTRATION_COUNTRIES: Readonly<Record<string, readonly CustomerType[]>> = {
  pl: ['company', 'sole_trader', 'person'],
  hu: ['company', 'sole_trader', 'person'],
  de: ['company', 'sole_trader', 'person'],
  cz: ['company', 'sole_trader', 'person'],
  sk: ['company', 'sole_trader', 'person'],
  it: ['company', 'sole_trader'],
  fr: ['company', 'sole_trader'],
  gb: ['company', 'sole_trader'],
  in: ['company'],
  en: ['company', 'sole_trader', 'person'],
};

export function customerTypesOf(country: string): readonly CustomerType[] | undefined {
  return REGISTRATION_COUNTRIES[country];
}

export function registrationCountriesOf(type: CustomerType): string[] {
  return Object.entries(REGISTRATION_COUNTRIES)
    .filter(([, types]) => types.includes(type))
    .map(([country]) => country);
}

/** The market new customers of a country shop in (the international site when none matches). */
export function marketOfCountry(country: string): string {
  return findMarket(country)?.country ?? DEFAULT_COUNTRY;
}

/** Postal code shapes by country; countries without one accept 2–10 letters, digits, spaces, dashes. */
export const ZIP_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  pl: /^\d{2}-\d{3}$/,
  hu: /^\d{4}$/,
  de: /^\d{5}$/,
  cz: /^\d{3} ?\d{2}$/,
  sk: /^\d{3} ?\d{2}$/,
  it: /^\d{5}$/,
  fr: /^\d{5}$/,
  gb: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  in: /^\d{6}$/,
};
const ANY_ZIP = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

/** Example codes shown with a format error. */
export const ZIP_CODE_EXAMPLES: Readonly<Record<string, string>> = {
  pl: '00-950',
  hu: '1051',
  de: '10115',
  cz: '110 00',
  sk: '811 01',
  it: '00184',
  fr: '75001',
  gb: 'SW1A 1AA',
  in: '110001',
};

/** The postal code in its canonical form (upper case, pl dash inserted), or null when invalid. */
export function normaliseZipCode(country: string, zipCode: string): string | null {
  let value = zipCode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (country === 'pl' && /^\d{5}$/.test(value)) value = `${value.slice(0, 2)}-${value.slice(2)}`;
  if ((country === 'cz' || country === 'sk') && /^\d{5}$/.test(value))
    value = `${value.slice(0, 3)} ${value.slice(3)}`;
  const pattern = ZIP_CODE_PATTERNS[country] ?? ANY_ZIP;
  return pattern.test(value) ? value : null;
}

/** Identifier shapes (spec §3, §9). */
export const CRC_PATTERN = /^[a-z0-9]{40}$/;
export const PASSWORD_RESET_TOKEN_PATTERN = /^[a-z0-9]{32,50}$/;
export const DUNS_PATTERN = /^\d{9}$/;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
export const VERIFICATION_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is not a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;
export const USERNAME_PATTERN = new RegExp(
  `^[a-z0-9][a-z0-9._-]{${USERNAME_MIN_LENGTH - 1},${USERNAME_MAX_LENGTH - 1}}$`,
);

/**
 * Longest texts of a customer's fields (registration steps 1 and 2, addresses, login): the one
 * table the Zod contracts (contracts/auth.ts, contracts/customers.ts) and the registration
 * wizard's front constraints (registration-options.ts) are built from, so the form and the server
 * cannot disagree. The e-mail's 254 is the longest address SMTP can carry (RFC 5321 path).
 */
export const FIELD_MAX_LENGTH = {
  companyName: 160,
  vatNumber: 20,
  street: 120,
  zipCode: 12,
  city: 80,
  region: 80,
  firstName: 60,
  lastName: 60,
  email: 254,
} as const;

/** Cookies of spec §3/§4 the login flow uses. */
export const AFTER_LOGIN_ACTION_COOKIE = 'after_login_action';
export const AFTER_LOGIN_ALERT_COOKIE = 'after_login_alert';
/** Spec §9: the login alert is checked again 1 s after the after-login alert closes. */
export const LOGIN_ALERT_RECHECK_MS = 1000;
/** Window event fired when the after-login alert closes (spec §4). */
export const AFTER_LOGIN_ALERT_EVENT = 'afterLoginAlert';
/** Window event handing a stored after-login action to whoever performs it (detail: the action). */
export const AFTER_LOGIN_ACTION_EVENT = 'afterLoginAction';

/** The terms and conditions of sale in force; customers who accepted an older version are asked again. */
export const CURRENT_TERMS_VERSION = '2026-01';
