import { buyerOf, orNotFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/**
 * /cart/step/2/order/{orderNumber}: the order summary with delivery and payment (step 2). The
 * cart's page answers the route and hands step 2 to this loader.
 */
export default pageLoader(page, async (args) => {
  const orderNumber = args.match.params.orderNumber ?? '';
  const t = translator(args);
  const buyer = buyerOf(args);
  const base = { orderNumber, isPerson: args.customer?.isPerson ?? false };
  if (!buyer) {
    return {
      meta: personalMeta(args, t('checkout.form.title')),
      data: { ...base, summary: null, addresses: null },
    };
  }
  const summary = await orNotFound(() => args.services.checkout.summary(buyer, orderNumber));
  // Delivery costs in the order's currency, as the summary counts them.
  const addresses = await args.services.addresses.list(buyer.customerId, buyer.language, {
    currency: summary?.totals.currency,
  });
  // The customer's own symbols of the lines (issue 17): one query for the whole order.
  const customerSymbols = summary
    ? await args.services.customerSymbols.symbolsOf(
        buyer.customerId,
        summary.lines.map((l) => l.symbol),
      )
    : {};
  return {
    meta: personalMeta(args, t('checkout.step.title', { orderNumber })),
    data: { ...base, summary, addresses, customerSymbols },
    status: summary ? 200 : 404,
  };
});
