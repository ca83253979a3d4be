import { describe, expect, it } from 'vitest';
import {
  isBlank,
  isEmail,
  isInteger,
  isNumericOnly,
  isPhone,
  lengthOf,
  sameValue,
  toNumber,
  displayValue,
} from './checks';

describe('isEmail (spec §5: standard local part, @, domain or bracketed IP)', () => {
  it.each([
    'jan.kowalski@example.com',
    'a@b.pl',
    'first.last+tag@sub.domain.co.uk',
    "o'brien@example.ie",
    'user_name-1@example-shop.de',
    '"john doe"@example.com',
    '"quoted\\"escape"@example.com',
    'admin@[192.168.0.1]',
    'admin@[255.255.255.255]',
    'x@xn--bcher-kva.example',
    'shop@example.xn--p1ai',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (email) => expect(isEmail(email)).toBe(true));

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'user@',
    'user@@example.com',
    'user@example',
    'user@example.c',
    'user@-example.com',
    'user@example-.com',
    'user@exa mple.com',
    'us er@example.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@example..com',
    'user@[256.1.1.1]',
    'user@[1.2.3]',
    'user@192.168.0.1',
    'user@example.com ',
    ' user@example.com',
    'user@exa_mple.com',
    'user@example.123',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('rejects %j', (email) => expect(isEmail(email)).toBe(false));
});

describe('isPhone (spec §5: exactly 9 digits)', () => {
  it.each(['123456789', '000000000'])('accepts %s', (phone) => expect(isPhone(phone)).toBe(true));
  it.each(['12345678', '1234567890', '123 456 789', '+48123456789', '12345678a', '', '１２３４５６７８９'])(
    'rejects %j',
    (phone) => expect(isPhone(phone)).toBe(false),
  );
});

describe('isNumericOnly', () => {
  it('takes ASCII digits only', () => {
    expect(isNumericOnly('0123')).toBe(true);
    expect(isNumericOnly('12a')).toBe(false);
    expect(isNumericOnly('-1')).toBe(false);
    expect(isNumericOnly('1.5')).toBe(false);
    expect(isNumericOnly(' 1')).toBe(false);
    expect(isNumericOnly('')).toBe(false);
  });
});

describe('isInteger', () => {
  it('accepts whole numbers as numbers or text', () => {
    for (const value of [0, -3, 42, '7', '-7', '+7', ' 12 '])
      expect(isInteger(value), String(value)).toBe(true);
  });
  it('rejects fractions, text and other types', () => {
    for (const value of [1.5, '1.5', '1e3', 'abc', '', NaN, Infinity, true, null, [1]])
      expect(isInteger(value), String(value)).toBe(false);
  });
});

describe('isBlank', () => {
  it('treats missing, null, false, empty and whitespace text and empty lists as blank', () => {
    for (const value of [undefined, null, false, '', '   ', '\n\t', []]) expect(isBlank(value)).toBe(true);
  });
  it('treats anything else as filled', () => {
    for (const value of [0, true, 'a', ' a ', [''], {}]) expect(isBlank(value)).toBe(false);
  });
});

describe('toNumber', () => {
  it('reads numbers and numeric text', () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber('12')).toBe(12);
    expect(toNumber(' -1.5 ')).toBe(-1.5);
    expect(toNumber('.5')).toBe(0.5);
    expect(toNumber('1e3')).toBe(1000);
  });
  it('refuses anything else', () => {
    for (const value of ['', 'abc', '1,5', '1.2.3', '0x10', NaN, Infinity, true, null, undefined, [1]])
      expect(toNumber(value), String(value)).toBeNull();
  });
});

describe('lengthOf', () => {
  it('counts code points and list items', () => {
    expect(lengthOf('abc')).toBe(3);
    expect(lengthOf('łódź')).toBe(4);
    expect(lengthOf('a😀b')).toBe(3);
    expect(lengthOf(12345)).toBe(5);
    expect(lengthOf(['a', 'b'])).toBe(2);
  });
});

describe('sameValue', () => {
  it('compares form values as text', () => {
    expect(sameValue('5', 5)).toBe(true);
    expect(sameValue(true, 'true')).toBe(true);
    expect(sameValue('a', 'A')).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(null, '')).toBe(false);
    expect(sameValue(['a', 1], ['a', '1'])).toBe(true);
    expect(sameValue(['a'], 'a')).toBe(false);
    expect(sameValue({}, {})).toBe(false);
  });
  it('shows values for messages', () => {
    expect(displayValue(['PL', 'DE', null])).toBe('PL, DE, ');
    expect(displayValue(true)).toBe('true');
  });
});
