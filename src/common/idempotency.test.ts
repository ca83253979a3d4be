import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './idempotency';

describe('Idempotency-Key', () => {
  it('takes the keys either call took before: UUIDs, hex, dashes and underscores', () => {
    for (const key of [
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      'a'.repeat(32),
      'create-7f3a9c21',
      'retry_0001',
    ])
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(true);
  });

  it('takes dots and colons for finishing too (the cart took them, finish refused them)', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('order:1234:finish')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('client.v2.0001')).toBe(true);
  });

  it('refuses short, long and anything with spaces or other characters', () => {
    for (const key of ['short', 'x'.repeat(101), 'bad key!', 'a/b/c/d/e', 'ключ-ключ-ключ', ''])
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(false);
  });

  it('makes fresh keys the server accepts', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});
