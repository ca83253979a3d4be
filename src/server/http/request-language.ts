import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../common/markets';
import { currentCustomer } from '../plugins/session';

/**
 * The language a request is answered in (ADR 030), the shop's rule "the page's language when it
 * says one, else the customer's":
 * 1. `language` in the query: the parameter the shop's calls already take (not a body's `language`,
 *    which is data: the language of a contact person being added, of a mail to send);
 * 2. Accept-Language: the browser's API client sends the page's language (`<html lang>`);
 * 3. the logged-in customer's language;
 * 4. English.
 */
export async function requestLanguage(request: FastifyRequest): Promise<Language> {
  return pageLanguage(request) ?? (await customerLanguage(request)) ?? 'en';
}

/** Steps 1 and 2 only: the language the request itself names, if it names one. */
export function pageLanguage(request: FastifyRequest): Language | undefined {
  return named(request.query) ?? acceptedLanguage(request.headers['accept-language']);
}

function named(part: unknown): Language | undefined {
  const language =
    typeof part === 'object' && part !== null ? (part as { language?: unknown }).language : undefined;
  return typeof language === 'string' && isLanguage(language) ? language : undefined;
}

/** The first of the shop's languages by the header's preference (RFC 9110 §12.5.4 quality values). */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { base: tag.trim().slice(0, 2).toLowerCase(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

async function customerLanguage(request: FastifyRequest): Promise<Language | undefined> {
  try {
    const language = (await currentCustomer(request))?.language;
    return isLanguage(language) ? language : undefined;
  } catch {
    // The refusal is being answered already: a session store that fails now must not turn it into a 500.
    return undefined;
  }
}
