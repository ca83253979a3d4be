import { describe, expect, it } from 'vitest';
import { LOCAL_CAPTCHA_SITE_KEY } from '../../../common/captcha';
import { localCaptchaVerifier, turnstileVerifier } from './captcha';

function memoryNonces() {
  const seen = new Set<string>();
  return async (nonce: string) => (seen.has(nonce) ? false : (seen.add(nonce), true));
}

describe('local captcha verifier', () => {
  it('accepts its own token once, within 300 s', async () => {
    let now = 1_000_000;
    const verifier = localCaptchaVerifier({ secret: 's', firstUse: memoryNonces(), now: () => now });
    expect(verifier.siteKey).toBe(LOCAL_CAPTCHA_SITE_KEY);
    const token = verifier.issueLocalToken!();
    expect(token).toMatch(/^local\.\d+\.[\w-]+\.[\w-]+$/);
    expect(await verifier.verify(token)).toBe(true);
    expect(await verifier.verify(token)).toBe(false);
    const late = verifier.issueLocalToken!();
    now += 300_001;
    expect(await verifier.verify(late)).toBe(false);
  });

  it('refuses forged, foreign and empty tokens', async () => {
    const verifier = localCaptchaVerifier({ secret: 'one', firstUse: memoryNonces() });
    const other = localCaptchaVerifier({ secret: 'two', firstUse: memoryNonces() });
    expect(await verifier.verify(other.issueLocalToken!())).toBe(false);
    const token = verifier.issueLocalToken!();
    expect(await verifier.verify(token.slice(0, -2) + 'xx')).toBe(false);
    expect(await verifier.verify('')).toBe(false);
    expect(await verifier.verify('XXXX.DUMMY.TOKEN.XXXX')).toBe(false);
  });
});

describe('Turnstile verifier', () => {
  it('posts secret, response and remote address to siteverify and believes success only', async () => {
    const calls: Array<{ url: string; body: string }> = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      const ok = new URLSearchParams(String(init.body)).get('response') === 'good';
      return new Response(JSON.stringify({ success: ok }), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const verifier = turnstileVerifier({
      siteKey: 'site',
      secret: 'sec',
      verifyUrl: 'https://verify.example/siteverify',
      fetch,
    });
    expect(await verifier.verify('good', '203.0.113.1')).toBe(true);
    expect(await verifier.verify('bad')).toBe(false);
    expect(await verifier.verify('')).toBe(false);
    expect(calls[0]).toEqual({
      url: 'https://verify.example/siteverify',
      body: 'secret=sec&response=good&remoteip=203.0.113.1',
    });
  });

  it('fails closed when the service is down or answers nonsense', async () => {
    const errors: unknown[] = [];
    const down = turnstileVerifier({
      siteKey: 's',
      secret: 'x',
      verifyUrl: 'https://verify.example',
      fetch: (async () => {
        throw new Error('ECONNREFUSED');
      }) as unknown as typeof fetch,
      onError: (e) => errors.push(e),
    });
    expect(await down.verify('token')).toBe(false);
    expect(errors).toHaveLength(1);
    const weird = turnstileVerifier({
      siteKey: 's',
      secret: 'x',
      verifyUrl: 'https://v',
      fetch: (async () => new Response('<html>', { status: 502 })) as unknown as typeof fetch,
    });
    expect(await weird.verify('token')).toBe(false);
  });
});
