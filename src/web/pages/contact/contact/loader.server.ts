import { CONTACT_PAGE_KINDS, shopContactFor } from '../../../../common/enquiries';
import { localHref } from '../../../lib/locale';
import { pageLoader, priceContext, publicMeta, translator } from '../../loader-support.server';
import page from './page';

/**
 * The market's contact details, and what the address asks for: `?product=` (a product's "Ask
 * about product" opened without scripts) gives that product's enquiry, `?part=` (an empty search)
 * a question naming the part, `?form=` one of the page's forms.
 */
export default pageLoader(page, async (args) => {
  const t = translator(args);
  const params = args.url.searchParams;
  const symbol = params.get('product')?.slice(0, 200);
  const details = symbol
    ? await args.services.catalog.getProductDetails(symbol, priceContext(args.locale))
    : null;
  const asked = params.get('form');
  const form = (CONTACT_PAGE_KINDS as readonly string[]).includes(asked ?? '')
    ? (asked as (typeof CONTACT_PAGE_KINDS)[number])
    : 'standard';
  return {
    meta: publicMeta(
      args,
      t('enquiries.contact.title'),
      t('enquiries.contact.intro'),
      localHref(args.locale, 'contact_index'),
    ),
    data: {
      contact: shopContactFor(args.locale.country),
      form,
      product: details
        ? {
            symbol: details.symbol,
            minimumQuantity: details.minimumQuantity,
            multiples: details.multiples,
          }
        : null,
      part: params.get('part')?.slice(0, 200) ?? null,
    },
  };
});
