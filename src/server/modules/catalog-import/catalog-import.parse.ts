import Decimal from 'decimal.js';
import { z } from 'zod';
import { parseSi } from '../../../common/format-si';
import { PRODUCT_FLAGS } from '../../../common/product-status';
import {
  LIFECYCLE_STATUSES,
  LIFECYCLE_WITH_LTB_DATE,
  LIFECYCLE_WITH_REPLACEMENT,
  REACH_STATUSES,
  ROHS_STATUSES,
  isCountryOfOrigin,
  isEccn,
  isHtsCode,
  normaliseEccn,
  normaliseHtsCode,
} from '../../../common/product-compliance';
import {
  CAD_FORMATS,
  CAD_KINDS,
  PACKAGINGS,
  REEL_QUANTITY_MAX,
  cadFormatFits,
  type CadFormat,
  type CadKind,
  type Packaging,
} from '../../../common/part-data';

/** The feed's columns, in the order make-feed writes them. */
export const FEED_COLUMNS = [
  'symbol',
  'manufacturer',
  'manufacturerSymbol',
  'category',
  'description',
  'unit',
  'minimumQuantity',
  'multiples',
  'priceBreaks',
  'stock',
  'parameters',
  'datasheetUrl',
  'flags',
] as const;

/**
 * Columns a feed may leave out (older feeds have none of them): a feed without them still imports,
 * and a product it describes gets the defaults. An empty cell is the same. Lifecycle and compliance
 * (ADR 075: active, RoHS and REACH unknown, no codes); packaging, a full reel's quantity and the CAD
 * models (ADR 076: none).
 */
export const OPTIONAL_FEED_COLUMNS = [
  'lifecycle',
  'lastTimeBuyDate',
  'replacementSymbol',
  'rohs',
  'reach',
  'eccn',
  'htsCode',
  'countryOfOrigin',
  'msl',
  'packaging',
  'reelQuantity',
  'cadModels',
] as const;

export const STOCK_UNITS = ['M', 'ST', 'ROL', 'KPL', 'OPK'] as const;
/** numeric(14, 6) in the schema: more places would be rounded silently, so they are refused. */
const MAX_PRICE_DECIMALS = 6;

export interface FeedPriceBreak {
  amount: number;
  netPricePln: string;
}

export interface FeedParameter {
  name: string;
  unit: string | null;
  valueSi: number | null;
  display: string;
}

export type FeedRow = z.output<typeof FeedRowSchema>;

export type ParsedRecord = { ok: true; row: FeedRow } | { ok: false; reason: string };

const positiveInteger = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `${field} is not a whole number` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 9_999_999, { error: `${field} must be between 1 and 9999999` });

const priceBreaksField = z.string().transform((text, ctx): FeedPriceBreak[] => {
  const pairs = text
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (pairs.length === 0) {
    ctx.issues.push({ code: 'custom', message: 'no price breaks', input: text });
    return z.NEVER;
  }
  const breaks: FeedPriceBreak[] = [];
  for (const pair of pairs) {
    const [amountText, priceText, ...rest] = pair.split(':').map((s) => s.trim());
    if (priceText === undefined || rest.length > 0) {
      ctx.issues.push({ code: 'custom', message: `price break "${pair}" is not amount:price`, input: text });
      return z.NEVER;
    }
    if (!/^\d+$/.test(amountText) || Number(amountText) < 1) {
      ctx.issues.push({
        code: 'custom',
        message: `price break amount "${amountText}" is not a positive integer`,
        input: text,
      });
      return z.NEVER;
    }
    if (!/^\d+(\.\d+)?$/.test(priceText)) {
      ctx.issues.push({ code: 'custom', message: `price "${priceText}" is not a number`, input: text });
      return z.NEVER;
    }
    const price = new Decimal(priceText);
    if (price.decimalPlaces() > MAX_PRICE_DECIMALS || price.lte(0)) {
      ctx.issues.push({
        code: 'custom',
        message: `price "${priceText}" must be positive with at most ${MAX_PRICE_DECIMALS} decimal places`,
        input: text,
      });
      return z.NEVER;
    }
    const amount = Number(amountText);
    const previous = breaks[breaks.length - 1];
    if (previous && amount <= previous.amount) {
      ctx.issues.push({
        code: 'custom',
        message: `price breaks are not ascending (${amount} after ${previous.amount})`,
        input: text,
      });
      return z.NEVER;
    }
    breaks.push({ amount, netPricePln: price.toFixed() });
  }
  return breaks;
});

const parametersField = z.string().transform((text, ctx): FeedParameter[] => {
  const parameters: FeedParameter[] = [];
  const seen = new Set<string>();
  for (const pair of text
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const display = pair.slice(separator + 1).trim();
    if (separator < 1 || name === '' || display === '') {
      ctx.issues.push({ code: 'custom', message: `parameter "${pair}" is not Name=value`, input: text });
      return z.NEVER;
    }
    if (seen.has(name)) {
      ctx.issues.push({ code: 'custom', message: `parameter "${name}" given twice`, input: text });
      return z.NEVER;
    }
    seen.add(name);
    // A number without a unit ("0603", "8" pins) stays text: only quantities with a unit are filtered by value.
    const quantity = parseSi(display);
    const numeric = quantity !== undefined && quantity.unit !== '';
    parameters.push({
      name,
      display,
      unit: numeric ? quantity.unit : null,
      valueSi: numeric ? quantity.value : null,
    });
  }
  return parameters;
});

