/**
 * Quick buy (issue 18, ADR 047): the working list is the page's; every call takes it whole, changes
 * it as asked and answers it again checked and priced by the server (one statement for the products
 * of all lines, prices read beside them). Nothing is stored until the lines go to a cart through the
 * ordering module's batch add (ADR 038).
 */
import { createHash } from 'node:crypto';
import { AMOUNT_MAX_VALUE, roundUpToOrderable } from '../../../common/amount-rules';
import type {
  AddLinesBody,
  ApplyReplacementsBody,
  OrderResponse,
  QuickBuyList,
  QuickBuySource,
  RemoveLinesBody,
  ReplaceLinesBody,
  UpdateLinesBody,
  ValidateDuplicatesBody,
  WorkingLine,
} from '../../../common/contracts/quickbuy';
import type { PriceContext } from '../../../common/contracts/pricing';
import type { SourceLine } from '../../../common/contracts/source-lines';
import { AppError } from '../../../common/errors';
import { getMarket } from '../../../common/markets';
import { parsePlainText, parseTypedLines, QUICKBUY_LINES_MAX } from '../../../common/quickbuy-rules';
import type { Db } from '../../db/client';
import {
  IDEMPOTENCY_APPLIED,
  leaseIdempotencyKey,
  markIdempotencyKeyApplied,
  releaseLeasedKey,
  selectIdempotencyKey,
  storeLeasedResponse,
} from '../../http/idempotency-keys.repository';
import type { BomFilesService, CheckBomFileInput } from '../bom-files';
import type { CartService } from '../ordering';
import type { PricingService } from '../pricing';
import { createMatcher, newLineId, type CustomerSymbolsPort } from './quickbuy.matcher';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import type { BomReading } from '../../../common/contracts/bom-files';
import { countCatalogueHits, selectLineProducts, type LineProductRow } from './quickbuy.repository';
import { LINES_PIECE, slicePacer } from './quickbuy.slices';
import { ListJson, withLinesJson, type ListAnswer } from './quickbuy.answer';
import { duplicatesOf, isOrderable, listPresenter, type PresentContext } from './quickbuy.present';
import { presentOffThread, PRESENT_OFF_THREAD_FROM, warmPresentWorker } from './quickbuy.present-worker';

/** Who reads: a visitor (null customer) or the session's customer and contact person. */
export interface QuickBuyViewer {
  customerId: number;
  contactPersonId: number;
}

export interface FavouritesPort {
  sourceLinesOf(viewer: QuickBuyViewer, directoryId: number): Promise<SourceLine[]>;
}

export interface QuickBuyDeps {
  db: Db;
  pricing: Pick<PricingService, 'priceDays' | 'rateOf'>;
  customerSymbols: CustomerSymbolsPort;
  favourites: FavouritesPort;
  cart: Pick<CartService, 'addLines' | 'miniCart'>;
  bomFiles: Pick<BomFilesService, 'check'>;
}

/** A BOM file's upload (quick buy's `file` source, an RFQ's file preview): bytes, name, edited mapping. */
export type FileUpload = Omit<CheckBomFileInput, 'catalogueHits' | 'market'>;

const IDEMPOTENCY_SCOPE = 'quickbuy-order';

/**
 * A claim without a recorded write older than this was left by a request that died: the same body
 * may take it over. Longer than a 10 000-line order takes on a busy machine (bench/quickbuy-10k.ts).
 */
export const IDEMPOTENCY_STALE_SECONDS = 60;

const tooManyLines = () =>
  new AppError(422, 'quickbuy.errors.tooManyLines', { params: { max: QUICKBUY_LINES_MAX } });

/** The amount the cart takes at or above what was asked, kept within the amount's maximum. */
function orderableAmount(requested: number, product: LineProductRow | undefined): number {
  if (!product) return requested;
  const rules = { minimum: product.minimumQuantity, multiples: product.multiples };
  const up = roundUpToOrderable(requested, rules);
  if (up <= AMOUNT_MAX_VALUE) return up;
  const step = Math.max(1, product.multiples);
  return Math.floor(AMOUNT_MAX_VALUE / step) * step;
}

