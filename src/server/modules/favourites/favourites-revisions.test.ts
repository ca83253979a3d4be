/**
 * A saved list's revisions and restore (issue 17, ADR 040) at the HTTP edge: each kind of change
 * records a revision with who, when and what; a version's items; restoring items, quantities, notes
 * and the name as a new revision, reporting products gone from the catalogue; the log stays small
 * for small changes; and the history has the list's visibility (another customer gets 404).
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryPage, DirectorySummary, ItemsAddResponse } from '../../../common/contracts/favourites';
import type {
  RestoreResponse,
  RevisionDetail,
  RevisionList,
} from '../../../common/contracts/favourites-revisions';
import type { ErrorBody } from '../../../common/errors';
import { addColleague } from '../../test-support/colleague';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { SNAPSHOT_MIN_CHANGES, snapshotDue } from './favourites.revisions';

let t: TestApp;
let company: Client;
let colleague: Client;
let other: Client;
let visitor: Client;
let symbols: string[];

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.services.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const request = (client: Client, method: string, url: string, payload?: unknown) =>
  client.request({ method, url, payload: payload as never });

async function ok<T>(promise: ReturnType<typeof request>, status = 200): Promise<T> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(status);
  return (res.body ? res.json() : undefined) as T;
}

async function refused(promise: ReturnType<typeof request>, status: number): Promise<ErrorBody> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<ErrorBody>();
}

const createList = (client: Client, body: Record<string, unknown>) =>
  ok<DirectorySummary>(request(client, 'POST', '/ajax/favourites/directory', body), 201);
const addItems = (
  client: Client,
  directoryId: number,
  items: Array<{ symbol: string; quantity: number; note?: string }>,
) => ok<ItemsAddResponse>(request(client, 'POST', '/ajax/favourites/item', { directoryId, items }), 201);
const listPage = (client: Client, directoryId: number, query = '?perPage=100&sort=symbol_asc') =>
  ok<DirectoryPage>(request(client, 'GET', `/ajax/favourites/directory/${directoryId}${query}`));
const history = (client: Client, directoryId: number, query = '') =>
  ok<RevisionList>(request(client, 'GET', `/ajax/favourites/directory/${directoryId}/revisions${query}`));
const version = (client: Client, directoryId: number, revisionId: number, query = '?perPage=100') =>
  ok<RevisionDetail>(
    request(client, 'GET', `/ajax/favourites/directory/${directoryId}/revisions/${revisionId}${query}`),
  );
const restore = (client: Client, directoryId: number, revisionId: number) =>
  ok<RestoreResponse>(
    request(client, 'POST', `/ajax/favourites/directory/${directoryId}/revisions/${revisionId}/restore`),
  );
const itemOf = async (client: Client, directoryId: number, symbol: string) =>
  (await listPage(client, directoryId, `?perPage=100&q=${encodeURIComponent(symbol)}`)).items.find(
    (i) => i.symbol === symbol,
  )!;
async function wholeList(directoryId: number): Promise<Map<string, [number, string]>> {
  const out = new Map<string, [number, string]>();
  for (let p = 1; ; p++) {
    const shown = await listPage(company, directoryId, `?perPage=100&page=${p}`);
    for (const i of shown.items) out.set(i.symbol, [i.quantity, i.note]);
    if (p * 100 >= shown.total) return out;
  }
}
const lines = (p: DirectoryPage) => p.items.map((i) => [i.symbol, i.quantity, i.note]);

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 600, demoAccounts: true });
  company = new Client(t.app);
  colleague = (await addColleague(t, { email: 'colleague@demo.shop' })).client;
  other = new Client(t.app);
  visitor = new Client(t.app);
  for (const [client, login] of [
    [company, 'company@demo.shop'],
    [other, 'soletrader@demo.shop'],
  ] as const) {
    const res = await client.login(login, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  }
  // Products no order names, so one can be dropped from the catalogue in a test.
  symbols = (
    await rows<{ symbol: string }>(
      sql.raw(`SELECT symbol FROM products p WHERE NOT EXISTS (SELECT 1 FROM order_items l WHERE l.product_id = p.id)
        ORDER BY id LIMIT 400`),
    )
  ).map((r) => r.symbol);
  expect(symbols.length).toBe(400);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the snapshot rule', () => {
  it('snapshots the first revision, then once the rows logged since reach the list size', () => {
    expect(snapshotDue(undefined, 0, 0)).toBe(true);
    expect(snapshotDue({ changesSinceSnapshot: 0 }, 1, 10_000)).toBe(false);
    expect(snapshotDue({ changesSinceSnapshot: 9_999 }, 1, 10_000)).toBe(true);
    expect(snapshotDue({ changesSinceSnapshot: SNAPSHOT_MIN_CHANGES - 2 }, 1, 5)).toBe(false);
    expect(snapshotDue({ changesSinceSnapshot: SNAPSHOT_MIN_CHANGES - 1 }, 1, 5)).toBe(true);
  });
});

describe('every change records a revision', () => {
  it('records who, when and what for each kind of change, newest first', async () => {
    const list = await createList(company, { name: 'Board B', sharedWithCompany: true });
    const other = await createList(company, { name: 'Spares' });
    const id = list.directoryId;
    await addItems(company, id, [
      { symbol: symbols[0]!, quantity: 10, note: 'R1' },
      { symbol: symbols[1]!, quantity: 3 },
    ]);
    await addItems(company, id, [{ symbol: symbols[2]!, quantity: 1 }]);
    const first = await itemOf(company, id, symbols[0]!);
    await ok(request(colleague, 'PATCH', `/ajax/favourites/item/${first.itemId}`, { quantity: 12 }));
    const second = await itemOf(company, id, symbols[1]!);
    await ok(
      request(company, 'PATCH', `/ajax/favourites/item/${second.itemId}`, { directoryId: other.directoryId }),
    );
    await addItems(company, other.directoryId, [{ symbol: symbols[3]!, quantity: 4 }]);
    const fourth = await itemOf(company, other.directoryId, symbols[3]!);
    await ok(request(company, 'POST', `/ajax/favourites/item/${fourth.itemId}`, { directoryId: id }));
    const third = await itemOf(company, id, symbols[2]!);
    await ok(request(company, 'DELETE', `/ajax/favourites/item/${third.itemId}`), 204);
    await ok(request(company, 'PATCH', `/ajax/favourites/directory/${id}`, { name: 'Board B rev 2' }));
    await ok(request(company, 'PATCH', `/ajax/favourites/directory/${id}`, { note: 'for the line' }));
    // Nothing changed: no revision.
    await ok(request(company, 'PATCH', `/ajax/favourites/directory/${id}`, { sharedWithCompany: true }));
    await ok(request(company, 'PATCH', `/ajax/favourites/directory/${id}`, { sharedWithCompany: false }));
    const merged = await createList(company, { name: 'Old board' });
    await addItems(company, merged.directoryId, [{ symbol: symbols[4]!, quantity: 2 }]);
    await ok(
      request(company, 'POST', '/ajax/favourites/merge', {
        targetDirectoryId: id,
        sourceDirectoryIds: [merged.directoryId],
        deleteSources: true,
      }),
    );

    const { revisions, total } = await history(company, id);
    expect(total).toBe(11);
    expect(revisions.map((r) => [r.kind, r.summary.params])).toEqual([
      ['merged', { count: 1, lists: 1, names: 'Old board', symbol: symbols[4] }],
      ['unshared', { count: 0 }],
      ['noteChanged', { count: 0 }],
      ['renamed', { count: 0, from: 'Board B', to: 'Board B rev 2' }],
      ['itemDeleted', { count: 1, symbol: symbols[2] }],
      ['itemCopiedIn', { count: 1, symbol: symbols[3], name: 'Spares' }],
      ['itemMovedOut', { count: 1, symbol: symbols[1], name: 'Spares' }],
      ['itemChanged', { count: 1, symbol: symbols[0], quantity: 12 }],
      ['itemsAdded', { count: 1, symbol: symbols[2] }],
      ['itemsAdded', { count: 2 }],
      ['created', { count: 0 }],
    ]);
    expect(revisions[0]!.summary.key).toBe('favouritesHistory.kinds.merged');
    // Who: the colleague changed the quantity; the viewer's own revisions say so.
    expect(revisions[7]).toMatchObject({ authorName: 'Ola Nowak', own: false });
    expect(revisions[0]).toMatchObject({
      own: true,
      name: 'Board B rev 2',
      note: 'for the line',
      itemCount: 3,
    });
    expect(revisions[0]!.authorName).toMatch(/\S/);
    expect(Date.parse(revisions[10]!.createdAt)).toBeLessThanOrEqual(Date.parse(revisions[0]!.createdAt));
    const spares = await history(company, other.directoryId);
    expect(spares.revisions.map((r) => r.kind)).toEqual(['itemsAdded', 'itemMovedIn', 'created']);
    expect(spares.revisions[1]!.summary.params).toMatchObject({ symbol: symbols[1], name: 'Board B' });

    // Pages, newest first.
    const paged = await history(company, id, '?page=2&perPage=4');
    expect(paged.revisions.map((r) => r.revisionId)).toEqual(revisions.slice(4, 8).map((r) => r.revisionId));
  });

  it('records a list saved in one call and a copy of a shared list as their first revision', async () => {
    const saved = await ok<ItemsAddResponse>(
      request(company, 'POST', '/ajax/favourites/item', {
        newDirectoryName: 'From the cart',
        items: [
          { symbol: symbols[10]!, quantity: 5 },
          { symbol: symbols[11]!, quantity: 6 },
        ],
      }),
      201,
    );
    const made = await history(company, saved.directoryId);
    expect(made.revisions.map((r) => [r.kind, r.itemCount, r.changeCount])).toEqual([['created', 2, 2]]);
    const source = (await listPage(company, saved.directoryId)).directory;
    const copy = await createList(other, { name: 'Their copy', copyFromToken: source.publicToken });
    const copied = await history(other, copy.directoryId);
    expect(copied.revisions).toHaveLength(1);
    expect(copied.revisions[0]).toMatchObject({
      kind: 'copiedFromShared',
      itemCount: 2,
      summary: { params: { name: 'From the cart', count: 2 } },
    });
  });
});

describe('versions and restore', () => {
  it('shows a version’s items and restores items, quantities, notes and the name as a new revision', async () => {
    const list = await createList(company, { name: 'Amplifier', note: 'v1' });
    const id = list.directoryId;
    await addItems(company, id, [
      { symbol: symbols[20]!, quantity: 10, note: 'input' },
      { symbol: symbols[21]!, quantity: 2, note: 'output' },
      { symbol: symbols[22]!, quantity: 7 },
    ]);
    const before = await listPage(company, id);
    const good = (await history(company, id)).revisions[0]!;

    // Change it every way: quantity and note, remove, add, rename.
    const a = await itemOf(company, id, symbols[20]!);
    await ok(
      request(company, 'PATCH', `/ajax/favourites/item/${a.itemId}`, { quantity: 99, note: 'changed' }),
    );
    const b = await itemOf(company, id, symbols[21]!);
    await ok(request(company, 'DELETE', `/ajax/favourites/item/${b.itemId}`), 204);
    await addItems(company, id, [{ symbol: symbols[23]!, quantity: 1 }]);
    await ok(
      request(company, 'PATCH', `/ajax/favourites/directory/${id}`, { name: 'Amp (broken)', note: '' }),
    );

    const shown = await version(company, id, good.revisionId);
    expect(shown.total).toBe(3);
    expect(shown.items.map((i) => [i.symbol, i.quantity, i.note, i.exists, i.changed])).toEqual(
      [
        [symbols[20], 10, 'input', true, true],
        [symbols[21], 2, 'output', true, true],
        [symbols[22], 7, '', true, true],
      ].sort((x, y) => (String(x[0]) < String(y[0]) ? -1 : 1)),
    );
    expect(shown.revision).toMatchObject({ revisionId: good.revisionId, name: 'Amplifier', note: 'v1' });
    const deletion = (await history(company, id)).revisions.find((r) => r.kind === 'itemDeleted')!;
    const deleted = await version(company, id, deletion.revisionId);
    expect(deleted.removed).toEqual([symbols[21]]);
    expect(deleted.items.every((i) => !i.changed)).toBe(true);

    const restored = await restore(company, id, good.revisionId);
    expect(restored).toMatchObject({ itemCount: 3, missing: [] });
    expect(restored.revision).toMatchObject({
      kind: 'restored',
      name: 'Amplifier',
      note: 'v1',
      itemCount: 3,
      changeCount: 3,
      summary: { params: { revisionId: good.revisionId, at: good.createdAt } },
    });
    const after = await listPage(company, id);
    expect(lines(after)).toEqual(lines(before));
    expect(after.directory).toMatchObject({ name: 'Amplifier', note: 'v1' });
    // The item that was changed keeps its price saved when first saved.
    const again = after.items.find((i) => i.symbol === symbols[20])!;
    const was = before.items.find((i) => i.symbol === symbols[20])!;
    expect([again.savedPrice, again.savedStock, again.savedAt]).toEqual([
      was.savedPrice,
      was.savedStock,
      was.savedAt,
    ]);

    const { revisions } = await history(company, id);
    expect(revisions[0]!.kind).toBe('restored');
    // The state before the restore is a version too: restoring it undoes the restore.
    await restore(company, id, revisions[1]!.revisionId);
    const undone = await listPage(company, id);
    expect(undone.directory.name).toBe('Amp (broken)');
    expect(
      lines(undone)
        .map((l) => l[0])
        .sort(),
    ).toEqual([symbols[20], symbols[22], symbols[23]].sort());
    expect(undone.items.find((i) => i.symbol === symbols[20])).toMatchObject({
      quantity: 99,
      note: 'changed',
    });
  });

  it('reports lines whose product left the catalogue instead of losing them silently', async () => {
    const list = await createList(company, { name: 'Withdrawn parts' });
    const id = list.directoryId;
    await addItems(company, id, [
      { symbol: symbols[30]!, quantity: 3 },
      { symbol: symbols[31]!, quantity: 4 },
    ]);
    const good = (await history(company, id)).revisions[0]!;
    const gone = await itemOf(company, id, symbols[31]!);
    await ok(request(company, 'DELETE', `/ajax/favourites/item/${gone.itemId}`), 204);
    await t.services.database.db.execute(sql`DELETE FROM products WHERE symbol = ${symbols[31]!}`);

    const shown = await version(company, id, good.revisionId);
    expect(shown.items.find((i) => i.symbol === symbols[31])).toMatchObject({
      exists: false,
      description: null,
      quantity: 4,
    });
    const restored = await restore(company, id, good.revisionId);
    expect(restored.missing).toEqual([{ symbol: symbols[31], quantity: 4 }]);
    expect(restored.itemCount).toBe(1);
    expect(lines(await listPage(company, id))).toEqual([[symbols[30], 3, '']]);
  });

  it('writes a log row per changed product, and rebuilds versions across snapshots', async () => {
    const list = await createList(company, { name: 'Long list' });
    const id = list.directoryId;
    const many = symbols.slice(100, 422).map((symbol, i) => ({ symbol, quantity: i + 1 }));
    await addItems(company, id, many);
    const afterAdd = await history(company, id);
    // 300 logged rows since the empty list's snapshot reach the minimum: this one is a snapshot.
    const snapshots = async () =>
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM favourite_revision_snapshots s JOIN favourite_revisions r ON r.id = s.revision_id WHERE r.directory_id = ${id}`,
        )
      )[0]!.n;
    expect(await snapshots()).toBe(300);

    // A small change of a long list: one log row, no snapshot.
    const item = await itemOf(company, id, symbols[100]!);
    await ok(request(company, 'PATCH', `/ajax/favourites/item/${item.itemId}`, { quantity: 5000 }));
    const small = (await history(company, id)).revisions[0]!;
    const [written] = await rows<{ changes: number }>(
      sql`SELECT count(*)::int AS changes FROM favourite_revision_changes WHERE revision_id = ${small.revisionId}`,
    );
    expect(written!.changes).toBe(1);
    expect(await snapshots()).toBe(300);

    // Enough small changes reach the list's size and take one more snapshot.
    const touched = new Set([symbols[100]!]);
    const page = await listPage(company, id, '?perPage=100&sort=symbol_asc&page=1');
    for (const [n, i] of page.items.slice(1, 100).entries()) {
      await ok(request(company, 'PATCH', `/ajax/favourites/item/${i.itemId}`, { quantity: 7000 + n }));
      touched.add(i.symbol);
    }
    const page2 = await listPage(company, id, '?perPage=100&sort=symbol_asc&page=2');
    for (const [n, i] of page2.items.entries()) {
      await ok(request(company, 'PATCH', `/ajax/favourites/item/${i.itemId}`, { note: `n${n}` }));
      touched.add(i.symbol);
    }
    const beforeDeletes = await wholeList(id);
    const page3 = await listPage(company, id, '?perPage=100&sort=symbol_asc&page=3');
    for (const i of page3.items.slice(0, 100)) {
      await ok(request(company, 'DELETE', `/ajax/favourites/item/${i.itemId}`), 204);
      touched.add(i.symbol);
    }
    expect(await snapshots()).toBeGreaterThan(300);

    // A version before the last snapshot comes back exactly, from the first snapshot and the log.
    const { total } = await history(company, id, '?perPage=50');
    expect(total).toBe(1 + 1 + 1 + 99 + 100 + 100);
    const middle = (await history(company, id, '?perPage=1&page=101')).revisions[0]!;
    const middleVersion = new Map<string, [number, string]>();
    for (let p = 1; p <= 3; p++)
      for (const i of (await version(company, id, middle.revisionId, `?perPage=100&page=${p}`)).items)
        middleVersion.set(i.symbol, [i.quantity, i.note]);
    expect(middleVersion).toEqual(beforeDeletes);

    // Restoring the first version puts back every touched line, and only those.
    await restore(company, id, afterAdd.revisions[0]!.revisionId);
    expect(await wholeList(id)).toEqual(new Map(many.map((m) => [m.symbol, [m.quantity, '']])));
    const newest = (await history(company, id)).revisions[0]!;
    expect(newest.changeCount).toBe(touched.size);
    // And restoring the newest version of all after that brings the deletions back.
    await restore(company, id, (await history(company, id)).revisions[1]!.revisionId);
    expect((await wholeList(id)).size).toBe(200);
  }, 120_000);
});

describe('ownership and bad input', () => {
  let list: DirectorySummary;
  let revisionId: number;
  beforeAll(async () => {
    list = await createList(company, { name: 'Private one' });
    await addItems(company, list.directoryId, [{ symbol: symbols[40]!, quantity: 2 }]);
    revisionId = (await history(company, list.directoryId)).revisions[0]!.revisionId;
  });

  it.each([
    ['GET', () => `/ajax/favourites/directory/${list.directoryId}/revisions`],
    ['GET', () => `/ajax/favourites/directory/${list.directoryId}/revisions/${revisionId}`],
    ['POST', () => `/ajax/favourites/directory/${list.directoryId}/revisions/${revisionId}/restore`],
  ] as const)('another customer and a colleague get 404 on a private list: %s %s', async (method, url) => {
    await refused(request(other, method, url()), 404);
    await refused(request(colleague, method, url()), 404);
    await refused(request(visitor, method, url()), 401);
  });

  it('lets colleagues see and restore a list shared with the company', async () => {
    const shared = await createList(company, { name: 'Team list', sharedWithCompany: true });
    await addItems(company, shared.directoryId, [{ symbol: symbols[41]!, quantity: 1 }]);
    const good = (await history(colleague, shared.directoryId)).revisions[0]!;
    expect(good.own).toBe(false);
    const item = await itemOf(company, shared.directoryId, symbols[41]!);
    await ok(request(company, 'DELETE', `/ajax/favourites/item/${item.itemId}`), 204);
    const done = await restore(colleague, shared.directoryId, good.revisionId);
    expect(done.revision).toMatchObject({ own: true, authorName: 'Ola Nowak', itemCount: 1 });
  });

  it('refuses bad and foreign revision ids with a clear 4xx and changes nothing', async () => {
    const before = await history(company, list.directoryId);
    const base = `/ajax/favourites/directory/${list.directoryId}/revisions`;
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await refused(request(company, 'GET', `${base}/${bad}`), 422)).messageKey).toBe(
        'favouritesHistory.errors.revisionId',
      );
    await refused(request(company, 'POST', `${base}/abc/restore`), 422);
    await refused(request(company, 'GET', `/ajax/favourites/directory/abc/revisions`), 422);
    await refused(request(company, 'GET', `${base}?perPage=1000`), 422);
    // A revision of another list (the other customer's, or another of one's own) is not found.
    const theirs = await createList(other, { name: 'Theirs' });
    const theirRevision = (await history(other, theirs.directoryId)).revisions[0]!.revisionId;
    expect((await refused(request(company, 'GET', `${base}/${theirRevision}`), 404)).messageKey).toBe(
      'favouritesHistory.errors.revisionNotFound',
    );
    await refused(request(company, 'POST', `${base}/${theirRevision}/restore`), 404);
    await refused(request(company, 'POST', `${base}/2147483647/restore`), 404);
    expect(await history(company, list.directoryId)).toEqual(before);
    expect((await history(other, theirs.directoryId)).total).toBe(1);
  });
});
