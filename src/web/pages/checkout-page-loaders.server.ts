import { data as withStatus } from 'react-router';
import { AppError } from '../../common/errors';
import { translate } from '../../common/i18n';
import { DEFAULT_COUNTRY } from '../../common/markets';
import type { Buyer } from '../../server/modules/checkout/checkout.service';
import type { PageMeta, PagePayload } from './page-types';
import type { PageLoadArgs } from './page-loaders.server';
import type { CheckoutPageData } from './checkout-page';
import type { OrderOutcomeData } from './order-outcome-page';

/** Checkout pages are personal: never indexed, canonical without the query. */
function meta(args: PageLoadArgs, title: string): PageMeta {
  return {
    title: `${title} | Component Shop`,
    description: title,
    canonical: new URL(args.url.pathname, args.publicUrl).toString(),
    noindex: true,
  };
}

function buyerOf(args: PageLoadArgs): Buyer | null {
  const c = args.customer;
  if (!c) return null;
  return {
    customerId: c.customerId,
    isPerson: c.isPerson,
    language: args.locale.language,
    country: c.country,
    page: { country: args.locale.prefix._country ?? DEFAULT_COUNTRY, language: args.locale.language },
  };
}

/** A 404 of the service (another customer's order, or none) is shown as "no such order", not a failure. */
async function orNotFound<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * /cart/step/2/order/{orderNumber}: the order summary with delivery and payment (step 2). The cart
 * area renders step 1 on the same route; the integrator joins the two by `orderStep`.
 */
export async function loadCheckoutStep(
  args: PageLoadArgs,
): Promise<PagePayload<CheckoutPageData> | ReturnType<typeof withStatus<PagePayload<CheckoutPageData>>>> {
  const orderNumber = args.match.params.orderNumber ?? '';
  const t = (key: string, values?: Record<string, string>) => translate(args.locale.language, key, values);
  const buyer = buyerOf(args);
  const base = { orderNumber, isPerson: args.customer?.isPerson ?? false };
  if (!buyer) {
    return {
      page: 'checkout_step',
      meta: meta(args, t('checkout.form.title')),
      data: { ...base, summary: null, addresses: null },
    };
  }
  const summary = await orNotFound(() => args.services.checkout.summary(buyer, orderNumber));
  // Delivery costs in the order's currency, as the summary counts them.
  const addresses = await args.services.addresses.list(buyer.customerId, buyer.language, {
    currency: summary?.totals.currency,
  });
  const payload: PagePayload<CheckoutPageData> = {
    page: 'checkout_step',
    meta: meta(args, t('checkout.step.title', { orderNumber })),
    data: { ...base, summary, addresses },
  };
  return summary ? payload : withStatus(payload, { status: 404 });
}

const loadOutcome =
  (kind: 'confirmation' | 'failure') =>
  async (args: PageLoadArgs): Promise<PagePayload<OrderOutcomeData>> => {
    const t = (key: string) => translate(args.locale.language, key);
    const orderNumber = args.url.searchParams.get('order') ?? '';
    const buyer = buyerOf(args);
    const outcome =
      buyer && /^[^/]{1,100}$/.test(orderNumber)
        ? await orNotFound(() => args.services.checkout.outcome(buyer, orderNumber))
        : null;
    return {
      page: 'order_outcome',
      meta: meta(
        args,
        t(kind === 'confirmation' ? 'checkout.outcome.confirmationTitle' : 'checkout.outcome.failureTitle'),
      ),
      data: { kind, orderNumber, outcome },
    };
  };

export const CHECKOUT_PAGE_LOADERS: Record<string, (args: PageLoadArgs) => Promise<unknown>> = {
  link_order_confirmation: loadOutcome('confirmation'),
  link_order_failure: loadOutcome('failure'),
};
