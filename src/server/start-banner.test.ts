import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startBanner } from './start-banner';
import { productionEnv } from './test-support/production-env';

describe('startBanner', () => {
  it('tells a newcomer on `npm start` where to log in, with which accounts, and where the mails are', () => {
    const banner = startBanner(loadConfig({ NODE_ENV: 'production', PORT: '3000' }), 'pglite');
    expect(banner).toContain('The shop is open on http://localhost:3000/ (pglite)');
    expect(banner).toContain('demo shop (embedded database in ./data)');
    expect(banner).toContain('Log in at http://localhost:3000/login');
    expect(banner).toContain('demo-parts-2026');
    for (const email of ['company@demo.shop', 'private@demo.shop', 'zone.net@demo.shop'])
      expect(banner).toContain(email);
    expect(banner).toMatch(/zbl@demo\.shop .*http:\/\/localhost:3000\/pl\/login-zbl/);
    expect(banner).toContain('http://localhost:3000/dev/mailbox');
    // The staff desk (ADR 048): one account per role, its password and TOTP secret.
    expect(banner).toContain('http://localhost:3000/staff/login');
    expect(banner).toContain('demo-desk-2026');
    for (const email of ['admin@staff.demo.shop', 'sales@staff.demo.shop', 'support@staff.demo.shop'])
      expect(banner).toContain(email);
  });

  it('uses PUBLIC_URL and leaves out what is turned off', () => {
    const banner = startBanner(
      loadConfig({ PUBLIC_URL: 'https://demo.example', DEMO_ACCOUNTS: 'false', DEV_MAILBOX: 'false' }),
      'pglite',
    );
    expect(banner).toContain('The shop is open on https://demo.example/');
    expect(banner).not.toContain('demo-parts-2026');
    expect(banner).not.toContain('demo-desk-2026');
    expect(banner).not.toContain('/dev/mailbox');
  });

  it('is one line in production: no demo accounts, no mailbox', () => {
    const config = loadConfig(productionEnv({ DEMO_ACCOUNTS: 'true', DEV_MAILBOX: 'true' }));
    expect(startBanner(config, 'postgres')).toBe('The shop is open on https://shop.example/ (postgres)');
  });
});
