/**
 * Contracts of short catalogue links (spec §2 "short catalogue links with a 32-character {token},
 * optionally with {name} and {tiny_name}", §7 "POST tiny-url create", §9 short tokens 32).
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { TINY_URL_MAX_TARGET_LENGTH } from '../tiny-url-target';

export const TinyUrlCreateRequestSchema = z
  .object({
    /** A catalogue list of this shop: absolute on the same site, or a path with its query. */
    url: z
      .string()
      .trim()
      .min(1, messageKey('errors.input.addressRequired'))
      .max(TINY_URL_MAX_TARGET_LENGTH, messageKey('errors.input.addressTooLong')),
    /** Shown in the short link after the token (it is for people; the token alone decides the target). */
    name: z.string().trim().max(80).optional(),
  })
  .strict();
export type TinyUrlCreateRequest = z.infer<typeof TinyUrlCreateRequestSchema>;

export const TinyUrlCreateResponseSchema = z.object({
  token: z.string(),
  /** Absolute short link in the locale form of the address sent. */
  shortUrl: z.string(),
});
export type TinyUrlCreateResponse = z.infer<typeof TinyUrlCreateResponseSchema>;
