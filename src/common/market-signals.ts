/**
 * Market signals (spec §6) and the rules that read them: the country modal (spec §2) and the
 * international-offer dialog (spec §2, §9 site codes ux and us). Pure: the root loader computes the
 * signals once per page and the browser decides with the same functions the tests check (ADR 081).
 */
import type { AccountKind, CustomerType } from './accounts';
import { DEFAULT_COUNTRY, findMarket, isInternationalSite } from './markets';

export interface MarketSignals {
  loggedIn: boolean;
  /** A customer of the international zone (spec §1), while the zone is enabled. */
  zoneCustomer: boolean;
  /**
   * The invoice-preview client role: the visitor holds a document link's grant (/login-by-document,
   * ADR 073), i.e. sees one document without being logged in to the account.
   */
  invoicePreview: boolean;
  /** The customer type, known only when logged in (spec §6): it fixes the buyer kinds offered. */
  strictCustomerType: CustomerType | null;
  privateCustomer: boolean;
  /**
   * The account belongs to a buyer from outside the markets: its market is the international or the
   * US site. Zone customers are not among them (their contract is the zone's).
   */
  outsideMarkets: boolean;
  /** The site the account shops on when `outsideMarkets` ('en' or 'us'), else null. */
  homeSite: string | null;
}

export interface SignalSource {
  customer: {
    kind: AccountKind;
    customerType: CustomerType;
    isPrivateCustomer: boolean;
    country: string;
  } | null;
  invoicePreview?: boolean;
  /** Whether the international zone is switched on (the shop's setting; on unless told otherwise). */
  zoneEnabled?: boolean;
}

export function marketSignals({
  customer,
  invoicePreview = false,
  zoneEnabled = true,
}: SignalSource): MarketSignals {
  const zoneCustomer = zoneEnabled && customer?.kind === 'zone';
  const outsideMarkets = customer !== null && !zoneCustomer && isInternationalSite(customer.country);
  return {
    loggedIn: customer !== null,
    zoneCustomer,
    invoicePreview,
    strictCustomerType: customer?.customerType ?? null,
    privateCustomer: customer?.isPrivateCustomer ?? false,
    outsideMarkets,
    homeSite: outsideMarkets ? findMarket(customer!.country)!.country : null,
  };
}

/** Signals of a page nobody is logged in to. */
export const ANONYMOUS_SIGNALS: MarketSignals = marketSignals({ customer: null });

export type CountryModalAction =
  /** Nothing happens (zone customers; the invoice-preview role with a target). */
  | { kind: 'none'; reason: 'zone' | 'invoicePreview' }
  /** Straight to the element's target address, no dialog. */
  | { kind: 'redirect'; href: string }
  | { kind: 'open' };

/**
 * What pressing a country-modal opener does (spec §2 "Country and language modal"): it does not
 * open for zone customers (their market is the contract's: they are asked to leave the zone
 * instead), nor for the invoice-preview role when the element carries a target; with a target on a
 * site other than the international one (en) it goes straight there; otherwise the dialog opens.
 */
export function countryModalAction(
  pageCountry: string,
  signals: Pick<MarketSignals, 'zoneCustomer' | 'invoicePreview'>,
  target?: string | null,
): CountryModalAction {
  if (signals.zoneCustomer) return { kind: 'none', reason: 'zone' };
  if (target && signals.invoicePreview) return { kind: 'none', reason: 'invoicePreview' };
  if (target && pageCountry !== DEFAULT_COUNTRY) return { kind: 'redirect', href: target };
  return { kind: 'open' };
}

/**
 * Whether the order button asks first with the international-offer dialog (spec §2): a buyer from
 * outside the markets (their account's market is the international or US site) orders on a
 * country's site, whose offer, delivery and terms are that country's.
 */
export function needsInternationalOffer(pageCountry: string, signals: MarketSignals): boolean {
  return signals.outsideMarkets && !isInternationalSite(pageCountry);
}

/**
 * Whether going to `targetCountry` is the international logout (spec §2 confirmation wording): a
 * customer of a country's market goes to the international or US site, whose offer is for buyers
 * outside the markets, so they are logged out first (asked). Buyers of those sites keep their
 * session (their own site); zone customers never get here (they leave the zone instead).
 */
export function isInternationalLogout(targetCountry: string, signals: MarketSignals): boolean {
  return (
    signals.loggedIn && !signals.outsideMarkets && !signals.zoneCustomer && isInternationalSite(targetCountry)
  );
}
