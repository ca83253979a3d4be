import { stringify } from 'csv-stringify/sync';
import { lt } from 'drizzle-orm';
import {
  ANALYTICS_RETENTION_DAYS,
  marketOfPath,
  type AnalyticsBatch,
  type AnalyticsFunnel,
  type AnalyticsFunnelQuery,
} from '../../../common/analytics';
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { AppError } from '../../../common/errors';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { UTF8_BOM } from '../../http/csv-cells';
import type { QueueDefinition } from '../../jobs';
import type { RateLimits } from '../auth';
import { affected } from './analytics.rows';
import { analyticsFunnel } from './analytics.funnel';
import { addToCartValues } from './analytics.values';

export interface AnalyticsDeps {
  db: Db;
  rateLimits: RateLimits;
  now?: () => Date;
  /** Days events are kept (ADR 086); ANALYTICS_RETENTION_DAYS unless configured. */
  retentionDays?: number;
}

/** The retention sweep's queue and schedule (daily at 03:40, like the other nightly sweeps). */
export const ANALYTICS_SWEEP_QUEUE = 'analytics-retention';
export const ANALYTICS_SWEEP_CRON = '40 3 * * *';

export interface AnalyticsService {
  /**
   * Stores a batch of a consenting visitor's events (ADR 082). Without analytics consent nothing is
   * stored, whatever the browser sends: 403.
   */
  record(
    batch: AnalyticsBatch,
    /** `market`: a logged-in customer's own market; a visitor's events take their page's. */
    caller: { ip: string; analyticsConsent: boolean; market?: string | null },
  ): Promise<void>;
  /** The stored events by name (tests; the desk's funnel reads the table the same way). */
  counts(): Promise<Record<string, number>>;
  /** The desk's funnel of a period and market (ADR 086): 422 for a reversed or over-long period. */
  funnel(query: AnalyticsFunnelQuery): Promise<AnalyticsFunnel>;
  /** The funnel's daily table as CSV (semicolons, a BOM for spreadsheets), headed in the language. */
  exportCsv(
    query: AnalyticsFunnelQuery,
    language: Language,
  ): Promise<{ funnel: AnalyticsFunnel; csv: Buffer }>;
  /** Deletes the events older than the retention days; how many went. */
  sweep(): Promise<number>;
  /** The pg-boss job that sweeps on its schedule. */
  queueDefinition: QueueDefinition<object>;
}

export function createAnalyticsService({
  db,
  rateLimits,
  now = () => new Date(),
  retentionDays = ANALYTICS_RETENTION_DAYS,
}: AnalyticsDeps): AnalyticsService {
  const funnel = (query: AnalyticsFunnelQuery) => analyticsFunnel(db, query, now());
  const sweep = async () => {
    const before = new Date(now().getTime() - retentionDays * 86_400_000);
    return affected(await db.delete(analyticsEvents).where(lt(analyticsEvents.occurredAt, before)));
  };
  return {
    async record(batch, caller) {
      if (!caller.analyticsConsent) throw new AppError(403, 'analytics.noConsent');
      await rateLimits.consume('analyticsIp', caller.ip);
      const values = await addToCartValues(
        db,
        batch.events.flatMap((event) => ('amount' in event ? [event] : [])),
      );
      let added = 0;
      await db.insert(analyticsEvents).values(
        batch.events.map((event) => ({
          name: event.name,
          occurredAt: new Date(event.at),
          path: event.path,
          symbol: 'symbol' in event ? event.symbol : null,
          amount: 'amount' in event ? event.amount : null,
          orderNumber: 'orderNumber' in event ? event.orderNumber : null,
          market: caller.market ?? marketOfPath(event.path),
          valuePln: 'amount' in event ? (values[added++] ?? null) : null,
        })),
      );
    },
    async counts() {
      const rows = await db.select({ name: analyticsEvents.name }).from(analyticsEvents);
      const counts: Record<string, number> = {};
      for (const row of rows) counts[row.name] = (counts[row.name] ?? 0) + 1;
      return counts;
    },
    funnel,
    sweep,
    queueDefinition: {
      name: ANALYTICS_SWEEP_QUEUE,
      retryLimit: 2,
      schedule: ANALYTICS_SWEEP_CRON,
      handler: async () => {
        await sweep();
      },
    },
    async exportCsv(query, language) {
      const result = await funnel(query);
      const t = (key: string) => translate(language, `analyticsDesk.columns.${key}`);
      const rows = [
        [t('day'), t('addToCart'), t('value'), t('orders')],
        ...result.days.map((d) => [d.day, String(d.addToCart), d.addToCartValuePln, String(d.orders)]),
      ];
      return { funnel: result, csv: Buffer.from(UTF8_BOM + stringify(rows, { delimiter: ';' }), 'utf8') };
    },
  };
}
