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
  type ContactFormKind,
  type EnquiryInput,
  type EnquiryKind,
} from '../../../common/enquiries';
import { AppError, notFound, validationError } from '../../../common/errors';
import { isLanguage, type Language } from '../../../common/markets';
import type { Db } from '../../db/client';
import type { IncomingFile } from '../../http/upload-store';
import type { JobQueue, QueueDefinition } from '../../jobs';
import type { SessionCustomer } from '../../plugins/session';
import type { CaptchaVerifier, RateLimits } from '../auth';
import type { MailService } from '../mail';
import { audit } from '../staff';
import type { EnquiryFileStore } from './enquiry-files';
import {
  enquiryConfirmationMail,
  enquiryReplyMail,
  marketplaceConfirmationMail,
  marketplaceForwardMail,
} from './enquiries.mails';
import {
  insertEnquiry,
  insertFiles,
  insertReply,
  claimMail,
  releaseMail,
  searchInbox,
  selectAccountName,
  selectAssignees,
  selectDetailsExtras,
  selectEnquiry,
  selectFiles,
  selectMailsDue,
  selectProduct,
  selectSeller,
  updateEnquiry,
  type EnquiryRow,
  type NewEnquiry,
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
  /**
   * The durable queue (ADR 039) that sends an enquiry's mails after it is stored (ADR 072); without
   * it (tests, JOBS=false) they are sent in this process after the answer, and the sweep retries.
   */
  queue?: JobQueue;
  /** Where the error form's screenshots are kept (ADR 072); without it the form takes none. */
  files?: EnquiryFileStore;
  /** The sweep's cron (tests shorten it). */
  sweepCron?: string;
  now?: () => Date;
  onWarning?: (message: string, error: unknown) => void;
}

/** One job per stored enquiry: its confirmation, and a marketplace question's copy to the seller. */
export const ENQUIRY_MAILS_QUEUE = 'enquiry-mails';
export const ENQUIRY_MAILS_SWEEP_QUEUE = 'enquiry-mails-sweep';
const ENQUIRY_MAILS_SWEEP_CRON = '*/10 * * * *';
/** The sweep looks this far back, and leaves enquiries younger than the grace to their own job. */
const SWEEP_DAYS = 2;
const SWEEP_GRACE_MS = 2 * 60_000;
const SWEEP_BATCH = 200;

/** A file already stored (the upload store's answer) to record with its enquiry. */
export interface EnquiryFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/** A company's question to a marketplace seller, checked by the marketplace module (ADR 072). */
export interface MarketplaceQuestion {
  customer: SessionCustomer;
  contactPersonId: number;
  sellerId: number;
  productSymbol: string;
  subject: string;
  message: string;
  email: string;
  language: Language;
  country: string;
  ip: string;
}

/**
 * Contact forms and product enquiries (issue 20, ADR 066): taking an enquiry (captcha, limits,
 * the product and amount checks, the confirmation mail) and the staff desk's inbox (assign, answer
 * by mail, close), each desk change audited in its transaction.
 */
