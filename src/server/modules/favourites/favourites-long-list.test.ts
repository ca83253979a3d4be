import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DirectoryPage,
  DirectorySummary,
  ItemsAddResponse,
  PublicDirectory,
} from '../../../common/contracts/favourites';
import { ITEM_SORTS, type ItemSort } from '../../../common/favourites-rules';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { personOf } from '../ordering/orders.fixtures';

/**
 * A list of 10 000 items (issue 17, "a directory of 10 000 items works"): every sort gives its
 * first and last page whole and in the list's order, although a page's items are chosen before
 * their products are read (ADR 043), and the prices a page reads beside its rows are those pricing
 * gives the same items on their own (the export's).
 */
let t: TestApp;
let company: Client;
let directoryId: number;

const SIZE = 10_000;
const PER_PAGE = 50;

/** The same order as the page's, written as one plain statement over the whole list. */
const WHOLE_ORDER: Record<ItemSort, string> = {
  added_desc: 'fi.created_at DESC, fi.id DESC',
  added_asc: 'fi.created_at ASC, fi.id ASC',
  symbol_asc: 'p.symbol ASC',
  symbol_desc: 'p.symbol DESC',
  quantity_desc: 'fi.quantity DESC, p.symbol ASC',
};

beforeAll(async () => {
  t = await createTestApp({ seedProducts: SIZE, demoAccounts: true });
  company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  const symbols = (
    (await t.services.database.db.execute(sql.raw('SELECT symbol FROM products ORDER BY id'))) as unknown as {
      rows: Array<{ symbol: string }>;
    }
  ).rows.map((r) => r.symbol);
  const created = await company.post('/ajax/favourites/directory', { name: 'Ten thousand' });
  expect(created.statusCode, created.body).toBe(201);
  directoryId = created.json<DirectorySummary>().directoryId;
  // As a buyer fills it: 500 a call, each call its own moment; quantities repeat (ties to break).
  for (let i = 0; i < SIZE; i += 500) {
    const res = await company.post('/ajax/favourites/item', {
      directoryId,
      items: symbols.slice(i, i + 500).map((symbol, k) => ({ symbol, quantity: 1 + ((i + k) % 7) })),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json<ItemsAddResponse>().saved).toBe(500);
  }
}, 600_000);
afterAll(async () => {
  await t?.close();
});

async function wholeOrder(sort: ItemSort): Promise<string[]> {
  const result = (await t.services.database.db.execute(
    sql.raw(`SELECT p.symbol FROM favourite_items fi JOIN products p ON p.id = fi.product_id
              WHERE fi.directory_id = ${directoryId} ORDER BY ${WHOLE_ORDER[sort]}`),
  )) as unknown as { rows: Array<{ symbol: string }> };
  return result.rows.map((r) => r.symbol);
}

async function listPage(query: string): Promise<DirectoryPage> {
  const res = await company.get(`/ajax/favourites/directory/${directoryId}?perPage=${PER_PAGE}&${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json<DirectoryPage>();
}

describe('a list of 10 000 items', () => {
  it('gives the first and the last page of every sort whole and in the list’s order', async () => {
    const last = SIZE / PER_PAGE;
    for (const sort of ITEM_SORTS) {
      const whole = await wholeOrder(sort);
      for (const number of [1, 2, last]) {
        const shown = await listPage(`sort=${sort}&page=${number}`);
        expect(shown.total).toBe(SIZE);
        expect(shown.directory.itemCount).toBe(SIZE);
        expect(
          shown.items.map((i) => i.symbol),
          `${sort}, page ${number}`,
        ).toEqual(whole.slice((number - 1) * PER_PAGE, number * PER_PAGE));
      }
      expect((await listPage(`sort=${sort}&page=${last + 1}`)).items).toEqual([]);
    }
  }, 300_000);

  it('prices a page as pricing prices the same items on their own, in each market', async () => {
    const person = await personOf(t.services.database.db, 'company@demo.shop');
    const viewer = { customerId: person.customerId, contactPersonId: person.contactPersonId };
    const token = (await listPage('page=1')).directory.publicToken;
    // The customer sees their own market; a visitor of the shared list the one they choose.
    const pages: Array<[string, DirectoryPage | PublicDirectory]> = [
      ['pl', await listPage('page=7')],
      [
        'de',
        (
          await new Client(t.app).get(`/ajax/new-favourites/${token}?perPage=${PER_PAGE}&page=7&country=de`)
        ).json<PublicDirectory>(),
      ],
    ];
    for (const [country, shown] of pages) {
      const exported = await t.services.favourites.exportOf(viewer, directoryId, country);
      const bySymbol = new Map(exported.items.map((i) => [i.symbol, i]));
      expect(shown.currency).toBe(exported.currency);
      expect(shown.items).toHaveLength(PER_PAGE);
      expect(shown.items.filter((i) => i.unitPrice !== null).length).toBeGreaterThan(0);
      for (const item of shown.items) {
        const alone = bySymbol.get(item.symbol)!;
        expect([item.unitPrice, item.value, item.stock], `${country} ${item.symbol}`).toEqual([
          alone.unitPrice,
          alone.value,
          alone.stock,
        ]);
      }
    }
    expect(pages.map(([, shown]) => shown.currency)).toEqual(['PLN', 'EUR']);
  }, 120_000);
});
