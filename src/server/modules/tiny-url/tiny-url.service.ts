/**
 * Short catalogue links (spec §2, §7 tiny-url create, §9 tokens of 32 characters): a visitor shares
 * the list they are looking at, filters included, as a short link that opens it again.
 */
import { randomBytes } from 'node:crypto';
import { validationError, type MessageKey } from '../../../common/errors';
import type { LocaleParams } from '../../../common/routes.server';
import {
  TINY_URL_TOKEN_LENGTH,
  TINY_URL_TOKEN_PATTERN,
  catalogueTarget,
  localisedTarget,
  tinyUrlPath,
} from '../../../common/tiny-url-target';
import type { TinyUrlCreateResponse } from '../../../common/contracts/tiny-url';
import type { Db } from '../../db/client';
import type { RateLimits } from '../auth';
import { hitTinyUrl, insertOrSelectTinyUrl } from './tiny-url.repository';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this would make some characters likelier than others (256 % 36 = 4). */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** 32 characters of [a-z0-9], each equally likely: about 165 bits, not guessable. */
export function newTinyUrlToken(): string {
  let token = '';
  while (token.length < TINY_URL_TOKEN_LENGTH) {
    for (const byte of randomBytes(TINY_URL_TOKEN_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      token += ALPHABET[byte % ALPHABET.length];
      if (token.length === TINY_URL_TOKEN_LENGTH) break;
    }
  }
  return token;
}

const REFUSALS = {
  malformed: 'errors.tinyUrl.malformed',
  foreign: 'errors.tinyUrl.foreign',
  not_catalogue: 'errors.tinyUrl.notCatalogue',
} as const satisfies Record<string, MessageKey>;

export function createTinyUrlService(db: Db, rateLimits: RateLimits) {
  return {
    /**
     * A short link to a catalogue list of this shop. `siteOrigin` is the shop's public origin:
     * addresses of other hosts are refused (422), so the shop never becomes a redirector for others.
     */
    async create(
      input: { url: string; name?: string },
      siteOrigin: string,
      ip: string,
    ): Promise<TinyUrlCreateResponse> {
      // Each call may add a row: a generous per-address limit, counted where every instance sees it.
      await rateLimits.consume('tinyUrlIp', ip);
      const checked = catalogueTarget(input.url, siteOrigin);
      if (!checked.ok) {
        throw validationError([{ field: 'url', key: REFUSALS[checked.reason] }]);
      }
      const stored = await insertOrSelectTinyUrl(db, {
        token: newTinyUrlToken(),
        target: checked.target,
        name: input.name && input.name.length > 0 ? input.name : null,
      });
      const path = tinyUrlPath(stored.token, input.name || stored.name || undefined, checked.locale);
      return { token: stored.token, shortUrl: new URL(path, siteOrigin).toString() };
    },

    /**
     * Where a short link leads, in the locale form of the link followed (`/pl/s/…` opens the Polish
     * form of the list). Null for a token never issued: the visitor gets the 404 page.
     */
    async resolve(token: string, prefix: LocaleParams): Promise<string | null> {
      // Tokens are issued in lower case; other spellings of the route's pattern are simply unknown.
      if (!TINY_URL_TOKEN_PATTERN.test(token)) return null;
      const target = await hitTinyUrl(db, token);
      return target === undefined ? null : localisedTarget(target, prefix);
    },
  };
}

export type TinyUrlService = ReturnType<typeof createTinyUrlService>;
