import { shopToday } from '../../../features/complaints/complaint-days';
import { notFound, orNotFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import { complaintPages } from '../complaints-port.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const rmaNumber = args.match.params.rmaNumber ?? '';
  const meta = personalMeta(args, translator(args)('complaintPages.details.title', { number: rmaNumber }));
  if (!args.customer) return { meta, data: { view: 'login' as const } };
  const customerId = args.customer.customerId;
  // Another customer's complaint and one that never existed are the same 404.
  const complaint = await orNotFound(() => complaintPages(args.services).details(customerId, rmaNumber));
  if (!complaint) return notFound(args);
  return {
    meta,
    data: {
      view: 'details' as const,
      complaint,
      today: shopToday(),
      sent: args.url.searchParams.get('sent') === '1',
    },
  };
});
