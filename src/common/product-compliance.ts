/**
 * Product data a buyer decides on (issue 22, ADR 075): where a part is in its lifecycle, and its
 * environmental and export classifications. One contract for the catalogue, the feed importer, the
 * seed, search filters, the product page, order lines and invoices. No Zod here: the browser bundle
 * reads the labels and the filter values (as common/search/filter-url does).
 */

/**
 * Lifecycle of a part: active; NRND (not recommended for new designs: still sold, a replacement is
 * named); last-time buy (orders taken until a date); obsolete (no longer made; a replacement is named).
 */
export const LIFECYCLE_STATUSES = ['active', 'nrnd', 'ltb', 'obsolete'] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

/** RoHS (EU 2011/65): compliant, compliant under an Annex III/IV exemption, not compliant, unknown. */
export const ROHS_STATUSES = ['compliant', 'exemption', 'not_compliant', 'unknown'] as const;
export type RohsStatus = (typeof ROHS_STATUSES)[number];

/** REACH (EC 1907/2006): free of substances of very high concern, contains SVHC, unknown. */
export const REACH_STATUSES = ['svhc_free', 'contains_svhc', 'unknown'] as const;
export type ReachStatus = (typeof REACH_STATUSES)[number];

/** Moisture sensitivity levels of J-STD-020 as the shop keeps them: 1 (unlimited floor life) to 6. */
export const MSL_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type MoistureSensitivityLevel = (typeof MSL_LEVELS)[number];

/** Statuses that name a replacement product (a last-time buy may name one too). */
export const LIFECYCLE_WITH_REPLACEMENT: readonly LifecycleStatus[] = ['nrnd', 'ltb', 'obsolete'];
/** Statuses that may carry a last-time-buy date: required for `ltb`, kept as history on `obsolete`. */
export const LIFECYCLE_WITH_LTB_DATE: readonly LifecycleStatus[] = ['ltb', 'obsolete'];

export interface ProductCompliance {
  rohs: RohsStatus;
  reach: ReachStatus;
  /** Export Control Classification Number (US EAR): "EAR99", "5A991", "3A001.a.2". */
  eccn: string | null;
  /** Harmonized tariff code, as the US HTS writes it: "8541.21.0075". */
  htsCode: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryOfOrigin: string | null;
  /** 1–6 (isMsl). */
  msl: number | null;
}

export const isLifecycleStatus = (v: string): v is LifecycleStatus =>
  (LIFECYCLE_STATUSES as readonly string[]).includes(v);
export const isRohsStatus = (v: string): v is RohsStatus => (ROHS_STATUSES as readonly string[]).includes(v);
export const isReachStatus = (v: string): v is ReachStatus =>
  (REACH_STATUSES as readonly string[]).includes(v);

/** EAR99, or a CCL number: digit, category letter A–E, three digits, optional paragraph parts (".a.2"). */
const ECCN = /^(EAR99|[0-9][A-E][0-9]{3}(\.[a-z0-9]{1,3}){0,4})$/;
/** 6-digit HS heading, optionally the 8- and 10-digit national parts: "8541.21", "8541.21.00", "8541.21.0075". */
const HTS = /^[0-9]{4}\.[0-9]{2}(\.[0-9]{2}([0-9]{2})?)?$/;
/** Two upper-case letters; a list of every code would weigh on the browser bundle, the format is what a feed gets wrong. */
const COUNTRY = /^[A-Z]{2}$/;
/** Codes ISO 3166 reserves or uses for groups, never a country a part is made in. */
const NOT_A_COUNTRY = new Set(['AA', 'EU', 'QM', 'QZ', 'XX', 'XZ', 'ZZ', 'UN', 'EZ']);

export function isEccn(value: string): boolean {
  return ECCN.test(value);
}

export function isHtsCode(value: string): boolean {
  return HTS.test(value);
}

export function isCountryOfOrigin(value: string): boolean {
  return COUNTRY.test(value) && !NOT_A_COUNTRY.has(value);
}

export function isMsl(value: number): value is MoistureSensitivityLevel {
  return Number.isInteger(value) && value >= 1 && value <= 6;
}

