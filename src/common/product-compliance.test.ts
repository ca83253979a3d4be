import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import {
  complianceRows,
  isCountryOfOrigin,
  isEccn,
  isHtsCode,
  lastTimeBuyState,
  lifecycleSeverity,
  normaliseEccn,
  normaliseHtsCode,
} from './product-compliance';

describe('product compliance formats', () => {
  it('reads ECCNs of the Commerce Control List and EAR99', () => {
    for (const good of ['EAR99', '5A991', '3A001.a.2', '5A992.c', '4A994'])
      expect(isEccn(good), good).toBe(true);
    for (const bad of ['ear99', '5a991', 'XYZ', '5F991', '5A99', '']) expect(isEccn(bad), bad).toBe(false);
    expect(normaliseEccn(' ear99 ')).toBe('EAR99');
    expect(normaliseEccn('3a001.a.2')).toBe('3A001.a.2');
  });

  it('reads HTS codes of 6, 8 or 10 digits, dotted or not', () => {
    for (const good of ['8541.21', '8541.21.00', '8541.21.0075']) expect(isHtsCode(good), good).toBe(true);
    for (const bad of ['8541', '85.41', '8541.21.007', '8541-21-0075'])
      expect(isHtsCode(bad), bad).toBe(false);
    expect(normaliseHtsCode('8541210075')).toBe('8541.21.0075');
    expect(normaliseHtsCode('85412100')).toBe('8541.21.00');
    expect(normaliseHtsCode('854121')).toBe('8541.21');
    expect(normaliseHtsCode('85412')).toBe('85412');
  });

  it('takes two-letter countries, not the codes reserved for groups', () => {
    expect(isCountryOfOrigin('DE')).toBe(true);
    expect(isCountryOfOrigin('de')).toBe(false);
    expect(isCountryOfOrigin('EU')).toBe(false);
    expect(isCountryOfOrigin('DEU')).toBe(false);
  });

  it('tells an open last-time buy from one that ended', () => {
    expect(lastTimeBuyState('2027-01-31', '2026-11-26')).toBe('open');
    expect(lastTimeBuyState('2026-11-26', '2026-11-26')).toBe('open');
    expect(lastTimeBuyState('2026-11-25', '2026-11-26')).toBe('ended');
    expect(lastTimeBuyState(null, '2026-11-26')).toBeNull();
    expect(lifecycleSeverity('active')).toBeNull();
    expect(lifecycleSeverity('nrnd')).toBe('warning');
    expect(lifecycleSeverity('obsolete')).toBe('blocking');
  });

  it('lists the classifications in every language, null where not given', () => {
    const facts = {
      lifecycle: 'ltb' as const,
      lastTimeBuyDate: '2027-03-31',
      compliance: {
        rohs: 'exemption' as const,
        reach: 'svhc_free' as const,
        eccn: 'EAR99',
        htsCode: '8541.21.0075',
        countryOfOrigin: 'DE',
        msl: 3,
      },
    };
    const en = complianceRows(facts, (k, v) => translate('en', k, v), 'en');
    expect(en.map((r) => [r.key, r.value])).toEqual([
      ['lifecycle', 'Last-time buy until 2027-03-31'],
      ['rohs', 'Compliant with exemption'],
      ['reach', 'SVHC-free'],
      ['msl', '3 (168 hours)'],
      ['eccn', 'EAR99'],
      ['hts', '8541.21.0075'],
      ['origin', 'Germany (DE)'],
    ]);
    const de = complianceRows(
      { ...facts, compliance: { ...facts.compliance, msl: null, countryOfOrigin: null } },
      (k, v) => translate('de', k, v),
      'de',
    );
    expect(de.find((r) => r.key === 'rohs')!.label).toBe('RoHS-Status');
    expect(de.find((r) => r.key === 'msl')!.value).toBeNull();
    expect(de.find((r) => r.key === 'origin')!.value).toBeNull();
    for (const language of ['pl', 'hu'] as const) {
      const rows = complianceRows(facts, (k, v) => translate(language, k, v), language);
      for (const row of rows) expect(row.label, `${language} ${row.key}`).not.toMatch(/^compliance\./);
    }
  });
});
