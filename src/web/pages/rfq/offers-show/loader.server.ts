import { OfferListQuerySchema } from '../../../../common/contracts/offers';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** The page the address asks for; nonsense in it shows the first. Scoped by the session's customer. */
export default pageLoader(page, async (args) => {
  const asked = OfferListQuerySchema.safeParse(Object.fromEntries(args.url.searchParams));
  const { page: pageNumber } = asked.success ? asked.data : OfferListQuerySchema.parse({});
  return {
    meta: personalMeta(args, translator(args)('offers.title')),
    data: {
      list: args.customer
        ? await args.services.offers.list(args.customer.customerId, pageNumber, args.locale.language)
        : null,
    },
  };
});
