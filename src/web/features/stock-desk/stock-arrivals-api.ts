import type { StockArrival } from '../../../common/contracts/backorders';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency';
import { generateDesk } from '../../../common/routes-desk';
import { sendJson } from '../../lib/api';

/** The desk's stock arrival call (issue 22, ADR 077), by its named route. */
export const stockArrivalsApi = {
  /** One key per filled form: a double submit records the arrival once (the server answers the first). */
  record: (body: { symbol: string; quantity: number | null; note?: string }, idempotencyKey: string) =>
    sendJson<StockArrival>('POST', generateDesk('staff_stock_arrival_create'), body, {
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    }),
};
