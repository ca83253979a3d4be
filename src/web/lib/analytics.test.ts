import { describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_MS, type AnalyticsEvent } from '../../common/analytics-rules';
import { createAnalytics, type AnalyticsSender } from './analytics';

/** A sender that records batches, with the consent cookie's answer and the timer in the test's hands. */
function page(consent: { analytics: boolean }) {
  const sent: AnalyticsEvent[][] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const sender: AnalyticsSender = {
    send: async (events) => void sent.push(events),
    consented: () => consent.analytics,
    schedule: (run, ms) => void timers.push({ run, ms }),
    now: () => new Date('2026-11-26T12:00:00Z'),
    path: () => '/pl/BC547B/details',
  };
  const runTimers = () => timers.splice(0).forEach((t) => t.run());
  return { analytics: createAnalytics(sender), sent, timers, runTimers };
}

const ADD = { name: 'add_to_cart', symbol: 'BC547B', amount: 10, currency: 'PLN' } as const;

describe('analytics behind consent', () => {
  it('sends no event before the visitor consents, not even later', () => {
    const consent = { analytics: false };
    const { analytics, sent, runTimers } = page(consent);
    expect(analytics.track(ADD)).toBe(false);
    expect(analytics.track({ name: 'order_success', orderNumber: '123' })).toBe(false);
    analytics.flush();
    runTimers();
    consent.analytics = true; // consent given afterwards: what happened before stays unsent
    analytics.flush();
    runTimers();
    expect(sent).toEqual([]);
    analytics.track(ADD);
    analytics.flush();
    expect(sent.flat()).toHaveLength(1);
  });

  it('sends a consenting visitor’s events to the shop after the flush delay, with the page path', () => {
    const { analytics, sent, timers, runTimers } = page({ analytics: true });
    analytics.track(ADD);
    analytics.track({ name: 'order_success', orderNumber: '0001234' });
    expect(sent).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([ANALYTICS_FLUSH_MS]);
    runTimers();
    expect(sent).toEqual([
      [
        {
          name: 'add_to_cart',
          at: '2026-11-26T12:00:00.000Z',
          path: '/pl/BC547B/details',
          symbol: 'BC547B',
          amount: 10,
        },
        {
          name: 'order_success',
          at: '2026-11-26T12:00:00.000Z',
          path: '/pl/BC547B/details',
          orderNumber: '0001234',
        },
      ],
    ]);
  });

  it('sends in batches of 20 (spec §9)', () => {
    const { analytics, sent, runTimers } = page({ analytics: true });
    for (let i = 0; i < 45; i++) analytics.track(ADD);
    runTimers();
    expect(sent.map((batch) => batch.length)).toEqual([ANALYTICS_BATCH_SIZE, ANALYTICS_BATCH_SIZE, 5]);
  });

  it('counts add-to-cart in PLN only (spec §9)', () => {
    const { analytics, sent, runTimers } = page({ analytics: true });
    expect(analytics.track({ ...ADD, currency: 'EUR' })).toBe(false);
    expect(analytics.track({ ...ADD, currency: 'HUF' })).toBe(false);
    runTimers();
    expect(sent).toEqual([]);
  });

  it('drops queued events when consent is withdrawn before they are sent', () => {
    const consent = { analytics: true };
    const { analytics, sent, runTimers } = page(consent);
    analytics.track(ADD);
    consent.analytics = false;
    runTimers();
    expect(sent).toEqual([]);
  });
});
