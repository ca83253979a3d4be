/** Rules of an order amount (spec §5 "Amount input", §9 limits), shared by the amount input and the cart API. */

export const AMOUNT_MAX_VALUE = 9_999_999;
export const AMOUNT_MAX_LENGTH = 7;

export interface AmountConstraints {
  /** Smallest amount that may be ordered (product minimumQuantity). */
  minimum: number;
  /** The amount must be a multiple of this (product multiples). */
  multiples: number;
}

/** What an amount can break; also the cart line's `amountError` in the API. */
export const AMOUNT_ERROR_TYPES = ['minimum', 'multiplicity'] as const;
export type AmountError = { type: 'minimum'; value: number } | { type: 'multiplicity'; value: number };

/** A prefix the value is appended to ("Multiplicity: 5"), or a translated sentence built from it. */
export type AmountMessage = string | ((value: number) => string);

export interface AmountMessages {
  minimum: AmountMessage;
  multiplicity: AmountMessage;
  /** Said when more is ordered than is in stock, with the count in stock. */
  stock?: AmountMessage;
}

export const DEFAULT_AMOUNT_MESSAGES: AmountMessages = {
  minimum: 'Minimum amount possible to order',
  multiplicity: 'Multiplicity',
  stock: 'In stock',
};

/**
 * Catalogue data may carry 0 or fractions; a step below 1 would make plus/minus loop forever.
 * The one amount rule: the cart's priced lines had their own copy that took such data as it came
 * (a minimum of 0 let 0 through, a step of 0 or 2.5 was checked as written), so a line the amount
 * input and the add call had accepted could show as wrong in the cart and block the order. Whole
 * units are what the input steps in and what is sold, so the normalised reading is the right one.
 */
function normalise({ minimum, multiples }: AmountConstraints): AmountConstraints {
  return {
    minimum: Math.max(1, Math.trunc(minimum) || 1),
    multiples: Math.max(1, Math.trunc(multiples) || 1),
  };
}

/**
 * The shop writes numbers with spaces between thousands (spec §9; Intl uses no-break or narrow
 * no-break spaces), so "1 000" typed or pasted back is a thousand, not 1. Only groups of exactly
 * three digits are joined: "1 00" stays 1.
 */
const GROUPED = /^(\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+)(?!\d)/;

/** Characters of an amount with its grouping: seven digits and two separators ("9 999 999"). */
export const AMOUNT_MAX_TEXT_LENGTH = AMOUNT_MAX_LENGTH + 2;

/** Integer part of what was typed; anything that is not a number becomes the minimum. */
export function parseAmount(raw: string | number, constraints: AmountConstraints): number {
  const text = typeof raw === 'number' ? '' : raw.trim();
  const grouped = GROUPED.exec(text);
  const digits = grouped ? grouped[1]!.replace(/\D/g, '') : text;
  const parsed = typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(digits, 10);
  if (!Number.isFinite(parsed)) return normalise(constraints).minimum;
  return Math.min(parsed, AMOUNT_MAX_VALUE);
}

/** The minimum is reported before multiplicity: an amount below it is wrong whatever its step. */
export function validateAmount(amount: number, constraints: AmountConstraints): AmountError | null {
  const { minimum, multiples } = normalise(constraints);
  if (amount < minimum) return { type: 'minimum', value: minimum };
  if (amount % multiples !== 0) return { type: 'multiplicity', value: multiples };
  return null;
}

export function amountErrorMessage(
  error: AmountError,
  messages: AmountMessages = DEFAULT_AMOUNT_MESSAGES,
): string {
  const message = messages[error.type];
  return typeof message === 'function' ? message(error.value) : `${message}: ${error.value}`;
}

/** Largest multiple that still fits the maximum value. */
function highestMultiple(multiples: number): number {
  return Math.floor(AMOUNT_MAX_VALUE / multiples) * multiples;
}

/**
 * One step up. An amount off the step grid is rounded down before stepping, so the result is the
 * next multiple above it (7 with step 5 becomes 10, not 12).
 */
export function incrementAmount(amount: number, constraints: AmountConstraints): number {
  const { multiples } = normalise(constraints);
  const next = Math.floor(amount / multiples) * multiples + multiples;
  return Math.min(Math.max(next, multiples), highestMultiple(multiples));
}

/** One step down, to the previous multiple below an off-grid amount, never below one multiple. */
export function decrementAmount(amount: number, constraints: AmountConstraints): number {
  const { multiples } = normalise(constraints);
  const previous = Math.ceil(amount / multiples) * multiples - multiples;
  return Math.min(Math.max(previous, multiples), highestMultiple(multiples));
}

export function canIncrement(amount: number, constraints: AmountConstraints): boolean {
  return amount < AMOUNT_MAX_VALUE && incrementAmount(amount, constraints) > amount;
}

export function canDecrement(amount: number, constraints: AmountConstraints): boolean {
  return amount > normalise(constraints).minimum && decrementAmount(amount, constraints) < amount;
}

/**
 * The smallest amount at or above `amount` that the cart takes: at least the minimum, on the grid of
 * multiples (a list of 4 of a product sold from 10 in fives goes to the cart as 10; 12 as 15).
 */
export function roundUpToOrderable(amount: number, constraints: AmountConstraints): number {
  const step = Math.max(1, constraints.multiples);
  const atLeast = Math.max(amount, Math.max(1, constraints.minimum));
  return Math.ceil(atLeast / step) * step;
}
