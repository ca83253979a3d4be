/**
 * Product flags, display permissions and units (spec §3 "Product") and the status labels shown on
 * product cards and lists, with the hiding rules of spec §4.
 */

export const PRODUCT_FLAGS = [
  'AVAILABLE_IN_INTERNATIONAL_OFFER',
  'NOT_IN_OFFER',
  'ONLY_FOR_SPECIAL_ORDER',
  'HARDLY_AVAILABLE',
  'EXTERNAL_WAREHOUSE',
  'PRODUCT_BLOCKED_BY_CONTEXT',
  'AVAILABLE_WHILE_STOCKS_LAST',
  'MOQ_VALID_WHILE_STOCKS_LAST',
  'PRODUCT_BLOCKED',
  'DANGEROUS',
  'OVERSIZED',
  'PROMOTED',
  'INVALID',
  'NEW',
  'SALE',
] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

export const DISPLAY_PERMISSIONS = [
  'SHOW_PRICE',
  'SHOW_ORDER_BUTTON',
  'SHOW_STOCK',
  'SHOW_PARCAT_FRAME',
  'SHOW_MINIMAL_AMOUNT_AND_MULTIPLES',
  'SHOW_DELIVERY_TIME',
] as const;
export type DisplayPermission = (typeof DISPLAY_PERMISSIONS)[number];

/** Sales units: metre, piece (Stück), reel (Rolle), set (Komplet), pack (Opakowanie). */
export const PRODUCT_UNITS = ['M', 'ST', 'ROL', 'KPL', 'OPK'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export function isProductFlag(value: string): value is ProductFlag {
  return (PRODUCT_FLAGS as readonly string[]).includes(value);
}

export function isProductUnit(value: string): value is ProductUnit {
  return (PRODUCT_UNITS as readonly string[]).includes(value);
}

/**
 * Colour class of a label: `blocking` (red, the product cannot be bought here), `warning` (amber,
 * buyable with a caveat), `info` (blue, neutral facts), `promo` (green, marketing).
 */
export type StatusSeverity = 'blocking' | 'warning' | 'info' | 'promo';

export interface StatusLabel {
  /** Stable id; also the i18n key under `status.` and a CSS modifier. */
  id: string;
  flag: ProductFlag;
  severity: StatusSeverity;
  i18nKey: string;
}

/**
 * One label per flag, in display order: what stops a purchase first, then caveats, then facts,
 * then marketing. The order here is the order on the card.
 */
const LABEL_DEFINITIONS: ReadonlyArray<readonly [ProductFlag, string, StatusSeverity]> = [
  ['PRODUCT_BLOCKED', 'blocked', 'blocking'],
  ['NOT_IN_OFFER', 'notInOffer', 'blocking'],
  ['PRODUCT_BLOCKED_BY_CONTEXT', 'blockedByContext', 'blocking'],
  ['INVALID', 'invalid', 'blocking'],
  ['DANGEROUS', 'dangerous', 'warning'],
  ['OVERSIZED', 'oversized', 'warning'],
  ['ONLY_FOR_SPECIAL_ORDER', 'onlyForSpecialOrder', 'warning'],
  ['HARDLY_AVAILABLE', 'hardlyAvailable', 'warning'],
  ['AVAILABLE_WHILE_STOCKS_LAST', 'whileStocksLast', 'warning'],
  ['MOQ_VALID_WHILE_STOCKS_LAST', 'moqWhileStocksLast', 'warning'],
  ['EXTERNAL_WAREHOUSE', 'marketplace', 'info'],
  ['AVAILABLE_IN_INTERNATIONAL_OFFER', 'internationalOffer', 'info'],
  ['NEW', 'new', 'promo'],
  ['PROMOTED', 'promoted', 'promo'],
  ['SALE', 'sale', 'promo'],
];

const LABELS: readonly StatusLabel[] = LABEL_DEFINITIONS.map(([flag, id, severity]) => ({
  id,
  flag,
  severity,
  i18nKey: `status.${id}`,
}));

/** Flags that make every other label irrelevant: the product cannot be bought at all. */
const EXCLUSIVE_FLAGS: ReadonlySet<ProductFlag> = new Set(['PRODUCT_BLOCKED', 'NOT_IN_OFFER']);

/** The flags that survive the hiding rules of spec §4. Unknown strings are ignored. */
export function visibleFlags(flags: Iterable<string>): Set<ProductFlag> {
  const present = new Set([...flags].filter(isProductFlag));
  if ([...present].some((flag) => EXCLUSIVE_FLAGS.has(flag))) {
    return new Set([...present].filter((flag) => EXCLUSIVE_FLAGS.has(flag)));
  }
  // Dangerous goods are shipped under stricter rules than oversized ones; one warning is enough.
  if (present.has('DANGEROUS')) present.delete('OVERSIZED');
  // Blocked here, but the customer can still buy it in the international offer: not a block for them.
  if (present.has('AVAILABLE_IN_INTERNATIONAL_OFFER')) present.delete('PRODUCT_BLOCKED_BY_CONTEXT');
  return present;
}

/** Ordered labels for a product's flags (behaviorList and babylonStatusList together). */
export function statusLabels(flags: Iterable<string>): StatusLabel[] {
  const visible = visibleFlags(flags);
  return LABELS.filter((label) => visible.has(label.flag));
}

export type DisplayPermissions = Readonly<Record<DisplayPermission, boolean>>;

/** The permission list of a product as a lookup; anything not granted is false. */
export function displayPermissions(granted: Iterable<string>): DisplayPermissions {
  const set = new Set(granted);
  return Object.fromEntries(DISPLAY_PERMISSIONS.map((p) => [p, set.has(p)])) as Record<
    DisplayPermission,
    boolean
  >;
}

/**
 * Whether the order button may be shown. The permission comes from the server, but a blocked
 * product never gets a button even if a stale permission list says otherwise: the cart would
 * reject it anyway and the customer would see an error instead of the label explaining why.
 */
export function canShowOrderButton(flags: Iterable<string>, permissions: DisplayPermissions): boolean {
  const visible = visibleFlags(flags);
  const blocked =
    visible.has('PRODUCT_BLOCKED') ||
    visible.has('NOT_IN_OFFER') ||
    visible.has('PRODUCT_BLOCKED_BY_CONTEXT');
  return permissions.SHOW_ORDER_BUTTON && !blocked;
}

const UNIT_KEYS: Readonly<Record<ProductUnit, string>> = {
  M: 'm',
  ST: 'pcs',
  ROL: 'reel',
  KPL: 'set',
  OPK: 'pack',
};

/**
 * i18n key of a unit label for an amount: `units.pcs.singular` for exactly 1, `.plural` otherwise.
 * Two forms match the product field (singularTranslation/pluralTranslation); the catalogues use
 * abbreviations where a language would need more plural forms (Polish "szt.").
 */
export function unitLabelKey(unit: ProductUnit, amount: number): string {
  return `units.${UNIT_KEYS[unit]}.${amount === 1 ? 'singular' : 'plural'}`;
}
