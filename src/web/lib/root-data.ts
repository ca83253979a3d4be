import { useRouteLoaderData } from 'react-router';
import type { BuyerKind } from '../../common/accounts';
import type { Consent } from '../../common/consent';
import type { Customer } from '../../common/contracts/auth';
import type { OfficeBanner } from '../../common/contracts/staff';
import type { PunchoutBanner } from '../../common/contracts/punchout';
import type { Locale } from './locale';
import { marketSignals, type MarketSignals } from '../../common/market-signals';

/**
 * What the root loader (src/web/root.tsx) gives every page: the market, the customer and the
 * cookies that shape the first render. Declared here, not inferred from the loader, so that
 * features read it without importing the app shell (the shell imports the features: ADR 034).
 */
export interface RootData {
  locale: Locale;
  /**
   * The market of the page's address. `locale.country` is the customer's own market when logged in
   * (their contract prices), so the rules about the site one is on read this one (ADR 081).
   */
  pageCountry: string;
  /** Spec §6 signals: the country modal, the international offer and the logout read them. */
  signals: MarketSignals;
  /** CSP nonce of this response, for the inline scripts of the server render. */
  nonce: string;
  /** The version of the language's message catalogue, which the browser loads once. */
  messagesVersion: string;
  customer: Customer | null;
  /** Staff act as this customer (ADR 049): the banner every shop page shows (ADR 058). */
  office: OfficeBanner | null;
  /**
   * A procurement system's session (cXML PunchOut, ADR 074): the banner, and the cart transfers
   * instead of checking out. Absent or null otherwise.
   */
  punchout?: PunchoutBanner | null;
  buyerKind: BuyerKind;
  captchaSiteKey: string | null;
  consent: Consent | null;
  compare: string[];
  /**
   * The after-login message (spec §4, HTML written by staff) when one waits for this customer (its
   * cookie is there): shown from the first paint's script on, before any dialog a visitor opens,
   * with the dialogs' frames loaded at once (ADR 088). Absent or null otherwise.
   */
  loginAlert?: string | null;
}

/** The root loader's data; every page renders under the root route, so it is always there. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('root loader data is missing');
  return data;
}

/** The page's language; 'en' where no root route renders (a component test of a lone widget). */
export function usePageLanguage(): string {
  return useRouteLoaderData<RootData>('root')?.locale.language ?? 'en';
}

/**
 * The page's market and the spec §6 signals. A stub root (component tests of a lone widget) that
 * gives none gets them computed from its customer, on the locale's market.
 */
export function useMarketSignals(): { pageCountry: string; signals: MarketSignals } {
  const data = useRootData();
  return {
    pageCountry: data.pageCountry ?? data.locale.country,
    signals: data.signals ?? marketSignals({ customer: data.customer }),
  };
}
