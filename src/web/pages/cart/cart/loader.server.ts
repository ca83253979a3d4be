import { redirect } from 'react-router';
import { AppError } from '../../../../common/errors';
import { errorBodyIn } from '../../../../common/i18n/error-messages';
import { localHref } from '../../../lib/locale';
import { pageLoader, personalMeta, translator, type PageLoadArgs } from '../../loader-support.server';
import checkoutStep from '../../checkout/checkout-step/loader.server';
import type { CartPageData } from './cart-page';
import page from './page';

/**
 * /cart/step/{orderStep}/order/{orderNumber} (route order_cart): step 1 is the cart, step 2 the
 * checkout's page (delivery, payment, placing the order); other steps lead to step 1. The cart is
 * personal: never indexed, read only for the session's customer (another customer's number is
 * "not found").
 */
export default pageLoader(page, async (args) => {
  if (args.match.name === 'visitor_cart') return visitorCart(args);
  const orderNumber = args.match.params.orderNumber ?? '';
  if (args.match.params.orderStep === '2') return checkoutStep.load(args);
  if (args.match.params.orderStep !== '1') {
    return redirect(localHref(args.locale, 'order_cart', { orderStep: '1', orderNumber }));
  }
  const meta = personalMeta(args, translator(args)('cart.page.title'));
  const view = (data: CartPageData) => ({ meta, data });
  const none = { cart: null, error: null, customerSymbols: {} };
  if (!args.customer) return view({ orderNumber, ...none });
  const actor = await args.services.cart.actorOf(
    args.customer.customerId,
    args.customer.contactPerson.crc,
    args.locale.language,
  );
  if (!actor) return view({ orderNumber, ...none });
  try {
    const cart = await args.services.cart.step1(actor, orderNumber);
    // The customer's own symbols of the lines' products (issue 17).
    const customerSymbols = await args.services.customerSymbols.symbolsOf(
      args.customer.customerId,
      cart.lines.map((l) => l.symbol),
    );
    return view({ orderNumber, cart, error: null, customerSymbols });
  } catch (failure) {
    if (!(failure instanceof AppError)) throw failure;
    return view({
      orderNumber,
      cart: null,
      customerSymbols: {},
      error: {
        status: failure.status,
        erpCode: failure.options.erpCode ?? null,
        message: errorBodyIn(args.locale.language, failure).message,
      },
    });
  }
});

/**
 * /cart (ADR 087): the browser holds a visitor's lines, so the server renders the frame and the page
 * prices them once hydrated. A customer is sent on to the active cart; a customer without one sees
 * the empty cart.
 */
async function visitorCart(args: PageLoadArgs) {
  const meta = personalMeta(args, translator(args)('guest.cart.title'));
  if (args.customer) {
    const actor = await args.services.cart.actorOf(
      args.customer.customerId,
      args.customer.contactPerson.crc,
      args.locale.language,
    );
    const active = actor ? (await args.services.cart.miniCart(actor)).orderNumber : '0';
    if (active !== '0')
      return redirect(localHref(args.locale, 'order_cart', { orderStep: '1', orderNumber: active }));
  }
  const data: CartPageData = {
    orderNumber: '0',
    cart: null,
    error: null,
    customerSymbols: {},
    visitorCart: true,
  };
  return { meta, data };
}