const flagsField = z.string().transform((text, ctx) => {
  const flags = [
    ...new Set(
      text
        .split('|')
        .map((f) => f.trim())
        .filter((f) => f !== ''),
    ),
  ];
  const unknown = flags.filter((f) => !(PRODUCT_FLAGS as readonly string[]).includes(f));
  if (unknown.length > 0) {
    ctx.issues.push({ code: 'custom', message: `unknown flag ${unknown.join(', ')}`, input: text });
    return z.NEVER;
  }
  return flags;
});

/** "2027-02-30" reads as a date to Date.parse, and would fail the whole batch in the database. */
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** One of a list of values, lower case; an empty cell is `fallback`. */
const oneOf = <T extends string>(field: string, values: readonly T[], fallback: T) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? fallback : v.toLowerCase()))
    .refine((v): v is T => (values as readonly string[]).includes(v), {
      error: (issue) => `${field} "${String(issue.input)}" is not one of ${values.join(', ')}`,
    })
    .transform((v) => v as T);

/** An optional code: empty is null, anything else must pass `valid` after `normalise`. */
const optionalCode = (
  field: string,
  example: string,
  valid: (v: string) => boolean,
  normalise: (v: string) => string = (v) => v,
) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : normalise(v)))
    .refine((v) => v === null || valid(v), {
      error: (issue) => `${field} "${String(issue.input).trim()}" is not a valid ${field} (e.g. ${example})`,
    });

const complianceFields = {
  lifecycle: oneOf('lifecycle', LIFECYCLE_STATUSES, 'active'),
  lastTimeBuyDate: z
    .string()
    .trim()
    .refine((v) => v === '' || isCalendarDay(v), {
      error: (issue) => `lastTimeBuyDate "${String(issue.input)}" is not a date (YYYY-MM-DD)`,
    })
    .transform((v) => (v === '' ? null : v)),
  replacementSymbol: z
    .string()
    .trim()
    .max(100, { error: 'replacementSymbol longer than 100 characters' })
    .transform((v) => (v === '' ? null : v)),
  rohs: oneOf('rohs', ROHS_STATUSES, 'unknown'),
  reach: oneOf('reach', REACH_STATUSES, 'unknown'),
  eccn: optionalCode('eccn', 'EAR99, 5A991', isEccn, normaliseEccn),
  htsCode: optionalCode('htsCode', '8541.21.0075', isHtsCode, normaliseHtsCode),
  countryOfOrigin: optionalCode('countryOfOrigin', 'DE, CN', isCountryOfOrigin, (v) => v.toUpperCase()),
  msl: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[1-6]$/.test(v), {
      error: (issue) => `msl "${String(issue.input)}" is not a moisture sensitivity level 1 to 6`,
    })
    .transform((v) => (v === '' ? null : Number(v))),
};
const packagingField = z
  .string()
  .trim()
  .refine((p) => p === '' || (PACKAGINGS as readonly string[]).includes(p), {
    error: (issue) => `unknown packaging "${String(issue.input)}" (expected ${PACKAGINGS.join(', ')})`,
  })
  .transform((p) => (p === '' ? null : (p as Packaging)));

const reelQuantityField = z
  .string()
  .trim()
  .refine((q) => q === '' || (/^\d+$/.test(q) && Number(q) >= 1 && Number(q) <= REEL_QUANTITY_MAX), {
    error: `reelQuantity is not a whole number from 1 to ${REEL_QUANTITY_MAX}`,
  })
  .transform((q) => (q === '' ? null : Number(q)));

/**
 * CAD models as `kind:format:address` entries separated by `|` ("footprint:kicad:https://…"). The
 * address is a supplier's https URL, or `shop` for a file the shop makes from the product's data
 * (KiCad symbol and footprint, STEP model).
 */
const cadModelsField = z.string().transform((text, ctx) => {
  const entries = text
    .split('|')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const models: Array<{ kind: CadKind; format: CadFormat; url: string }> = [];
  for (const entry of entries) {
    const [kind = '', format = '', ...rest] = entry.split(':');
    const url = rest.join(':');
    const problem = !(CAD_KINDS as readonly string[]).includes(kind)
      ? `unknown CAD model kind "${kind}" (expected ${CAD_KINDS.join(', ')})`
      : !(CAD_FORMATS as readonly string[]).includes(format)
        ? `unknown CAD format "${format}" (expected ${CAD_FORMATS.join(', ')})`
        : !cadFormatFits(kind as CadKind, format as CadFormat)
          ? `a ${kind} CAD model cannot be ${format}`
          : url !== 'shop' && !/^https:\/\/\S+$/.test(url)
            ? `CAD model address "${url}" is neither "shop" nor an https URL`
            : url === 'shop' && format === 'altium'
              ? "the shop makes no Altium files: give the supplier's https URL"
              : models.some((m) => m.kind === kind && m.format === format)
                ? `CAD model ${kind}:${format} given twice`
                : null;
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: text });
      return z.NEVER;
    }
    models.push({ kind: kind as CadKind, format: format as CadFormat, url });
  }
  return models;
});

