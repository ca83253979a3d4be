import { openDatabase, migrateDatabase } from '/work/main/src/server/db/client';
import { sql } from 'drizzle-orm';
const d = await openDatabase({ dataDir: '/tmp/pgl-test' });
await migrateDatabase(d);
console.log(await d.db.execute(sql`select count(*) from products`));
try { await openDatabase({ dataDir: '/tmp/pgl-test' }); } catch (e) { console.log('second:', (e as Error).message); }
await d.close();
const p = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test' });
await migrateDatabase(p);
console.log((await p.db.execute(sql`select count(*) from products`)).rows);
await p.exec('drop schema public cascade; create schema public; drop schema if exists drizzle cascade');
await p.close();
