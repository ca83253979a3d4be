import type { Redis } from 'ioredis';
import { AppError, type MessageKey } from '../../../common/errors';
import type { Db } from '../../db/client';
import {
  deleteCounter,
  deleteExpiredCounters,
  incrementCounter,
  readCounter,
  releaseCounter,
  type CounterRow,
} from './rate-limit.repository';

/**
 * The shop's one rate-limit facility: every limit (logins, mails, short links, recommendation
 * clicks) is a rule here, counted in PostgreSQL (or Redis with REDIS_URL), never in process memory,
 * so every instance behind a load balancer sees the same counts. Each count is one atomic increment,
 * so parallel requests get distinct counts. Windows are fixed and short: a limit slows guessing down
 * without locking a person out for long (ADR 017).
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<CounterRow>;
  read(key: string): Promise<CounterRow | null>;
  /** Gives one counted attempt back (it turned out to be a success), never below zero. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Drops counters whose window ended long ago (Redis expires its keys itself). */
  sweep(): Promise<number>;
}

export function postgresCounterStore(db: Db): CounterStore {
  return {
    increment: (key, windowMs) => incrementCounter(db, key, windowMs),
    read: (key) => readCounter(db, key),
    release: (key) => releaseCounter(db, key),
    reset: (key) => deleteCounter(db, key),
    sweep: () => deleteExpiredCounters(db),
  };
}

