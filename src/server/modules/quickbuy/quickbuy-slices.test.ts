/**
 * The working list checked and answered in slices (ADR 047, amended in session 15): the same
 * refusals and parsed lines as the body's schema, the same bytes as JSON.stringify, and the event
 * loop given back between slices (a turn of the loop queued before the work runs before it ends).
 */
import { describe, expect, it } from 'vitest';
import {
  LinesBodySchema,
  UpdateLinesBodySchema,
  type QuickBuyLine,
  type QuickBuyList,
  type WorkingLine,
} from '../../../common/contracts/quickbuy';
import { AppError } from '../../../common/errors';
import { QUICKBUY_LINES_MAX } from '../../../common/quickbuy-rules';
import { listJson, withLinesJson, withListJson } from './quickbuy.answer';
import { linesBodyInSlices } from './quickbuy.body';
import { LINES_PIECE, LINES_SLICE, mapInSlices, slicePacer } from './quickbuy.slices';

const line = (i: number): WorkingLine => ({
  id: `line-${i}`,
  row: i + 1,
  query: `RC0603FR-07${i}KL`,
  manufacturer: i % 3 ? null : 'Yageo',
  note: i % 7 ? null : `R${i}, DNP rev A`,
  requested: 10,
  amount: 10,
  amountAssumed: false,
  amountCapped: false,
  match: { kind: i % 5 ? 'symbol' : 'fuzzy', confidence: i % 5 ? 1 : 0.62, accepted: i % 5 !== 0 },
  productSymbol: i % 11 ? `RC0603FR-07${i}KL` : null,
  candidateSymbols: i % 5 ? [] : [`RC0603FR-07${i}KL`, `RC0603JR-07${i}KL`],
  replacedFrom: null,
});
const lines = (n: number) => Array.from({ length: n }, (_, i) => line(i));

/** The 422's field problems, as the error handler words them. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, key, options } = error as AppError;
  const data = options.data as Array<{ field: string; zodIssue: { message: string } }>;
  return { status, key, fields: data.map((p) => p.field), messages: data.map((p) => p.zodIssue.message) };
}

/** Whether a turn of the event loop queued now runs before `work` ends. */
async function givesTheLoopBack(work: () => Promise<unknown>): Promise<boolean> {
  let turned = false;
  setImmediate(() => (turned = true));
  await work();
  return turned;
}

describe('the working list in a body, checked in slices', () => {
  const check = linesBodyInSlices(LinesBodySchema);

  it('parses what the schema parses, defaults included', async () => {
    const body = { lines: lines(3 * LINES_SLICE + 7).map(({ amountCapped: _, ...l }) => l), extra: 1 };
    const parsed = await check(body);
    expect(parsed).toEqual(LinesBodySchema.parse(body));
    expect(parsed.lines[0]!.amountCapped).toBe(false);
    const update = linesBodyInSlices(UpdateLinesBodySchema);
    const changes = { lines: lines(2), changes: [{ id: 'line-1', amount: 5 }] };
    expect(await update(changes)).toEqual(UpdateLinesBodySchema.parse(changes));
  });

  it('refuses as the schema does: a line’s field at its place, repeated ids, too many lines', async () => {
    const bad = lines(LINES_SLICE * 2 + 10);
    bad[LINES_SLICE + 3] = { ...bad[LINES_SLICE + 3]!, amount: 0 };
    bad[LINES_SLICE * 2 + 5] = { ...bad[LINES_SLICE * 2 + 5]!, query: 'BC547\u001b' };
    const wrong = await refusal(check({ lines: bad }));
    expect(wrong.status).toBe(422);
    expect(wrong.fields).toEqual([`lines.${LINES_SLICE + 3}.amount`, `lines.${LINES_SLICE * 2 + 5}.query`]);
    const whole = LinesBodySchema.safeParse({ lines: bad });
    expect(whole.error!.issues.map((i) => i.path.join('.'))).toEqual(wrong.fields);

    const repeated = lines(LINES_SLICE + 2);
    repeated[LINES_SLICE + 1] = { ...repeated[LINES_SLICE + 1]!, id: repeated[0]!.id };
    const twice = await refusal(check({ lines: repeated }));
    expect(twice.fields).toEqual(['lines']);
    expect(twice.messages[0]).toContain('quickbuy.errors.lineIdRepeated');

    const many = await refusal(check({ lines: Array.from({ length: QUICKBUY_LINES_MAX + 1 }, () => ({})) }));
    expect(many.fields).toEqual(['lines']);
    expect(many.messages[0]).toContain('quickbuy.errors.tooManyLines');

    expect((await refusal(check({ lines: 'A' }))).fields).toEqual(['lines']);
    expect((await refusal(check(null))).status).toBe(422);
    const changes = await refusal(linesBodyInSlices(UpdateLinesBodySchema)({ lines: lines(1), changes: [] }));
    expect(changes.fields).toEqual(['changes']);
  });

  it('gives the event loop back between slices of a long list, not within one piece', async () => {
    expect(await givesTheLoopBack(() => check({ lines: lines(LINES_SLICE * 3) }))).toBe(true);
    expect(await givesTheLoopBack(() => check({ lines: lines(LINES_PIECE) }))).toBe(false);
  });
});

