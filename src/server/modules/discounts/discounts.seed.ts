/**
 * Demo discount codes for the demo shop (README "Demo accounts"): made with the demo accounts, so
 * never in production (config DEMO_ACCOUNTS). Existing codes are left as they are.
 */
import type { DiscountCodeInput } from '../../../common/contracts/discounts';
import type { Db } from '../../db/client';
import { insertCode } from './discounts.repository';
import { DiscountCodeInputSchema } from '../../../common/contracts/discounts';

export const DEMO_DISCOUNT_CODES: ReadonlyArray<DiscountCodeInput & { note: string }> = [
  {
    code: 'DEMO10',
    kind: 'percent',
    value: '10',
    oncePerCustomer: true,
    note: '10 % off goods not on promotion, any market, once per customer',
  },
  {
    code: 'DEMO50PLN',
    kind: 'fixed',
    value: '50',
    country: 'pl',
    currency: 'PLN',
    minimumNet: '200',
    note: '50 PLN off on the Polish market from 200 PLN net of goods',
  },
  {
    code: 'DEMOPROMO5',
    kind: 'percent',
    value: '5',
    appliesToPromoted: true,
    note: '5 % off everything, promotions included',
  },
];

export async function seedDemoDiscountCodes(db: Db): Promise<number> {
  let created = 0;
  for (const { note: _note, ...code } of DEMO_DISCOUNT_CODES) {
    if (await insertCode(db, DiscountCodeInputSchema.parse(code))) created += 1;
  }
  return created;
}
