/**
 * A desk member for API tests of the staff desk (ADR 048): the account made if it is not there yet,
 * and a new client logged in with its password and second factor, as the desk's login page does.
 * A TOTP code is accepted once per 30-second step, so a test that logs in several members runs the
 * app on a clock of its own and moves it a step on before each login (`at`).
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StaffRole } from '../../../common/staff';
import { staffAccounts } from '../../db/schema';
import { Client } from '../../test-support/http';
import type { TestApp } from '../../test-support/test-app';
import { totpCode } from './totp';

export interface DeskAccount {
  email: string;
  name: string;
  roles: StaffRole[];
  password: string;
  totpSecret: string;
}

/** Logs a new client in as the member (made first if need be); `at` is the code's moment (now by default). */
export async function deskClient(
  t: Pick<TestApp, 'app' | 'services'>,
  account: DeskAccount,
  at = new Date(),
): Promise<Client> {
  await t.services.staff.ensureAccount(account);
  const client = new Client(t.app);
  await client.post('/ajax/staff/login', { email: account.email, password: account.password });
  const done = await client.post('/ajax/staff/login/code', { code: totpCode(account.totpSecret, at) });
  expect(done.statusCode, done.body).toBe(200);
  return client;
}

/** The member's account id, for what the audit log and the records name. */
export async function deskMemberId(t: Pick<TestApp, 'database'>, email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email));
  return row!.id;
}