describe('a working list answered in slices', () => {
  const listOf = (n: number): QuickBuyList => ({
    lines: lines(n).map((l, i): QuickBuyLine => ({
      ...l,
      product: l.productSymbol
        ? {
            symbol: l.productSymbol,
            manufacturerSymbol: null,
            manufacturer: 'Yageo',
            description: `Resistor "${i}" 0603 \u2014 1%\n`,
            minimum: 1,
            multiples: 1,
            orderable: true,
            replacementSymbol: null,
          }
        : null,
      candidates: [],
      data: l.productSymbol ? { unitPrice: '0.0123', value: '0.12', stock: i, leadTimeDays: null } : null,
      problems:
        i % 4
          ? []
          : [{ key: 'quickbuy.problems.rounded', params: { requested: 3, amount: 10 }, level: 'warning' }],
      complete: i % 4 !== 0,
    })),
    duplicates: [{ symbol: 'X', lineIds: ['line-1', 'line-2'], total: 20 }],
    totals: { currency: 'PLN', net: '12.34', lineCount: n, completeCount: n - 1 },
  });
  const text = async (pieces: AsyncIterable<string | Uint8Array>) => {
    let all = '';
    for await (const piece of pieces)
      all += typeof piece === 'string' ? piece : Buffer.from(piece).toString();
    return all;
  };

  it('writes the bytes JSON.stringify writes, for every length around a slice', async () => {
    for (const n of [0, 1, LINES_SLICE - 1, LINES_SLICE, LINES_SLICE + 1, LINES_SLICE * 4 + 3]) {
      const list = listOf(n);
      expect(await text(listJson(list))).toBe(JSON.stringify(list));
      const reading = { headerRow: 3, notes: ['a "b"'] };
      expect(await text(withListJson(list, { reading }))).toBe(JSON.stringify({ list, reading }));
    }
  });

  it('writes a request body as JSON.stringify does (the order key’s hash is of that text)', async () => {
    for (const n of [0, 1, LINES_SLICE + 1]) {
      const order = { lines: lines(n), target: 'new', unset: undefined };
      expect(await text(withLinesJson(order))).toBe(JSON.stringify(order));
      const put = { orderNumber: '2026/0001', lines: lines(n) };
      expect(await text(withLinesJson(put))).toBe(JSON.stringify(put));
    }
    expect(await text(withLinesJson({}))).toBe('{}');
  });

  it('gives the event loop back between slices of a long list', async () => {
    expect(await givesTheLoopBack(() => text(listJson(listOf(LINES_SLICE * 3))))).toBe(true);
    expect(await givesTheLoopBack(() => text(listJson(listOf(LINES_PIECE))))).toBe(false);
  });
});

describe('per-line work in slices', () => {
  it('maps as Array.map does, giving the event loop back between slices of a long list', async () => {
    const items = Array.from({ length: LINES_SLICE * 2 + 1 }, (_, i) => i);
    expect(await mapInSlices(items, (n, i) => n * 2 + i)).toEqual(items.map((n, i) => n * 2 + i));
    expect(await mapInSlices([], () => 1)).toEqual([]);
    expect(await givesTheLoopBack(() => mapInSlices(items, (n) => n))).toBe(true);
    expect(await givesTheLoopBack(() => mapInSlices(items.slice(0, LINES_PIECE), (n) => n))).toBe(false);
  });

  it('ends a slice when its lines are used up, or sooner when its pieces are slow', async () => {
    const turns = async (pieces: number, work: () => void) => {
      const between = slicePacer();
      let turned = 0;
      for (let i = 0; i < pieces; i++) {
        let seen = false;
        setImmediate(() => (seen = true));
        work();
        await between();
        if (seen) turned++;
      }
      return turned;
    };
    // Quick pieces: the loop is given back at the latest once a slice's lines are used up (sooner
    // only if this process was kept off the processor for a slice's time meanwhile).
    expect(await turns((LINES_SLICE / LINES_PIECE) * 2, () => undefined)).toBeGreaterThanOrEqual(2);
    // Pieces slower than a slice's time: the loop is given back after each.
    const slow = () => {
      const until = performance.now() + 6;
      while (performance.now() < until);
    };
    expect(await turns(3, slow)).toBe(3);
  });
});
