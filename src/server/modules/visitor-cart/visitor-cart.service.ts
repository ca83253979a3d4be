/**
 * The visitor cart (issue 22, ADR 087): the browser keeps a visitor's lines (symbols and amounts);
 * the server prices them with the customer cart's pricing and, once the visitor logged in, adds
 * them to the account's cart through the cart's own add-lines path. No state is kept here: every
 * instance answers the same, and nothing of a customer is reachable without the customer's session.
 */
import type {
  VisitorCartPriced,
  VisitorLine,
  VisitorMergeResponse,
} from '../../../common/contracts/visitor-cart';
import type { Language } from '../../../common/markets';
import type { CartActor, CartService } from '../ordering';

export interface VisitorCartDeps {
  cart: Pick<CartService, 'visitorLines' | 'addLines' | 'miniCart'>;
}

export function createVisitorCartService(deps: VisitorCartDeps) {
  return {
    /** The lines priced for the page's market, each with its product or why it cannot be ordered. */
    price(
      lines: readonly VisitorLine[],
      page: { country: string; language: Language },
    ): Promise<VisitorCartPriced> {
      return deps.cart.visitorLines(lines, page);
    },

    /**
     * After a login: the visitor's lines go into the account's active cart (a new one when it has
     * none), summed with what the cart holds; each line says whether it went in or why not.
     */
    async merge(actor: CartActor, lines: readonly VisitorLine[]): Promise<VisitorMergeResponse> {
      const active = await deps.cart.miniCart(actor);
      const added = await deps.cart.addLines(actor, {
        orderNumber: active.orderNumber,
        lines,
        withCart: false,
      });
      return {
        orderNumber: added.orderNumber,
        lines: added.lines.map((line) =>
          line.outcome === 'added'
            ? {
                symbol: line.symbol,
                outcome: 'added' as const,
                lineAmount: line.lineAmount,
                messageKey: null,
                params: {},
              }
            : {
                symbol: line.asked,
                outcome: 'refused' as const,
                lineAmount: null,
                messageKey: line.messageKey,
                params: line.params,
              },
        ),
      };
    },
  };
}

export type VisitorCartService = ReturnType<typeof createVisitorCartService>;