export function redisCounterStore(redis: Redis, prefix = 'rl:'): CounterStore {
  return {
    async increment(key, windowMs) {
      // INCR then PEXPIRE NX: the first hit of a window sets its end, later hits keep it.
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec()) as [[null, number], [null, number], [null, number]];
      return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async read(key) {
      const [[, value], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[null, string | null], [null, number]];
      return value === null || ttl <= 0
        ? null
        : { count: Number(value), resetAt: new Date(Date.now() + ttl) };
    },
    async release(key) {
      // Lua keeps the check and the decrement one step, so a count never goes below zero.
      await redis.eval(
        "local v = tonumber(redis.call('GET', KEYS[1])) if v and v > 0 then redis.call('DECR', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    sweep: async () => 0,
  };
}

export interface RateRule {
  limit: number;
  windowMs: number;
  message: MessageKey;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_RULES = {
  /**
   * Failed logins of one account from one address (spec: at most 10 a minute): refused beyond it.
   * Keyed by the pair, so strangers guessing from elsewhere cannot lock the owner out (ADR 017).
   */
  loginAccountIp: {
    limit: 10,
    windowMs: MINUTE,
    message: 'errors.rateLimit.loginAccountIp',
  },
  /**
   * Failed logins of one account from everywhere: beyond it logins are slowed down, never refused,
   * and not at all from a device the account has logged in from before (ADR 017).
   */
  loginAccount: { limit: 10, windowMs: MINUTE, message: 'errors.rateLimit.loginAccount' },
  /** Failed logins from one address: an office behind one address still has room. */
  loginIp: { limit: 30, windowMs: MINUTE, message: 'errors.rateLimit.loginIp' },
  registrationIp: { limit: 10, windowMs: HOUR, message: 'errors.rateLimit.registrationIp' },
  verificationEmail: {
    limit: 3,
    windowMs: 10 * MINUTE,
    message: 'errors.rateLimit.verificationEmail',
  },
  verificationIp: {
    limit: 10,
    windowMs: HOUR,
    message: 'errors.rateLimit.verificationIp',
  },
  /**
   * Reset mails of one address: minutes, not an hour, so a stranger's requests delay the owner
   * briefly at most; the link of the last mail sent keeps working meanwhile (ADR 017).
   */
  resetAccount: {
    limit: 3,
    windowMs: 10 * MINUTE,
    message: 'errors.rateLimit.resetAccount',
  },
  resetIp: {
    limit: 10,
    windowMs: HOUR,
    message: 'errors.rateLimit.resetIp',
  },
  /** E-invoice activation mails of one customer: each goes to an address the customer typed. */
  einvoiceMail: {
    limit: 5,
    windowMs: HOUR,
    message: 'errors.rateLimit.einvoiceMail',
  },
  /** Invitations of contact persons by one customer: each is a mail to an address the customer typed. */
  invitationCustomer: {
    limit: 10,
    windowMs: HOUR,
    message: 'errors.rateLimit.invitationCustomer',
  },
  invitationIp: {
    limit: 20,
    windowMs: HOUR,
    message: 'errors.rateLimit.invitationIp',
  },
  /** Short links: each may add a row, a generous limit keeps a script from filling the table. */
  tinyUrlIp: {
    limit: 120,
    windowMs: MINUTE,
    message: 'errors.rateLimit.tinyUrlIp',
  },
  /**
   * Look-ups of shared lists by public token: a person opens a few links, a script trying tokens
   * thousands; counted whether the token exists or not.
   */
  favouritesTokenIp: {
    limit: 60,
    windowMs: MINUTE,
    message: 'favourites.errors.tooManyLookups',
  },
  /**
   * Quick-buy matching of typed or pasted lines (issue 18): open to visitors, and each call may
   * match thousands of lines; a buyer pastes a few lists a minute, a script far more.
   */
  quickbuyReadIp: {
    limit: 120,
    windowMs: MINUTE,
    message: 'quickbuy.errors.tooManyReads',
  },
  /** Clicks on recommended products: each adds a row of tracking data; a person clicks far fewer. */
  recommendationClickIp: {
    limit: 120,
    windowMs: MINUTE,
    message: 'errors.rateLimit.recommendationClickIp',
  },
  /** Requests for quote a customer creates or changes: each writes up to 500 lines (issue 18). */
  rfqWritesCustomer: {
    limit: 120,
    windowMs: HOUR,
    message: 'rfq.errors.tooManyWrites',
  },
  /**
   * Complaint uploads of one customer (ADR 065): each may write 10 files of 10 MiB and re-encode
   * images; a person documenting a few complaints sends a handful, a script thousands.
   */
  complaintUploadsCustomer: {
    limit: 60,
    windowMs: HOUR,
    message: 'complaints.errors.tooManyUploads',
  },
  /**
   * Discount codes tried by one customer: a buyer types one or two, a script guessing codes
   * thousands; counted whether the code exists or not (ADR 050).
   */
  discountCodeCustomer: {
    limit: 30,
    windowMs: 10 * MINUTE,
    message: 'discounts.tooManyTries',
  },
  /**
   * ALTCHA challenges one address asks for (ADR 069): each costs the server a key derivation; a
   * person needs one per form, an office behind one address a few dozen a minute.
   */
  captchaChallengeIp: {
    limit: 60,
    windowMs: MINUTE,
    message: 'errors.rateLimit.captchaChallengeIp',
  },
  /**
   * Contact forms and product enquiries (issue 20, ADR 066), counted once a message passed its
   * checks: per address an office behind one IP still has room; per e-mail short, so a stranger
   * using someone's address delays them by minutes at most.
   */
  enquiryIp: { limit: 30, windowMs: 10 * MINUTE, message: 'enquiries.errors.tooManyFromNetwork' },
  enquiryEmail: { limit: 5, windowMs: 10 * MINUTE, message: 'enquiries.errors.tooManyForEmail' },
  /**
   * Questions to marketplace sellers (ADR 072), per contact person: each one mails a third party in
   * the shop's name, so a company's colleague cannot flood a seller. Counted once the question passed.
   */
  marketplaceQuestions: { limit: 10, windowMs: HOUR, message: 'marketplace.errors.tooMany' },
  /** Staff logins (ADR 048): per (account, address) and per address, as the customers' are. */
  staffLoginAccountIp: { limit: 10, windowMs: MINUTE, message: 'errors.rateLimit.loginAccountIp' },
  staffLoginIp: { limit: 30, windowMs: MINUTE, message: 'errors.rateLimit.loginIp' },
  /**
   * Failed logins of one staff account from everywhere: never refuses (strangers must not lock a
   * member out); past a few, the desk's login asks for the captcha (ADR 058).
   */
  staffLoginAccount: { limit: 0, windowMs: 15 * MINUTE, message: 'errors.rateLimit.loginAccount' },
  /**
   * Guest orders (issue 22, ADR 083), counted before anything is written: each makes a guest record
   * and mails the address typed. A person orders a few times an hour; a script using the shop to
   * send mail far more, so both the address and the e-mail are counted.
   */
  guestOrderIp: { limit: 10, windowMs: HOUR, message: 'guest.errors.tooManyOrdersIp' },
  guestOrderEmail: { limit: 5, windowMs: HOUR, message: 'guest.errors.tooManyOrdersEmail' },
  /**
   * Visitor cart pricing (ADR 087): open to visitors, up to 50 lines a call; a shopper's cart page
   * asks once a load and once a change of an amount, a script thousands.
   */
  visitorCartIp: { limit: 120, windowMs: MINUTE, message: 'guest.cart.errors.tooMany' },
  /** Newsletter sign-ups from one address (issue 20): a person signs up once, a script thousands. */
  newsletterSaveIp: { limit: 10, windowMs: 10 * MINUTE, message: 'newsletter.tooManyTries' },
  /**
   * Confirmation mails to one address: past the limit the sign-up still answers the same (no
   * enumeration), but no further mail goes out, so nobody can flood a stranger's mailbox.
   */
  newsletterMailEmail: { limit: 3, windowMs: HOUR, message: 'newsletter.tooManyTries' },
  /** Second-factor codes of one pending staff login: 10^6 codes, so a handful of tries per window. */
  staffCode: { limit: 5, windowMs: 5 * MINUTE, message: 'errors.rateLimit.loginAccountIp' },
  /** Live chat (ADR 068): a person types a few lines a minute; a script hundreds. */
  chatMessageVisitor: { limit: 20, windowMs: MINUTE, message: 'chat.errors.tooFast' },
  /** Every chat call of one address (an office behind one address chats from many browsers). */
  chatMessageIp: { limit: 120, windowMs: MINUTE, message: 'chat.errors.tooFast' },
  /**
   * Poll answers and their changes from one address (ADR 071): a person answers a poll or two and
   * adds a comment; a script stuffing a poll with visitor cookies thousands.
   */
  pollAnswerIp: { limit: 20, windowMs: 10 * MINUTE, message: 'polls.errors.tooMany' },
  /**
   * Analytics batches of one address (ADR 082): a shopper's browser sends a batch every few seconds
   * at most while adding to the cart; a script filling the funnel thousands.
   */
  analyticsIp: { limit: 60, windowMs: MINUTE, message: 'analytics.tooMany' },
  /** Out-of-hours enquiries of one address. */
  chatOfflineIp: { limit: 5, windowMs: HOUR, message: 'chat.errors.tooFast' },
  /**
   * cXML PunchOut setup requests from one address (ADR 074): a procurement system sends one per
   * buyer opening the shop; a script trying secrets sends thousands.
   */
  punchoutSetupIp: { limit: 120, windowMs: MINUTE, message: 'punchout.errors.tooManySetups' },
  /**
   * Tender item lists of one customer (ADR 070): each is matched and its alternatives looked up, a
   * few seconds of work; a buyer makes a few a day, a script hundreds.
   */
  tenderListCustomer: { limit: 20, windowMs: HOUR, message: 'tenders.errors.tooMany' },
  /**
   * Mailed links tried from one address (wizard links and document links, ADR 073): a person opens
   * a handful; the signature refuses forgeries before the database, and this stops a guessing run.
   */
  wizardTokenIp: { limit: 30, windowMs: 10 * MINUTE, message: 'wizards.errors.tooManyTries' },
  /** Company-change and acceptance links mailed at a customer's request. */
  wizardRequestCustomer: { limit: 5, windowMs: HOUR, message: 'wizards.errors.tooManyRequests' },
  /**
   * Calls of one customer-API client (ADR 079): the limit is the client's own (`requests_per_minute`,
   * 120 by default), given to `take`; this one is the default. Answered with RateLimit-* headers.
   */
  apiClient: { limit: 120, windowMs: MINUTE, message: 'customerApi.errors.rateLimited' },
  /** Token requests from one address: an ERP asks for one an hour; a script guessing secrets thousands. */
  apiTokenIp: { limit: 60, windowMs: MINUTE, message: 'customerApi.errors.tooManyTokens' },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

export class TooManyRequestsError extends AppError {
  constructor(
    key: MessageKey,
    readonly retryAfterSeconds: number,
  ) {
    super(429, key, { params: { seconds: retryAfterSeconds }, retryAfter: retryAfterSeconds });
  }
}

export function createRateLimits(store: CounterStore, rules: Record<RateRuleName, RateRule> = RATE_RULES) {
  const keyOf = (name: RateRuleName, subject: string) => `${name}:${subject}`;
  const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));

  return {
    /** Counts one attempt and refuses it when the window's limit is passed. */
    async consume(name: RateRuleName, subject: string): Promise<void> {
      const rule = rules[name];
      const counter = await store.increment(keyOf(name, subject), rule.windowMs);
      if (counter.count > rule.limit)
        throw new TooManyRequestsError(rule.message, secondsUntil(counter.resetAt));
    },
    /**
     * Counts one request and tells where the window stands, for the IETF RateLimit headers (limit,
     * remaining, seconds to the reset) without refusing: the caller answers 429 when `exceeded`.
     * `limit` replaces the rule's (a customer-API client's own). One atomic increment, so parallel
     * requests get distinct counts and exactly the requests past the limit are refused.
     */
    async take(
      name: RateRuleName,
      subject: string,
      limit: number = rules[name].limit,
    ): Promise<{ limit: number; remaining: number; resetSeconds: number; exceeded: boolean }> {
      const counter = await store.increment(keyOf(name, subject), rules[name].windowMs);
      return {
        limit,
        remaining: Math.max(0, limit - counter.count),
        resetSeconds: secondsUntil(counter.resetAt),
        exceeded: counter.count > limit,
      };
    },
    /**
     * Counts one attempt and tells how far past the limit it is (0: within), without refusing: for
     * limits that slow down instead. One atomic increment, so parallel attempts get distinct counts.
     */
    async hit(name: RateRuleName, subject: string): Promise<number> {
      const rule = rules[name];
      const counter = await store.increment(keyOf(name, subject), rule.windowMs);
      return Math.max(0, counter.count - rule.limit);
    },
    /** How many attempts the window holds so far (0 when none), without counting one. */
    async count(name: RateRuleName, subject: string): Promise<number> {
      return (await store.read(keyOf(name, subject)))?.count ?? 0;
    },
    /** Gives back an attempt counted before the work (a login that succeeded). */
    async release(name: RateRuleName, subject: string): Promise<void> {
      await store.release(keyOf(name, subject));
    },
    /** Whether a marker (a known device) is live: a counter used as a set member with a lifetime. */
    async isMarked(key: string): Promise<boolean> {
      return (await store.read(`mark:${key}`)) !== null;
    },
    async mark(key: string, ttlMs: number): Promise<void> {
      await store.increment(`mark:${key}`, ttlMs);
    },
    async reset(name: RateRuleName, subject: string): Promise<void> {
      await store.reset(keyOf(name, subject));
    },
    sweep: () => store.sweep(),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
