import { redirect } from 'react-router';
import { GUEST_RETURN_COOKIE } from '../../../../common/contracts/guest-checkout';
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
  // A guest has no session: the browser's return cookie leads to the order's status page (ADR 083).
  const guestToken = buyer ? undefined : args.cookies[GUEST_RETURN_COOKIE];
  if (guestToken && /^[^/]{1,100}$/.test(orderNumber)) {
    const target = await args.services.guestCheckout.returnPath(guestToken, orderNumber, args.locale);
    if (target) return redirect(target, 303);
  }
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