function byId(lines: readonly WorkingLine[], ids: readonly string[]): Set<string> {
  const known = new Set(lines.map((l) => l.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new AppError(404, 'quickbuy.errors.lineNotFound', { params: { id: unknown[0]! } });
  return new Set(ids);
}

export function createQuickBuyService(deps: QuickBuyDeps) {
  const { db, pricing } = deps;
  const matchLines = createMatcher(deps);

  /** The lines' products with price data, one statement. */
  async function productsOf(lines: readonly WorkingLine[], extra: readonly string[] = []) {
    if (lines.length >= PRESENT_OFF_THREAD_FROM) warmPresentWorker();
    const symbols = lines.flatMap((l) => [
      ...(l.productSymbol ? [l.productSymbol] : []),
      ...l.candidateSymbols,
    ]);
    return selectLineProducts(db, [...symbols, ...extra], pricing.priceDays());
  }

  /** What presenting needs beside the rows: the market and language, the currency's PLN rate. */
  async function presentContext(ctx: PriceContext): Promise<PresentContext> {
    return { ctx, rate: await pricing.rateOf(getMarket(ctx.country).currency) };
  }

  /**
   * The working list as the page shows it (quickbuy.present.ts), presented inline. `known`:
   * products read already by the step that changed the lines.
   */
  async function present(
    lines: readonly WorkingLine[],
    ctx: PriceContext,
    known?: Map<string, LineProductRow>,
  ): Promise<QuickBuyList> {
    const products = known ?? (await productsOf(lines));
    const presenter = listPresenter(lines, products, await presentContext(ctx));
    // In slices, giving the event loop back between them: 10 000 lines priced and checked at once
    // held other requests for seconds on the busy machine (bench/quickbuy-10k.ts, session 14).
    const between = slicePacer();
    for (let from = 0; from < lines.length; from += LINES_PIECE) {
      if (from > 0) await between();
      presenter.piece(lines.slice(from, from + LINES_PIECE));
    }
    return presenter.list();
  }

  /**
   * A list call's answer: a long list presented by the worker as its JSON, so its objects and
   * their pricing never load this thread (ADR 047, amended in session 18); a short one inline, as
   * is a long one should the worker fail.
   */
  async function answer(
    lines: readonly WorkingLine[],
    ctx: PriceContext,
    known?: Map<string, LineProductRow>,
  ): Promise<ListAnswer> {
    if (lines.length < PRESENT_OFF_THREAD_FROM) return present(lines, ctx, known);
    const products = known ?? (await productsOf(lines));
    try {
      return new ListJson(await presentOffThread(lines, products, await presentContext(ctx)));
    } catch (error) {
      console.error(error);
      return present(lines, ctx, products);
    }
  }

  /** Matched lines with their amounts raised to what the cart takes (each rounding shown). */
  async function matched(source: readonly SourceLine[], viewer: QuickBuyViewer | null) {
    if (source.length > QUICKBUY_LINES_MAX) throw tooManyLines();
    if (source.length >= PRESENT_OFF_THREAD_FROM) warmPresentWorker();
    const lines = await matchLines(source, viewer?.customerId ?? null);
    const products = await productsOf(lines);
    return { lines: withRoundedAmounts(lines, products), products };
  }

  function withRoundedAmounts(lines: readonly WorkingLine[], products: Map<string, LineProductRow>) {
    return lines.map((line) => ({
      ...line,
      amount: orderableAmount(
        line.requested,
        line.productSymbol ? products.get(line.productSymbol) : undefined,
      ),
    }));
  }

  function sourceLinesOfText(source: 'lines' | 'plain', text: string): SourceLine[] {
    const lines = source === 'lines' ? parseTypedLines(text) : parsePlainText(text);
    if (lines.length === 0) throw new AppError(422, 'quickbuy.errors.noLines');
    if (lines.length > QUICKBUY_LINES_MAX) throw tooManyLines();
    return lines;
  }

  /** The lines into a cart: only complete ones, and never two lines of one product unmerged. */
  async function order(
    viewer: QuickBuyViewer & { language?: PriceContext['language'] },
    lines: readonly WorkingLine[],
    orderNumberOf: () => Promise<string>,
    ctx: PriceContext,
    alsoInUnitOfWork?: (tx: Db) => Promise<void>,
  ): Promise<OrderResponse> {
    const list = await present(lines, ctx);
    const ready = list.lines.filter((l) => l.complete);
    if (ready.length === 0) throw new AppError(422, 'quickbuy.errors.nothingToOrder');
    const duplicates = duplicatesOf(ready);
    if (duplicates.length > 0)
      throw new AppError(409, 'quickbuy.errors.duplicatesUnresolved', {
        params: { symbols: duplicates.map((d) => d.symbol).join(', ') },
      });
    const answer = await deps.cart.addLines(viewer, {
      orderNumber: await orderNumberOf(),
      lines: ready.map((l) => ({ symbol: l.productSymbol!, amount: l.amount })),
      withCart: false,
      alsoInUnitOfWork,
    });
    const outcomes = new Map(ready.map((line, i) => [line.id, answer.lines[i]!]));
    return {
      orderNumber: answer.orderNumber,
      created: answer.created,
      lines: list.lines.map((line) => {
        const outcome = outcomes.get(line.id);
        if (!outcome) {
          const problem = line.problems.find((p) => p.level === 'blocking')!;
          return {
            id: line.id,
            outcome: 'skipped',
            amount: null,
            messageKey: problem.key,
            params: problem.params,
          };
        }
        return outcome.outcome === 'added'
          ? { id: line.id, outcome: 'added', amount: outcome.amount, messageKey: null, params: {} }
          : {
              id: line.id,
              outcome: 'refused',
              amount: null,
              messageKey: outcome.messageKey,
              params: Object.fromEntries(
                Object.entries(outcome.params).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)]),
              ),
            };
      }),
    };
  }

  /**
   * With an Idempotency-Key the same key and body answer the first answer again (a double click
   * puts the lines in once); the key with another body is refused, and while the first request
   * runs a second one is told so rather than adding twice. The key is leased (ADR 047, amended):
   * the lines' unit of work marks it applied, so a claim left by a request that died before
   * writing is taken over after IDEMPOTENCY_STALE_SECONDS, and one that died after writing answers
   * that the lines went in.
   */
  async function once(
    customerId: number,
    idempotencyKey: string | undefined,
    body: { lines: readonly WorkingLine[] },
    run: (alsoInUnitOfWork?: (tx: Db) => Promise<void>) => Promise<OrderResponse>,
  ): Promise<OrderResponse> {
    if (!idempotencyKey) return run();
    const ref = { customerId, scope: IDEMPOTENCY_SCOPE, key: idempotencyKey };
    // The body's JSON hashed a piece at a time (the same text as JSON.stringify): 10 000 lines
    // stringified in one piece held the event loop (ADR 047, amended in session 15).
    const hash = createHash('sha256');
    for await (const piece of withLinesJson(body)) hash.update(piece);
    const requestHash = hash.digest('hex');
    const token = await leaseIdempotencyKey(db, { ...ref, requestHash }, IDEMPOTENCY_STALE_SECONDS);
    if (token === null) {
      const stored = await selectIdempotencyKey(db, ref);
      if (stored && stored.requestHash !== requestHash) throw new AppError(409, 'errors.order.keyReused');
      if (stored?.responseStatus === IDEMPOTENCY_APPLIED)
        throw new AppError(409, 'quickbuy.errors.orderApplied');
      if (!stored || stored.responseBody === null) throw new AppError(409, 'quickbuy.errors.orderRunning');
      return stored.responseBody as OrderResponse;
    }
    try {
      const answer = await run(async (tx) => {
        // Taken over meanwhile (this request was thought dead): the lines must not go in twice.
        if (!(await markIdempotencyKeyApplied(tx, ref, token)))
          throw new AppError(409, 'quickbuy.errors.orderRunning');
      });
      await storeLeasedResponse(db, ref, token, 200, answer);
      return answer;
    } catch (error) {
      await releaseLeasedKey(db, ref, token);
      throw error;
    }
  }

  return {
    /** POST quickbuy/read-products/{source}: typed lines, pasted text or a saved list, matched and priced. */
    async readProducts(
      source: QuickBuySource,
      input: { text?: string; directoryId?: number },
      viewer: QuickBuyViewer | null,
      ctx: PriceContext,
    ): Promise<ListAnswer> {
      let lines: SourceLine[];
      if (source === 'favourites') {
        if (input.directoryId === undefined) throw new AppError(422, 'quickbuy.errors.directoryRequired');
        if (!viewer) throw new AppError(401, 'errors.notLoggedIn');
        lines = await deps.favourites.sourceLinesOf(viewer, input.directoryId);
        if (lines.length === 0) throw new AppError(422, 'quickbuy.errors.noLines');
      } else {
        if (input.text === undefined) throw new AppError(422, 'quickbuy.errors.textRequired');
        lines = sourceLinesOfText(source, input.text);
      }
      const { lines: matchedLines, products } = await matched(lines, viewer);
      return answer(matchedLines, ctx, products);
    },

    /**
     * Source lines from any reader (the BOM file reader is wired here, ADR 047) matched and priced:
     * the one way from `SourceLine[]` to a working list.
     */
    async readSourceLines(
      source: readonly SourceLine[],
      viewer: QuickBuyViewer | null,
      ctx: PriceContext,
    ): Promise<QuickBuyList> {
      const { lines, products } = await matched(source, viewer);
      return present(lines, ctx, products);
    },

    /**
     * POST quickbuy/read-products/file: a BOM file read (ADR 046; the part column found by its
     * headers or by how many of its values the catalogue knows), matched and priced, with the
     * reading the buyer checks and may correct.
     */
    async readFile(
      upload: FileUpload,
      viewer: QuickBuyViewer | null,
      ctx: PriceContext,
    ): Promise<{ list: ListAnswer; reading: BomReading }> {
      const { reading, lines } = await this.readBomLines(upload, viewer, ctx.country);
      if (lines.length > QUICKBUY_LINES_MAX) throw tooManyLines();
      const { lines: matchedLines, products } = await matched(lines, viewer);
      return { list: await answer(matchedLines, ctx, products), reading };
    },

    /** A BOM file's lines and reading (shared with requests for quote, which match their own way). */
    readBomLines(upload: FileUpload, viewer: QuickBuyViewer | null, country: string) {
      return deps.bomFiles.check(viewer?.customerId ?? null, {
        ...upload,
        market: getMarket(country),
        catalogueHits: (values) =>
          countCatalogueHits(
            db,
            values.map((query) => ({ query, key: normaliseSymbol(query) })).filter((a) => a.key !== ''),
          ),
      });
    },

    /**
     * lines-data: the list checked and priced again (amounts, stock and prices as they are now).
     * Presented inline at any length: the lines arrive as the request's body, so the worker's
     * hand-over only added a copy; on a quiet machine other requests' p95 during 10 000-line calls
     * was 81 ms inline against 188 ms through the worker (bench/RESULTS.md, session 19).
     */
    linesData(lines: readonly WorkingLine[], ctx: PriceContext): Promise<ListAnswer> {
      return present(lines, ctx);
    },

    /** add-lines: more typed or pasted lines after those the list has. */
    async addLines(body: AddLinesBody, viewer: QuickBuyViewer, ctx: PriceContext): Promise<ListAnswer> {
      const source = sourceLinesOfText(body.source, body.text);
      if (body.lines.length + source.length > QUICKBUY_LINES_MAX) throw tooManyLines();
      const added = await matched(source, viewer);
      return answer([...body.lines, ...added.lines], ctx);
    },

    /** update-amounts: every amount raised again to its product's minimum and multiples. */
    async updateAmounts(lines: readonly WorkingLine[], ctx: PriceContext): Promise<ListAnswer> {
      const products = await productsOf(lines);
      return answer(withRoundedAmounts(lines, products), ctx, products);
    },

    /**
     * update-lines: a line's amount (rounded as the cart takes it, the rounding shown), note, or
     * part number; a changed part number is matched again from the start.
     */
    async updateLines(body: UpdateLinesBody, viewer: QuickBuyViewer, ctx: PriceContext): Promise<ListAnswer> {
      const wanted = byId(
        body.lines,
        body.changes.map((c) => c.id),
      );
      const changes = new Map(body.changes.map((c) => [c.id, c]));
      const requery = body.lines.filter((l) => {
        const query = changes.get(l.id)?.query;
        return query !== undefined && query.trim() !== l.query;
      });
      const rematched = await matchLines(
        requery.map((l) => ({
          row: l.row,
          query: changes.get(l.id)!.query!,
          manufacturer: l.manufacturer,
          amounts: [l.requested],
          note: l.note,
          targetPrice: null,
        })),
        viewer.customerId,
      );
      const again = new Map(requery.map((l, i) => [l.id, { ...rematched[i]!, id: l.id }]));
      const changed = body.lines.map((line) => {
        if (!wanted.has(line.id)) return line;
        const change = changes.get(line.id)!;
        const base = again.get(line.id) ?? line;
        return {
          ...base,
          note: change.note === undefined ? base.note : change.note?.trim() || null,
          ...(change.amount === undefined
            ? {}
            : { requested: change.amount, amountAssumed: false, amountCapped: false }),
        };
      });
      const products = await productsOf(changed);
      const rounded = withRoundedAmounts(changed, products).map((line, i) =>
        wanted.has(line.id) ? line : changed[i]!,
      );
      // Inline at any length, as lines-data (the same body-borne list; session 19's measurement).
      return present(rounded, ctx, products);
    },

    /** update-completeness: which lines can go to the cart and why the others cannot. */
    updateCompleteness(lines: readonly WorkingLine[], ctx: PriceContext): Promise<ListAnswer> {
      return answer(lines, ctx);
    },

    /** replace-lines: the buyer's product for a line (a candidate, a suggestion accepted, or any symbol). */
    async replaceLines(body: ReplaceLinesBody, ctx: PriceContext): Promise<ListAnswer> {
      byId(
        body.lines,
        body.replacements.map((r) => r.id),
      );
      const chosen = new Map(body.replacements.map((r) => [r.id, r.symbol]));
      const products = await productsOf(body.lines, [...chosen.values()]);
      const unknown = [...chosen.values()].find((symbol) => !products.has(symbol));
      if (unknown !== undefined)
        throw new AppError(422, 'quickbuy.errors.unknownProduct', { params: { symbol: unknown } });
      const lines = body.lines.map((line): WorkingLine => {
        const symbol = chosen.get(line.id);
        if (symbol === undefined) return line;
        const accepting = symbol === line.productSymbol && line.match.kind !== 'none';
        return {
          ...line,
          productSymbol: symbol,
          // Accepting the suggestion keeps how it was found; another product is the buyer's choice.
          match: accepting
            ? { ...line.match, accepted: true }
            : { kind: 'chosen', confidence: 1, accepted: true },
          amount: orderableAmount(line.requested, products.get(symbol)),
        };
      });
      return answer(lines, ctx, products);
    },

    /** remove-lines. */
    removeLines(body: RemoveLinesBody, ctx: PriceContext): Promise<ListAnswer> {
      const gone = byId(body.lines, body.ids);
      return answer(
        body.lines.filter((l) => !gone.has(l.id)),
        ctx,
      );
    },

    /**
     * validate-duplicates: the products named on several lines. With `merge` (the buyer agreed)
     * each named product's lines become its first line, amounts added up and notes joined.
     */
    async validateDuplicates(body: ValidateDuplicatesBody, ctx: PriceContext): Promise<ListAnswer> {
      if (!body.merge || body.merge.length === 0) return answer(body.lines, ctx);
      const groups = new Map(duplicatesOf(body.lines).map((d) => [d.symbol, d]));
      const missing = body.merge.find((symbol) => !groups.has(symbol));
      if (missing !== undefined)
        throw new AppError(422, 'quickbuy.errors.notDuplicate', { params: { symbol: missing } });
      const merging = new Set(body.merge);
      const kept = new Map<string, WorkingLine>();
      const lines: WorkingLine[] = [];
      for (const line of body.lines) {
        const symbol = line.productSymbol;
        if (!symbol || !merging.has(symbol) || !line.match.accepted) {
          lines.push(line);
          continue;
        }
        const first = kept.get(symbol);
        if (!first) {
          const copy = { ...line };
          kept.set(symbol, copy);
          lines.push(copy);
          continue;
        }
        first.requested = Math.min(AMOUNT_MAX_VALUE, first.requested + line.requested);
        first.amountAssumed = first.amountAssumed && line.amountAssumed;
        first.note = [first.note, line.note].filter(Boolean).join('; ') || null;
        if (first.note && first.note.length > 500) first.note = first.note.slice(0, 500);
      }
      const products = await productsOf(lines);
      const rounded = withRoundedAmounts(lines, products);
      return answer(rounded, ctx, products);
    },

    /** apply-replacements: lines whose product is not in the offer take its replacement. */
    async applyReplacements(body: ApplyReplacementsBody, ctx: PriceContext): Promise<ListAnswer> {
      const only = body.ids ? byId(body.lines, body.ids) : null;
      const products = await productsOf(body.lines);
      const replacing = body.lines.map((line) => {
        const row = line.productSymbol ? products.get(line.productSymbol) : undefined;
        const wanted = !only || only.has(line.id);
        return wanted && row && !isOrderable(row) && row.replacementSymbol ? row.replacementSymbol : null;
      });
      if (!replacing.some(Boolean)) return answer(body.lines, ctx, products);
      const withReplacements = await productsOf(
        body.lines,
        replacing.filter((s): s is string => s !== null),
      );
      const lines = body.lines.map((line, i): WorkingLine => {
        const symbol = replacing[i];
        if (!symbol) return line;
        return {
          ...line,
          productSymbol: symbol,
          replacedFrom: line.productSymbol,
          match: { kind: 'replacement', confidence: 1, accepted: true },
          candidateSymbols: [],
          amount: orderableAmount(line.requested, withReplacements.get(symbol)),
        };
      });
      return answer(lines, ctx, withReplacements);
    },

    /** POST order: into a new cart or the contact person's active one. */
    orderInto(
      viewer: QuickBuyViewer & { language?: PriceContext['language'] },
      body: { lines: WorkingLine[]; target: 'new' | 'active' },
      ctx: PriceContext,
      idempotencyKey?: string,
    ): Promise<OrderResponse> {
      return once(viewer.customerId, idempotencyKey, body, (alsoInUnitOfWork) =>
        order(
          viewer,
          body.lines,
          async () => (body.target === 'new' ? '0' : (await deps.cart.miniCart(viewer)).orderNumber),
          ctx,
          alsoInUnitOfWork,
        ),
      );
    },

    /** PUT order: into an open cart of the customer, by its number (another's: 404). */
    orderIntoCart(
      viewer: QuickBuyViewer & { language?: PriceContext['language'] },
      body: { lines: WorkingLine[]; orderNumber: string },
      ctx: PriceContext,
      idempotencyKey?: string,
    ): Promise<OrderResponse> {
      return once(viewer.customerId, idempotencyKey, body, (alsoInUnitOfWork) =>
        order(viewer, body.lines, async () => body.orderNumber, ctx, alsoInUnitOfWork),
      );
    },

    newLineId,
  };
}

export type QuickBuyService = ReturnType<typeof createQuickBuyService>;
