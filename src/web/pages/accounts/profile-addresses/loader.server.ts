import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const { customer, locale } = args;
  const { addresses } = args.services;
  return {
    meta: personalMeta(args, translator(args)('account.addresses.title')),
    data: {
      // Scoped by the session's customer: nobody sees another customer's addresses.
      addresses: customer ? await addresses.list(customer.customerId, locale.language) : null,
      countries: {
        SH: addresses.countries('SH', customer?.country ?? null, locale.language),
        ZO: addresses.countries('ZO', customer?.country ?? null, locale.language),
      },
      create: args.url.searchParams.get('addressCreate') === 'true',
    },
  };
});
