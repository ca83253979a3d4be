/**
 * Back-orders (issue 22, ADR 077): how a line above the stock splits into what ships now and what
 * follows from the factory, and on which days. Pure, so the cart, the checkout summary, the order
 * pages, the mails and the server's placement compute the same split and the same dates.
 */
import { SAME_DAY_CUTOFF_HOUR_UTC } from './cart-rules';

/** A day as `YYYY-MM-DD` (UTC): what the order line stores and the pages format. */
export type IsoDay = string;

const isWorkingDay = (day: Date) => day.getUTCDay() >= 1 && day.getUTCDay() <= 5;
const isoDay = (day: Date): IsoDay => day.toISOString().slice(0, 10);

/** The day `days` working days after `from` (Saturdays and Sundays skipped; 0: `from`'s day). */
export function addWorkingDays(from: Date, days: number): IsoDay {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  for (let left = days; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return isoDay(day);
}

/** The day stock ordered at `at` leaves: that day before the cut-off on a working day, else the next working day. */
export function stockShipDay(at: Date): IsoDay {
  if (isWorkingDay(at) && at.getUTCHours() < SAME_DAY_CUTOFF_HOUR_UTC) return isoDay(at);
  return addWorkingDays(at, 1);
}

/** Whole order at once, or what is ready first (the order's completeness flag, spec §2). */
export type DeliveryChoice = 'complete' | 'partial';

/** A line's split: `now` units from stock and `later` units from the factory, with their days. */
export interface LineSplit {
  now: number;
  later: number;
  /** The day the stock part leaves (with `complete` delivery it waits for the rest: see `shipsOn`). */
  stockDay: IsoDay;
  /** The day the factory's part is due. */
  laterDay: IsoDay;
  /** When the first parcel of this line leaves under the order's choice. */
  shipsOn: IsoDay;
}

/**
 * How a line of `amount` units splits at `at`, or null when it does not: the stock covers it, or
 * the product is not back-orderable (`factoryLeadDays` null: ADR 011's rule, only what is in stock).
 */
export function splitLine(
  line: { amount: number; stock: number; factoryLeadDays: number | null },
  delivery: DeliveryChoice,
  at: Date,
): LineSplit | null {
  if (line.factoryLeadDays === null || line.amount <= line.stock) return null;
  const now = Math.max(0, line.stock);
  const stockDay = stockShipDay(at);
  const laterDay = addWorkingDays(at, line.factoryLeadDays);
  return {
    now,
    later: line.amount - now,
    stockDay,
    laterDay,
    shipsOn: delivery === 'complete' || now === 0 ? laterDay : stockDay,
  };
}

/** A placed line's split as stored (`backordered` units due on `backorderDue`), or null without one. */
export function placedSplit(
  line: { amount: number; backordered: number; backorderDue: IsoDay | null },
  delivery: DeliveryChoice,
  placedAt: Date,
): LineSplit | null {
  if (line.backordered <= 0 || line.backorderDue === null) return null;
  const now = line.amount - line.backordered;
  const stockDay = stockShipDay(placedAt);
  return {
    now,
    later: line.backordered,
    stockDay,
    laterDay: line.backorderDue,
    shipsOn: delivery === 'complete' || now === 0 ? line.backorderDue : stockDay,
  };
}
