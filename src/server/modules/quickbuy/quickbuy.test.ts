import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStep1 } from '../../../common/contracts/cart';
import type { OrderResponse, QuickBuyList, WorkingLine } from '../../../common/contracts/quickbuy';
import type { ErrorBody } from '../../../common/errors';
import { WorkingLineSchema } from '../../../common/contracts/quickbuy';
import { QUICKBUY_LINES_MAX } from '../../../common/quickbuy-rules';
import { Client } from '../../test-support/http';
import { selectLineProducts, typoPatterns } from './quickbuy.repository';
import { leaseIdempotencyKey, markIdempotencyKeyApplied } from '../../http/idempotency-keys.repository';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let company: Client;
let other: Client;
let visitor: Client;

interface P {
  id: number;
  symbol: string;
  manufacturerSymbol: string;
}

/** Orderable by anyone: has a price, in the offer, not marketplace, plenty in stock, sold by one. */
const ORDERABLE = `'SHOW_PRICE' = ANY(permissions) AND 'SHOW_STOCK' = ANY(permissions)
  AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
  AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
  AND stock > 1000 AND multiples = 1 AND minimum_quantity = 1`;

let plain: P[];
/** Sold from 10 in fives. */
let stepped: P;
/** Not in the offer, with `plain[9]` as its replacement. */
let withdrawn: P;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.services.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const request = (client: Client, method: string, url: string, payload?: unknown, headers = {}) =>
  client.request({ method, url, payload: payload as never, headers });

async function ok<T>(promise: ReturnType<typeof request>, status = 200): Promise<T> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

async function refused(promise: ReturnType<typeof request>, status: number): Promise<ErrorBody> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<ErrorBody>();
}

const read = (client: Client, text: string, source = 'lines') =>
  ok<QuickBuyList>(request(client, 'POST', `/ajax/quickbuy/read-products/${source}`, { text }));

/** What the page sends back: the working fields of each line, nothing the server derived. */
const working = (list: QuickBuyList): WorkingLine[] =>
  list.lines.map((line) => WorkingLineSchema.parse(line));

