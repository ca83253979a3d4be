import { describe, expect, it } from 'vitest';
import { formatPhone, isPolishNineDigitPhone, receiverPhoneE164, toE164 } from './phone';

describe('toE164 (ADR 022: phones are international, stored in E.164)', () => {
  it.each([
    ['+48 600 200 300', 'pl', '+48600200300'],
    ['600 200 300', 'pl', '+48600200300'],
    ['030 12345678', 'de', '+493012345678'],
    ['0049 30 12345678', 'pl', '+493012345678'],
    ['+36 1 234 5678', 'de', '+3612345678'],
    ['(06 1) 234-5678', 'hu', '+3612345678'],
  ])('reads %s (default %s) as %s', (input, country, e164) => {
    expect(toE164(input, country)).toBe(e164);
  });

  it.each([
    ['abc', 'pl'],
    ['12', 'pl'],
    ['600 200 300 400 500', 'pl'],
    ['+48 600-200-300; DROP TABLE', 'pl'],
    ['030 12345678', null],
  ])('refuses %s (default %s)', (input, country) => {
    expect(toE164(input, country)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows E.164 formatted, and old nine-digit values in the address country', () => {
    expect(formatPhone('+493012345678')).toBe('+49 30 12345678');
    expect(formatPhone('600100200', 'pl')).toBe('+48 600 100 200');
  });

  it('shows what it cannot read as stored', () => {
    expect(formatPhone('call the office')).toBe('call the office');
    expect(formatPhone(null)).toBe('');
  });
});

describe('the parcel-locker receiver in Poland (spec §5: exactly 9 digits)', () => {
  it.each(['600200300', '600 200 300', '+48 600 200 300', '0048600200300'])('accepts %s', (v) =>
    expect(isPolishNineDigitPhone(v)).toBe(true),
  );
  it.each(['60020030', '6002003001', '+49 600 200 300', '+48 60 200 300'])('refuses %s', (v) =>
    expect(isPolishNineDigitPhone(v)).toBe(false),
  );

  it('keeps the nine-digit rule for Polish lockers only; elsewhere any valid number of the country', () => {
    expect(receiverPhoneE164('+48 600 200 300', 'pl')).toBe('+48600200300');
    expect(receiverPhoneE164('12', 'pl')).toBeNull();
    expect(receiverPhoneE164('030 12345678', 'de')).toBe('+493012345678');
    expect(receiverPhoneE164('12', 'de')).toBeNull();
  });
});
