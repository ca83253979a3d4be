/**
 * Reading a message catalogue: no catalogue here. The browser imports this module alone, so no
 * language's catalogue lands in the client bundle (the page's own language comes with its loader
 * data); `index.ts` holds the catalogues for the server.
 */
import type { Messages } from './en';

export type TranslationValues = Readonly<Record<string, string | number>>;

/**
 * The string at a dotted key ("product.addToCart"), or undefined when the key is missing or a branch.
 * With a count of 1 (the number, or its text "1"), the singular form `key_one` where the catalogue has one (i18next's suffix): "1
 * result", not "1 results". One and other are every form English and German have for whole numbers.
 */
export function lookUpMessage(messages: Messages, key: string, count?: unknown): string | undefined {
  return (Number(count) === 1 ? lookUpPath(messages, `${key}_one`) : undefined) ?? lookUpPath(messages, key);
}

function lookUpPath(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces {{name}} like i18next does; a placeholder without a value stays visible so the bug shows. */
export function interpolate(template: string, values: TranslationValues): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
