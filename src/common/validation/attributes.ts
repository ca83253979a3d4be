/**
 * HTML attributes derived from rules (spec §5 "min and max length from length rules"), so the
 * browser limits typing the same way the validator judges. Only rules that always apply count:
 * top-level ones and those inside `and`; `or`, `when` and `set` are conditional or per item.
 */

import type { Rule } from './rules';

function* unconditional(rules: readonly Rule[]): Generator<Rule> {
  for (const rule of rules) {
    if (rule.type === 'and') yield* unconditional(rule.rules);
    else yield rule;
  }
}

/** The tightest minLength/maxLength of the length rules (`exact` gives both). */
export function lengthAttributes(rules: readonly Rule[]): { minLength?: number; maxLength?: number } {
  let minLength: number | undefined;
  let maxLength: number | undefined;
  for (const rule of unconditional(rules)) {
    if (rule.type !== 'length') continue;
    const min = rule.exact ?? rule.min;
    const max = rule.exact ?? rule.max;
    if (min !== undefined) minLength = Math.max(minLength ?? 0, min);
    if (max !== undefined) maxLength = Math.min(maxLength ?? Infinity, max);
  }
  return {
    ...(minLength !== undefined && minLength > 0 ? { minLength } : {}),
    ...(maxLength !== undefined ? { maxLength } : {}),
  };
}

/**
 * min/max for a number input from greaterThan/lessThan. HTML bounds are inclusive, so a strict
 * bound becomes an attribute only for whole numbers (greaterThan 0 + integer → min 1).
 */
export function numberAttributes(rules: readonly Rule[]): { min?: number; max?: number } {
  const list = [...unconditional(rules)];
  const whole = list.some((rule) => rule.type === 'integer' || rule.type === 'numeric');
  let min: number | undefined;
  let max: number | undefined;
  for (const rule of list) {
    if (rule.type === 'greaterThan') {
      const bound = rule.orEqual ? rule.value : whole ? Math.floor(rule.value) + 1 : undefined;
      if (bound !== undefined) min = Math.max(min ?? -Infinity, bound);
    } else if (rule.type === 'lessThan') {
      const bound = rule.orEqual ? rule.value : whole ? Math.ceil(rule.value) - 1 : undefined;
      if (bound !== undefined) max = Math.min(max ?? Infinity, bound);
    }
  }
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** Whether the field shows the required asterisk: it has an unconditional notBlank without allowNull. */
export function isRequired(rules: readonly Rule[]): boolean {
  for (const rule of unconditional(rules)) if (rule.type === 'notBlank' && !rule.allowNull) return true;
  return false;
}
