/**
 * Discount codes (issue 18, ADR 050): what a code does to an order, its one use written with the
 * order's placement, and the staff's making and changing of codes (the staff desk's pages call these).
 * Orders themselves are ordering's (ADR 032): ordering asks here and stores the code and the amount.
 */
import {
  DISCOUNT_CODES_PER_PAGE,
  DiscountCodeInputSchema,
  DiscountCodeUpdateSchema,
  DiscountListQuerySchema,
  type DiscountCode,
  type DiscountCodeDetails,
  type DiscountCodeInput,
  type DiscountCodeUpdate,
  type DiscountListQuery,
  type DiscountRedemption,
  type DiscountView,
  type Page,
} from '../../../common/contracts/discounts';
import { AppError, notFound, zodProblems, validationError } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { discountRuleProblems } from '../../../common/discount-codes';
import { currencyPrecision, type Language } from '../../../common/markets';
import { addVat, roundHalfUp } from '../../../common/money';
import type { Db } from '../../db/client';
import { evaluateCode, type CodeRules, type DiscountedOrder, type DiscountOutcome } from './discount-rules';
import {
  countUses,
  insertCode,
  insertRedemption,
  lockCodeByText,
  selectCodeById,
  selectCodeByText,
  selectCodePage,
  selectCreatorName,
  selectRedemptionPage,
  updateCode,
  type DiscountCodeRow,
} from './discounts.repository';

/** A code on an order: the normalised text, the code's rules when it exists, and the outcome. */
export interface DiscountEvaluation {
  code: string;
  rules: CodeRules | null;
  outcome: DiscountOutcome;
}

export interface DiscountsServiceOptions {
  now?: () => Date;
}

const rulesOf = (row: DiscountCodeRow): CodeRules => ({
  kind: row.kind === 'fixed' ? 'fixed' : 'percent',
  value: row.value,
  country: row.country,
  currency: row.currency,
  validFrom: row.validFrom,
  validTo: row.validTo,
  minimumNet: row.minimumNet,
  oncePerCustomer: row.oncePerCustomer,
  maxUses: row.maxUses,
  appliesToPromoted: row.appliesToPromoted,
  active: row.active,
});

function codeOf(row: DiscountCodeRow, uses: number, now: Date): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind === 'fixed' ? 'fixed' : 'percent',
    value: row.value,
    country: row.country,
    currency: row.currency,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    minimumNet: row.minimumNet,
    oncePerCustomer: row.oncePerCustomer,
    maxUses: row.maxUses,
    appliesToPromoted: row.appliesToPromoted,
    active: row.active,
    state: !row.active ? 'off' : row.validTo && row.validTo <= now ? 'ended' : 'running',
    createdByStaffId: row.createdByStaffId,
    uses,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The page asked for, within 1 … the last page. */
const pageOf = (page: number | undefined) => Math.max(1, Math.min(100_000, Math.trunc(page ?? 1) || 1));

/** The shared rules (common/discount-codes, the desk's form checks the same) as a 422. */
function checkCoherent(values: Parameters<typeof discountRuleProblems>[0]) {
  const problems = discountRuleProblems(values);
  if (problems.length > 0) throw validationError(problems);
}

/**
 * A staff change's record, written by the caller in the change's own transaction (the staff desk's
 * audit row, ADR 048): the change and its record are stored together or not at all.
 */
export type RecordChange = (tx: Db, code: DiscountCode, before: DiscountCode | null) => Promise<void>;

