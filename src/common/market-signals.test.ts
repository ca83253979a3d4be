import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_SIGNALS,
  countryModalAction,
  isInternationalLogout,
  marketSignals,
  needsInternationalOffer,
} from './market-signals';
import { allowedBuyerKinds, defaultBuyerKind } from './accounts';
import { getMarket, isInternationalSite } from './markets';

const customer = (over: Partial<NonNullable<Parameters<typeof marketSignals>[0]['customer']>> = {}) => ({
  kind: 'standard' as const,
  customerType: 'company' as const,
  isPrivateCustomer: false,
  country: 'pl',
  ...over,
});

describe('market signals (spec §6)', () => {
  it('knows nothing of a visitor but that nobody is logged in', () => {
    expect(ANONYMOUS_SIGNALS).toEqual({
      loggedIn: false,
      zoneCustomer: false,
      invoicePreview: false,
      strictCustomerType: null,
      privateCustomer: false,
      outsideMarkets: false,
      homeSite: null,
    });
  });

  it('gives the strict customer type and the private flag only from the account', () => {
    const s = marketSignals({ customer: customer({ customerType: 'person', isPrivateCustomer: true }) });
    expect(s).toMatchObject({ loggedIn: true, strictCustomerType: 'person', privateCustomer: true });
  });

  it('flags zone customers only while the zone is enabled', () => {
    const zone = customer({ kind: 'zone', country: 'en' });
    expect(marketSignals({ customer: zone }).zoneCustomer).toBe(true);
    expect(marketSignals({ customer: zone }).outsideMarkets).toBe(false);
    expect(marketSignals({ customer: zone, zoneEnabled: false }).zoneCustomer).toBe(false);
  });

  it('tells buyers from outside the markets by their account site (ux or us)', () => {
    expect(marketSignals({ customer: customer({ country: 'en' }) })).toMatchObject({
      outsideMarkets: true,
      homeSite: 'en',
    });
    expect(marketSignals({ customer: customer({ country: 'us' }) }).homeSite).toBe('us');
    expect(marketSignals({ customer: customer({ country: 'hu' }) }).outsideMarkets).toBe(false);
  });
});

describe('the US site beside the international one (spec §9)', () => {
  it('is a site in dollars, English, without VAT', () => {
    expect(getMarket('us')).toMatchObject({ currency: 'USD', language: 'en', vatRate: 0, siteCode: 'us' });
    expect(isInternationalSite('us')).toBe(true);
    expect(isInternationalSite('en')).toBe(true);
    expect(isInternationalSite('pl')).toBe(false);
  });

  it('offers the buyer kinds of its site; the default is business (business_import only on ux)', () => {
    expect(defaultBuyerKind('us')).toBe('business');
    expect(defaultBuyerKind('en')).toBe('business_import');
    expect(allowedBuyerKinds('us', null)).toHaveLength(4);
  });
});

describe('country modal rules (spec §2)', () => {
  const none = { zoneCustomer: false, invoicePreview: false };
  it('opens without a target anywhere', () => {
    expect(countryModalAction('pl', none)).toEqual({ kind: 'open' });
    expect(countryModalAction('en', none)).toEqual({ kind: 'open' });
  });

  it('goes straight to the target outside the English site, opens on it', () => {
    expect(countryModalAction('de', none, '/de/katalog/')).toEqual({
      kind: 'redirect',
      href: '/de/katalog/',
    });
    expect(countryModalAction('us', none, '/us/katalog/')).toEqual({
      kind: 'redirect',
      href: '/us/katalog/',
    });
    expect(countryModalAction('en', none, '/katalog/')).toEqual({ kind: 'open' });
  });

  it('does not open for zone customers, target or not', () => {
    const zone = { zoneCustomer: true, invoicePreview: false };
    expect(countryModalAction('en', zone)).toEqual({ kind: 'none', reason: 'zone' });
    expect(countryModalAction('pl', zone, '/pl/')).toEqual({ kind: 'none', reason: 'zone' });
  });

  it('does not open for the invoice-preview role with a target; without one it does', () => {
    const preview = { zoneCustomer: false, invoicePreview: true };
    expect(countryModalAction('en', preview, '/katalog/')).toEqual({
      kind: 'none',
      reason: 'invoicePreview',
    });
    expect(countryModalAction('pl', preview, '/pl/')).toEqual({ kind: 'none', reason: 'invoicePreview' });
    expect(countryModalAction('en', preview)).toEqual({ kind: 'open' });
  });
});

describe('international offer and logout (spec §2)', () => {
  const outside = marketSignals({ customer: customer({ country: 'en' }) });
  const local = marketSignals({ customer: customer({ country: 'pl' }) });
  const zone = marketSignals({ customer: customer({ kind: 'zone', country: 'en' }) });

  it('asks a buyer from outside the markets ordering on a country site, nobody else', () => {
    expect(needsInternationalOffer('pl', outside)).toBe(true);
    expect(needsInternationalOffer('en', outside)).toBe(false);
    expect(needsInternationalOffer('us', outside)).toBe(false);
    expect(needsInternationalOffer('pl', local)).toBe(false);
    expect(needsInternationalOffer('pl', zone)).toBe(false);
    expect(needsInternationalOffer('pl', ANONYMOUS_SIGNALS)).toBe(false);
  });

  it('confirms the logout of a market customer going to the international or US site', () => {
    expect(isInternationalLogout('en', local)).toBe(true);
    expect(isInternationalLogout('us', local)).toBe(true);
    expect(isInternationalLogout('de', local)).toBe(false);
    expect(isInternationalLogout('en', outside)).toBe(false);
    expect(isInternationalLogout('en', zone)).toBe(false);
    expect(isInternationalLogout('en', ANONYMOUS_SIGNALS)).toBe(false);
  });
});
