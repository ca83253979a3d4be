import { redirect } from 'react-router';
import { GUEST_RETURN_COOKIE } from '../../../../common/contracts/guest-checkout';
import { ORDER_LINK_PROBLEMS, type OrderLinkProblem } from '../../../../common/order-requests';
import { WIZARD_TOKEN } from '../../../../common/wizards';
import { DEFAULT_COUNTRY } from '../../../../common/markets';
import { localHref } from '../../../lib/locale';
import type { OrderRequestPageData } from '../../../features/order-requests/order-request-types';
import { buyerOf, orNotFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';
import type { OrderOutcomeData } from './order-outcome-page';

const request = (r: OrderRequestPageData): OrderOutcomeData => ({ kind: 'request', request: r });

/**
 * Where the payment operator sends the buyer back: the order placed, or its payment failed. The
 * same two routes carry the order link wizard (ADR 084): `?token=` on /link/order-confirmation is
 * a mailed order request, looked at without spending it; a link that cannot be used goes to
 * /link/order-failure with its `?reason=`.
 */
export default pageLoader(page, async (args) => {
  const t = translator(args);
  const failureRoute = args.match.name === 'link_order_failure';
  const token = args.url.searchParams.get('token');
  const reason = args.url.searchParams.get('reason');

  if (!failureRoute && token !== null) {
    const failure = (problem: OrderLinkProblem) =>
      redirect(localHref(args.locale, 'link_order_failure', { reason: problem }));
    if (!WIZARD_TOKEN.test(token)) return failure('invalid');
    const viewer = args.customer
      ? { customerId: args.customer.customerId, email: args.customer.contactPerson.email }
      : null;
    const described = await args.services.orderRequests.describe(token, viewer, {
      country: args.locale.prefix._country ?? DEFAULT_COUNTRY,
      language: args.locale.language,
    });
    const meta = personalMeta(args, t('orderRequests.wizard.title'));
    if (described.ok) return { meta, data: request({ mode: 'review', token, view: described.view }) };
    if (described.problem === 'login_required') return { meta, data: request({ mode: 'login', token }) };
    return failure(described.problem);
  }
  if (failureRoute && reason !== null && !args.url.searchParams.has('order')) {
    const problem = (ORDER_LINK_PROBLEMS as readonly string[]).includes(reason)
      ? (reason as OrderLinkProblem)
      : 'invalid';
    // A link that does not work is not found, as far as robots and caches are concerned.
    return {
      meta: personalMeta(args, t('orderRequests.failure.title')),
      data: request({ mode: 'failure', reason: problem }),
      status: 410,
    };
  }

  const kind: 'confirmation' | 'failure' = failureRoute ? 'failure' : 'confirmation';
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
