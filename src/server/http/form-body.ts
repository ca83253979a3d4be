/**
 * application/x-www-form-urlencoded bodies with the bracket names legacy forms send
 * (`resources_symbol[]=a&resources_symbol[]=b`, `attributes[certificateName][]=RoHS`), read into the
 * nested objects and arrays a JSON body would carry, so one Zod contract validates both.
 */
import { validationError, type AppError } from '../../common/errors';

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** Names that would reach Object.prototype through a nested assignment. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_DEPTH = 5;

export class FormBodyError extends Error {
  constructor(
    readonly fieldName: string,
    why: string,
  ) {
    super(`Field "${fieldName}" ${why}`);
  }

  /** The shop's answer: a 422 naming the field, in the request's language (ADR 030). */
  refusal(): AppError {
    return validationError([
      { field: 'body', key: 'errors.request.formField', params: { name: this.fieldName } },
    ]);
  }
}

export function parseFormBody(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = splitName(name);
    if (path.some((part) => FORBIDDEN.has(part))) throw new FormBodyError(name, 'is not allowed.');
    if (path.length > MAX_DEPTH) throw new FormBodyError(name, 'is nested too deeply.');
    assign(root, path, value, name);
  }
  return root;
}

/** "a[b][]" → ["a", "b", ""]; a name without brackets is one part. */
function splitName(name: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!m) return [name];
  const parts = [m[1]];
  for (const bracket of m[2].matchAll(/\[([^[\]]*)\]/g)) parts.push(bracket[1]);
  return parts;
}

function assign(
  target: Record<string, FormValue> | FormValue[],
  path: string[],
  value: string,
  name: string,
): void {
  const [head, ...rest] = path;
  if (Array.isArray(target)) {
    if (head !== '') throw new FormBodyError(name, 'mixes a list with named entries.');
    if (rest.length === 0) {
      target.push(value);
      return;
    }
    throw new FormBodyError(name, 'nests inside a list, which is not supported.');
  }
  if (head === '') throw new FormBodyError(name, 'has an empty name.');
  if (rest.length === 0) {
    // A repeated plain name becomes a list, as a form with several same-named inputs means.
    const existing = target[head];
    if (existing === undefined) target[head] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') target[head] = [existing, value];
    else throw new FormBodyError(name, 'is both a value and a group.');
    return;
  }
  const wantsList = rest[0] === '';
  let next = target[head];
  if (next === undefined) {
    next = wantsList ? [] : {};
    target[head] = next;
  }
  if (typeof next === 'string' || Array.isArray(next) !== wantsList) {
    throw new FormBodyError(name, 'is used both as a list and otherwise.');
  }
  assign(next, rest, value, name);
}
