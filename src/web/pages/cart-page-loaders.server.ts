import { redirect } from 'react-router';
import type { CartStep1 } from '../../common/contracts/cart';
import { AppError } from '../../common/errors';
import { translate } from '../../common/i18n';
import { errorBodyIn } from '../../common/i18n/error-messages';
import { localHref } from '../lib/locale';
import type { PageLoadArgs } from './page-loaders.server';
import type { PagePayload } from './page-types';

export interface CartPageData {
  orderNumber: string;
  /** The cart, or null for visitors (login prompt) and for an order that cannot be shown. */
  cart: CartStep1 | null;
  /** Why the cart cannot be shown (not found, expired, closed), in the shop's error shape. */
  error: { status: number; erpCode: number | null; message: string } | null;
}

/**
 * /cart/step/{orderStep}/order/{orderNumber} (route order_cart), step 1: the cart. The cart is
 * personal: never indexed, read only for the session's customer (another customer's number is
 * "not found"). Steps other than 1 and 2 (checkout) lead to step 1.
 */
export async function loadCartStep(args: PageLoadArgs): Promise<PagePayload<CartPageData> | Response> {
  const orderNumber = args.match.params.orderNumber ?? '';
  if (args.match.params.orderStep !== '1') {
    return redirect(localHref(args.locale, 'order_cart', { orderStep: '1', orderNumber }));
  }
  const title = translate(args.locale.language, 'cart.page.title');
  const payload = (data: CartPageData): PagePayload<CartPageData> => ({
    page: 'order_cart',
    meta: {
      title: `${title} | Component Shop`,
      description: title,
      canonical: new URL(args.url.pathname, args.publicUrl).toString(),
      noindex: true,
    },
    data,
  });
  if (!args.customer) return payload({ orderNumber, cart: null, error: null });
  const actor = await args.services.cart.actorOf(args.customer.customerId, args.customer.contactPerson.crc);
  if (!actor) return payload({ orderNumber, cart: null, error: null });
  try {
    return payload({ orderNumber, cart: await args.services.cart.step1(actor, orderNumber), error: null });
  } catch (failure) {
    if (!(failure instanceof AppError)) throw failure;
    return payload({
      orderNumber,
      cart: null,
      error: {
        status: failure.status,
        erpCode: failure.options.erpCode ?? null,
        message: errorBodyIn(args.locale.language, failure).message,
      },
    });
  }
}

