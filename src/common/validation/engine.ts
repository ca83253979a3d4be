/** The rule engine: checks values against rules (rules.ts) and reports message keys with parameters. */

import {
  displayValue,
  isBlank,
  isEmail,
  isInteger,
  isNumericOnly,
  isPhone,
  lengthOf,
  sameValue,
  toNumber,
} from './checks';
import { MESSAGE_KEYS as M } from './messages';
import type { FormRules, FormValues, MessageParams, Rule, ValidationError, ValidationErrors } from './rules';

/** The first failure of `rules` for `value`, or null when it passes them all. */
export function checkRules(
  rules: readonly Rule[],
  value: unknown,
  values: FormValues = {},
  skipEmpty = true,
): ValidationError | null {
  for (const rule of rules) {
    const error = checkRule(rule, value, values, skipEmpty);
    if (error) return error;
  }
  return null;
}

/** The first failure of the rules of `field` for its value in `values`. */
export function validateField(
  formRules: FormRules,
  field: string,
  values: FormValues,
): ValidationError | null {
  const rules = formRules[field];
  return rules ? checkRules(rules, fieldValue(values, field), values) : null;
}

/** Every field's first failure; an empty object when the form is valid. */
export function validate(formRules: FormRules, values: FormValues): ValidationErrors {
  const errors: ValidationErrors = {};
  for (const field of Object.keys(formRules)) {
    const error = validateField(formRules, field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * One rule. `skipEmpty` is the house convention (only notBlank rejects an empty value); conditions
 * of `when` are evaluated without it, because there "is empty" must not read as "matches".
 */
export function checkRule(
  rule: Rule,
  value: unknown,
  values: FormValues,
  skipEmpty = true,
): ValidationError | null {
  const fail = (key: string, params: MessageParams = {}): ValidationError => ({
    key: rule.message ?? key,
    params,
  });

  switch (rule.type) {
    case 'notBlank':
      if (rule.allowNull && (value === null || value === undefined)) return null;
      return isBlank(value) ? fail(M.required) : null;
    case 'when': {
      const holds = rule.is.every(
        (condition) => checkRule(condition, fieldValue(values, rule.field), values, false) === null,
      );
      const branch = holds ? rule.then : (rule.otherwise ?? []);
      const error = checkRules(branch, value, values);
      return error && rule.message ? { ...error, key: rule.message } : error;
    }
    case 'and': {
      const error = checkRules(rule.rules, value, values, skipEmpty);
      return error && rule.message ? { ...error, key: rule.message } : error;
    }
    case 'or': {
      if (rule.rules.length === 0) return null;
      let first: ValidationError | null = null;
      for (const child of rule.rules) {
        const error = checkRule(child, value, values, skipEmpty);
        if (!error) return null;
        first ??= error;
      }
      return rule.message ? { ...first!, key: rule.message } : first;
    }
  }

  if (skipEmpty && isBlank(value)) return null;

  switch (rule.type) {
    case 'startsWith':
      return startsWith(value, rule.value, rule.ignoreCase)
        ? null
        : fail(M.startsWith, { value: rule.value });
    case 'notStartsWith':
      return startsWith(value, rule.value, rule.ignoreCase)
        ? fail(M.notStartsWith, { value: rule.value })
        : null;
    case 'equals':
      return sameValue(value, rule.value) ? null : fail(M.equals, { value: displayValue(rule.value) });
    case 'in':
      return rule.values.some((allowed) => sameValue(value, allowed))
        ? null
        : fail(M.in, { values: displayValue(rule.values) });
    case 'notIn':
      return rule.values.some((banned) => sameValue(value, banned))
        ? fail(M.notIn, { values: displayValue(rule.values) })
        : null;
    case 'set':
      return checkSet(rule, value, values, fail);
    case 'regex': {
      const pattern = compile(rule.pattern, rule.flags);
      // A broken pattern from a server is ignored rather than blocking the form forever.
      if (!pattern || isStructured(value)) return pattern ? fail(M.regex) : null;
      return pattern.test(String(value)) !== Boolean(rule.negate) ? null : fail(M.regex);
    }
    case 'integer':
      return isInteger(value) ? null : fail(M.integer);
    case 'length':
      return checkLength(rule, value, fail);
    case 'greaterThan':
    case 'lessThan': {
      const number = toNumber(value);
      if (number === null) return fail(M.notNumber);
      const above = rule.type === 'greaterThan';
      const ok = above
        ? rule.orEqual
          ? number >= rule.value
          : number > rule.value
        : rule.orEqual
          ? number <= rule.value
          : number < rule.value;
      if (ok) return null;
      const key = above
        ? rule.orEqual
          ? M.greaterThanOrEqual
          : M.greaterThan
        : rule.orEqual
          ? M.lessThanOrEqual
          : M.lessThan;
      return fail(key, { limit: rule.value });
    }
    case 'equalToField':
      return sameValue(value, fieldValue(values, rule.field))
        ? null
        : fail(M.equalToField, { field: rule.field });
    case 'notEqualToField':
      return sameValue(value, fieldValue(values, rule.field))
        ? fail(M.notEqualToField, { field: rule.field })
        : null;
    case 'email':
      return typeof value === 'string' && isEmail(value) ? null : fail(M.email);
    case 'phone':
      return typeof value === 'string' && isPhone(value) ? null : fail(M.phone);
    case 'numeric':
      return (typeof value === 'string' || typeof value === 'number') && isNumericOnly(String(value))
        ? null
        : fail(M.numeric);
  }
}

/**
 * The value of a field: a flat key ("email", "zbl_login[login]") or, for nested payloads, a dotted
 * path ("address.zipCode") as the server's 422 `data` names fields.
 */
export function fieldValue(values: FormValues, field: string): unknown {
  if (Object.hasOwn(values, field)) return values[field];
  let node: unknown = values;
  for (const part of field.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

type Fail = (key: string, params?: MessageParams) => ValidationError;

function startsWith(value: unknown, prefix: string, ignoreCase = false): boolean {
  if (isStructured(value)) return false;
  const text = String(value ?? '');
  return ignoreCase
    ? text.toLocaleLowerCase().startsWith(prefix.toLocaleLowerCase())
    : text.startsWith(prefix);
}

function checkLength(
  rule: Extract<Rule, { type: 'length' }>,
  value: unknown,
  fail: Fail,
): ValidationError | null {
  const length = lengthOf(value);
  if (rule.exact !== undefined) {
    return length === rule.exact ? null : fail(M.lengthExact, { limit: rule.exact });
  }
  const tooShort = rule.min !== undefined && length < rule.min;
  const tooLong = rule.max !== undefined && length > rule.max;
  if (!tooShort && !tooLong) return null;
  if (rule.min !== undefined && rule.max !== undefined) {
    return fail(M.lengthRange, { min: rule.min, max: rule.max });
  }
  return tooShort ? fail(M.lengthMin, { limit: rule.min! }) : fail(M.lengthMax, { limit: rule.max! });
}

function checkSet(
  rule: Extract<Rule, { type: 'set' }>,
  value: unknown,
  values: FormValues,
  fail: Fail,
): ValidationError | null {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  if (rule.min !== undefined && items.length < rule.min) return fail(M.setMin, { limit: rule.min });
  if (rule.max !== undefined && items.length > rule.max) return fail(M.setMax, { limit: rule.max });
  if (rule.unique && items.some((item, i) => items.findIndex((other) => sameValue(other, item)) !== i)) {
    return fail(M.setUnique);
  }
  for (const item of items) {
    const error = checkRules(rule.rules ?? [], item, values);
    if (error) return rule.message ? { ...error, key: rule.message } : error;
  }
  return null;
}

function isStructured(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

// Rules arrive as data and are checked on every keystroke: compile each pattern once.
const compiled = new Map<string, RegExp | null>();

function compile(pattern: string, flags = ''): RegExp | null {
  const cacheKey = `${flags}/${pattern}`;
  let regex = compiled.get(cacheKey);
  if (regex === undefined) {
    try {
      // Searched like Symfony's Regex and RegExp.test (write ^…$ to match the whole value).
      // `g`/`y` would make test() stateful, so they are dropped.
      regex = new RegExp(pattern, flags.replace(/[gy]/g, ''));
    } catch {
      regex = null;
    }
    compiled.set(cacheKey, regex);
  }
  return regex;
}