/** "ear99" → "EAR99", "5a991" → "5A991": the category letter is upper case, paragraphs (".a.2") lower. */
export function normaliseEccn(value: string): string {
  const text = value.trim();
  if (text.toUpperCase() === 'EAR99') return 'EAR99';
  return text.replace(/^([0-9])([a-e])/, (_, digit: string, letter: string) => digit + letter.toUpperCase());
}

/**
 * "8541210075" → "8541.21.0075": feeds often drop the dots. Anything not 6, 8 or 10 digits is left
 * as given (and fails isHtsCode).
 */
export function normaliseHtsCode(value: string): string {
  const text = value.trim();
  if (!/^[0-9]{6}([0-9]{2}){0,2}$/.test(text)) return text;
  const parts = [text.slice(0, 4), text.slice(4, 6)];
  if (text.length > 6) parts.push(text.slice(6));
  return parts.join('.');
}

// ---------------------------------------------------------------- labels (i18n keys under `compliance.`)

export const lifecycleLabelKey = (status: LifecycleStatus) => `compliance.lifecycle.${status}`;
export const rohsLabelKey = (status: RohsStatus) => `compliance.rohs.${status}`;
export const reachLabelKey = (status: ReachStatus) => `compliance.reach.${status}`;
export const mslLabelKey = (level: number) => `compliance.msl.level${level}`;

/** Colour class of a lifecycle badge, as product-status severities: active shows none. */
export function lifecycleSeverity(status: LifecycleStatus): 'warning' | 'blocking' | null {
  if (status === 'active') return null;
  return status === 'obsolete' ? 'blocking' : 'warning';
}

/**
 * The last-time-buy date as the badge tells it: past dates mean the window has closed ("ended"),
 * which a buyer must see even when the catalogue still says `ltb`.
 */
export function lastTimeBuyState(date: string | null, today: string): 'open' | 'ended' | null {
  if (!date) return null;
  return date < today ? 'ended' : 'open';
}

// ---------------------------------------------------------------- the classifications table

/** A translator: the page's `t`, or the server's `translate` bound to a language. */
export type ComplianceTranslate = (key: string, values?: Record<string, string | number>) => string;

export interface ComplianceFacts {
  lifecycle: LifecycleStatus;
  lastTimeBuyDate: string | null;
  compliance: ProductCompliance;
}

export const COMPLIANCE_ROW_KEYS = ['lifecycle', 'rohs', 'reach', 'msl', 'eccn', 'hts', 'origin'] as const;
export type ComplianceRowKey = (typeof COMPLIANCE_ROW_KEYS)[number];

/**
 * The rows of "Environmental & export classifications" as label and text, in display order: the
 * product page, its print page, the compare table and the exports all read this one list.
 */
export function complianceRows(
  product: ComplianceFacts,
  t: ComplianceTranslate,
  language: string,
): Array<{ key: ComplianceRowKey; label: string; value: string | null }> {
  const c = product.compliance;
  const date = product.lastTimeBuyDate;
  const lifecycle =
    date && product.lifecycle === 'ltb'
      ? t('compliance.ltbUntil', { date })
      : date && product.lifecycle === 'obsolete'
        ? `${t(lifecycleLabelKey('obsolete'))} (${t('compliance.ltbEnded', { date })})`
        : t(lifecycleLabelKey(product.lifecycle));
  return [
    { key: 'lifecycle', label: t('compliance.section.lifecycle'), value: lifecycle },
    { key: 'rohs', label: t('compliance.section.rohs'), value: t(rohsLabelKey(c.rohs)) },
    { key: 'reach', label: t('compliance.section.reach'), value: t(reachLabelKey(c.reach)) },
    { key: 'msl', label: t('compliance.section.msl'), value: c.msl === null ? null : t(mslLabelKey(c.msl)) },
    { key: 'eccn', label: t('compliance.section.eccn'), value: c.eccn },
    { key: 'hts', label: t('compliance.section.hts'), value: c.htsCode },
    {
      key: 'origin',
      label: t('compliance.section.origin'),
      value: c.countryOfOrigin ? countryName(c.countryOfOrigin, language) : null,
    },
  ];
}

/** "Germany (DE)"; the code alone where the runtime has no name for it. */
export function countryName(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
