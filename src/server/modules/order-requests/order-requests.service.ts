import { createHash } from 'node:crypto';
import { AppError, notFound } from '../../../common/errors';
import { isLanguage, localePrefix, type Language } from '../../../common/markets';
import {
  ORDER_REQUEST_TTL_HOURS,
  type ActivateOrderRequest,
  type OrderLinkProblem,
  type OrderRequestConfirmed,
  type OrderRequestSent,
  type OrderRequestView,
} from '../../../common/order-requests';
import { STAFF_ORDER_REQUEST_PAGE_SIZE } from '../../../common/order-request-states';
import type {
  StaffOrderRequestList,
  StaffOrderRequestQuery,
} from '../../../common/contracts/order-request-desk';
import type { CheckoutSummary, FinishResponse } from '../../../common/contracts/checkout';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import type { CustomersService } from '../customers';
import type { MailService } from '../mail';
import type { Buyer, PlacementService } from '../ordering';
import { audit } from '../staff';
import { createLinkTokens, sha256Hex } from '../wizards';
import { orderRequestCancelledMail, orderRequestMail } from './order-request-mails';
import {
  claimRequest,
  inTransaction,
  insertRequest,
  orderIdOf,
  orderNumberOf,
  releaseRequest,
  requestById,
  selectDeskPage,
  setRequestNonce,
  voidOpenRequestsOf,
  type OrderRequestRow,
} from './order-requests.repository';

export const ORDER_REQUEST_TTL_MS = ORDER_REQUEST_TTL_HOURS * 3600_000;

/**
 * Who is asking: the session's customer and person, and the office access when the staff desk
 * acts as the customer (ADR 049).
 */
export interface RequestActor {
  customerId: number;
  contactPersonId: number;
  officeAccessId?: number;
}

/** Who looks at a link: a call knows the session's person; a page loader the person's e-mail. */
export type LinkViewer = { customerId: number } & ({ contactPersonId: number } | { email: string });

/** The market and language of the page the person is on: the pages after placing keep them. */
export type PageLocale = { country: string; language: Language };

export interface OrderRequestsDeps {
  db: Db;
  checkout: PlacementService;
  customers: CustomersService;
  mail: MailService;
  /** Signs the links: derived from the shop's link key with its own label (ADR 084). */
  linkKey: Buffer;
  publicUrl: string;
  /** The staff member of an office access (the staff module's port), for the audit. */
  officeStaff(accessId: number): Promise<{ staffId: number } | null>;
  now?: () => Date;
}

const PROBLEM_ERRORS: Record<OrderLinkProblem, () => AppError> = {
  invalid: () => new AppError(422, 'orderRequests.failure.invalid'),
  expired: () => new AppError(410, 'orderRequests.failure.expired'),
  used: () => new AppError(409, 'orderRequests.failure.used'),
  cancelled: () => new AppError(409, 'orderRequests.failure.cancelled'),
  changed: () => new AppError(409, 'orderRequests.failure.changed'),
  login_required: () => new AppError(401, 'errors.notLoggedIn'),
  other_customer: () => notFound('orderRequests.failure.other_customer'),
};

/**
 * The order as it is asked for: its lines with their prices, the totals, delivery, payment and
 * addresses. A cart changed after the request (a line, a price, the delivery) is not placed from
 * the old link.
 */
function fingerprintOf(summary: CheckoutSummary): string {
  const lines = summary.lines.map((l) => [l.itemId, l.symbol, l.amount, l.unitPrice, l.lineNet]);
  return createHash('sha256')
    .update(JSON.stringify({ lines, totals: summary.totals, form: summary.form }))
    .digest('hex');
}

const isPersonOf = (viewer: LinkViewer | null, row: OrderRequestRow) =>
  viewer !== null &&
  viewer.customerId === row.customerId &&
  ('contactPersonId' in viewer ? viewer.contactPersonId === row.contactPersonId : viewer.email === row.email);

/**
 * Order requests (issue 21, ADR 084): an order a colleague or the staff desk prepared waits for the
 * company's main contact person, who confirms it (placed through the normal placement: stock, the
 * approval gate and payment all apply) or cancels it with a reason, from a mailed one-use link.
 */
