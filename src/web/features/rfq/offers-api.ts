import type {
  OfferCreate,
  OfferLinesRequest,
  OfferLinesResult,
  OfferProductAnswer,
  OrderOutOfRangeRequest,
  OrderOutOfRangeResult,
  StaffOffer,
} from '../../../common/contracts/offers';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/idempotency';
import { generate } from '../../../common/routes';
import { postJson } from '../../lib/api';

/** The special-offer calls (spec §7 Customer "offer product", "lines"; the desk's), by their named routes. */
export const offersApi = {
  toCart: (input: OfferLinesRequest) => postJson<OfferLinesResult>(generate('offer_lines'), input),
  /** Spec §7 "order-product-out-of-range" (ADR 056): one out-of-range line into a cart. */
  orderOutOfRange: (input: OrderOutOfRangeRequest) =>
    postJson<OrderOutOfRangeResult>(generate('offer_order_product_out_of_range'), input),
  forProduct: (symbol: string) => postJson<OfferProductAnswer>(generate('offer_product'), { symbol }),
  /** `key`: one per filled-in form, so a double submit makes one offer. */
  create: (input: OfferCreate, key: string) =>
    postJson<StaffOffer>(generate('staff_offer_create'), input, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
  withdraw: (id: number) => postJson<void>(generate('staff_offer_withdraw', { id }), {}),
};
