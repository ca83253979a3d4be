import { describe, expect, it } from 'vitest';
import { makeConsent, serializeConsent } from './consent';
import {
  FOR_YOU_SLOTS,
  RFY_MAX_SYMBOLS,
  WEEK_SLOTS,
  assignSlots,
  forYouVariant,
  itemsOfKind,
  parseRfyCookie,
  recordViewed,
  serializeRfyCookie,
  slotKind,
  viewedSymbolsFromCookies,
} from './recommendations';

const items = (...ids: number[]) => ids.map((productId) => ({ productId }));
const NOW = new Date('2025-03-15T10:00:00Z');

describe('recommendation slots (spec §9)', () => {
  it('puts the week in 0–13 and for-you in 14–27', () => {
    expect(slotKind(0)).toBe('week');
    expect(slotKind(13)).toBe('week');
    expect(slotKind(14)).toBe('for_you');
    expect(slotKind(27)).toBe('for_you');
    expect(slotKind(28)).toBeNull();
    expect(slotKind(-1)).toBeNull();
    expect(slotKind(1.5)).toBeNull();
    expect(WEEK_SLOTS.to).toBe(FOR_YOU_SLOTS.from);
  });

  it('assigns slots from the start of each range, cut to its size, without repeats', () => {
    const week = items(...Array.from({ length: 20 }, (_, i) => i + 1));
    const forYou = items(3, 100, 101, 3, 102);
    const slotted = assignSlots(week, forYou);
    expect(slotted.filter((s) => slotKind(s.slot) === 'week').map((s) => s.productId)).toEqual(
      week.slice(0, 14).map((w) => w.productId),
    );
    expect(slotted.filter((s) => slotKind(s.slot) === 'for_you')).toEqual([
      { productId: 100, slot: 14 },
      { productId: 101, slot: 15 },
      { productId: 102, slot: 16 },
    ]);
    const many = assignSlots([], items(...Array.from({ length: 30 }, (_, i) => i + 1)));
    expect(many.map((s) => s.slot)).toEqual(Array.from({ length: 14 }, (_, i) => 14 + i));
  });

  it('splits a slotted list back by kind, in slot order', () => {
    const list = [{ slot: 15 }, { slot: 2 }, { slot: 14 }, { slot: 0 }];
    expect(itemsOfKind(list, 'week')).toEqual([{ slot: 0 }, { slot: 2 }]);
    expect(itemsOfKind(list, 'for_you')).toEqual([{ slot: 14 }, { slot: 15 }]);
  });

  it('shows for-you from 4 symbols, the default below', () => {
    expect(forYouVariant(0)).toBe('default');
    expect(forYouVariant(3)).toBe('default');
    expect(forYouVariant(4)).toBe('for_you');
    expect(forYouVariant(20)).toBe('for_you');
  });
});

describe('recommended-for-you cookie', () => {
  it('records views most recent first, without repeats, at most 20', () => {
    let cookie = recordViewed(null, 'A', NOW);
    expect(cookie).toEqual({ symbols: ['A'], meta: { tag: 'default', updatedAt: NOW.toISOString() } });
    for (const s of ['B', 'C', 'A', 'D']) cookie = recordViewed(cookie, s, NOW);
    expect(cookie.symbols).toEqual(['D', 'A', 'C', 'B']);
    expect(cookie.meta.tag).toBe('for_you');
    for (let i = 0; i < 30; i++) cookie = recordViewed(cookie, `S${i}`, NOW);
    expect(cookie.symbols).toHaveLength(RFY_MAX_SYMBOLS);
    expect(cookie.symbols[0]).toBe('S29');
  });

  it('round-trips, and drops what it did not write', () => {
    const cookie = recordViewed(recordViewed(null, 'RC0603FR-0710KL', NOW), '1N4148 / T&R', NOW);
    expect(parseRfyCookie(serializeRfyCookie(cookie))).toEqual(cookie);
    expect(parseRfyCookie(undefined)).toBeNull();
    expect(parseRfyCookie('garbage')).toBeNull();
    expect(parseRfyCookie(encodeURIComponent('{"symbols":"A"}'))).toBeNull();
    const cleaned = parseRfyCookie(
      encodeURIComponent(
        JSON.stringify({ symbols: ['A', 7, '', 'A', 'x'.repeat(200), 'B'], meta: { tag: 'for_you' } }),
      ),
    );
    expect(cleaned?.symbols).toEqual(['A', 'B']);
    expect(cleaned?.meta.tag).toBe('default');
  });

  it('is read only with marketing consent', () => {
    const rfy = serializeRfyCookie(recordViewed(null, 'A', NOW));
    const consent = (marketing: boolean) =>
      serializeConsent(makeConsent({ preferences: true, marketing }, NOW));
    expect(viewedSymbolsFromCookies({ rfy })).toBeNull();
    expect(viewedSymbolsFromCookies({ rfy, consent: consent(false) })).toBeNull();
    expect(viewedSymbolsFromCookies({ rfy, consent: consent(true) })).toEqual(['A']);
    expect(viewedSymbolsFromCookies({ consent: consent(true) })).toEqual([]);
  });
});
