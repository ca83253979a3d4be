import { validateAmount } from '../../../common/amount-rules';
import { CAPTCHA_TOKEN_FIELD } from '../../../common/captcha';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import type { StaffMember } from '../../../common/contracts/staff';
import {
  ENQUIRY_CUSTOMER_NUMBER_MAX,
  ENQUIRY_CUSTOMER_NUMBER_PATTERN,
  ENQUIRY_DESK_PER_PAGE,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_NAME_MAX,
  ENQUIRY_ORDER_NUMBER_MAX,
  ENQUIRY_PAGE_URL_MAX,
  type EnquiryDeskDetails,
  type EnquiryDeskList,
  type EnquiryDeskQuery,
  type EnquiryFrontConstraints,
  type EnquiryInput,
  type EnquiryKind,
} from '../../../common/enquiries';
import { AppError, notFound, validationError } from '../../../common/errors';
import { isLanguage, type Language } from '../../../common/markets';
import type { Db } from '../../db/client';
import type { SessionCustomer } from '../../plugins/session';
import type { CaptchaVerifier, RateLimits } from '../auth';
import type { MailService } from '../mail';
import { audit } from '../staff';
import { enquiryConfirmationMail, enquiryReplyMail } from './enquiries.mails';
import {
  insertEnquiry,
  insertReply,
  searchInbox,
  selectAssignees,
  selectDetailsExtras,
  selectEnquiry,
  selectProduct,
  updateEnquiry,
  type EnquiryRow,
} from './enquiries.repository';

/** Who sends an enquiry: the request's address, the session's customer (or none) and the page's market. */
export interface EnquiryCaller {
  ip: string;
  customer: SessionCustomer | null;
  language: Language;
  country: string;
}

export type DeskActor = Pick<StaffMember, 'id' | 'name' | 'roles'>;

export interface EnquiriesDeps {
  db: Db;
  /** The shop's captcha (ADR 058's verifier): only its `verify` and `siteKey` are used. */
  captcha: CaptchaVerifier;
  rateLimits: RateLimits;
  mail: MailService;
  onWarning?: (message: string, error: unknown) => void;
}

/**
 * Contact forms and product enquiries (issue 20, ADR 066): taking an enquiry (captcha, limits,
 * the product and amount checks, the confirmation mail) and the staff desk's inbox (assign, answer
 * by mail, close), each desk change audited in its transaction.
 */
