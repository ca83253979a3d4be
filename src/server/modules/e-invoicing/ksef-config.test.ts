import { describe, expect, it } from 'vitest';
import { ConfigError, KSEF_TEST_URL, loadConfig } from '../../config';
import { productionEnv } from '../../test-support/production-env';

const NIP = '7770008886';
const TOKEN = '20260101-EC-0123456789-ABCDEF0123-45|nip-7770008886|0f1e';

describe('the KSeF settings (ADR 063)', () => {
  it('sends nothing until the NIP and token are set, and then defaults to the test environment outside production', () => {
    expect(loadConfig({}).ksef).toBeUndefined();
    expect(loadConfig({ KSEF_NIP: NIP, KSEF_TOKEN: TOKEN }).ksef).toEqual({
      url: KSEF_TEST_URL,
      nip: NIP,
      token: TOKEN,
    });
    expect(
      loadConfig({ KSEF_NIP: NIP, KSEF_TOKEN: TOKEN, KSEF_URL: 'http://127.0.0.1:8398/v2' }).ksef?.url,
    ).toBe('http://127.0.0.1:8398/v2');
  });

  it('refuses half the settings and a NIP that is not ten digits', () => {
    expect(() => loadConfig({ KSEF_NIP: NIP })).toThrow(/KSEF_TOKEN/);
    expect(() => loadConfig({ KSEF_TOKEN: TOKEN })).toThrow(/KSEF_NIP/);
    expect(() => loadConfig({ KSEF_NIP: '777-000-88-86', KSEF_TOKEN: TOKEN })).toThrow(/KSEF_NIP/);
  });

  it('never lets production fall back to the test system: it names an https address or does not start', () => {
    expect(loadConfig(productionEnv()).ksef).toBeUndefined();
    expect(() => loadConfig(productionEnv({ KSEF_NIP: NIP, KSEF_TOKEN: TOKEN }))).toThrow(ConfigError);
    expect(() => loadConfig(productionEnv({ KSEF_NIP: NIP, KSEF_TOKEN: TOKEN }))).toThrow(
      /KSEF_URL: production names/,
    );
    expect(() => loadConfig(productionEnv({ KSEF_URL: 'https://api.ksef.mf.gov.pl/v2' }))).toThrow(
      /KSEF_NIP.*\n.*KSEF_TOKEN/,
    );
    expect(() =>
      loadConfig(
        productionEnv({ KSEF_NIP: NIP, KSEF_TOKEN: TOKEN, KSEF_URL: 'http://api.ksef.mf.gov.pl/v2' }),
      ),
    ).toThrow(/must be https/);
    expect(
      loadConfig(
        productionEnv({ KSEF_NIP: NIP, KSEF_TOKEN: TOKEN, KSEF_URL: 'https://api.ksef.mf.gov.pl/v2' }),
      ).ksef,
    ).toEqual({
      url: 'https://api.ksef.mf.gov.pl/v2',
      nip: NIP,
      token: TOKEN,
    });
  });
});
