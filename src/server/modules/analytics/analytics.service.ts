import type { AnalyticsBatch } from '../../../common/analytics';
import { AppError } from '../../../common/errors';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import type { RateLimits } from '../auth';

export interface AnalyticsDeps {
  db: Db;
  rateLimits: RateLimits;
}

export interface AnalyticsService {
  /**
   * Stores a batch of a consenting visitor's events (ADR 082). Without analytics consent nothing is
   * stored, whatever the browser sends: 403.
   */
  record(batch: AnalyticsBatch, caller: { ip: string; analyticsConsent: boolean }): Promise<void>;
  /** The stored events by name (tests; the desk's funnel reads the table the same way). */
  counts(): Promise<Record<string, number>>;
}

export function createAnalyticsService({ db, rateLimits }: AnalyticsDeps): AnalyticsService {
  return {
    async record(batch, caller) {
      if (!caller.analyticsConsent) throw new AppError(403, 'analytics.noConsent');
      await rateLimits.consume('analyticsIp', caller.ip);
      await db.insert(analyticsEvents).values(
        batch.events.map((event) => ({
          name: event.name,
          occurredAt: new Date(event.at),
          path: event.path,
          symbol: 'symbol' in event ? event.symbol : null,
          amount: 'amount' in event ? event.amount : null,
          orderNumber: 'orderNumber' in event ? event.orderNumber : null,
        })),
      );
    },
    async counts() {
      const rows = await db.select({ name: analyticsEvents.name }).from(analyticsEvents);
      const counts: Record<string, number> = {};
      for (const row of rows) counts[row.name] = (counts[row.name] ?? 0) + 1;
      return counts;
    },
  };
}
