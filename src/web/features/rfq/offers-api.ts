import type {
  OfferLinesRequest,
  OfferLinesResult,
  OfferProductAnswer,
  OrderOutOfRangeRequest,
  OrderOutOfRangeResult,
} from '../../../common/contracts/offers';
import { generateAccount } from '../../../common/routes-account';
import { postJson } from '../../lib/api';

/** The special-offer calls (spec §7 Customer "offer product", "lines"), by their named routes. */
export const offersApi = {
  toCart: (input: OfferLinesRequest) => postJson<OfferLinesResult>(generateAccount('offer_lines'), input),
  /** Spec §7 "order-product-out-of-range" (ADR 056): one out-of-range line into a cart. */
  orderOutOfRange: (input: OrderOutOfRangeRequest) =>
    postJson<OrderOutOfRangeResult>(generateAccount('offer_order_product_out_of_range'), input),
  forProduct: (symbol: string) => postJson<OfferProductAnswer>(generateAccount('offer_product'), { symbol }),
};
