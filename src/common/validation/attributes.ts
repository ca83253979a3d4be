/**
 * HTML attributes derived from rules (spec §5 "min and max length from length rules"), so the
 * browser limits typing the same way the server judges. Only rules that always apply count:
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
