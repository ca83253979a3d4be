import type { StaffRole } from '../../../common/contracts/staff';

/**
 * The demo shop's staff desk accounts: one per role, with a published password and TOTP secret so a
 * newcomer can try the desk (the start banner prints them with the current code). Never in
 * production (config demoStaff, ADR 048).
 */
export const DEMO_STAFF_PASSWORD = 'demo-desk-2026';

export interface DemoStaff {
  email: string;
  name: string;
  roles: StaffRole[];
  /** Base32, as an authenticator app takes it. */
  totpSecret: string;
}

export const DEMO_STAFF: DemoStaff[] = [
  {
    email: 'admin@staff.demo.shop',
    name: 'Ada Admin',
    roles: ['admin'],
    totpSecret: 'UAL3ZCQKFJV3AV42QFTUEW2PMWILP5I6',
  },
  {
    email: 'sales@staff.demo.shop',
    name: 'Sam Sales',
    roles: ['sales'],
    totpSecret: 'ZTNXV5C7PNRHQU46AIPVH5LEVFOKAPCK',
  },
  {
    email: 'support@staff.demo.shop',
    name: 'Sue Support',
    roles: ['support'],
    totpSecret: 'BLGFLNU5PRO5WL3JW7IUDJDARJN6OYA2',
  },
];

/** Creates the demo staff that do not exist yet; `ensureAccount` is the staff service's. */
export async function seedDemoStaff(deps: {
  ensureAccount: (account: DemoStaff & { password: string }) => Promise<boolean>;
}): Promise<number> {
  let created = 0;
  for (const account of DEMO_STAFF) {
    if (await deps.ensureAccount({ ...account, password: DEMO_STAFF_PASSWORD })) created += 1;
  }
  return created;
}
