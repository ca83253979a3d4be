import { formatPrice } from '../../../common/format';
import { isCurrency, isLanguage, localePrefix, type Language } from '../../../common/markets';
import { unitPricePrecision } from '../../../common/money';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs';
import { alertsMail, type FiredAlertLine, type MailService } from '../mail';
import {
  claimDue,
  claimListsDue,
  inTransaction,
  rearmCleared,
  rearmListsCleared,
  selectDue,
  selectListsDue,
  selectRecipient,
  type ChangedProducts,
  type ClaimedAlert,
  type ClaimedListAlert,
} from './alerts-due.repository';

/** The queue of alert evaluations (ADR 039). */
export const ALERTS_QUEUE = 'alerts-evaluate';

/**
 * Products per job: an import of 100 000 stock changes is one job, evaluated set-based in one pass
 * (on 1 000 000 products the lookup of 100 000 symbols costs about what 10 000 do: a scan either
 * way, bench/RESULTS.md); a bigger import is a few jobs, inserted in one statement.
 */
const PRODUCTS_PER_JOB = 100_000;

/**
 * Recipients mailed at once within a job: each is its own short transaction (claim + outbox row),
 * so a few run side by side on the pool (PGlite runs them one after another anyway).
 */
const RECIPIENTS_AT_ONCE = 4;

/** Attempts after the first: with backoff from the queue's retry delay, about an hour in all. */
const RETRY_LIMIT = 8;

export interface AlertJobDeps {
  db: Db;
  mail: MailService;
  /** The public origin: the only source of the mail's link (http/public-origin.ts). */
  publicUrl: string;
  /** The queue the triggers write to; undefined when background jobs are off (nothing is sent). */
  queue: JobQueue | undefined;
  onWarning?: (message: string, error?: unknown) => void;
}

export interface EvaluationResult {
  /** Alerts found due. */
  due: number;
  /** Alerts marked sent (the others were claimed by another worker or changed meanwhile). */
  sent: number;
  mails: number;
  rearmed: number;
}

/**
 * One recipient's due alerts (a contact person of `customerId`): on products, and on favourites lists
 * (ADR 039, per-list alerts).
 */
interface DueIds {
  customerId: number;
  products: number[];
  lists: number[];
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A list alert's line: the list's name, its item count and a link to it on the public origin. */
function listLineOf(alert: ClaimedListAlert, listUrl: (directoryId: number) => string): FiredAlertLine {
  return {
    kind: 'list_available',
    symbol: alert.name,
    description: '',
    stock: alert.items,
    price: null,
    quantity: null,
    once: !alert.repeat,
    url: listUrl(alert.directoryId),
  };
}

function lineOf(alert: ClaimedAlert): FiredAlertLine {
  const currency = alert.currency;
  return {
    kind: alert.kind,
    symbol: alert.symbol,
    description: alert.description,
    stock: alert.stock,
    price:
      alert.unitPrice !== null && currency !== null && isCurrency(currency)
        ? formatPrice(alert.unitPrice, currency, {
            precision: unitPricePrecision(currency, alert.pricePrecision),
          })
        : null,
    quantity: alert.quantity,
    once: !alert.repeat,
  };
}

/**
 * Sends the customers' stock and price alerts (issue 17, ADR 039). Stock and price changes enqueue
 * the changed products (`productsChanged`, `symbolsChanged`); a worker evaluates them: repeated
 * alerts whose condition cleared are armed again, the armed alerts whose condition holds are claimed
 * and mailed, one mail per recipient per run (the contact person who set them, else the primary
 * contact) in that person's language. A claim and its mail commit
 * together, so a failed send leaves the alerts due and the job's retry sends them; a claimed alert is
 * never claimed again until its condition has cleared, so no change is mailed twice.
 */
export function createAlertJob(deps: AlertJobDeps) {
  const { db, mail } = deps;

  /** One recipient's due product alerts and list alerts: claimed and mailed together, in one mail. */
  async function mailRecipient(recipientId: number, due: DueIds): Promise<{ sent: number; mails: number }> {
    const { customerId } = due;
    const recipient = await selectRecipient(db, recipientId);
    if (!recipient) return { sent: 0, mails: 0 };
    const language: Language = isLanguage(recipient.language) ? recipient.language : 'en';
    const prefix = localePrefix(recipient.country, language);
    const manageUrl = `${deps.publicUrl}${generate('profile_customer_info', prefix)}`;
    const listUrl = (directoryId: number) =>
      `${deps.publicUrl}${generate('favourites_directory', { ...prefix, directoryId })}`;
    return inTransaction(db, async (tx) => {
      const claimed = await claimDue(tx, customerId, due.products);
      const lists = await claimListsDue(tx, customerId, recipientId, due.lists);
      const lines = [...claimed.map(lineOf), ...lists.map((l) => listLineOf(l, listUrl))];
      if (lines.length === 0) return { sent: 0, mails: 0 };
      const rendered = alertsMail(language, lines, manageUrl);
      await mail.send({ ...rendered, kind: 'stock_alert', to: recipient.email, language }, { tx });
      return { sent: lines.length, mails: 1 };
    });
  }

  async function evaluate(changed: ChangedProducts): Promise<EvaluationResult> {
    const rearmed = (await rearmCleared(db, changed)) + (await rearmListsCleared(db, changed));
    const due = await selectDue(db, changed);
    const listsDue = await selectListsDue(db, changed);
    // One digest per contact person: colleagues' alerts on the same product are two mails.
    const byRecipient = new Map<number, DueIds>();
    const of = ({ recipientId, customerId }: { recipientId: number; customerId: number }) => {
      const ids = byRecipient.get(recipientId) ?? { customerId, products: [], lists: [] };
      byRecipient.set(recipientId, ids);
      return ids;
    };
    for (const alert of due) of(alert).products.push(alert.id);
    for (const alert of listsDue) of(alert).lists.push(alert.id);
    const result: EvaluationResult = { due: due.length + listsDue.length, sent: 0, mails: 0, rearmed };
    let failure: unknown;
    const queue = [...byRecipient];
    const mailNext = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          const done = await mailRecipient(next[0], next[1]);
          result.sent += done.sent;
          result.mails += done.mails;
        } catch (error) {
          // The others still get theirs; the job fails at the end and its retry finds these still due.
          failure ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: RECIPIENTS_AT_ONCE }, mailNext));
    if (failure !== undefined) throw failure;
    return result;
  }

  async function enqueue(jobs: ChangedProducts[]): Promise<void> {
    if (!deps.queue) return;
    await deps.queue.enqueue(ALERTS_QUEUE, jobs);
  }

  return {
    evaluate,

    /** Orders and cancels: the products whose stock they moved (after their transaction committed). */
    productsChanged: (productIds: number[]) =>
      enqueue(chunks([...new Set(productIds)], PRODUCTS_PER_JOB).map((ids) => ({ productIds: ids }))),

    /** A catalogue import: the symbols it wrote (stock, prices, flags), in a few jobs of one insert. */
    symbolsChanged: (symbols: string[]) =>
      enqueue(chunks([...new Set(symbols)], PRODUCTS_PER_JOB).map((s) => ({ symbols: s }))),

    /** Every alerted product: catches what no trigger said (a promotion starting with the day). */
    sweep: () => enqueue([{ all: true }]),

    /** The queue's definition: the worker evaluates each job's products. */
    queueDefinition: {
      name: ALERTS_QUEUE,
      retryLimit: RETRY_LIMIT,
      handler: async (data: ChangedProducts) => {
        await evaluate(data);
      },
    },
  };
}

export type AlertJob = ReturnType<typeof createAlertJob>;
