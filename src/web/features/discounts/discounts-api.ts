import type { DiscountState } from '../../../common/contracts/cart';
import { generateAccount } from '../../../common/routes-account';
import { getJson, postJson } from '../../lib/api';

/** Spec §7 Customer "discount GET and POST" (ADR 050); paths come from the route table. */
export const discountsApi = {
  get: (orderNumber: string) =>
    getJson<DiscountState>(
      `${generateAccount('customer_discount')}?orderNumber=${encodeURIComponent(orderNumber)}`,
    ),
  /** Applies `code` to the cart, or removes its code with null; a code that does not apply is a 422. */
  apply: (orderNumber: string, code: string | null) =>
    postJson<DiscountState>(generateAccount('customer_discount_apply'), { orderNumber, code }),
};
