import type { VisitorCartPriced } from '../../../common/contracts/visitor-cart';
import type { VisitorLine } from '../../../common/visitor-cart';
import type { Language } from '../../../common/markets';
import { postJson } from '../../lib/api';

export { readVisitorCart } from '../../lib/visitor-cart-lines';

/** The visitor cart's pricing call, by path: its name is the server's table's (routes.server, as guest checkout's). */
export const visitorCartApi = {
  price: (lines: readonly VisitorLine[], page: { country: string; language: Language }) =>
    postJson<VisitorCartPriced>(
      `/ajax/visitor-cart/price?country=${encodeURIComponent(page.country)}&language=${page.language}`,
      { lines },
    ),
};