export function createDiscountsService(db: Db, options: DiscountsServiceOptions = {}) {
  const now = options.now ?? (() => new Date());

  async function evaluateWith(
    handle: Db,
    row: DiscountCodeRow | undefined,
    code: string,
    customerId: number,
    order: DiscountedOrder,
  ): Promise<DiscountEvaluation> {
    if (!row) return { code, rules: null, outcome: { valid: false, refusal: 'unknown', params: { code } } };
    const rules = rulesOf(row);
    const uses = await countUses(handle, row.id, customerId);
    return { code: row.code, rules, outcome: evaluateCode(rules, order, uses, now()) };
  }

  const service = {
    /** What `code` does to the customer's order now (reads only; `db` inside a caller's transaction). */
    async evaluate(
      code: string,
      customerId: number,
      order: DiscountedOrder,
      opts: { db?: Db } = {},
    ): Promise<DiscountEvaluation> {
      const handle = opts.db ?? db;
      return evaluateWith(handle, await selectCodeByText(handle, code), code, customerId, order);
    },

    /**
     * Writes the code's use with the order, inside the placement's transaction `tx`: the code row is
     * locked first, then its limits are counted and the rules run again on the order as placed. A code
     * that no longer applies refuses the placement (409, the refusal's own message): the buyer sees
     * why and decides, rather than paying more than the cart said.
     */
    async redeem(
      tx: Db,
      input: { code: string; customerId: number; orderId: number; order: DiscountedOrder },
    ): Promise<{ code: string; amountNet: string }> {
      const row = await lockCodeByText(tx, input.code);
      const evaluation = await evaluateWith(tx, row, input.code, input.customerId, input.order);
      if (!row || !evaluation.outcome.valid) {
        const outcome = evaluation.outcome as Extract<DiscountOutcome, { valid: false }>;
        throw new AppError(409, `discounts.reason.${outcome.refusal}`, {
          params: outcome.params,
          data: [
            { field: 'discountCode', key: `discounts.reason.${outcome.refusal}`, params: outcome.params },
          ],
        });
      }
      await insertRedemption(tx, {
        codeId: row.id,
        orderId: input.orderId,
        customerId: input.customerId,
        amountNet: evaluation.outcome.amountNet,
        currency: input.order.currency,
      });
      return { code: row.code, amountNet: evaluation.outcome.amountNet };
    },

    // ---- Staff ----

    /** A new code; `record` writes the staff's audit row in the same transaction. */
    async create(
      input: DiscountCodeInput,
      staffId: number | null = null,
      record?: RecordChange,
    ): Promise<DiscountCode> {
      const parsed = DiscountCodeInputSchema.safeParse(input);
      if (!parsed.success) throw validationError(zodProblems(parsed.error.issues));
      const values = parsed.data;
      checkCoherent(values);
      return db.transaction(async (tx) => {
        const row = await insertCode(tx, { ...values, createdByStaffId: staffId });
        if (!row)
          throw new AppError(409, 'discounts.field.codeTaken', {
            params: { code: values.code },
            data: [{ field: 'code', key: 'discounts.field.codeTaken', params: { code: values.code } }],
          });
        const created = codeOf(row, 0, now());
        await record?.(tx, created, null);
        return created;
      });
    },

    /** The desk's list: filtered by status, market and text, sorted, 25 a page. */
    async list(query: Partial<DiscountListQuery> | number = {}): Promise<Page<DiscountCode>> {
      const asked = typeof query === 'number' ? { page: query } : query;
      const filters = DiscountListQuerySchema.parse({ ...asked, page: pageOf(asked.page) });
      const p = filters.page;
      const { rows, total } = await selectCodePage(
        db,
        filters,
        now(),
        DISCOUNT_CODES_PER_PAGE,
        (p - 1) * DISCOUNT_CODES_PER_PAGE,
      );
      return {
        elements: rows.map((r) => codeOf(r.code, r.uses, now())),
        page: p,
        pages: Math.max(1, Math.ceil(total / DISCOUNT_CODES_PER_PAGE)),
        total,
      };
    },

    async get(id: number): Promise<DiscountCode> {
      const row = await selectCodeById(db, id);
      if (!row) throw notFound('discounts.field.notFound');
      return codeOf(row.code, row.uses, now());
    },

    /** One code for the desk: its rules, its maker's name and a page of its uses. */
    async details(id: number, page?: number): Promise<DiscountCodeDetails> {
      const code = await service.get(id);
      return {
        code,
        createdByName: await selectCreatorName(db, code.createdByStaffId),
        redemptions: await service.redemptions(id, page),
      };
    },

    /** Changes the code's rules (its text stays: orders and redemptions name it). */
    async update(id: number, patch: DiscountCodeUpdate, record?: RecordChange): Promise<DiscountCode> {
      const parsed = DiscountCodeUpdateSchema.safeParse(patch);
      if (!parsed.success) throw validationError(zodProblems(parsed.error.issues));
      return db.transaction(async (tx) => {
        const current = await selectCodeById(tx, id);
        if (!current) throw notFound('discounts.field.notFound');
        const fields = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
        checkCoherent({ ...current.code, ...fields });
        const row = await updateCode(tx, id, fields);
        if (!row) throw notFound('discounts.field.notFound');
        const updated = codeOf(row, current.uses, now());
        await record?.(tx, updated, codeOf(current.code, current.uses, now()));
        return updated;
      });
    },

    /** Switched off: carts that carry it show it as no longer valid, and no order can use it. */
    async deactivate(id: number, record?: RecordChange): Promise<DiscountCode> {
      return db.transaction(async (tx) => {
        const current = await selectCodeById(tx, id);
        if (!current) throw notFound('discounts.field.notFound');
        const row = await updateCode(tx, id, { active: false });
        if (!row) throw notFound('discounts.field.notFound');
        const off = codeOf(row, current.uses, now());
        await record?.(tx, off, codeOf(current.code, current.uses, now()));
        return off;
      });
    },

    async redemptions(codeId: number, page?: number): Promise<Page<DiscountRedemption>> {
      if (!(await selectCodeById(db, codeId))) throw notFound('discounts.field.notFound');
      const p = pageOf(page);
      const { rows, total } = await selectRedemptionPage(
        db,
        codeId,
        DISCOUNT_CODES_PER_PAGE,
        (p - 1) * DISCOUNT_CODES_PER_PAGE,
      );
      return {
        elements: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        page: p,
        pages: Math.max(1, Math.ceil(total / DISCOUNT_CODES_PER_PAGE)),
        total,
      };
    },
  };
  return service;
}

/** The evaluation as the cart, the checkout and the discount calls show it, worded in `language`. */
export function discountView(
  evaluation: DiscountEvaluation,
  order: { currency: string; vatRate: string },
  language: Language,
): DiscountView {
  const { outcome, rules } = evaluation;
  const currency = order.currency;
  const precision = currencyPrecision(currency as never);
  const amountNet = outcome.valid ? outcome.amountNet : (0).toFixed(precision);
  return {
    code: evaluation.code,
    valid: outcome.valid,
    amountNet,
    amountGross: roundHalfUp(addVat(amountNet, order.vatRate), precision).toFixed(precision),
    currency,
    kind: rules?.kind ?? null,
    value: rules?.value ?? null,
    excludesPromoted: rules ? !rules.appliesToPromoted : false,
    refusal: outcome.valid ? null : outcome.refusal,
    message: outcome.valid
      ? null
      : translate(language, `discounts.reason.${outcome.refusal}`, {
          code: evaluation.code,
          ...outcome.params,
        }),
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
