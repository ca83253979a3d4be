/**
 * The message catalogues this JavaScript context holds, by language and version. Pages do not carry
 * their catalogue (42 KB of every page's HTML and of every client navigation before): the server
 * fills this store from its own catalogues (`messages.server.ts`); the browser fetches the page's
 * catalogue once per version, before hydrating (`entry.client.tsx`) and before a navigation that
 * changes the language (the root's `clientLoader`), from a cacheable address.
 */
import type { Messages } from '../../common/i18n/en';
import { getJson } from './api';

const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();

const keyOf = (language: string, version: string) => `${language}:${version}`;

/** Where the browser gets a catalogue: immutable for a year at this address. */
export function messagesUrl(language: string, version: string): string {
  return `/ajax/messages/${encodeURIComponent(language)}?v=${encodeURIComponent(version)}`;
}

export function storeMessages(language: string, version: string, messages: Messages): void {
  loaded.set(keyOf(language, version), messages);
}

export function storedMessages(language: string, version: string): Messages | undefined {
  return loaded.get(keyOf(language, version));
}

/** The catalogue, fetched once per language and version (concurrent callers share the request). */
export function loadMessages(language: string, version: string): Promise<Messages> {
  const key = keyOf(language, version);
  const ready = loaded.get(key);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(key);
  if (!pending) {
    pending = getJson<Messages>(messagesUrl(language, version))
      .then((messages) => {
        loaded.set(key, messages);
        return messages;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
