import { defineConfig } from '@playwright/test';
import { debianChromium } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Journeys run in Debian's Chromium (never a downloaded browser) against the built shop on a
 * throw-away embedded database, started by Playwright itself.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: debianChromium,
  },
  webServer: {
    command: `rm -rf .e2e-data && NODE_ENV=production PORT=${port} HOST=127.0.0.1 DATA_DIR=.e2e-data SEED_PRODUCTS=3000 LOG_LEVEL=warn npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Like `npm start`: the demo shop on the embedded database with its defaults (ADR 015), which the
    // journeys rely on: demo accounts, the dev mailbox, the test payment operator. Empty means the
    // default whatever the calling shell has set. Links in mails point where the journeys browse.
    env: {
      DATABASE_URL: '',
      DEMO_ACCOUNTS: '',
      DEV_MAILBOX: '',
      PAYMENT_TESTPAY: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The demo shop's captcha is ALTCHA (ADR 069), solved for real in Chromium; a low difficulty
      // keeps each solution under a second on a busy machine. Empty: the default provider.
      CAPTCHA_PROVIDER: '',
      ALTCHA_MAX_NUMBER: '2000',
      ALTCHA_COST: '20',
      // The chat desk answers at any hour the journeys run (out of hours is the API tests').
      CHAT_HOURS: 'always',
    },
  },
});
