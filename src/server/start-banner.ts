import { generate } from '../common/routes.server';
import type { Config } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './db/seed/staff';
import { MAILBOX_PATH } from './modules/mail';

/**
 * What the start prints once the shop listens. In production, one line. In the demo shop (the
 * embedded database, `npm start` included: ADR 015) a block a newcomer can act on: where to go, how
 * to log in, and where the mails land, since without SMTP nobody else can read them.
 */
export function startBanner(config: Config, databaseKind: string): string {
  const open = `The shop is open on ${config.publicUrl}/ (${databaseKind})`;
  if (config.production) return open;
  const url = (path: string) => `${config.publicUrl}${path}`;
  const lines = [
    open,
    `This is the demo shop (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}), never production (ADR 015).`,
  ];
  if (config.demoAccounts) {
    const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
    lines.push(
      '',
      `Log in at ${url(generate('login'))} with a demo account, password ${DEMO_PASSWORD}:`,
      ...DEMO_ACCOUNTS.map(
        (a) =>
          `  ${a.email.padEnd(width)}  ${a.label}` +
          (a.kind === 'zbl' ? `, at ${url(generate('login_zbl', { _country: a.country }))}` : ''),
      ),
    );
  }
  if (config.demoStaff) {
    const width = Math.max(...DEMO_STAFF.map((a) => a.email.length));
    lines.push(
      '',
      `Staff desk: ${url(generate('staff_login'))}, password ${DEMO_STAFF_PASSWORD}, then the code of an`,
      'authenticator app given the secret (e.g. `oathtool --totp -b SECRET`):',
      ...DEMO_STAFF.map(
        (a) => `  ${a.email.padEnd(width)}  ${a.roles.join(', ').padEnd(7)}  secret ${a.totpSecret}`,
      ),
    );
  }
  if (config.devMailbox) {
    lines.push(
      '',
      config.smtpUrl
        ? `Mails leave over SMTP_URL; ${url(MAILBOX_PATH)} lists what was sent`
        : `Mails (registration codes, password reset links) land in ${url(MAILBOX_PATH)}`,
    );
  }
  const rule = '─'.repeat(Math.max(...lines.map((line) => line.length)));
  return [rule, ...lines, rule].join('\n');
}
