import { AppError, notFound } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { getMarket, isLanguage, LANGUAGES, localePrefix, type Language } from '../../../common/markets';
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONSENT_VERSION,
  NEWSLETTER_TOPICS,
  type NewsletterIssue,
  type NewsletterIssueInputSchema,
  type NewsletterPreview,
  type NewsletterSaveSchema,
  type NewsletterSource,
  type NewsletterSubscription,
  type NewsletterTopic,
} from '../../../common/newsletter';
import { generate } from '../../../common/routes.server';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobQueue, QueueDefinition } from '../../jobs';
import type { RateLimits } from '../auth';
import { newsletterConfirmMail, newsletterIssueMail, type MailService } from '../mail';
import { audit } from '../staff';
import { confirmationToken, createLinkSigner, hashToken } from './newsletter-links';
import * as repo from './newsletter.repository';

export const NEWSLETTER_FANOUT_QUEUE = 'newsletter-fanout';
export const NEWSLETTER_DELIVER_QUEUE = 'newsletter-deliver';

/** Send records written per statement of the fan-out (bench/newsletter-queue.ts measures it). */
const FANOUT_BATCH = 10_000;
/** One delivery job works this long, then hands on to the next job (jobs stay short and restartable). */
const DELIVER_SLICE_MS = 20_000;
/** The delivery lease outlives a slice, so a live worker keeps it; a dead one's runs out soon after. */
const LEASE_SECONDS = 60;

export interface RequestProof {
  ip: string;
  userAgent: string;
}

export interface NewsletterDeps {
  db: Db;
  mail: MailService;
  rateLimits: RateLimits;
  /** The public origin: the only source of the links in the mails (http/public-origin.ts). */
  publicUrl: string;
  /** NEWSLETTER_LINK_KEY: signs the preferences and unsubscribe links. */
  linkKey: Buffer;
  /** Undefined when background jobs are off: nothing is sent. */
  queue: JobQueue | undefined;
  /** NEWSLETTER_RATE_PER_MINUTE: mails of an issue per minute, for the whole deployment. */
  ratePerMinute: number;
  now?: () => Date;
  /** How the delivery waits between mails (tests and the bench replace it). */
  sleep?: (ms: number) => Promise<void>;
  onWarning?: (message: string, error?: unknown) => void;
}

type SaveInput = z.output<typeof NewsletterSaveSchema>;
type IssueInput = z.output<typeof NewsletterIssueInputSchema>;

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');
const topicsOf = (topics: string[]) =>
  topics.filter((t): t is NewsletterTopic => (NEWSLETTER_TOPICS as readonly string[]).includes(t));

