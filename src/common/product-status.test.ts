import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { lookUpMessage } from './i18n';
import {
  canShowOrderButton,
  DISPLAY_PERMISSIONS,
  displayPermissions,
  isProductUnit,
  PRODUCT_FLAGS,
  PRODUCT_UNITS,
  statusLabels,
  unitLabelKey,
  visibleFlags,
} from './product-status';

const ids = (flags: string[]) => statusLabels(flags).map((label) => label.id);

describe('statusLabels', () => {
  it('maps flags to labels in display order, whatever the input order', () => {
    expect(ids(['SALE', 'NEW', 'HARDLY_AVAILABLE', 'EXTERNAL_WAREHOUSE'])).toEqual([
      'hardlyAvailable',
      'marketplace',
      'new',
      'sale',
    ]);
  });
  it('gives each label a severity and an i18n key', () => {
    expect(statusLabels(['DANGEROUS', 'PROMOTED'])).toEqual([
      { id: 'dangerous', flag: 'DANGEROUS', severity: 'warning', i18nKey: 'status.dangerous' },
      { id: 'promoted', flag: 'PROMOTED', severity: 'promo', i18nKey: 'status.promoted' },
    ]);
  });
  it('has a label with an English text for every flag', () => {
    const labels = statusLabels(PRODUCT_FLAGS.filter((f) => f !== 'PRODUCT_BLOCKED' && f !== 'NOT_IN_OFFER'));
    const all = [...labels, ...statusLabels(['PRODUCT_BLOCKED', 'NOT_IN_OFFER'])];
    for (const label of all) expect(lookUpMessage(en, label.i18nKey), label.i18nKey).toBeTypeOf('string');
    // every flag but the two hidden by rules (OVERSIZED, PRODUCT_BLOCKED_BY_CONTEXT) appears somewhere
    expect(new Set(all.map((l) => l.flag)).size).toBe(PRODUCT_FLAGS.length - 2);
  });
  it('ignores unknown flags and duplicates', () => {
    expect(ids(['NEW', 'NEW', 'SOMETHING_ELSE'])).toEqual(['new']);
    expect(ids([])).toEqual([]);
  });

  describe('hiding rules (spec §4)', () => {
    it('blocked hides all other labels', () => {
      expect(ids(['PRODUCT_BLOCKED', 'NEW', 'SALE', 'DANGEROUS', 'HARDLY_AVAILABLE'])).toEqual(['blocked']);
    });
    it('not in offer hides all other labels', () => {
      expect(ids(['NOT_IN_OFFER', 'PROMOTED', 'OVERSIZED', 'EXTERNAL_WAREHOUSE'])).toEqual(['notInOffer']);
    });
    it('blocked and not in offer may show together', () => {
      expect(ids(['NOT_IN_OFFER', 'PRODUCT_BLOCKED', 'NEW'])).toEqual(['blocked', 'notInOffer']);
    });
    it('oversized plus dangerous keeps only dangerous', () => {
      expect(ids(['OVERSIZED', 'DANGEROUS', 'NEW'])).toEqual(['dangerous', 'new']);
      expect(ids(['OVERSIZED'])).toEqual(['oversized']);
    });
    it('blocked by context is dropped when available in the international offer', () => {
      expect(ids(['PRODUCT_BLOCKED_BY_CONTEXT', 'AVAILABLE_IN_INTERNATIONAL_OFFER'])).toEqual([
        'internationalOffer',
      ]);
      expect(ids(['PRODUCT_BLOCKED_BY_CONTEXT'])).toEqual(['blockedByContext']);
    });
    it('blocked wins over the international offer too', () => {
      expect(ids(['PRODUCT_BLOCKED', 'AVAILABLE_IN_INTERNATIONAL_OFFER'])).toEqual(['blocked']);
    });
  });
});

describe('visibleFlags', () => {
  it('returns the surviving flags as a set', () => {
    expect([...visibleFlags(['OVERSIZED', 'DANGEROUS'])]).toEqual(['DANGEROUS']);
  });
});

describe('displayPermissions', () => {
  it('turns the granted list into a lookup with every permission', () => {
    const permissions = displayPermissions(['SHOW_PRICE', 'SHOW_STOCK', 'UNKNOWN']);
    expect(Object.keys(permissions)).toEqual([...DISPLAY_PERMISSIONS]);
    expect(permissions.SHOW_PRICE).toBe(true);
    expect(permissions.SHOW_STOCK).toBe(true);
    expect(permissions.SHOW_ORDER_BUTTON).toBe(false);
    expect(permissions.SHOW_DELIVERY_TIME).toBe(false);
  });
});

describe('canShowOrderButton', () => {
  const allowed = displayPermissions(['SHOW_ORDER_BUTTON']);
  it('follows the permission', () => {
    expect(canShowOrderButton(['NEW'], allowed)).toBe(true);
    expect(canShowOrderButton(['NEW'], displayPermissions([]))).toBe(false);
  });
  it('hides the button of blocked products even when permitted', () => {
    expect(canShowOrderButton(['PRODUCT_BLOCKED'], allowed)).toBe(false);
    expect(canShowOrderButton(['NOT_IN_OFFER'], allowed)).toBe(false);
    expect(canShowOrderButton(['PRODUCT_BLOCKED_BY_CONTEXT'], allowed)).toBe(false);
  });
  it('shows it when the context block is lifted by the international offer', () => {
    expect(
      canShowOrderButton(['PRODUCT_BLOCKED_BY_CONTEXT', 'AVAILABLE_IN_INTERNATIONAL_OFFER'], allowed),
    ).toBe(true);
  });
});

describe('unitLabelKey', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(unitLabelKey('ST', 1)).toBe('units.pcs.singular');
    expect(unitLabelKey('ST', 0)).toBe('units.pcs.plural');
    expect(unitLabelKey('ROL', 5)).toBe('units.reel.plural');
  });
  it('has English texts for every unit', () => {
    for (const unit of PRODUCT_UNITS) {
      expect(lookUpMessage(en, unitLabelKey(unit, 1))).toBeTypeOf('string');
      expect(lookUpMessage(en, unitLabelKey(unit, 2))).toBeTypeOf('string');
    }
  });
  it('recognises unit codes', () => {
    expect(isProductUnit('KPL')).toBe(true);
    expect(isProductUnit('kg')).toBe(false);
  });
});
