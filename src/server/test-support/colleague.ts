import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contactPersons } from '../db/schema';
import { Client } from './http';
import { DEMO_PASSWORD, type TestApp } from './test-app';

export interface ColleagueOptions {
  email: string;
  language?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * A second contact person of the demo company (company@demo.shop), logged in: the colleague whose
 * private lists and own alerts the company's other people must not reach.
 */
export async function addColleague(
  t: TestApp,
  { email, language = 'pl', firstName = 'Ola', lastName = 'Nowak' }: ColleagueOptions,
): Promise<{ client: Client; id: number }> {
  const db = t.services.database.db;
  const [boss] = await db
    .select({ customerId: contactPersons.customerId })
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  const [row] = await db
    .insert(contactPersons)
    .values({
      customerId: boss!.customerId,
      crc: randomBytes(20).toString('hex'),
      email,
      firstName,
      lastName,
      language,
      passwordHash: await t.services.auth.hashPassword(DEMO_PASSWORD),
    })
    .returning({ id: contactPersons.id });
  const client = new Client(t.app);
  const res = await client.login(email, DEMO_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return { client, id: row!.id };
}
