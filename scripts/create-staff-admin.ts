/**
 * Creates the first administrator of the staff desk (ADR 048), e.g. in a new production shop that
 * has no demo staff: `npx tsx scripts/create-staff-admin.ts admin@shop.example "Ada Admin"`.
 * Prints a random password once; the first login at /staff/login enrols the second factor. The
 * administrator then creates everyone else in the desk.
 */
import { loadConfig } from '../src/server/config';
import { prepareDatabase } from '../src/server/db/prepare';
import { createServices } from '../src/server/services';

const [email, name] = process.argv.slice(2);
if (!email || !name || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Usage: npx tsx scripts/create-staff-admin.ts EMAIL "NAME"');
  process.exit(2);
}
const config = loadConfig();
const database = await prepareDatabase(config, (line) => console.log(line));
const services = createServices(database, { staffTotpKey: config.staffTotpKey });
try {
  const created = await services.staff.createFirstAdmin(email, name);
  if (!created) {
    console.error(`A staff account ${email} exists already.`);
    process.exitCode = 1;
  } else {
    console.log(`Administrator ${email} created. Password (shown only now): ${created.password}`);
    console.log(`Log in at ${config.publicUrl}/staff/login; the first login sets up the second factor.`);
  }
} finally {
  await services.close();
  await database.close();
}
