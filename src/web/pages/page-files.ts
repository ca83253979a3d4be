/**
 * A page's files as the server names them (`PagePayload.preload`, scripts/page-preloads.ts): its
 * scripts beyond the first paint's (ADR 082), then its stylesheets (ADR 088).
 */
import type { PagePayload } from './page-types';

export const scriptsOf = (files: readonly string[]) => files.filter((file) => file.endsWith('.js'));
export const stylesheetsOf = (files: readonly string[]) => files.filter((file) => file.endsWith('.css'));

/**
 * The stylesheets of the page a dispatcher's data names: the root's Layout links them after its
 * own, in the page the server renders (styled before any script runs) and after every navigation.
 */
export function pageStylesheets(data: unknown): string[] {
  const preload = (data as Partial<PagePayload> | null | undefined)?.preload;
  return Array.isArray(preload) ? stylesheetsOf(preload) : [];
}

/** The name of the page a dispatcher's data names (none on an error's). */
export function pageNameOf(data: unknown): string | undefined {
  const page = (data as Partial<PagePayload> | null | undefined)?.page;
  return typeof page === 'string' ? page : undefined;
}
