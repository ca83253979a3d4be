/**
 * The shop's public origin: the single source of every absolute link it hands out (mails, short
 * links, canonical links). It comes from the configuration (PUBLIC_URL, else localhost on PORT),
 * never from a request: Host and X-Forwarded-Host are whatever the sender wants, and a password
 * reset mail that follows them delivers the token to the sender's host (ADR 015).
 */

/** What an app built without a configured origin links to: the default port of the start. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** Scheme, host and port of a URL, normalised (lower case, no default port, no path). */
export function publicOrigin(url: string = DEFAULT_PUBLIC_URL): string {
  return new URL(url).origin;
}

/** Cookies must be Secure when the shop is reached over https, whatever the hop before us spoke. */
export function isHttpsOrigin(origin: string): boolean {
  return new URL(origin).protocol === 'https:';
}
