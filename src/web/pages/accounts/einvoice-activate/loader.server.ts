import type { EinvoiceLinkCheck } from '../../../../common/contracts/customer-profile';
import { EINVOICE_PARAMS_PATTERN } from '../../../../common/contracts/customer-profile';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const token = args.match.params.encryptedParams ?? '';
  // A link that cannot even be a token is answered without touching the key or the database.
  const check: EinvoiceLinkCheck = EINVOICE_PARAMS_PATTERN.test(token)
    ? await args.services.einvoice.checkLink(args.customer?.customerId ?? null, token)
    : { state: 'invalid' };
  return {
    meta: personalMeta(args, translator(args)('accounts.einvoice.activate.title')),
    data: { token, check },
  };
});
