import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const { customer, locale, services } = args;
  const list = customer ? await services.addresses.list(customer.customerId, locale.language) : null;
  return {
    meta: personalMeta(args, translator(args)('accounts.partners.title')),
    data: {
      recipients: list ? list.invoiceSendAddresses.elements : null,
      countries: services.addresses.countries('ZO', customer?.country ?? null, locale.language),
    },
  };
});
