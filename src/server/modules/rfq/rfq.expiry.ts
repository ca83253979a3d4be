import { isLanguage, localePrefix, type Language } from '../../../common/markets';
import { formatValidity, RFQ_EXPIRY_NOTICE_DAYS } from '../../../common/rfq';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import type { QueueDefinition } from '../../jobs';
import { rfqExpiryMail, type MailService } from '../mail';
import { claimExpiryNotice, expireDue, selectExpiringSoon } from './rfq-expiry.repository';

/** The queue of the expiry sweep (ADR 051, session 14; the platform is ADR 039's). */
export const RFQ_EXPIRY_QUEUE = 'rfq-expiry';

/**
 * Every ten minutes: a quote valid to the end of a day is stored as expired within ten minutes of
 * it. Reads never wait for the job (the state is also derived from `valid_until` when read), so the
 * period only bounds how stale the stored value and the reminders are.
 */
export const RFQ_EXPIRY_CRON = '*/10 * * * *';

const DAY_MS = 86_400_000;

export interface RfqExpiryDeps {
  db: Db;
  mail: MailService;
  /** The public origin: the only source of the mail's link (ADR 015). */
  publicUrl: string;
  now?: () => Date;
  /** The schedule (a cron expression); tests ask for every minute. */
  cron?: string;
}

export interface ExpiryRun {
  /** Numbers of the requests stored as expired by this run. */
  expired: string[];
  /** Numbers of the quotes whose customer this run reminded. */
  reminded: string[];
}

/**
 * The scheduled sweep of quotes (issue 18): stores "expired" on quoted and partly accepted requests
 * past their validity, and mails the customer once, in their language, when a quote with lines
 * still open expires within RFQ_EXPIRY_NOTICE_DAYS. pg-boss schedules it (one job per occurrence
 * for all instances); each step is a claim, so a second run, or two at once, changes nothing more.
 */
export function createRfqExpiryJob(deps: RfqExpiryDeps) {
  const { db, mail } = deps;
  const now = deps.now ?? (() => new Date());

  async function remind(at: Date): Promise<string[]> {
    const soon = await selectExpiringSoon(db, at, new Date(at.getTime() + RFQ_EXPIRY_NOTICE_DAYS * DAY_MS));
    const reminded: string[] = [];
    for (const quote of soon) {
      // Nothing left to order: no reminder (the quote expires quietly).
      if (quote.openLines === 0) continue;
      const language: Language = isLanguage(quote.language) ? quote.language : 'en';
      const prefix = localePrefix(quote.country, language);
      const url = `${deps.publicUrl}${generate('rfq_details', { ...prefix, rfqCrcToken: quote.crcToken })}`;
      // The claim and the outbox row commit together: a failed send leaves the quote unreminded for
      // the job's retry, and a reminded quote is never claimed again.
      const sent = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        if (!(await claimExpiryNotice(tx, quote.id, at))) return false;
        const rendered = rfqExpiryMail(language, {
          number: quote.number,
          title: quote.title,
          validUntil: formatValidity(new Date(quote.validUntil), language),
          openLines: quote.openLines,
          url,
        });
        await mail.send({ ...rendered, kind: 'rfq_expiry', to: quote.email, language }, { tx });
        return true;
      });
      if (sent) reminded.push(quote.number);
    }
    return reminded;
  }

  async function run(): Promise<ExpiryRun> {
    const at = now();
    const expired = await expireDue(db, at);
    const reminded = await remind(at);
    return { expired, reminded };
  }

  const queueDefinition: QueueDefinition<object> = {
    name: RFQ_EXPIRY_QUEUE,
    retryLimit: 3,
    schedule: deps.cron ?? RFQ_EXPIRY_CRON,
    handler: async () => {
      await run();
    },
  };

  return { run, queueDefinition };
}

export type RfqExpiryJob = ReturnType<typeof createRfqExpiryJob>;
