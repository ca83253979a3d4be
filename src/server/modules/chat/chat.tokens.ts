import { jwtVerify, SignJWT } from 'jose';
import { CHAT_TOKEN_SECONDS } from '../../../common/chat';
import { AppError } from '../../../common/errors';

/**
 * The widget's token (the `jwt` common call of spec §7, ADR 068): HS256 with CHAT_TOKEN_SECRET, the
 * same on every instance, so a stream or a message is accepted by any instance without a session
 * read, and the token can be put in the stream's address (EventSource sends no headers) because it
 * is short-lived and says nothing but who chats.
 */
export interface ChatIdentity {
  visitorKey: string;
  customerId: number | null;
  contactPersonId: number | null;
  country: string;
  language: string;
}

const ISSUER = 'component-shop';
const AUDIENCE = 'chat';

export function chatTokens(secret: string, now: () => Date = () => new Date()) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(identity: ChatIdentity): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expires = issuedAt + CHAT_TOKEN_SECONDS;
      const token = await new SignJWT({
        cus: identity.customerId,
        cp: identity.contactPersonId,
        c: identity.country,
        l: identity.language,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(identity.visitorKey)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(key);
      return { token, expiresAt: new Date(expires * 1000) };
    },

    /** The identity a token names; 401 when it is forged, expired, or not a chat token. */
    async verify(token: string): Promise<ChatIdentity> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.c !== 'string' || typeof payload.l !== 'string')
          throw new Error('incomplete token');
        return {
          visitorKey: payload.sub,
          customerId: typeof payload.cus === 'number' ? payload.cus : null,
          contactPersonId: typeof payload.cp === 'number' ? payload.cp : null,
          country: payload.c,
          language: payload.l,
        };
      } catch {
        throw new AppError(401, 'chat.errors.token');
      }
    },
  };
}
