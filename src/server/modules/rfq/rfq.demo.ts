import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactPersons, products } from '../../db/schema';
import { createRfqService } from './rfq.service';
import { createRfqStaffService } from './rfq.staff';

/** The demo company's quote lives this long: a demo shop started today shows it valid. */
const DEMO_QUOTE_DAYS = 30;

/**
 * The demo shop's quoted request for quote (issue 18): three lines priced by "staff", so a visitor
 * (and the journeys) can accept part of a quote without the staff desk. Made only with the demo
 * accounts (never in production, config DEMO_ACCOUNTS), through the same services as a real one.
 */
export async function seedDemoQuote(db: Db, email: string): Promise<boolean> {
  const [person] = await db
    .select({ id: contactPersons.id, customerId: contactPersons.customerId })
    .from(contactPersons)
    .where(eq(contactPersons.email, email))
    .limit(1);
  const picked = await db
    .select({ symbol: products.symbol })
    .from(products)
    .where(
      and(
        gt(products.stock, 0),
        eq(products.minimumQuantity, 1),
        eq(products.multiples, 1),
        sql`'SHOW_PRICE' = ANY(${products.permissions})`,
        sql`EXISTS (SELECT 1 FROM price_breaks pb WHERE pb.product_id = ${products.id} AND pb.amount = 1)`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(4);
  if (!person || picked.length < 4) return false;
  const [a, b, c, alternative] = picked.map((p) => p.symbol) as [string, string, string, string];
  const rfq = createRfqService({ db, customerSymbols: { productFor: async () => null } });
  const staff = createRfqStaffService({ db });
  const created = await rfq.create(
    { customerId: person.customerId, contactPersonId: person.id },
    {
      title: 'Demo: sensor board, first batch',
      reference: 'DEMO-1',
      note: '',
      send: true,
      lines: [
        { query: a, amounts: [10, 100] },
        { query: b, amounts: [50] },
        { query: c, amounts: [25] },
      ],
    },
    'en',
  );
  const id = (await staff.idOf(created.number))!;
  await staff.claim(id, 'shop');
  await staff.priceLine(
    id,
    1,
    [
      {
        symbol: a,
        breaks: [
          { amount: 10, unitPrice: '0.95' },
          { amount: 100, unitPrice: '0.80' },
        ],
        leadTimeDays: 2,
      },
      {
        symbol: alternative,
        alternative: true,
        breaks: [{ amount: 100, unitPrice: '0.65' }],
        leadTimeDays: 14,
      },
    ],
    'shop',
  );
  await staff.priceLine(
    id,
    2,
    [{ symbol: b, breaks: [{ amount: 50, unitPrice: '0.42' }], leadTimeDays: 3 }],
    'shop',
  );
  await staff.priceLine(
    id,
    3,
    [{ symbol: c, breaks: [{ amount: 25, unitPrice: '1.20' }], leadTimeDays: 5 }],
    'shop',
  );
  await staff.sendQuote(id, new Date(Date.now() + DEMO_QUOTE_DAYS * 86_400_000), 'shop');
  return true;
}