export function createEnquiriesService(deps: EnquiriesDeps) {
  const { db, captcha, rateLimits, mail } = deps;
  const now = deps.now ?? (() => new Date());
  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));
  const inFlight = new Set<Promise<unknown>>();

  /** Work started after an answer: never thrown at the caller, awaited by `idle()` (shutdown, tests). */
  function track(work: Promise<unknown>, failure: string): void {
    const running = work.catch((error: unknown) => deps.onWarning?.(failure, error));
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  }

  /**
   * Sends what an enquiry still owes: the seller's copy of a marketplace question first (the point
   * of the question), then the sender's confirmation. Each mail is claimed first (its mark set where
   * it was unset), sent, and released again if the send fails, so a retried job sends only what is
   * missing and two workers never send the same one. No transaction is held while a mail server
   * answers (on PGlite that would hold the shop's one connection). A process that dies between a
   * claim and its send loses that mail: the rarer failure, and never a duplicate to a seller.
   */
  async function deliverMails(id: number): Promise<void> {
    const row = await selectEnquiry(db, id);
    if (!row) return;
    if (row.kind === 'marketplace' && row.forwardedAt === null && row.sellerId !== null) {
      const seller = await selectSeller(db, row.sellerId);
      if (seller && (await claimMail(db, id, 'forwardedAt', now()))) {
        const language = isLanguage(seller.language) ? seller.language : 'en';
        const company =
          (row.customerId !== null ? await selectAccountName(db, row.customerId) : null) ?? row.email;
        await mail
          .send({
            kind: 'marketplace_question',
            to: seller.email,
            language,
            // The seller answers the customer directly; the form told the customer so.
            headers: { 'Reply-To': row.email },
            ...marketplaceForwardMail(language, {
              id: row.id,
              message: row.message,
              subject: row.subject ?? '',
              productSymbol: row.productSymbol ?? '',
              company,
              email: row.email,
            }),
          })
          .catch(async (error: unknown) => {
            await releaseMail(db, id, 'forwardedAt');
            throw error;
          });
      }
    }
    if (row.confirmedAt !== null || !(await claimMail(db, id, 'confirmedAt', now()))) return;
    const language = languageOf(row);
    const seller = row.sellerId !== null ? await selectSeller(db, row.sellerId) : null;
    const rendered =
      row.kind === 'marketplace'
        ? marketplaceConfirmationMail(language, {
            id: row.id,
            message: row.message,
            subject: row.subject ?? '',
            productSymbol: row.productSymbol ?? '',
            seller: seller?.name ?? '',
          })
        : enquiryConfirmationMail(language, row);
    await mail
      .send({
        kind: row.kind === 'marketplace' ? 'marketplace_confirmation' : 'enquiry_confirmation',
        to: row.email,
        language,
        ...rendered,
      })
      .catch(async (error: unknown) => {
        await releaseMail(db, id, 'confirmedAt');
        throw error;
      });
  }

  /** The mails of a stored enquiry: a durable job, or this process after the answer without a queue. */
  async function mailsDue(id: number): Promise<void> {
    if (!deps.queue) {
      track(deliverMails(id), 'enquiry mails failed');
      return;
    }
    // Stored before the answer; a failed enqueue leaves the enquiry to the sweep, never to the sender.
    await deps.queue
      .enqueue(ENQUIRY_MAILS_QUEUE, [{ enquiryId: id }])
      .catch((error: unknown) => deps.onWarning?.('enqueueing the enquiry mails failed', error));
  }

  /** Stores an enquiry (and the files already on disk that go with it), then has its mails sent. */
  async function store(row: NewEnquiry, files: readonly EnquiryFile[] = []): Promise<number> {
    const id =
      files.length === 0
        ? await insertEnquiry(db, row)
        : await inTx(async (tx) => {
            const inserted = await insertEnquiry(tx, row);
            await insertFiles(
              tx,
              files.map((f) => ({
                enquiryId: inserted,
                fileId: f.id,
                name: f.name,
                contentType: f.contentType,
                size: f.size,
              })),
            );
            return inserted;
          }).catch(async (error: unknown) => {
            // Files without their enquiry are nobody's: they go with the failed write.
            await deps.files?.remove(files.map((f) => f.id));
            throw error;
          });
    await mailsDue(id);
    return id;
  }

  /** Enquiries of the last days whose mails did not all leave (a lost job, a failed send). */
  async function sweep(): Promise<number[]> {
    const at = now();
    const due = await selectMailsDue(db, new Date(at.getTime() - SWEEP_DAYS * 86_400_000), SWEEP_BATCH);
    const rows = await Promise.all(due.map((id) => selectEnquiry(db, id)));
    const settled = rows
      .filter((r): r is EnquiryRow => r !== null && r.createdAt.getTime() <= at.getTime() - SWEEP_GRACE_MS)
      .map((r) => r.id);
    if (deps.queue)
      await deps.queue.enqueue(
        ENQUIRY_MAILS_QUEUE,
        settled.map((enquiryId) => ({ enquiryId })),
      );
    else for (const id of settled) await deliverMails(id);
    return settled;
  }

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
    async submit(
      kind: ContactFormKind,
      input: EnquiryInput,
      caller: EnquiryCaller,
      /** Reads the screenshots once the message passed its checks (nothing is stored for a refused one). */
      receiveFiles?: () => Promise<readonly EnquiryFile[]>,
    ): Promise<number> {
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
      const files = receiveFiles ? await receiveFiles() : [];
      return store(
        {
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
        },
        files,
      );
    },

    /**
     * A marketplace question the marketplace module has checked (company account, the product, the
     * seller's offer, its limit): stored as an enquiry of its own kind, forwarded to the seller and
     * confirmed to the customer by the mail job (ADR 072).
     */
    async recordMarketplaceQuestion(question: MarketplaceQuestion): Promise<number> {
      return store({
        kind: 'marketplace',
        email: question.email,
        customerNumber: question.customer.customerNumber,
        customerId: question.customer.customerId,
        contactPersonId: question.contactPersonId,
        name:
          `${question.customer.contactPerson.firstName} ${question.customer.contactPerson.lastName}`.trim() ||
          null,
        productSymbol: question.productSymbol,
        sellerId: question.sellerId,
        subject: question.subject,
        message: question.message,
        language: question.language,
        country: question.country,
        ip: question.ip,
      });
    },

    deliverMails,
    sweep,
    /** Where the screenshots are kept (tests look there). */
    filesRoot: deps.files?.root ?? null,

    /**
     * The error form's screenshots (ADR 072): each streamed, checked by content and re-encoded by
     * the upload store; all are kept or none (a refused one deletes those already written).
     */
    async receiveScreenshots(parts: AsyncIterable<IncomingFile>): Promise<EnquiryFile[]> {
      const store = deps.files;
      if (!store) throw new AppError(415, 'enquiries.errors.notMultipart');
      const kept: EnquiryFile[] = [];
      try {
        for await (const part of parts) kept.push(await store.receive(part));
        return kept;
      } catch (error) {
        await store.remove(kept.map((f) => f.id));
        throw error;
      }
    },

    /** One screenshot of an enquiry, for the desk (another enquiry's file id is a 404). */
    async deskFile(id: number, fileId: string) {
      const row = await selectEnquiry(db, id);
      if (!row || !deps.files) throw notFound('enquiries.errors.fileNotFound');
      const file = (await selectFiles(db, id)).find((f) => f.id === fileId);
      if (!file) throw notFound('enquiries.errors.fileNotFound');
      return { ...file, stream: deps.files.open(file.id) };
    },

    /** Resolves when the mails started in this process are sent (shutdown, tests). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    queueDefinitions: [
      {
        name: ENQUIRY_MAILS_QUEUE,
        retryLimit: 8,
        handler: async (data: { enquiryId: number }) => deliverMails(data.enquiryId),
      } satisfies QueueDefinition<{ enquiryId: number }>,
      {
        name: ENQUIRY_MAILS_SWEEP_QUEUE,
        retryLimit: 2,
        schedule: deps.sweepCron ?? ENQUIRY_MAILS_SWEEP_CRON,
        handler: async () => {
          await sweep();
        },
      } satisfies QueueDefinition<object>,
    ] as QueueDefinition<object>[],

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
          seller: r.sellerId !== null ? { id: r.sellerId, name: r.sellerName ?? '' } : null,
          subject: r.subject,
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
      const [{ assignee, account, replies, seller, files }, assignees] = await Promise.all([
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
        seller: seller ? { id: seller.id, name: seller.name } : null,
        subject: row.subject,
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
        confirmedAt: row.confirmedAt?.toISOString() ?? null,
        forwardedAt: row.forwardedAt?.toISOString() ?? null,
        files,
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
