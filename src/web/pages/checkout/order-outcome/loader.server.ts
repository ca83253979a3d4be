import type { DataOf } from '../../define-page';
import { buyerOf, orNotFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** Where the payment operator sends the buyer back: the order placed, or its payment failed. */
export default pageLoader(page, async (args) => {
  const t = translator(args);
  const kind: DataOf<typeof page>['kind'] =
    args.match.name === 'link_order_failure' ? 'failure' : 'confirmation';
  const orderNumber = args.url.searchParams.get('order') ?? '';
  const buyer = buyerOf(args);
  const outcome =
    buyer && /^[^/]{1,100}$/.test(orderNumber)
      ? await orNotFound(() => args.services.checkout.outcome(buyer, orderNumber))
      : null;
  return {
    meta: personalMeta(
      args,
      t(kind === 'confirmation' ? 'checkout.outcome.confirmationTitle' : 'checkout.outcome.failureTitle'),
    ),
    data: { kind, orderNumber, outcome },
  };
});
