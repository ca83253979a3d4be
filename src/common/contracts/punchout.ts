/**
 * Contracts of cXML PunchOut (ADR 074): a company's procurement system configurations (kept in the
 * company's profile), the cart transfer (spec §7 finish-special-cxml) and the banner of a PunchOut
 * session. The cXML documents themselves are XML and live in the server's punchout module.
 */
import { z } from 'zod';
import { messageKey } from '../errors';

export const PUNCHOUT_RETURN_ORIGINS_MAX = 5;
/** A PunchOut session ends this long after its StartPage opened, however busy. */
export const PUNCHOUT_SESSION_MINUTES = 120;

/** No control characters at all (single-line names and identities). */
const noControls = (value: string) => {
  for (const c of value) {
    const code = c.charCodeAt(0);
    if (code < 32 || code === 127) return false;
  }
  return true;
};

/**
 * An origin the cart may be posted back to: https, or http on localhost (a procurement system's
 * test instance on the buyer's own machine). Written as the origin only (scheme, host, port).
 */
export function normaliseReturnOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.username || url.password) return null;
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export const PunchoutConfigInputSchema = z
  .object({
    systemName: z
      .string()
      .trim()
      .min(1, messageKey('punchout.field.systemName'))
      .max(60, messageKey('punchout.field.systemName'))
      .refine(noControls, { message: messageKey('punchout.field.systemName') }),
    fromDomain: z
      .string()
      .trim()
      .min(1, messageKey('punchout.field.fromDomain'))
      .max(60, messageKey('punchout.field.fromDomain'))
      .regex(/^[A-Za-z0-9._:-]+$/, messageKey('punchout.field.fromDomain')),
    fromIdentity: z
      .string()
      .trim()
      .min(1, messageKey('punchout.field.fromIdentity'))
      .max(200, messageKey('punchout.field.fromIdentity'))
      .refine(noControls, { message: messageKey('punchout.field.fromIdentity') }),
    returnOrigins: z
      .array(z.string().max(300, messageKey('punchout.field.returnOrigin')))
      .min(1, messageKey('punchout.field.returnOrigins'))
      .max(PUNCHOUT_RETURN_ORIGINS_MAX, messageKey('punchout.field.returnOrigins'))
      .transform((origins, ctx) => {
        const out: string[] = [];
        origins.forEach((origin, index) => {
          const normal = normaliseReturnOrigin(origin);
          if (normal === null)
            ctx.addIssue({
              code: 'custom',
              path: [index],
              message: messageKey('punchout.field.returnOrigin'),
            });
          else if (!out.includes(normal)) out.push(normal);
        });
        return out;
      }),
  })
  .strict();
export type PunchoutConfigInput = z.input<typeof PunchoutConfigInputSchema>;

export const PunchoutConfigIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const PunchoutConfigSchema = z.object({
  id: z.number().int(),
  systemName: z.string(),
  fromDomain: z.string(),
  fromIdentity: z.string(),
  returnOrigins: z.array(z.string()),
  buyer: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  secretChangedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PunchoutConfig = z.infer<typeof PunchoutConfigSchema>;

export const PunchoutConfigListSchema = z.object({
  /** Where the procurement system sends its PunchOutSetupRequest. */
  setupUrl: z.string(),
  items: z.array(PunchoutConfigSchema),
});
export type PunchoutConfigList = z.infer<typeof PunchoutConfigListSchema>;

/** A configuration with its shared secret: shown once, when made or renewed, never again. */
export const PunchoutConfigWithSecretSchema = z.object({
  config: PunchoutConfigSchema,
  sharedSecret: z.string(),
});
export type PunchoutConfigWithSecret = z.infer<typeof PunchoutConfigWithSecretSchema>;

/** Spec §7 finish-special-cxml: the cart went into a PunchOutOrderMessage; the page posts it back. */
export const PunchoutTransferSchema = z.object({
  /** The shop's page that posts the message to the procurement system (an auto-submitting form). */
  transferUrl: z.string(),
  lineCount: z.number().int(),
  total: z.string(),
  currency: z.string(),
});
export type PunchoutTransfer = z.infer<typeof PunchoutTransferSchema>;

/** What every page of a PunchOut session shows (ADR 074). */
export const PunchoutBannerSchema = z.object({
  systemName: z.string(),
  companyName: z.string().nullable(),
  endsAt: z.string(),
});
export type PunchoutBanner = z.infer<typeof PunchoutBannerSchema>;
