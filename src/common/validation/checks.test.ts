import { describe, expect, it } from 'vitest';
import { EmailSchema } from '../contracts/auth';
import { ContactPersonCreateSchema } from '../contracts/customers';
import { isEmail, lengthOf } from './checks';

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

describe('lengthOf', () => {
  it('counts code points and list items', () => {
    expect(lengthOf('abc')).toBe(3);
    expect(lengthOf('łódź')).toBe(4);
    expect(lengthOf('a😀b')).toBe(3);
    expect(lengthOf(12345)).toBe(5);
    expect(lengthOf(['a', 'b'])).toBe(2);
  });
});

describe('one e-mail rule (spec §5): the contracts judge e-mail addresses as isEmail does', () => {
  const fields = {
    account: (email: string) => EmailSchema.safeParse(email).success,
    contactPerson: (email: string) =>
      !ContactPersonCreateSchema.safeParse({ firstName: 'A', lastName: 'B', email }).error?.issues.some(
        (issue) => issue.path[0] === 'email',
      ),
  };
  it.each([
    'anna@example.com',
    'a.b+c@sub.example.pl',
    'x@[192.168.0.1]',
    'a@b.c',
    'a..b@example.com',
    'a@b',
  ])('%s', (email) => {
    for (const [field, takes] of Object.entries(fields)) expect(takes(email), field).toBe(isEmail(email));
  });
});
