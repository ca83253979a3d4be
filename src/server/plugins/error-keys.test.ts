import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues, lookUpMessage } from '../../common/i18n';
import { LANGUAGES } from '../../common/markets';

/** Every .ts file under a folder (tests left out: they may name keys that do not exist on purpose). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Message keys where refusals are made: AppError, notFound, field problems, rate rules, key maps,
 * the contracts' Zod messages.
 */
const KEY_SITES = [
  /\bmessageKey\(\s*'(\w+(?:\.\w+)+)'\s*\)/g,
  /new AppError\(\s*\d+,\s*'(\w+(?:\.\w+)+)'/g,
  /\bnotFound\(\s*'(\w+(?:\.\w+)+)'/g,
  /\bkey:\s*'(\w+(?:\.\w+)+)'/g,
  /\bmessage:\s*'(errors\.\w+(?:\.\w+)+)'/g,
  /:\s*'(errors\.\w+(?:\.\w+)+)'/g,
  /'(errors\.\w+(?:\.\w+)+)'\s+satisfies MessageKey/g,
];

const root = join(import.meta.dirname, '..', '..');
const thrown = new Map<string, string>();
for (const file of [...sources(join(root, 'server')), ...sources(join(root, 'common'))]) {
  const text = readFileSync(file, 'utf8');
  for (const site of KEY_SITES)
    for (const match of text.matchAll(site)) thrown.set(match[1]!, file.slice(root.length + 1));
}

/** Files with request schemas: the contracts, the phone schema, routes with schemas of their own. */
const schemaSources = [
  ...sources(join(root, 'common', 'contracts')),
  join(root, 'common', 'phone.ts'),
  ...sources(join(root, 'server', 'modules')).filter(
    (file) => file.endsWith('.routes.ts') && readFileSync(file, 'utf8').includes("from 'zod'"),
  ),
].map((file) => file.slice(root.length + 1));

/** A text literal given to a Zod check as its message (`.max(35, 'At most…')`, `message: '…'`, `error: '…'`). */
const SCHEMA_MESSAGE =
  /(?:\.(?:min|max|length|regex|int|refine|literal|enum|number|string|datetime)\((?:[^()'`]|\([^()]*\))*,\s*|\b(?:message|error):\s*)['`][^'`]*['`]/g;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('error keys (ADR 030)', () => {
  it('finds the keys the server throws', () => {
    expect(thrown.size).toBeGreaterThan(80);
    expect(thrown.has('errors.cart.amountMultiplicity')).toBe(true);
    expect(thrown.has('auth.login.invalidCredentials')).toBe(true);
  });

  it("finds the keys of the contracts' Zod messages", () => {
    expect(thrown.has('errors.input.required')).toBe(true);
    expect(thrown.has('accounts.info.invalidVat')).toBe(true);
    expect(thrown.has('errors.catalog.unknownLogo')).toBe(true);
  });

  /**
   * A schema's own message that is not a key reaches the buyer as written, in English whatever the
   * request's language: every message a contract gives (the second argument of a check, `message:`,
   * `error:`) is `messageKey(…)`.
   */
  it.each(schemaSources)('%s words no Zod message in English', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const english = [...text.matchAll(SCHEMA_MESSAGE)].map((match) => match[0]);
    expect(english).toEqual([]);
  });

  it.each([...thrown])('%s (%s) is in all four languages with the same placeholders', (key) => {
    const english = lookUpMessage(catalogues.en, key);
    expect(english, `${key} in en`).toBeTypeOf('string');
    for (const language of LANGUAGES) {
      const text = lookUpMessage(catalogues[language], key);
      expect(text, `${key} in ${language}`).toBeTypeOf('string');
      expect(text!.trim(), `${key} in ${language}`).not.toBe('');
      expect(placeholders(text!), `${key} in ${language}`).toEqual(placeholders(english!));
    }
  });

  it('every text of the errors area is translated, not copied from English', () => {
    const leaves = (node: unknown, path: string): Array<[string, string]> =>
      typeof node === 'string'
        ? [[path, node]]
        : Object.entries(node as object).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
    for (const [key, english] of leaves(catalogues.en.errors, 'errors'))
      for (const language of ['pl', 'de', 'hu'] as const)
        expect(lookUpMessage(catalogues[language], key), `${key} in ${language}`).not.toBe(english);
  });
});