export function createEnquiriesService(deps: EnquiriesDeps) {
  const { db, captcha, rateLimits, mail } = deps;
  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  /**
   * Spec §4: the token of a passed check, once. Without a site key no widget is shown and no token
   * can be had, so the rate limits alone guard the forms (the staff login's rule, ADR 058).
   */
  async function checkCaptcha(token: string | undefined, ip: string): Promise<void> {
    if (captcha.siteKey === null) return;
    if (token === undefined)
      throw validationError([{ field: CAPTCHA_TOKEN_FIELD, key: 'enquiries.field.captchaRequired' }]);
    if (!(await captcha.verify(token, ip)))
      throw validationError([{ field: CAPTCHA_TOKEN_FIELD, key: 'enquiries.field.captchaFailed' }]);
  }

  async function productOf(input: EnquiryInput) {
    const symbol = input.productSymbol!;
    const product = await selectProduct(db, symbol, normaliseSymbol(symbol));
    if (!product)
      throw validationError([
        { field: 'productSymbol', key: 'enquiries.field.productUnknown', params: { symbol } },
      ]);
    // Spec §5 "amount must have no component error": the amount input's own rules.
    if (input.inputAmount !== undefined && input.inputAmount !== null) {
      const error = validateAmount(input.inputAmount, {
        minimum: product.minimumQuantity,
        multiples: product.multiples,
      });
      if (error?.type === 'minimum')
        throw validationError([
          { field: 'inputAmount', key: 'amountInput.minimumAmount', params: { min: error.value } },
        ]);
      if (error?.type === 'multiplicity')
        throw validationError([
          { field: 'inputAmount', key: 'amountInput.multiplicity', params: { multiple: error.value } },
        ]);
    }
    return product;
  }

  function languageOf(row: EnquiryRow): Language {
    return isLanguage(row.language) ? row.language : 'en';
  }

  async function locked(tx: Db, id: number): Promise<EnquiryRow> {
    const row = await selectEnquiry(tx, id, true);
    if (!row) throw notFound('enquiries.errors.notFound');
    return row;
  }

  const log = (tx: Db, actor: DeskActor, action: string, id: number, details: Record<string, unknown> = {}) =>
    audit(tx, { staffId: actor.id, action, subject: `enquiry:${id}`, details });

  return {
    frontConstraints(): EnquiryFrontConstraints {
      return {
        messageMax: ENQUIRY_MESSAGE_MAX,
        customerNumberMax: ENQUIRY_CUSTOMER_NUMBER_MAX,
        customerNumberPattern: ENQUIRY_CUSTOMER_NUMBER_PATTERN.source,
        nameMax: ENQUIRY_NAME_MAX,
        pageUrlMax: ENQUIRY_PAGE_URL_MAX,
        orderNumberMax: ENQUIRY_ORDER_NUMBER_MAX,
        captchaSiteKey: captcha.siteKey,
        captchaField: CAPTCHA_TOKEN_FIELD,
      };
    },

    /** Spec §6: logged-in non-ZBL customers get their communication e-mail prefilled; others none. */
    communicationEmail(customer: SessionCustomer | null): string | null {
      if (!customer || customer.kind === 'zbl') return null;
      return customer.contactPerson.email;
    },

    /**
     * Takes one enquiry. Checks run cheapest first and the limits count what reaches them: the
     * network's limit before the captcha (so a script cannot make the shop verify tokens without
     * end), the e-mail's only once the message is known to be genuine (a typo never costs a try).
     */
    async submit(kind: EnquiryKind, input: EnquiryInput, caller: EnquiryCaller): Promise<number> {
      await rateLimits.consume('enquiryIp', caller.ip);
      // The captcha and the product are independent look-ups: one round trip less on the way (bench/enquiry.ts).
      // The captcha's refusal is said first when both fail, as it would be one after the other.
      const [checked, found] = await Promise.allSettled([
        checkCaptcha(input[CAPTCHA_TOKEN_FIELD], caller.ip),
        kind === 'product' ? productOf(input) : Promise.resolve(null),
      ]);
      if (checked.status === 'rejected') throw checked.reason;
      if (found.status === 'rejected') throw found.reason;
      const product = found.value;
      const email = input.clientEmail.toLowerCase();
      await rateLimits.consume('enquiryEmail', email);
      const customer = caller.customer;
      const id = await insertEnquiry(db, {
        kind,
        email: input.clientEmail,
        // Spec §5: a customer number only from visitors; a customer's is the account's.
        customerNumber: customer ? customer.customerNumber : input.customerNumber || null,
        customerId: customer?.customerId ?? null,
        contactPersonId: null,
        name: input.name || null,
        productSymbol: product?.symbol ?? null,
        amount: product ? (input.inputAmount ?? null) : null,
        orderNumber: input.orderNumber ?? null,
        pageUrl: input.pageUrl ?? null,
        message: input.message,
        language: caller.language,
        country: caller.country,
        ip: caller.ip,
      });
      try {
        await mail.send({
          kind: 'enquiry_confirmation',
          to: input.clientEmail,
          language: caller.language,
          ...enquiryConfirmationMail(caller.language, {
            id,
            message: input.message,
            productSymbol: product?.symbol ?? null,
          }),
        });
      } catch (error) {
        // The enquiry is on the desk either way; a confirmation that failed must not make the sender send it twice.
        deps.onWarning?.('enquiry confirmation mail failed', error);
      }
      return id;
    },

    async inbox(query: EnquiryDeskQuery, staffId: number): Promise<EnquiryDeskList> {
      const { rows, total } = await searchInbox(db, query, staffId, ENQUIRY_DESK_PER_PAGE);
      return {
        elements: rows.map((r) => ({
          id: r.id,
          kind: r.kind as EnquiryKind,
          status: r.status as 'open' | 'closed',
          email: r.email,
          customerNumber: r.customerNumber,
          productSymbol: r.productSymbol,
          excerpt: r.excerpt,
          createdAt: new Date(r.createdAt).toISOString(),
          assignedTo: r.assignedToId !== null ? { id: r.assignedToId, name: r.assignedToName ?? '' } : null,
          replies: Number(r.replies),
        })),
        total,
        page: query.page,
        perPage: ENQUIRY_DESK_PER_PAGE,
      };
    },

    async details(id: number): Promise<EnquiryDeskDetails> {
      const row = await selectEnquiry(db, id);
      if (!row) throw notFound('enquiries.errors.notFound');
      const [{ assignee, account, replies }, assignees] = await Promise.all([
        selectDetailsExtras(db, row),
        selectAssignees(db),
      ]);
      return {
        id: row.id,
        kind: row.kind as EnquiryKind,
        status: row.status as 'open' | 'closed',
        email: row.email,
        customerNumber: row.customerNumber,
        productSymbol: row.productSymbol,
        createdAt: row.createdAt.toISOString(),
        assignedTo: assignee ?? null,
        message: row.message,
        language: row.language,
        country: row.country,
        name: row.name,
        amount: row.amount,
        orderNumber: row.orderNumber,
        pageUrl: row.pageUrl,
        customerAccount: account ? [account.number, account.name].filter(Boolean).join(' · ') : null,
        closedAt: row.closedAt?.toISOString() ?? null,
        replies: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        assignees,
      };
    },

    /** Gives the enquiry to one who answers enquiries (support or sales), or to nobody. */
    async assign(id: number, staffId: number | null, actor: DeskActor): Promise<void> {
      await inTx(async (tx) => {
        const row = await locked(tx, id);
        if (staffId !== null && !(await selectAssignees(tx)).some((a) => a.id === staffId))
          throw validationError([{ field: 'staffId', key: 'enquiries.errors.assigneeUnknown' }]);
        await updateEnquiry(tx, id, {
          assignedToId: staffId,
          assignedAt: staffId === null ? null : new Date(),
        });
        await log(tx, actor, 'enquiry.assign', row.id, { from: row.assignedToId, to: staffId });
      });
    },

    /**
     * Answers by mail in the enquiry's language, the sender's words quoted; recorded with the mail's
     * outbox id in one transaction. An unassigned enquiry becomes the answerer's.
     */
    async reply(id: number, message: string, actor: DeskActor): Promise<{ email: string }> {
      return inTx(async (tx) => {
        const row = await locked(tx, id);
        if (row.status === 'closed') throw new AppError(409, 'enquiries.errors.closed');
        const language = languageOf(row);
        const outboxId = await mail.send(
          { kind: 'enquiry_reply', to: row.email, language, ...enquiryReplyMail(language, row, message) },
          { tx },
        );
        await insertReply(tx, { enquiryId: row.id, staffId: actor.id, message, outboxId });
        if (row.assignedToId === null)
          await updateEnquiry(tx, id, { assignedToId: actor.id, assignedAt: new Date() });
        await log(tx, actor, 'enquiry.reply', row.id, { outboxId });
        return { email: row.email };
      });
    },

    async close(id: number, actor: DeskActor): Promise<void> {
      await inTx(async (tx) => {
        const row = await locked(tx, id);
        if (row.status === 'closed') return;
        await updateEnquiry(tx, id, { status: 'closed', closedAt: new Date(), closedById: actor.id });
        await log(tx, actor, 'enquiry.close', row.id);
      });
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