const FeedRowSchema = z
  .object({
    symbol: z
      .string()
      .trim()
      .min(1, { error: 'missing symbol' })
      .max(100, { error: 'symbol longer than 100 characters' }),
    manufacturer: z.string().trim().min(1, { error: 'missing manufacturer' }),
    manufacturerSymbol: z.string().trim(),
    category: z
      .string()
      .transform((text) => text.split('>').map((part) => part.trim()))
      .refine((path) => path.every((part) => part !== ''), { error: 'category path has an empty level' }),
    description: z.string().trim().min(1, { error: 'missing description' }),
    unit: z
      .string()
      .trim()
      .refine((u): u is (typeof STOCK_UNITS)[number] => (STOCK_UNITS as readonly string[]).includes(u), {
        error: (issue) => `unknown unit "${String(issue.input)}" (expected ${STOCK_UNITS.join(', ')})`,
      }),
    minimumQuantity: positiveInteger('minimumQuantity'),
    multiples: positiveInteger('multiples'),
    priceBreaks: priceBreaksField,
    stock: z
      .string()
      .trim()
      .transform((s) => (s === '' ? '0' : s))
      .pipe(z.string().regex(/^\d+$/, { error: 'stock is not a whole number' }).transform(Number))
      .refine((n) => n <= 2_147_483_647, { error: 'stock is too large' }),
    parameters: parametersField,
    datasheetUrl: z
      .string()
      .trim()
      .refine((u) => u === '' || u.startsWith('/') || /^https?:\/\/\S+$/.test(u), {
        error: 'datasheetUrl is neither a path nor an http(s) URL',
      })
      .transform((u) => (u === '' ? null : u)),
    flags: flagsField,
    ...complianceFields,
    packaging: packagingField,
    reelQuantity: reelQuantityField,
    cadModels: cadModelsField,
  })
  .superRefine((row, ctx) => {
    if (row.reelQuantity !== null && row.packaging !== 'reel') {
      ctx.addIssue({
        code: 'custom',
        path: ['reelQuantity'],
        message: 'reelQuantity is given only for reel packaging',
      });
    }
    if (row.minimumQuantity % row.multiples !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['minimumQuantity'],
        message: `minimumQuantity ${row.minimumQuantity} is not a multiple of multiples ${row.multiples}`,
      });
    }
    // The lifecycle's date and replacement belong to the states that have them (ADR 075).
    if (row.lifecycle === 'ltb' && row.lastTimeBuyDate === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastTimeBuyDate'],
        message: 'lifecycle ltb needs a lastTimeBuyDate',
      });
    }
    if (row.lastTimeBuyDate !== null && !LIFECYCLE_WITH_LTB_DATE.includes(row.lifecycle)) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastTimeBuyDate'],
        message: `lastTimeBuyDate is only for lifecycle ${LIFECYCLE_WITH_LTB_DATE.join(' or ')}, not ${row.lifecycle}`,
      });
    }
    if (row.replacementSymbol !== null && !LIFECYCLE_WITH_REPLACEMENT.includes(row.lifecycle)) {
      ctx.addIssue({
        code: 'custom',
        path: ['replacementSymbol'],
        message: `replacementSymbol is only for lifecycle ${LIFECYCLE_WITH_REPLACEMENT.join(', ')}, not ${row.lifecycle}`,
      });
    }
    if (row.replacementSymbol !== null && row.replacementSymbol === row.symbol) {
      ctx.addIssue({
        code: 'custom',
        path: ['replacementSymbol'],
        message: 'replacementSymbol names the product itself',
      });
    }
  })
  .transform((row) => ({ ...row, manufacturerSymbol: row.manufacturerSymbol || row.symbol }));

/**
 * Validates one feed record (CSV row or JSON line). Values may arrive as numbers from JSON; they are read
 * as text so both formats follow the same rules. Returns the first problems as one human-readable reason.
 */
export function parseFeedRecord(record: unknown): ParsedRecord {
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return { ok: false, reason: 'the record is not an object' };
  const values = Object.fromEntries(
    [...FEED_COLUMNS, ...OPTIONAL_FEED_COLUMNS].map((column) => {
      const value = (record as Record<string, unknown>)[column];
      return [
        column,
        value === null || value === undefined
          ? ''
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value),
      ];
    }),
  );
  const parsed = FeedRowSchema.safeParse(values);
  if (parsed.success) return { ok: true, row: parsed.data };
  // Every message names its field, so the issues read well joined as they are.
  return { ok: false, reason: parsed.error.issues.map((issue) => issue.message).join('; ') };
}
