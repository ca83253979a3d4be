import { redirect } from 'react-router';
import { localHref } from '../../../lib/locale';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/**
 * /cart (ADR 087): the browser holds a visitor's lines, so the server renders the frame and the
 * page prices them once hydrated. A customer is sent on to the active cart; a customer without
 * one sees the empty cart.
 */
export default pageLoader(page, async (args) => {
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
  return { meta, data: { customer: args.customer !== null } };
});
