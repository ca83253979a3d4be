import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const { customer, locale, services } = args;
  return {
    meta: personalMeta(args, translator(args)('accounts.partners.title')),
    data: {
      addresses: customer ? await services.addresses.list(customer.customerId, locale.language) : null,
      countries: services.addresses.countries('ZO', customer?.country ?? null, locale.language),
    },
  };
});
