/**
 * Front constraints (spec §5, §7 "front-constraints" calls): the server describes a form's rules in
 * its own small vocabulary (greaterThan, lessThan, length, type, required, plus file rules the
 * browser cannot check), and the form turns them back into rules (./rules.ts) for its field limits.
 *
 * Wire format: `{ [field]: ServerConstraint[] }`, for example
 *   { "email": [{ "rule": "required" }, { "rule": "type", "type": "email" }, { "rule": "length", "max": 255 }],
 *     "attachment": [{ "rule": "file", "maxSize": 5242880 }] }
 */

import type { FormRules, Rule } from './rules';

export type ServerConstraint =
  | { rule: 'required'; allowNull?: boolean; message?: string }
  | { rule: 'length'; min?: number; max?: number; exact?: number; message?: string }
  | { rule: 'greaterThan'; value: number; orEqual?: boolean; message?: string }
  | { rule: 'lessThan'; value: number; orEqual?: boolean; message?: string }
  | { rule: 'type'; type: ServerValueType; message?: string };

/** `string` and other types no rule describes map to no rule. */
export type ServerValueType = 'integer' | 'numeric' | 'email' | 'phone' | 'string';

export type ServerConstraints = Readonly<Record<string, readonly ServerConstraint[]>>;

/** What may actually arrive: known constraints, file rules and rules a newer server added. */
export type ServerConstraintsInput = Readonly<
  Record<string, readonly { rule: string; [option: string]: unknown }[]>
>;

const TYPE_RULES: Record<string, 'integer' | 'numeric' | 'email' | 'phone'> = {
  integer: 'integer',
  numeric: 'numeric',
  digits: 'numeric',
  email: 'email',
  phone: 'phone',
};

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * Engine rules for server constraints. File rules (`file`, `fileSize`, `image`... anything starting
 * with "file" or "image") are skipped as the spec says, and so are rules this browser does not
 * know, so an older page keeps working against a newer server (which enforces them anyway).
 * Fields left without rules are omitted.
 */
export function fromServerConstraints(constraints: ServerConstraintsInput): FormRules {
  const formRules: Record<string, Rule[]> = {};
  for (const [field, list] of Object.entries(constraints)) {
    const rules: Rule[] = [];
    for (const constraint of list) {
      const rule = toRule(constraint);
      if (rule) rules.push(rule);
    }
    // Required first: an empty field should say "required", not "too short".
    rules.sort((a, b) => Number(b.type === 'notBlank') - Number(a.type === 'notBlank'));
    if (rules.length > 0) formRules[field] = rules;
  }
  return formRules;
}

function toRule(constraint: { rule: string; [option: string]: unknown }): Rule | null {
  const message = text(constraint.message);
  const withMessage = (rule: Rule): Rule => (message ? { ...rule, message } : rule);
  switch (constraint.rule) {
    case 'required':
      return withMessage({ type: 'notBlank', ...(constraint.allowNull === true ? { allowNull: true } : {}) });
    case 'length': {
      const exact = finite(constraint.exact);
      const min = finite(constraint.min);
      const max = finite(constraint.max);
      if (exact === undefined && min === undefined && max === undefined) return null;
      return withMessage({
        type: 'length',
        ...(exact !== undefined ? { exact } : {}),
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      });
    }
    case 'greaterThan':
    case 'lessThan': {
      const value = finite(constraint.value);
      if (value === undefined) return null;
      return withMessage({
        type: constraint.rule,
        value,
        ...(constraint.orEqual === true ? { orEqual: true } : {}),
      });
    }
    case 'type': {
      const type = typeof constraint.type === 'string' ? TYPE_RULES[constraint.type] : undefined;
      return type ? withMessage({ type }) : null;
    }
    default:
      return null;
  }
}

/** Server constraints describing `formRules` as far as the wire vocabulary reaches (for the server's front-constraints replies). */
export function toServerConstraints(formRules: FormRules): ServerConstraints {
  const result: Record<string, ServerConstraint[]> = {};
  for (const [field, rules] of Object.entries(formRules)) {
    const list: ServerConstraint[] = [];
    for (const rule of rules) {
      const message = rule.message ? { message: rule.message } : {};
      switch (rule.type) {
        case 'notBlank':
          list.push({ rule: 'required', ...(rule.allowNull ? { allowNull: true } : {}), ...message });
          break;
        case 'length':
          list.push({
            rule: 'length',
            ...(rule.exact !== undefined ? { exact: rule.exact } : {}),
            ...(rule.min !== undefined ? { min: rule.min } : {}),
            ...(rule.max !== undefined ? { max: rule.max } : {}),
            ...message,
          });
          break;
        case 'greaterThan':
        case 'lessThan':
          list.push({
            rule: rule.type,
            value: rule.value,
            ...(rule.orEqual ? { orEqual: true } : {}),
            ...message,
          });
          break;
        case 'integer':
        case 'numeric':
        case 'email':
        case 'phone':
          list.push({ rule: 'type', type: rule.type, ...message });
          break;
      }
    }
    if (list.length > 0) result[field] = list;
  }
  return result;
}
