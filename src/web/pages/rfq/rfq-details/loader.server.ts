import { AppError } from '../../../../common/errors';
import { RFQ_TOKEN_LENGTH } from '../../../../common/rfq';
import { notFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import type { RfqDetailsData } from './rfq-details-page';
import page from './page';

/** Only the session's customer sees a request: another customer's token is "not found". */
export default pageLoader(page, async (args) => {
  const token = args.match.params.rfqCrcToken ?? '';
  const t = translator(args);
  if (!args.customer)
    return { meta: personalMeta(args, t('rfq.title')), data: { rfq: null } satisfies RfqDetailsData };
  if (token.length !== RFQ_TOKEN_LENGTH) return notFound(args);
  try {
    const rfq = await args.services.rfq.details(args.customer.customerId, token, args.locale.language);
    return { meta: personalMeta(args, `${rfq.number} ${rfq.title}`), data: { rfq } satisfies RfqDetailsData };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFound(args);
    throw error;
  }
});
