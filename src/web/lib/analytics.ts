/**
 * The browser's side of the shop's own analytics (ADR 082): `track()` queues an event only while the
 * visitor's consent cookie says yes to analytics, and sends the queue to the shop's endpoint in
 * batches of 20 (spec §9), after ANALYTICS_FLUSH_MS, or when the page is hidden. An event that
 * happens before consent is dropped, never kept for later. No third party, no cookie of its own.
 *
 * Only code loaded on use imports this (the add-to-cart flow, the order form): not the first paint.
 */
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_MS,
  countsAddToCart,
  type AnalyticsEvent,
} from '../../common/analytics-rules';
import { generate } from '../../common/routes';
import { postJson } from './api';
import { currentConsent } from './cookies';

type Tracked =
  | { name: 'add_to_cart'; symbol: string; amount: number; currency: string }
  | { name: 'order_success'; orderNumber: string };

export interface AnalyticsSender {
  send: (events: AnalyticsEvent[]) => Promise<unknown>;
  consented: () => boolean;
  schedule: (run: () => void, ms: number) => void;
  now: () => Date;
  path: () => string;
}

const browserSender: AnalyticsSender = {
  // keepalive: a batch sent as the page is left still arrives.
  send: (events) => postJson(generate('analytics_events'), { events }, { keepalive: true }),
  consented: () => currentConsent()?.analytics === true,
  schedule: (run, ms) => void setTimeout(run, ms),
  now: () => new Date(),
  path: () => window.location.pathname,
};

export function createAnalytics(sender: AnalyticsSender) {
  let queue: AnalyticsEvent[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    // Consent withdrawn since the events were queued: they are not sent.
    if (!sender.consented()) queue = [];
    while (queue.length > 0) {
      const batch = queue.slice(0, ANALYTICS_BATCH_SIZE);
      queue = queue.slice(ANALYTICS_BATCH_SIZE);
      // Analytics never bothers the shopper: a lost batch is lost.
      void sender.send(batch).catch(() => undefined);
    }
  };

  const track = (tracked: Tracked): boolean => {
    if (!sender.consented()) return false;
    if (tracked.name === 'add_to_cart' && !countsAddToCart(tracked.currency)) return false;
    const base = { at: sender.now().toISOString(), path: sender.path() };
    queue.push(
      tracked.name === 'add_to_cart'
        ? { name: 'add_to_cart', ...base, symbol: tracked.symbol, amount: tracked.amount }
        : { name: 'order_success', ...base, orderNumber: tracked.orderNumber },
    );
    if (queue.length >= ANALYTICS_BATCH_SIZE) flush();
    else if (!scheduled) {
      scheduled = true;
      sender.schedule(flush, ANALYTICS_FLUSH_MS);
    }
    return true;
  };

  return { track, flush };
}

const shared = createAnalytics(browserSender);
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') shared.flush();
  });

/** Records an event of the page if the visitor consented to analytics (else nothing happens). */
export const track = shared.track;