export function createNewsletterService(deps: NewsletterDeps) {
  const { db, mail } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const links = createLinkSigner(deps.linkKey);
  const pageUrl = (name: string, row: { market: string; language: string }, token: string) =>
    `${deps.publicUrl}${generate(name, { ...localePrefix(row.market, languageOf(row.language)), token })}`;

  const subscription = (row: repo.SubscriberRow | null, email: string): NewsletterSubscription =>
    row
      ? {
          email: row.email,
          status: row.status as NewsletterSubscription['status'],
          topics: topicsOf(row.topics),
        }
      : { email, status: 'none', topics: [] };

  /**
   * A sign-up: the address's row (pending when new), the consent as it was given, and the
   * confirmation mail. A confirmed address gets no mail and no change: the answer is the same
   * either way, so nobody learns who subscribes.
   */
  async function requestConsent(
    input: { email: string; topics: string[]; source: NewsletterSource; market: string; language: Language },
    proof: RequestProof,
    customerId: number | null,
  ): Promise<void> {
    const consentText = translate(input.language, 'newsletter.consent');
    const { token, hash } = confirmationToken();
    const sendMail = await deps.rateLimits
      .consume('newsletterMailEmail', input.email)
      .then(() => true)
      .catch(() => false);
    const row = await repo.inTransaction(db, async (tx) => {
      const subscriber = await repo.upsertSubscriber(tx, {
        email: input.email,
        language: input.language,
        market: input.market,
        topics: input.topics,
        customerId,
      });
      if (subscriber.status === 'confirmed' || !sendMail) return null;
      await repo.insertConsent(tx, {
        subscriberId: subscriber.id,
        email: input.email,
        source: input.source,
        consentText,
        consentVersion: NEWSLETTER_CONSENT_VERSION,
        language: input.language,
        topics: input.topics,
        ip: proof.ip,
        userAgent: proof.userAgent.slice(0, 500),
        tokenHash: hash,
        expiresAt: new Date(now().getTime() + NEWSLETTER_CONFIRM_HOURS * 3600_000),
      });
      return subscriber;
    });
    if (!row) return;
    const url = pageUrl('newsletter_confirm', { market: input.market, language: input.language }, token);
    await mail.send({
      kind: 'newsletter_confirm',
      to: input.email,
      language: input.language,
      ...newsletterConfirmMail(input.language, url, NEWSLETTER_CONFIRM_HOURS),
    });
  }

  async function subscriberOfLink(token: string): Promise<repo.SubscriberRow> {
    const id = links.verify(token);
    const row = id === null ? null : await repo.subscriberById(db, id);
    if (!row) throw notFound('newsletter.errors.token');
    return row;
  }

  async function unsubscribeRow(row: repo.SubscriberRow): Promise<void> {
    if (row.status === 'unsubscribed') return;
    await repo.updateSubscriber(db, row.id, { status: 'unsubscribed', unsubscribedAt: now() });
  }

  const issueView = (row: repo.IssueRow, sent: number): NewsletterIssue => ({
    id: row.id,
    subject: row.subject,
    body: row.body,
    markets: row.markets,
    languages: row.languages,
    topic: row.topic as NewsletterTopic,
    status: row.status as NewsletterIssue['status'],
    createdAt: row.createdAt.toISOString(),
    queuedAt: row.queuedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    recipients: row.recipients,
    sent,
  });

  async function issueOrNotFound(id: number): Promise<repo.IssueRow> {
    const row = await repo.issueById(db, id);
    if (!row) throw notFound('newsletter.desk.notFound');
    return row;
  }

  /** The mail of an issue to one subscriber, in their language (the issue has all four). */
  function issueMail(issue: repo.IssueRow, to: { id: number; language: string; market: string }) {
    const language = languageOf(to.language);
    const token = links.sign(to.id);
    const unsubscribe = pageUrl('newsletter_unsubscribe', to, token);
    return {
      unsubscribe,
      rendered: newsletterIssueMail(
        language,
        {
          subject: issue.subject[language] ?? issue.subject.en ?? '',
          body: issue.body[language] ?? issue.body.en ?? '',
        },
        { preferences: pageUrl('newsletter_preferences', to, token), unsubscribe },
      ),
    };
  }

  /**
   * Writes the issue's send records, a batch per statement, from where a previous run stopped (the
   * records are written in subscriber order, so the highest one written is the place to go on
   * from); then hands the issue to the delivery.
   */
  async function fanOut(issueId: number): Promise<void> {
    const issue = await repo.issueById(db, issueId);
    if (!issue || issue.status === 'draft' || issue.status === 'sent') return;
    if (issue.recipients === null) {
      let after = await repo.lastQueuedSubscriber(db, issueId);
      for (;;) {
        const { lastId } = await repo.queueBatch(db, issue, after, FANOUT_BATCH);
        if (lastId === null) break;
        after = lastId;
      }
      await repo.setIssue(db, issueId, { recipients: await repo.countSends(db, issueId), status: 'sending' });
    }
    await deps.queue?.enqueue(NEWSLETTER_DELIVER_QUEUE, [{ issueId }]);
  }

  /**
   * Delivers queued mails of an issue at the configured rate for one slice, then hands on to a next
   * job. One worker at a time (the lease); each mail is claimed and written to the outbox in one
   * transaction, so a crash leaves it queued (sent by the next job), never sent twice.
   * Returns the mails sent by this run.
   */
  async function deliver(issueId: number): Promise<number> {
    const issue = await repo.issueById(db, issueId);
    if (!issue || issue.status !== 'sending') return 0;
    if (!(await repo.takeLease(db, issueId, LEASE_SECONDS))) return 0;
    const interval = 60_000 / deps.ratePerMinute;
    const started = Date.now();
    let sent = 0;
    let more = true;
    try {
      while (Date.now() - started < DELIVER_SLICE_MS) {
        const due = started + sent * interval;
        if (due > Date.now()) await sleep(due - Date.now());
        const done = await repo.inTransaction(db, async (tx) => {
          const claimed = await repo.claimNextSend(tx, issueId);
          if (!claimed) return 'none' as const;
          if (claimed.status !== 'confirmed') {
            await repo.markSkipped(tx, claimed.sendId);
            return 'skipped' as const;
          }
          const subscriber = await repo.subscriberById(tx, claimed.subscriberId);
          const { rendered, unsubscribe } = issueMail(issue, subscriber!);
          await mail.send(
            {
              kind: 'newsletter',
              to: claimed.email,
              language: languageOf(claimed.language),
              ...rendered,
              headers: {
                'List-Unsubscribe': `<${unsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            },
            { tx },
          );
          return 'sent' as const;
        });
        if (done === 'none') {
          more = false;
          break;
        }
        if (done === 'sent') sent += 1;
      }
      if (!more && (await repo.queuedLeft(db, issueId)) === 0)
        await repo.setIssue(db, issueId, { status: 'sent', finishedAt: now() });
    } finally {
      await repo.releaseLease(db, issueId);
    }
    if (more) await deps.queue?.enqueue(NEWSLETTER_DELIVER_QUEUE, [{ issueId }]);
    return sent;
  }

  return {
    /** POST /ajax/newsletter/save (spec §7 Common "newsletter save"): starts the double opt-in. */
    async save(input: SaveInput, context: RequestProof & { language: Language; customerId: number | null }) {
      await deps.rateLimits.consume('newsletterSaveIp', context.ip);
      const market = input.market ?? marketOfLanguage(context.language);
      await requestConsent(
        {
          email: input.email,
          topics: input.topics,
          source: input.source,
          market,
          language: context.language,
        },
        context,
        context.customerId,
      );
    },

    /** What the confirmation page shows: the address, and whether the link still works. */
    async confirmView(token: string): Promise<{ email: string; valid: boolean }> {
      const row = await repo.consentByToken(db, hashToken(token));
      if (!row) throw notFound('newsletter.errors.token');
      return { email: row.email, valid: row.confirmedAt === null && row.expiresAt > now() };
    },

    /**
     * The confirmation: the token works once and before it expires; the consent's record gets the
     * time, address and browser of the confirmation. Returns the subscriber's preferences token.
     */
    async confirm(
      token: string,
      proof: RequestProof,
    ): Promise<{ subscription: NewsletterSubscription; link: string }> {
      const at = now();
      const used = await repo.inTransaction(db, async (tx) => {
        const consent = await repo.useConsent(tx, hashToken(token), at, {
          ip: proof.ip,
          userAgent: proof.userAgent.slice(0, 500),
        });
        if (!consent) return null;
        return repo.updateSubscriber(tx, consent.subscriberId, {
          status: 'confirmed',
          topics: consent.topics,
          language: consent.language,
          confirmedAt: at,
          unsubscribedAt: null,
        });
      });
      if (!used) {
        const known = await repo.consentByToken(db, hashToken(token));
        throw known ? new AppError(410, 'newsletter.errors.expired') : notFound('newsletter.errors.token');
      }
      return { subscription: subscription(used, used.email), link: links.sign(used.id) };
    },

    /** The preferences and unsubscribe pages: the subscription a signed link names. */
    async byLink(token: string): Promise<NewsletterSubscription> {
      const row = await subscriberOfLink(token);
      return subscription(row, row.email);
    },

    /** Topics by the preferences link; an address that left must sign up again (a new consent). */
    async updateByLink(token: string, topics: NewsletterTopic[]): Promise<NewsletterSubscription> {
      const row = await subscriberOfLink(token);
      if (row.status !== 'confirmed') throw new AppError(409, 'newsletter.preferences.unsubscribed');
      return subscription(await repo.updateSubscriber(db, row.id, { topics }), row.email);
    },

    /** One-click unsubscribe (RFC 8058) and the unsubscribe page's button; repeating it is harmless. */
    async unsubscribeByLink(token: string): Promise<NewsletterSubscription> {
      const row = await subscriberOfLink(token);
      await unsubscribeRow(row);
      return { email: row.email, status: 'unsubscribed', topics: topicsOf(row.topics) };
    },

    /** The profile's section: the subscription of the customer's communication address. */
    async ofCustomer(customer: { id: number; email: string }): Promise<NewsletterSubscription> {
      return subscription(await repo.subscriberOfCustomer(db, customer.id, customer.email), customer.email);
    },

    /**
     * POST /ajax/customer/newsletter/update (spec §7 Customer "newsletter update"): subscribing
     * sends the confirmation (the account's address is not proof that its reader agreed), changing
     * topics of a confirmed subscription takes effect at once, leaving too.
     */
    async updateForCustomer(
      customer: { id: number; email: string; language: Language; country: string },
      change: { subscribed: boolean; topics?: NewsletterTopic[]; consent?: true },
      proof: RequestProof,
    ): Promise<NewsletterSubscription> {
      const row = await repo.subscriberOfCustomer(db, customer.id, customer.email);
      if (!change.subscribed) {
        if (row) await unsubscribeRow(row);
      } else if (row?.status === 'confirmed') {
        if (change.topics) await repo.updateSubscriber(db, row.id, { topics: change.topics });
      } else {
        if (!change.consent)
          throw new AppError(422, 'errors.invalidData', {
            data: [{ field: 'consent', key: 'newsletter.errors.consent' }],
          });
        await deps.rateLimits.consume('newsletterSaveIp', proof.ip);
        await requestConsent(
          {
            email: row?.email ?? customer.email,
            topics: change.topics ?? [...NEWSLETTER_TOPICS],
            source: 'profile',
            market: getMarket(customer.country).country,
            language: customer.language,
          },
          proof,
          customer.id,
        );
      }
      return subscription(await repo.subscriberOfCustomer(db, customer.id, customer.email), customer.email);
    },

    /** A registration's "send me the newsletter": the same double opt-in as the footer's. */
    async fromRegistration(
      person: { email: string; language: Language; country: string; customerId: number },
      proof: RequestProof,
    ): Promise<void> {
      await requestConsent(
        {
          email: person.email.toLowerCase(),
          topics: [...NEWSLETTER_TOPICS],
          source: 'registration',
          market: getMarket(person.country).country,
          language: person.language,
        },
        proof,
        person.customerId,
      );
    },

    /** The stored proof of consent of an address (tests; a data subject's access request). */
    consentsOf: async (email: string) => {
      const row = await repo.subscriberByEmail(db, email.toLowerCase());
      return row ? repo.consentsOf(db, row.id) : [];
    },

    // ---- the staff desk ----

    async issues(): Promise<NewsletterIssue[]> {
      const rows = await repo.listIssues(db, 100);
      const sent = await repo.sentCounts(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((row) => issueView(row, sent.get(row.id) ?? 0));
    },

    async issue(id: number): Promise<NewsletterIssue> {
      const row = await issueOrNotFound(id);
      return issueView(row, (await repo.sentCounts(db, [id])).get(id) ?? 0);
    },

    async createIssue(input: IssueInput, staffId: number): Promise<NewsletterIssue> {
      return repo.inTransaction(db, async (tx) => {
        const row = await repo.insertIssue(tx, { ...input, createdBy: staffId });
        await audit(tx, {
          staffId,
          action: 'newsletter.issue.create',
          subject: `newsletter:${row.id}`,
          details: {
            subject: input.subject.en,
            topic: input.topic,
            markets: input.markets,
            languages: input.languages,
          },
        });
        return issueView(row, 0);
      });
    },

    async updateIssue(id: number, input: IssueInput, staffId: number): Promise<NewsletterIssue> {
      await issueOrNotFound(id);
      return repo.inTransaction(db, async (tx) => {
        const row = await repo.updateDraft(tx, id, input);
        if (!row) throw new AppError(409, 'newsletter.desk.notDraft');
        await audit(tx, { staffId, action: 'newsletter.issue.update', subject: `newsletter:${id}` });
        return issueView(row, 0);
      });
    },

    /** The segment's size and the mail in each language, as subscribers will get it. */
    async preview(id: number): Promise<NewsletterPreview> {
      const row = await issueOrNotFound(id);
      const languages = row.languages.length ? row.languages : [...LANGUAGES];
      return {
        recipients: row.recipients ?? (await repo.countSegment(db, row)),
        mails: languages.map((language) => {
          const { rendered } = issueMail(row, {
            id: 0,
            language,
            market: marketOfLanguage(languageOf(language)),
          });
          return { language, subject: rendered.subject, html: rendered.html, text: rendered.text };
        }),
      };
    },

    /** Queues a draft for sending (once: a second click finds it queued and gets a 409). */
    async send(id: number, staffId: number): Promise<NewsletterIssue> {
      const row = await issueOrNotFound(id);
      if (row.status !== 'draft') throw new AppError(409, 'newsletter.desk.notDraft');
      const recipients = await repo.countSegment(db, row);
      if (recipients === 0) throw new AppError(409, 'newsletter.desk.noRecipients');
      const queued = await repo.inTransaction(db, async (tx) => {
        const updated = await repo.markQueued(tx, id, now());
        if (!updated) throw new AppError(409, 'newsletter.desk.notDraft');
        await audit(tx, {
          staffId,
          action: 'newsletter.issue.send',
          subject: `newsletter:${id}`,
          details: { recipients },
        });
        return updated;
      });
      await deps.queue?.enqueue(NEWSLETTER_FANOUT_QUEUE, [{ issueId: id }]);
      return issueView(queued, 0);
    },

    fanOut,
    deliver,

    queueDefinitions: [
      {
        name: NEWSLETTER_FANOUT_QUEUE,
        retryLimit: 8,
        expireInSeconds: 300,
        handler: async (data: { issueId: number }) => fanOut(data.issueId),
      },
      {
        name: NEWSLETTER_DELIVER_QUEUE,
        retryLimit: 20,
        // A slice plus a mail server's slow answer; past it the job is retried (the lease has run out).
        expireInSeconds: 120,
        handler: async (data: { issueId: number }) => {
          await deliver(data.issueId);
        },
      },
    ] satisfies QueueDefinition<{ issueId: number }>[],
  };
}

/** A visitor's market when the page did not say: the first market speaking their language. */
function marketOfLanguage(language: Language): string {
  return getMarket(language).language === language
    ? getMarket(language).country
    : getMarket(undefined).country;
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
