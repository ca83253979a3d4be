import { CustomerSymbolListQuerySchema } from '../../../../common/contracts/customer-symbols';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** The list as the address asks for it; an address with nonsense in it shows the first page. */
export default pageLoader(page, async (args) => {
  const asked = CustomerSymbolListQuerySchema.safeParse(Object.fromEntries(args.url.searchParams));
  const query = asked.success ? asked.data : CustomerSymbolListQuerySchema.parse({});
  return {
    meta: personalMeta(args, translator(args)('customerSymbols.title')),
    data: {
      query,
      // Scoped by the session's customer: nobody sees another customer's symbols.
      list: args.customer
        ? await args.services.customerSymbols.list(args.customer.customerId, query, args.locale.language)
        : null,
    },
  };
});
