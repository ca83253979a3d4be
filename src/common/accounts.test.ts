import { describe, expect, it } from 'vitest';
import {
  allowedBuyerKinds,
  BUYER_KIND_CODES,
  customerSeesGross,
  customerTypesOf,
  defaultBuyerKind,
  normaliseZipCode,
  registrationCountriesOf,
  resolveBuyerKind,
} from './accounts';

describe('international buyer kind (spec §4, §6, §9)', () => {
  it('defaults to business_import on the international site and business elsewhere', () => {
    expect(defaultBuyerKind('en')).toBe('business_import');
    expect(defaultBuyerKind('pl')).toBe('business');
    expect(defaultBuyerKind('xx')).toBe('business');
  });

  it('has the spec’s codes', () => {
    expect(BUYER_KIND_CODES).toEqual({ business: 1, myself_import: 2, business_import: 3, myself: 4 });
  });

  it('lets guests choose among all four, a customer only their own', () => {
    expect(allowedBuyerKinds('en', null)).toHaveLength(4);
    expect(allowedBuyerKinds('en', { customerType: 'company' })).toEqual(['business_import']);
    expect(allowedBuyerKinds('en', { customerType: 'person' })).toEqual(['myself_import']);
    expect(allowedBuyerKinds('pl', { customerType: 'sole_trader' })).toEqual(['business']);
  });

  it('takes the cookie when it is allowed, the default otherwise', () => {
    expect(resolveBuyerKind('en', undefined, null)).toBe('business_import');
    expect(resolveBuyerKind('en', 'myself', null)).toBe('myself');
    expect(resolveBuyerKind('en', 'nonsense', null)).toBe('business_import');
    expect(resolveBuyerKind('en', 'myself', { customerType: 'company' })).toBe('business_import');
    expect(resolveBuyerKind('pl', undefined, { customerType: 'person' })).toBe('myself');
  });
});

describe('gross or net for a customer', () => {
  const base = { kind: 'standard' as const, zonePriceType: null, isPerson: false, isPrivateCustomer: false };
  it('follows the zone contract, else persons and private customers see gross', () => {
    expect(customerSeesGross(base)).toBe(false);
    expect(customerSeesGross({ ...base, isPerson: true })).toBe(true);
    expect(customerSeesGross({ ...base, isPrivateCustomer: true })).toBe(true);
    expect(customerSeesGross({ ...base, kind: 'zone', zonePriceType: 'gross' })).toBe(true);
    expect(customerSeesGross({ ...base, kind: 'zone', zonePriceType: 'net', isPerson: true })).toBe(false);
  });
});

describe('registration rules', () => {
  it('knows which customer types register where', () => {
    expect(customerTypesOf('pl')).toEqual(['company', 'sole_trader', 'person']);
    expect(customerTypesOf('in')).toEqual(['company']);
    expect(customerTypesOf('us')).toBeUndefined();
    expect(registrationCountriesOf('person')).not.toContain('gb');
  });

  it('normalises postal codes per country', () => {
    expect(normaliseZipCode('pl', '00950')).toBe('00-950');
    expect(normaliseZipCode('pl', '00-950')).toBe('00-950');
    expect(normaliseZipCode('cz', '11000')).toBe('110 00');
    expect(normaliseZipCode('gb', ' sw1a  1aa ')).toBe('SW1A 1AA');
    expect(normaliseZipCode('de', '1011')).toBeNull();
    expect(normaliseZipCode('hu', '10511')).toBeNull();
    expect(normaliseZipCode('en', 'CB1 2JH')).toBe('CB1 2JH');
  });
});