export function createOrderRequestsService(deps: OrderRequestsDeps) {
  const { db, checkout, customers } = deps;
  const now = deps.now ?? (() => new Date());
  const tokens = createLinkTokens(deps.linkKey);

  async function buyerFor(
    contactPersonId: number,
    page?: PageLocale,
  ): Promise<Buyer & { contactPersonId: number }> {
    const person = await customers.customerOfPerson(contactPersonId);
    if (!person) throw notFound();
    const language: Language = isLanguage(person.language) ? person.language : 'en';
    return {
      customerId: person.customerId,
      contactPersonId,
      isPerson: person.isPerson,
      language: page?.language ?? language,
      country: person.country,
      page: page ?? { country: person.country, language },
    };
  }

  const nameOf = (p: { contactPerson: { firstName: string; lastName: string } } | null) =>
    p ? `${p.contactPerson.firstName} ${p.contactPerson.lastName}`.trim() : '';

  /** What stands between a token and its order, or the request's row when nothing does. */
  async function examine(
    token: string,
    viewer: LinkViewer | null,
  ): Promise<{ problem: OrderLinkProblem } | { problem: null; row: OrderRequestRow }> {
    const opened = tokens.openWizardLink(token, now(), 'order-request');
    if (!opened.ok) return { problem: opened.reason };
    const row = await requestById(db, opened.value.linkId);
    if (!row || row.nonceHash !== sha256Hex(opened.value.nonce)) return { problem: 'invalid' };
    if (row.outcome === 'confirmed') return { problem: 'used' };
    if (row.outcome === 'cancelled') return { problem: 'cancelled' };
    if (row.voidedAt) return { problem: 'changed' };
    if (row.expiresAt.getTime() <= now().getTime()) return { problem: 'expired' };
    if (!viewer) return { problem: 'login_required' };
    if (!isPersonOf(viewer, row)) return { problem: 'other_customer' };
    return { problem: null, row };
  }

  /** The row, the order's number and its summary as the confirming person sees it; or the problem. */
  async function review(token: string, viewer: LinkViewer | null, page?: PageLocale) {
    const found = await examine(token, viewer);
    if (found.problem) return { problem: found.problem } as const;
    const { row } = found;
    const orderNumber = await orderNumberOf(db, row.orderId);
    if (!orderNumber) return { problem: 'invalid' } as const;
    const buyer = await buyerFor(row.contactPersonId, page);
    const summary = await checkout.summary(buyer, orderNumber);
    // Placed or deleted some other way since, or changed: this link no longer says what is ordered.
    if (summary.status !== 'cart') return { problem: 'used' } as const;
    if (fingerprintOf(summary) !== row.fingerprint) return { problem: 'changed' } as const;
    return { problem: null, row, orderNumber, summary, buyer } as const;
  }

  async function reviewed(token: string, viewer: LinkViewer | null, page?: PageLocale) {
    const found = await review(token, viewer, page);
    if (found.problem) throw PROBLEM_ERRORS[found.problem]();
    return found;
  }

  return {
    /**
     * The staff desk's list (support, admin): the requests sent, newest first, of one state if
     * asked (waiting, used, cancelled, expired, replaced), a page at a time.
     */
    async deskList(query: StaffOrderRequestQuery): Promise<StaffOrderRequestList> {
      const rows = await selectDeskPage(db, {
        ...(query.state ? { state: query.state } : {}),
        limit: STAFF_ORDER_REQUEST_PAGE_SIZE + 1,
        offset: (query.page - 1) * STAFF_ORDER_REQUEST_PAGE_SIZE,
        now: now(),
      });
      return {
        items: rows.slice(0, STAFF_ORDER_REQUEST_PAGE_SIZE),
        page: query.page,
        hasMore: rows.length > STAFF_ORDER_REQUEST_PAGE_SIZE,
      };
    },

    /**
     * Spec §7 activate-order-request: mails the order, as it is now, to the company's main contact
     * person for confirmation. A newer request for the same order voids the older link. Staff
     * acting as the customer are audited; a main contact person asking themselves is refused (they
     * place it with finish).
     */
    async activate(
      actor: RequestActor,
      orderNumber: string,
      input: ActivateOrderRequest,
    ): Promise<OrderRequestSent> {
      const staff = actor.officeAccessId === undefined ? null : await deps.officeStaff(actor.officeAccessId);
      if (actor.officeAccessId !== undefined && !staff) throw new AppError(403, 'staff.errors.officeSession');
      const buyer = await buyerFor(actor.contactPersonId);
      if (buyer.customerId !== actor.customerId) throw notFound();
      const summary = await checkout.summary(buyer, orderNumber);
      if (summary.status !== 'cart') throw new AppError(409, 'orderRequests.errors.notOpen');
      if (summary.lines.length === 0) throw new AppError(422, 'checkout.errors.orderEmpty');
      if (!summary.canFinish) throw new AppError(422, 'orderRequests.errors.incomplete');
      const primary = await customers.primaryContact(actor.customerId);
      if (!primary) throw notFound();
      if (!staff && primary.id === actor.contactPersonId)
        throw new AppError(409, 'orderRequests.errors.selfRequest');
      const orderId = await orderIdOf(db, actor.customerId, orderNumber);
      if (orderId === null) throw notFound();

      const expiresAt = new Date(now().getTime() + ORDER_REQUEST_TTL_MS);
      const note = input.note?.trim() || null;
      const token = await inTransaction(db, async (tx) => {
        await voidOpenRequestsOf(tx, orderId, now());
        const id = await insertRequest(tx, {
          orderId,
          customerId: actor.customerId,
          contactPersonId: primary.id,
          email: primary.email,
          requestedBy: actor.contactPersonId,
          staffId: staff?.staffId ?? null,
          note,
          fingerprint: fingerprintOf(summary),
          expiresAt,
        });
        const sealed = tokens.sealWizardLink(id, expiresAt, 'order-request');
        await setRequestNonce(tx, id, sealed.nonceHash);
        if (staff)
          await audit(tx, {
            staffId: staff.staffId,
            action: 'order.request.send',
            subject: `order:${orderNumber}`,
            details: { customerId: actor.customerId, sentTo: primary.email, requestId: id },
          });
        return sealed.token;
      });

      const language: Language = isLanguage(primary.language) ? primary.language : 'en';
      const company = (await customers.companyData(actor.customerId))?.companyName ?? '';
      const asker = staff ? null : await customers.customerOfPerson(actor.contactPersonId);
      const path = generate('link_order_confirmation', localePrefix(buyer.country, language));
      const url = `${deps.publicUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
      await deps.mail.send({
        kind: 'order_request',
        to: primary.email,
        language,
        ...orderRequestMail(
          language,
          url,
          {
            orderNumber,
            company,
            requestedBy: staff ? '—' : nameOf(asker),
            total: `${summary.totals.gross} ${summary.totals.currency}`,
            note,
          },
          ORDER_REQUEST_TTL_HOURS,
        ),
      });
      return { orderNumber, sentTo: primary.email, expiresAt: expiresAt.toISOString() };
    },

    /** The page's look at a link: the order to review, or why it does not open. Spends nothing. */
    async describe(
      token: string,
      viewer: LinkViewer | null,
      page?: PageLocale,
    ): Promise<{ ok: true; view: OrderRequestView } | { ok: false; problem: OrderLinkProblem }> {
      const found = await review(token, viewer, page);
      if (found.problem) return { ok: false, problem: found.problem };
      const { row, orderNumber, summary } = found;
      const asker =
        row.requestedBy && !row.staffId ? await customers.customerOfPerson(row.requestedBy) : null;
      return {
        ok: true,
        view: {
          orderNumber,
          companyName: (await customers.companyData(row.customerId))?.companyName ?? '',
          requestedBy: row.staffId ? null : nameOf(asker) || null,
          byStaff: row.staffId !== null,
          note: row.note,
          expiresAt: row.expiresAt.toISOString(),
          summary,
        },
      };
    },

    /** The same for a call: a problem is its error (expired 410, used 409, another customer 404). */
    async view(token: string, viewer: LinkViewer, page?: PageLocale): Promise<OrderRequestView> {
      const described = await this.describe(token, viewer, page);
      if (!described.ok) throw PROBLEM_ERRORS[described.problem]();
      return described.view;
    },

    /**
     * Confirms: the link is spent first (one conditional UPDATE: a second confirmation is 409 and
     * places nothing), then the order is placed as the confirming person through the normal
     * placement. A placement that refuses (stock, the form, the approval gate) gives the link back.
     */
    async confirm(token: string, viewer: LinkViewer, page?: PageLocale): Promise<OrderRequestConfirmed> {
      const { row, orderNumber, buyer } = await reviewed(token, viewer, page);
      if (!(await claimRequest(db, row.id, { outcome: 'confirmed' }, now()))) throw PROBLEM_ERRORS.used();
      let placed: FinishResponse;
      try {
        const answer = await checkout.finish(buyer, orderNumber, { termsAccepted: true }, undefined);
        placed = JSON.parse(answer.body) as FinishResponse;
      } catch (error) {
        await releaseRequest(db, row.id).catch(() => {});
        throw error;
      }
      const locale = localePrefix(buyer.page.country, buyer.page.language);
      return {
        orderNumber: placed.orderNumber,
        status: placed.status,
        redirectUrl:
          placed.redirectUrl ??
          `${generate('link_order_confirmation', locale)}?order=${encodeURIComponent(placed.orderNumber)}`,
      };
    },

    /**
     * Cancels with a reason: nothing is placed, the link is spent, and the colleague who asked is
     * told why. The cart stays theirs to change and send again.
     */
    async cancel(token: string, viewer: LinkViewer, reason: string) {
      const found = await examine(token, viewer);
      if (found.problem) throw PROBLEM_ERRORS[found.problem]();
      const { row } = found;
      const orderNumber = (await orderNumberOf(db, row.orderId)) ?? '';
      if (!(await claimRequest(db, row.id, { outcome: 'cancelled', cancelReason: reason.trim() }, now())))
        throw PROBLEM_ERRORS.used();
      const asker =
        row.requestedBy && !row.staffId ? await customers.customerOfPerson(row.requestedBy) : null;
      if (asker) {
        const language: Language = isLanguage(asker.language) ? asker.language : 'en';
        const company = (await customers.companyData(row.customerId))?.companyName ?? '';
        await deps.mail.send({
          kind: 'order_request_cancelled',
          to: asker.contactPerson.email,
          language,
          ...orderRequestCancelledMail(language, { orderNumber, company, reason: reason.trim() }),
        });
      }
      return { orderNumber, status: 'cancelled' as const };
    },
  };
}
export type OrderRequestsService = ReturnType<typeof createOrderRequestsService>;