const call = (client: Client, name: string, body: unknown) =>
  request(client, 'POST', `/ajax/customer/quickbuy/${name}`, body);

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300, demoAccounts: true });
  company = new Client(t.app);
  other = new Client(t.app);
  visitor = new Client(t.app);
  for (const [client, login] of [
    [company, 'company@demo.shop'],
    [other, 'soletrader@demo.shop'],
  ] as const) {
    const res = await client.login(login, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  }
  const columns = 'id, symbol, manufacturer_symbol AS "manufacturerSymbol"';
  plain = await rows<P>(sql.raw(`SELECT ${columns} FROM products p WHERE ${ORDERABLE} ORDER BY id LIMIT 12`));
  expect(plain.length).toBe(12);
  [stepped] = await rows<P>(
    sql.raw(
      `UPDATE products SET minimum_quantity = 10, multiples = 5 WHERE id = ${plain[10]!.id} RETURNING ${columns}`,
    ),
  );
  [withdrawn] = await rows<P>(
    sql.raw(
      `UPDATE products SET flags = array_append(flags, 'NOT_IN_OFFER') WHERE id = ${plain[11]!.id} RETURNING ${columns}`,
    ),
  );
  await rows(
    sql.raw(
      `INSERT INTO product_links (product_id, linked_product_id, kind) VALUES (${withdrawn.id}, ${plain[9]!.id}, 'replacement')`,
    ),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('read-products', () => {
  it('matches typed lines by symbol, manufacturer part number, normalised key and without packaging suffix', async () => {
    const [a, b, c, d] = plain;
    const text = [
      `${a!.symbol} 3 board A`,
      `${b!.manufacturerSymbol}\t7`,
      `${c!.symbol.toLowerCase().replace(/-/g, '.')},2`,
      `${d!.manufacturerSymbol}-TR;4`,
      'NOSUCHPART-XYZ-0000 1',
    ].join('\r\n');
    const list = await read(visitor, text);
    expect(list.lines.map((l) => [l.row, l.productSymbol, l.match.kind, l.match.accepted, l.amount])).toEqual(
      [
        [1, a!.symbol, 'symbol', true, 3],
        [2, b!.symbol, expect.stringMatching(/manufacturerSymbol|symbol/), true, 7],
        [3, c!.symbol, 'normalised', true, 2],
        [4, d!.symbol, 'withoutSuffix', true, 4],
        [5, null, 'none', false, 1],
      ],
    );
    expect(list.lines[0]!.note).toBe('board A');
    expect(list.lines[0]!.match.confidence).toBe(1);
    expect(list.lines[3]!.match.confidence).toBeLessThan(list.lines[2]!.match.confidence);
    expect(list.lines[4]!.problems[0]).toMatchObject({
      key: 'quickbuy.problems.notFound',
      level: 'blocking',
    });
    // Priced in the visitor's market at each line's amount; the value of the complete lines adds up.
    expect(list.lines[0]!.data).toMatchObject({ unitPrice: expect.any(String), stock: expect.any(Number) });
    expect(list.totals).toMatchObject({ lineCount: 5, completeCount: 4 });
    expect(Number(list.totals.net)).toBeGreaterThan(0);
  });

  it('offers similar symbols as a suggestion, never taken without the buyer', async () => {
    const symbol = plain[5]!.symbol;
    const typo = symbol.slice(0, -1) + (symbol.endsWith('Q') ? 'Z' : 'Q');
    const list = await read(visitor, `${typo} 5`);
    const [line] = list.lines;
    expect(line!.match).toMatchObject({ kind: 'fuzzy', accepted: false });
    expect(line!.match.confidence).toBeGreaterThan(0.3);
    expect(line!.match.confidence).toBeLessThan(1);
    expect(line!.candidates.map((c) => c.symbol)).toContain(symbol);
    expect(line!.complete).toBe(false);
    expect(line!.problems[0]!.key).toBe('quickbuy.problems.confirmFuzzy');
    expect(list.totals.completeCount).toBe(0);
  });

  it('offers a mistyped manufacturer part number as a suggestion only, and an exact one beats its look-alikes', async () => {
    // Two products whose part numbers differ in one character and look nothing like their symbols.
    const [meant, lookAlike] = await rows<P>(
      sql.raw(`UPDATE products p SET manufacturer_symbol = x.mpn, manufacturer_symbol_key = x.key
        FROM (SELECT id, row_number() OVER (ORDER BY id DESC) AS n FROM products p WHERE ${ORDERABLE}
              ORDER BY id DESC LIMIT 2) t
        JOIN (VALUES (1, 'XQ-MPN-48213-ALPHA', 'XQMPN48213ALPHA'), (2, 'XQ-MPN-48213-ALPHB', 'XQMPN48213ALPHB'))
          AS x(n, mpn, key) ON x.n = t.n
        WHERE p.id = t.id RETURNING p.id, p.symbol, p.manufacturer_symbol AS "manufacturerSymbol"`),
    ).then((r) => r.sort((a, b) => a.manufacturerSymbol.localeCompare(b.manufacturerSymbol)));
    expect(meant!.manufacturerSymbol).toBe('XQ-MPN-48213-ALPHA');

    // A typo at the start, in the middle: the product is suggested, not taken.
    const list = await read(visitor, ['ZQ-MPN-48213-ALPHA 2', 'xq-mpn-4821B-alpha 2'].join('\n'));
    for (const line of list.lines) {
      expect(line.match).toMatchObject({ kind: 'fuzzy', accepted: false });
      expect(line.productSymbol).toBe(meant!.symbol);
      expect(line.candidates.map((c) => c.symbol)).toContain(meant!.symbol);
      expect(line.complete).toBe(false);
      expect(line.problems[0]!.key).toBe('quickbuy.problems.confirmFuzzy');
    }
    expect(list.totals.completeCount).toBe(0);

    // The exact part number is taken; one character off both is a choice left to the buyer.
    const exact = await read(visitor, ['XQ-MPN-48213-ALPHA 2', 'XQ-MPN-48213-ALPHC 2'].join('\n'));
    expect(exact.lines[0]).toMatchObject({
      productSymbol: meant!.symbol,
      match: { kind: 'manufacturerSymbol', accepted: true },
      complete: true,
    });
    expect(exact.lines[1]!.match).toMatchObject({ kind: 'fuzzy', accepted: false });
    expect(exact.lines[1]!.candidates.map((c) => c.symbol)).toEqual(
      expect.arrayContaining([meant!.symbol, lookAlike!.symbol]),
    );
    expect(exact.lines[1]!.complete).toBe(false);
    expect(exact.totals.completeCount).toBe(1);

    // Something merely sharing a part of the number is not offered at all.
    const far = await read(visitor, 'XQ-MPN-99999-OMEGA 2');
    expect(far.lines[0]).toMatchObject({ productSymbol: null, match: { kind: 'none' } });
  });

  it('matches the customer’s own symbol for that customer only', async () => {
    const created = await company.post('/ajax/customer/symbols', {
      productSymbol: plain[6]!.symbol,
      symbol: 'ACME-QB-77',
    });
    expect(created.statusCode, created.body).toBe(201);
    const mine = await read(company, 'acme.qb.77 9');
    expect(mine.lines[0]).toMatchObject({
      productSymbol: plain[6]!.symbol,
      match: { kind: 'customerSymbol' },
    });
    const theirs = await read(other, 'ACME-QB-77 9');
    expect(theirs.lines[0]!.match.kind).not.toBe('customerSymbol');
  });

  it('reads pasted spreadsheet columns', async () => {
    const text = `Qty\tMPN\n15\t${plain[0]!.symbol}\n25\t${plain[1]!.symbol}\n`;
    const list = await read(visitor, text, 'plain');
    expect(list.lines.map((l) => [l.row, l.productSymbol, l.amount])).toEqual([
      [2, plain[0]!.symbol, 15],
      [3, plain[1]!.symbol, 25],
    ]);
  });

  it('reads a saved list of the viewer; another customer’s list is not found', async () => {
    const dir = await ok<{ directoryId: number }>(
      request(company, 'POST', '/ajax/favourites/item', {
        newDirectoryName: 'Quick buy source',
        items: [
          { symbol: plain[2]!.symbol, quantity: 4, note: 'shelf 2' },
          { symbol: plain[3]!.symbol, quantity: 8 },
        ],
      }),
      201,
    );
    const list = await ok<QuickBuyList>(
      request(company, 'POST', '/ajax/quickbuy/read-products/favourites', { directoryId: dir.directoryId }),
    );
    expect(list.lines.map((l) => [l.productSymbol, l.amount]).sort()).toEqual(
      [
        [plain[2]!.symbol, 4],
        [plain[3]!.symbol, 8],
      ].sort(),
    );
    expect(list.lines.find((l) => l.productSymbol === plain[2]!.symbol)!.note).toBe('shelf 2');
    await refused(
      request(other, 'POST', '/ajax/quickbuy/read-products/favourites', { directoryId: dir.directoryId }),
      404,
    );
    await refused(
      request(visitor, 'POST', '/ajax/quickbuy/read-products/favourites', { directoryId: dir.directoryId }),
      401,
    );
  });

  it('refuses bad input with a clear 4xx in the request’s language', async () => {
    const post = (body: unknown, source = 'lines', headers = {}) =>
      request(visitor, 'POST', `/ajax/quickbuy/read-products/${source}`, body, headers);
    // The file source takes the file's bytes, not JSON (quickbuy-file.test.ts reads files).
    const file = await refused(post({ text: 'A 1' }, 'file'), 422);
    expect(file.messageKey).toBe('bomFiles.errors.notAFile');
    await refused(post({ text: 'A 1' }, 'nonsense'), 422);
    await refused(post({ text: 42 }), 422);
    await refused(post({ text: ['A'] }), 422);
    const nul = await refused(post({ text: 'BC547\u0000 1' }), 422);
    expect(nul.messageKey).toBe('errors.request.nulCharacter');
    const escape = await refused(post({ text: 'BC547\u001b 1' }, 'lines', { 'accept-language': 'pl' }), 422);
    expect(escape.messageKey).toBe('quickbuy.errors.control');
    expect(escape.message).toContain('znaki sterujące');
    await refused(post({}), 422);
    await refused(post({ text: '  \r\n ;; \n' }), 422);
    await refused(post({ directoryId: 1 }, 'favourites'), 401);
    const many = Array.from({ length: QUICKBUY_LINES_MAX + 1 }, (_, i) => `Q${i} 1`).join('\n');
    const tooMany = await refused(post({ text: many }), 422);
    expect(tooMany.messageKey).toBe('quickbuy.errors.tooManyLines');
    expect(tooMany.message).toMatch(/at most 10[\s\u00a0\u202f]?000 lines/);
    // Unknown symbols are lines that say so, not a refusal.
    const unknown = await read(visitor, 'ZZZZZZZZZZ 1\nQQQQQQQQQQQQ 2');
    expect(unknown.lines.every((l) => l.match.kind === 'none' && !l.complete)).toBe(true);
  });
});

describe('the line calls', () => {
  it('refuses visitors on every customer call', async () => {
    const lines: WorkingLine[] = [];
    const bodies: Record<string, unknown> = {
      'add-lines': { lines, source: 'lines', text: 'A 1' },
      'lines-data': { lines },
      'update-amounts': { lines },
      'update-lines': { lines, changes: [{ id: 'a', amount: 1 }] },
      'update-completeness': { lines },
      'replace-lines': { lines, replacements: [{ id: 'a', symbol: 'A' }] },
      'remove-lines': { lines, ids: ['a'] },
      'validate-duplicates': { lines },
      'apply-replacements': { lines },
      order: { lines, target: 'new' },
    };
    for (const [name, body] of Object.entries(bodies)) await refused(call(visitor, name, body), 401);
    await refused(
      request(visitor, 'PUT', '/ajax/customer/quickbuy/order', { lines: [], orderNumber: '1' }),
      401,
    );
  });

  it('rounds amounts to the minimum and multiples and shows each rounding', async () => {
    const list = await read(company, `${stepped.symbol} 12\n${plain[0]!.symbol} 3`);
    expect(list.lines[0]).toMatchObject({ requested: 12, amount: 15 });
    expect(list.lines[0]!.problems).toContainEqual(
      expect.objectContaining({
        key: 'quickbuy.problems.rounded',
        params: { requested: 12, amount: 15, max: 9_999_999 },
      }),
    );
    // The buyer types 7 on the page; update-lines rounds it to 10 and says so.
    const changed = await ok<QuickBuyList>(
      call(company, 'update-lines', {
        lines: working(list),
        changes: [{ id: list.lines[0]!.id, amount: 7, note: 'x' }],
      }),
    );
    expect(changed.lines[0]).toMatchObject({ requested: 7, amount: 10, note: 'x' });
    // A line sent back off the grid is blocked until update-amounts rounds it.
    const off = working(changed).map((l, i) => (i === 0 ? { ...l, amount: 11 } : l));
    const data = await ok<QuickBuyList>(call(company, 'lines-data', { lines: off }));
    expect(data.lines[0]!.problems[0]).toMatchObject({
      key: 'quickbuy.problems.amountRules',
      level: 'blocking',
    });
    const rounded = await ok<QuickBuyList>(call(company, 'update-amounts', { lines: off }));
    expect(rounded.lines[0]).toMatchObject({ amount: 10, complete: true });
    const completeness = await ok<QuickBuyList>(call(company, 'update-completeness', { lines: off }));
    expect(completeness.totals.completeCount).toBe(1);
  });

  it('warns when a line asks more than is in stock', async () => {
    const [{ stock }] = await rows<{ stock: number }>(
      sql.raw(`SELECT stock FROM products WHERE id = ${plain[4]!.id}`),
    );
    const list = await read(company, `${plain[4]!.symbol} ${stock + 1}`);
    expect(list.lines[0]!.problems).toContainEqual(
      expect.objectContaining({ key: 'quickbuy.problems.overStock', level: 'warning' }),
    );
    expect(list.lines[0]!.complete).toBe(true);
  });

  it('takes the maximum for a line asking more than a line holds, and says so', async () => {
    const list = await read(company, `${plain[4]!.symbol} 123456789`);
    expect(list.lines[0]).toMatchObject({ requested: 9_999_999, amount: 9_999_999, amountCapped: true });
    expect(list.lines[0]!.problems).toContainEqual(
      expect.objectContaining({ key: 'quickbuy.problems.amountCapped', params: { max: 9_999_999 } }),
    );
  });

  it('changes a line’s part number and matches it again; accepts and replaces suggestions', async () => {
    const symbol = plain[5]!.symbol;
    const typo = symbol.slice(0, -1) + (symbol.endsWith('Q') ? 'Z' : 'Q');
    const list = await read(company, `${typo} 5\n${plain[0]!.symbol} 1`);
    const id = list.lines[0]!.id;
    const accepted = await ok<QuickBuyList>(
      call(company, 'replace-lines', {
        lines: working(list),
        replacements: [{ id, symbol: list.lines[0]!.productSymbol }],
      }),
    );
    expect(accepted.lines[0]).toMatchObject({ match: { kind: 'fuzzy', accepted: true }, complete: true });
    const chosen = await ok<QuickBuyList>(
      call(company, 'replace-lines', {
        lines: working(list),
        replacements: [{ id, symbol: plain[7]!.symbol }],
      }),
    );
    expect(chosen.lines[0]).toMatchObject({
      productSymbol: plain[7]!.symbol,
      match: { kind: 'chosen', accepted: true },
    });
    await refused(
      call(company, 'replace-lines', {
        lines: working(list),
        replacements: [{ id, symbol: 'NO-SUCH-THING-1' }],
      }),
      422,
    );
    await refused(
      call(company, 'replace-lines', { lines: working(list), replacements: [{ id: 'nope', symbol }] }),
      404,
    );
    const retyped = await ok<QuickBuyList>(
      call(company, 'update-lines', { lines: working(list), changes: [{ id, query: symbol }] }),
    );
    expect(retyped.lines[0]).toMatchObject({
      id,
      productSymbol: symbol,
      match: { kind: 'symbol', accepted: true },
    });
    const removed = await ok<QuickBuyList>(
      call(company, 'remove-lines', { lines: working(list), ids: [id] }),
    );
    expect(removed.lines.map((l) => l.productSymbol)).toEqual([plain[0]!.symbol]);
  });

  it('adds more lines after those the list has', async () => {
    const list = await read(company, `${plain[0]!.symbol} 1`);
    const more = await ok<QuickBuyList>(
      call(company, 'add-lines', { lines: working(list), source: 'lines', text: `${plain[1]!.symbol} 2` }),
    );
    expect(more.lines.map((l) => [l.productSymbol, l.amount])).toEqual([
      [plain[0]!.symbol, 1],
      [plain[1]!.symbol, 2],
    ]);
    await refused(call(company, 'add-lines', { lines: working(list), source: 'lines', text: '' }), 422);
  });

  it('shows duplicates and merges them only when the buyer agrees', async () => {
    const text = `${plain[0]!.symbol} 2 a\n${plain[1]!.symbol} 1\n${plain[0]!.symbol.toLowerCase()} 3 b`;
    const list = await read(company, text);
    expect(list.duplicates).toEqual([
      { symbol: plain[0]!.symbol, lineIds: [list.lines[0]!.id, list.lines[2]!.id], total: 5 },
    ]);
    expect(list.lines[0]!.problems).toContainEqual(
      expect.objectContaining({ key: 'quickbuy.problems.duplicate' }),
    );
    // Reported again, still two lines, until `merge` names the product.
    const checked = await ok<QuickBuyList>(call(company, 'validate-duplicates', { lines: working(list) }));
    expect(checked.lines.length).toBe(3);
    // Ordering refuses two lines of one product rather than merging them silently.
    await refused(call(company, 'order', { lines: working(list), target: 'new' }), 409);
    await refused(
      call(company, 'validate-duplicates', { lines: working(list), merge: [plain[1]!.symbol] }),
      422,
    );
    const merged = await ok<QuickBuyList>(
      call(company, 'validate-duplicates', { lines: working(list), merge: [plain[0]!.symbol] }),
    );
    expect(merged.lines.map((l) => [l.productSymbol, l.amount, l.note])).toEqual([
      [plain[0]!.symbol, 5, 'a; b'],
      [plain[1]!.symbol, 1, null],
    ]);
    expect(merged.duplicates).toEqual([]);
  });

  it('replaces products not in the offer with their replacement', async () => {
    const list = await read(company, `${withdrawn.symbol} 3`);
    expect(list.lines[0]!.problems[0]).toMatchObject({
      key: 'quickbuy.problems.notInOffer',
      level: 'blocking',
    });
    expect(list.lines[0]!.product).toMatchObject({ orderable: false, replacementSymbol: plain[9]!.symbol });
    const replaced = await ok<QuickBuyList>(call(company, 'apply-replacements', { lines: working(list) }));
    expect(replaced.lines[0]).toMatchObject({
      productSymbol: plain[9]!.symbol,
      replacedFrom: withdrawn.symbol,
      match: { kind: 'replacement', accepted: true },
      complete: true,
    });
  });

  it("reads a long list's products a thousand symbols a statement, each product once", async () => {
    // Real symbols at the edges of the statements (0, 999 | 1000, 1999 | 2000, the last), among
    // unknown ones and repeats: every known product comes back, none twice, nothing unknown.
    const symbols = Array.from({ length: 2600 }, (_, i) => `UNKNOWN-${i}`);
    const real = plain.slice(0, 6).map((p) => p.symbol);
    [0, 999, 1000, 1999, 2000, 2599].forEach((at, i) => (symbols[at] = real[i]!));
    symbols.push(real[2]!, real[5]!);
    const found = await selectLineProducts(t.services.database.db, symbols, {
      day: '2026-11-27',
      fromDay: '2026-10-28',
    });
    expect([...found.keys()].sort()).toEqual([...real].sort());
    expect(found.get(real[3]!)).toMatchObject({ symbol: real[3], id: plain[3]!.id });
  });

  it('takes a list of 10 000 lines (ADR 047, amended) in every call, and refuses one more', async () => {
    expect(QUICKBUY_LINES_MAX).toBe(10_000);
    // Short unknown queries: matched by the exact steps only (no key long enough for similar ones).
    const text = Array.from({ length: QUICKBUY_LINES_MAX }, (_, i) => `Q${i};${(i % 9) + 1}`);
    text[0] = `${plain[0]!.symbol};2`;
    const list = await read(company, text.join('\n'));
    expect(list.lines.length).toBe(QUICKBUY_LINES_MAX);
    expect(list.lines[0]).toMatchObject({ productSymbol: plain[0]!.symbol, amount: 2, complete: true });
    expect(list.lines.at(-1)).toMatchObject({ row: QUICKBUY_LINES_MAX, match: { kind: 'none' }, amount: 1 });
    const again = await ok<QuickBuyList>(call(company, 'lines-data', { lines: working(list) }));
    expect(again.totals).toMatchObject({ lineCount: QUICKBUY_LINES_MAX, completeCount: 1 });
    const one = working(list)[1]!;
    const over = await refused(
      call(company, 'add-lines', { lines: working(list), source: 'lines', text: 'ANOTHER 1' }),
      422,
    );
    expect(over.messageKey).toBe('quickbuy.errors.tooManyLines');
    const body = { lines: [...working(list), { ...one, id: 'one-more' }] };
    const refusedList = await refused(call(company, 'lines-data', body), 422);
    expect(refusedList.messageKey).toBe('quickbuy.errors.tooManyLines');
  }, 120_000);

  it('refuses wrong types, NUL, repeated ids and oversize lists in every call', async () => {
    const list = await read(company, `${plain[0]!.symbol} 1`);
    const [line] = working(list);
    const bad = [
      { lines: 'x' },
      { lines: [{ ...line, amount: 'ten' }] },
      { lines: [{ ...line, amount: 0 }] },
      { lines: [{ ...line, amount: 10_000_000 }] },
      { lines: [{ ...line, note: 'a\u0000b' }] },
      { lines: [{ ...line, query: 'x'.repeat(201) }] },
      { lines: [line, line] },
      { lines: [{ ...line, id: '../../etc' }] },
      { lines: Array.from({ length: QUICKBUY_LINES_MAX + 1 }, (_, i) => ({ ...line, id: `l${i}` })) },
    ];
    for (const body of bad) await refused(call(company, 'lines-data', body), 422);
    await refused(call(company, 'remove-lines', { lines: [line], ids: [] }), 422);
    await refused(
      call(company, 'update-lines', { lines: [line], changes: [{ id: line!.id, amount: -1 }] }),
      422,
    );
  });
});

describe('order', () => {
  it('puts the ready lines into a new cart once, however often the same submit arrives', async () => {
    const text = `${plain[0]!.symbol} 2\n${plain[1]!.symbol} 3\nNOSUCHPART-XYZ-0000 1`;
    const list = await read(company, text);
    const body = { lines: working(list), target: 'new' };
    const key = { 'idempotency-key': 'quickbuy-test-1' };
    const first = await ok<OrderResponse>(
      request(company, 'POST', '/ajax/customer/quickbuy/order', body, key),
    );
    const again = await ok<OrderResponse>(
      request(company, 'POST', '/ajax/customer/quickbuy/order', body, key),
    );
    expect(again).toEqual(first);
    expect(first.created).toBe(true);
    expect(first.lines.map((l) => [l.outcome, l.amount])).toEqual([
      ['added', 2],
      ['added', 3],
      ['skipped', null],
    ]);
    expect(first.lines[2]!.messageKey).toBe('quickbuy.problems.notFound');
    const cart = await ok<CartStep1>(request(company, 'GET', `/ajax/cart/step-1/${first.orderNumber}`));
    expect(cart.lines.map((l) => [l.symbol, l.amount])).toEqual([
      [plain[0]!.symbol, 2],
      [plain[1]!.symbol, 3],
    ]);
    // The key with another body is refused.
    await refused(
      request(company, 'POST', '/ajax/customer/quickbuy/order', { ...body, target: 'active' }, key),
      409,
    );
    // Into the active cart (the one just made) and into a named cart with PUT.
    const active = await ok<OrderResponse>(
      call(company, 'order', { lines: working(list), target: 'active' }),
    );
    expect(active).toMatchObject({ orderNumber: first.orderNumber, created: false });
    const put = await ok<OrderResponse>(
      request(company, 'PUT', '/ajax/customer/quickbuy/order', {
        lines: working(list),
        orderNumber: first.orderNumber,
      }),
    );
    expect(put.orderNumber).toBe(first.orderNumber);
    const after = await ok<CartStep1>(request(company, 'GET', `/ajax/cart/step-1/${first.orderNumber}`));
    expect(after.lines.map((l) => l.amount)).toEqual([6, 9]);
  });

  it('refuses another customer’s cart, a list with nothing ready, and bad bodies', async () => {
    const list = await read(company, `${plain[0]!.symbol} 1`);
    const mine = await ok<OrderResponse>(call(company, 'order', { lines: working(list), target: 'new' }));
    const theirs = await read(other, `${plain[0]!.symbol} 1`);
    await refused(
      request(other, 'PUT', '/ajax/customer/quickbuy/order', {
        lines: working(theirs),
        orderNumber: mine.orderNumber,
      }),
      404,
    );
    const nothing = await read(company, 'NOSUCHPART-XYZ-0000 1');
    await refused(call(company, 'order', { lines: working(nothing), target: 'new' }), 422);
    await refused(call(company, 'order', { lines: working(list), target: 'somewhere' }), 422);
    await refused(
      request(company, 'PUT', '/ajax/customer/quickbuy/order', { lines: working(list), orderNumber: 'a/b' }),
      422,
    );
    await refused(
      request(
        company,
        'POST',
        '/ajax/customer/quickbuy/order',
        { lines: working(list), target: 'new' },
        {
          'idempotency-key': 'bad key with spaces',
        },
      ),
      422,
    );
  });
});

describe('a stale idempotency key (the process died mid-order)', () => {
  /** The customer of `company` and the hash the first request with `key` stored. */
  async function keyRow(key: string) {
    const [row] = await rows<{ customerId: number; requestHash: string }>(
      sql`SELECT customer_id AS "customerId", request_hash AS "requestHash" FROM idempotency_keys
          WHERE scope = 'quickbuy-order' AND key = ${key}`,
    );
    return row!;
  }
  /** What a request that died leaves: its claim without an answer, claimed `secondsAgo` ago. */
  const leftBehind = (
    key: string,
    like: { customerId: number; requestHash: string },
    secondsAgo: number,
    status: number | null = null,
  ) =>
    rows(sql`INSERT INTO idempotency_keys (customer_id, scope, key, request_hash, response_status, created_at)
      VALUES (${like.customerId}, 'quickbuy-order', ${key}, ${like.requestHash}, ${status},
              now() - make_interval(secs => ${secondsAgo}))`);

  it('takes over a claim left without a write after a minute, and puts the lines in once', async () => {
    const list = await read(company, `${plain[2]!.symbol} 4`);
    const body = { lines: working(list), target: 'new' };
    // The same body's hash, as the server computes it: from a first, finished request.
    await ok<OrderResponse>(
      request(company, 'POST', '/ajax/customer/quickbuy/order', body, { 'idempotency-key': 'qb-stale-0' }),
    );
    const like = await keyRow('qb-stale-0');

    // Claimed just now and not answered: another request is running, the lines are not added twice.
    await leftBehind('qb-stale-fresh', like, 5);
    const running = await refused(
      request(company, 'POST', '/ajax/customer/quickbuy/order', body, {
        'idempotency-key': 'qb-stale-fresh',
      }),
      409,
    );
    expect(running.messageKey).toBe('quickbuy.errors.orderRunning');

    // Claimed two minutes ago, nothing written: the request died; the retry takes the key over.
    await leftBehind('qb-stale-dead', like, 120);
    const taken = await ok<OrderResponse>(
      request(company, 'POST', '/ajax/customer/quickbuy/order', body, { 'idempotency-key': 'qb-stale-dead' }),
    );
    expect(taken.lines.map((l) => [l.outcome, l.amount])).toEqual([['added', 4]]);
    const again = await ok<OrderResponse>(
      request(company, 'POST', '/ajax/customer/quickbuy/order', body, { 'idempotency-key': 'qb-stale-dead' }),
    );
    expect(again).toEqual(taken);
    const cart = await ok<CartStep1>(request(company, 'GET', `/ajax/cart/step-1/${taken.orderNumber}`));
    expect(cart.lines.map((l) => [l.symbol, l.amount])).toEqual([[plain[2]!.symbol, 4]]);

    // Another body never takes a stale key over.
    await leftBehind('qb-stale-other', { ...like, requestHash: 'f'.repeat(64) }, 120);
    await refused(
      request(company, 'POST', '/ajax/customer/quickbuy/order', body, {
        'idempotency-key': 'qb-stale-other',
      }),
      409,
    );

    // Died after the lines went in but before the answer was stored: said so, nothing added again.
    await leftBehind('qb-stale-applied', like, 120, 0);
    const applied = await refused(
      request(company, 'POST', '/ajax/customer/quickbuy/order', body, {
        'idempotency-key': 'qb-stale-applied',
      }),
      409,
    );
    expect(applied.messageKey).toBe('quickbuy.errors.orderApplied');
    expect(applied.message).toContain('trafiły już do koszyka');
  });

  it('undoes the write of a request whose claim was taken over while it ran', async () => {
    const { db } = t.services.database;
    const like = await keyRow('qb-stale-0');
    const ref = { customerId: like.customerId, scope: 'quickbuy-order', key: 'qb-lease' };
    const first = await leaseIdempotencyKey(db, { ...ref, requestHash: like.requestHash }, 60);
    expect(first).not.toBeNull();
    // Not stale yet: nobody else gets it.
    expect(await leaseIdempotencyKey(db, { ...ref, requestHash: like.requestHash }, 60)).toBeNull();
    await rows(sql`UPDATE idempotency_keys SET created_at = created_at - interval '2 minutes'
      WHERE scope = 'quickbuy-order' AND key = 'qb-lease'`);
    const aged = await rows<{ token: string }>(
      sql`SELECT (extract(epoch from created_at) * 1000000)::bigint::text AS token FROM idempotency_keys
          WHERE scope = 'quickbuy-order' AND key = 'qb-lease'`,
    );
    const second = await leaseIdempotencyKey(db, { ...ref, requestHash: like.requestHash }, 60);
    expect(second).not.toBeNull();
    expect(second).not.toBe(aged[0]!.token);
    // The first request, still alive, finds its claim gone: its unit of work must be undone.
    expect(await markIdempotencyKeyApplied(db, ref, aged[0]!.token)).toBe(false);
    expect(await markIdempotencyKeyApplied(db, ref, second!)).toBe(true);
    // Applied: no longer stale-claimable, even when old.
    await rows(sql`UPDATE idempotency_keys SET created_at = created_at - interval '2 minutes'
      WHERE scope = 'quickbuy-order' AND key = 'qb-lease'`);
    expect(await leaseIdempotencyKey(db, { ...ref, requestHash: like.requestHash }, 60)).toBeNull();
  });
});

describe('typoPatterns', () => {
  it('leaves out each part of the key in turn, escapes LIKE’s characters, and skips short keys', () => {
    expect(typoPatterns('ABCDEFGHI')).toEqual(['%DEF%GHI%', '%ABC%GHI%', '%ABC%DEF%']);
    expect(typoPatterns('AB%C_D')).toEqual(['%C\\_D%', '%AB\\%%']);
    expect(typoPatterns('ABCDE')).toEqual([]);
  });
});
