import { sql } from 'drizzle-orm';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsDay,
  type AnalyticsFunnel,
  type AnalyticsFunnelQuery,
} from '../../../common/analytics';
import { AppError } from '../../../common/errors';
import { SHOP_TIME_ZONE } from '../../../common/format';
import type { Db } from '../../db/client';
import { rowsOf } from './analytics.rows';

/**
 * The desk's funnel (ADR 086): add to cart → order placed over a period of the shop's days, from one
 * grouped query over analytics_events (its (name, occurred_at) index bounds the scan to the period).
 */

const DAY_MS = 86_400_000;
const ISO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic in UTC: no daylight-saving jumps). */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The period asked, or the last 7 days to today; a reversed or over-long period is a 422 saying so. */
export function funnelPeriod(query: AnalyticsFunnelQuery, now: Date): { from: string; to: string } {
  const to =
    query.to ?? (query.from ? shiftDay(query.from, ANALYTICS_DEFAULT_DAYS - 1) : ISO_DAY.format(now));
  const from = query.from ?? shiftDay(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  if (from > to) {
    throw new AppError(422, 'analyticsDesk.periodReversed', {
      data: [{ field: 'from', key: 'analyticsDesk.periodReversed' }],
    });
  }
  if (daysBetween(from, to) + 1 > ANALYTICS_MAX_DAYS) {
    const params = { max: ANALYTICS_MAX_DAYS };
    throw new AppError(422, 'analyticsDesk.periodTooLong', {
      params,
      data: [{ field: 'from', key: 'analyticsDesk.periodTooLong', params }],
    });
  }
  return { from, to };
}

interface DayRow {
  day: string;
  add_to_cart: number;
  value_pln: string;
  orders: number;
}

export async function analyticsFunnel(
  db: Db,
  query: AnalyticsFunnelQuery,
  now: Date,
): Promise<AnalyticsFunnel> {
  const { from, to } = funnelPeriod(query, now);
  const market = query.market ?? null;
  // Day bounds are the shop's midnights; an order counts once a day however often its success fired.
  const rows = rowsOf<DayRow>(
    await db.execute(sql`
      SELECT to_char((occurred_at AT TIME ZONE ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD') AS day,
             (count(*) FILTER (WHERE name = 'add_to_cart'))::int AS add_to_cart,
             (coalesce(sum(value_pln) FILTER (WHERE name = 'add_to_cart'), 0))::numeric(16, 2)::text AS value_pln,
             (count(DISTINCT order_number) FILTER (WHERE name = 'order_success'))::int AS orders
      FROM analytics_events
      WHERE name IN ('add_to_cart', 'order_success')
        AND occurred_at >= (${from}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}
        AND occurred_at < (${to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}
        ${market === null ? sql`` : sql`AND market = ${market}`}
      GROUP BY 1`),
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: AnalyticsDay[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    const row = byDay.get(day);
    days.push({
      day,
      addToCart: Number(row?.add_to_cart ?? 0),
      addToCartValuePln: row?.value_pln ?? '0.00',
      orders: Number(row?.orders ?? 0),
    });
  }
  const addToCart = days.reduce((sum, d) => sum + d.addToCart, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  // Grosze as integers: the total of the days' values without float drift.
  const grosze = days.reduce((sum, d) => sum + Math.round(Number(d.addToCartValuePln) * 100), 0);
  return {
    from,
    to,
    market,
    steps: [
      { step: 'addToCart', count: addToCart, conversion: null },
      { step: 'orders', count: orders, conversion: addToCart > 0 ? orders / addToCart : null },
    ],
    addToCartValuePln: (grosze / 100).toFixed(2),
    days,
  };
}
