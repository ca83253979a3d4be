/**
 * The variables of a valid production environment (NODE_ENV=production on PostgreSQL, ADR 015):
 * every setting production refuses to start without, and nothing else, so `loadConfig` accepts it.
 * Tests of what production allows or refuses start from it; `more` adds or replaces variables, and
 * `undefined` removes one (a test of what production says when it is missing).
 */
export const PRODUCTION_DATABASE_URL = 'postgres://shop@db.internal:5432/shop';

export function productionEnv(
  more: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: PRODUCTION_DATABASE_URL,
    PUBLIC_URL: 'https://shop.example',
    EINVOICE_LINK_KEY: 'ab'.repeat(32),
    STAFF_TOTP_KEY: 'ef'.repeat(32),
    ALTCHA_HMAC_KEY: 'a1'.repeat(32),
    CHAT_TOKEN_SECRET: 'chat-secret-for-tests-0123456789abcdef',
    NEWSLETTER_LINK_KEY: 'ef'.repeat(32),
    WEBHOOK_SECRET_KEY: 'cd'.repeat(32),
    ...more,
  };
}
