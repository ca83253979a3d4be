import { shopToday } from '../../../features/complaints/complaint-days';
import { notFound, orNotFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import { complaintPages, complaintViewer } from '../complaints-port.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const rmaNumber = args.match.params.rmaNumber ?? '';
  const meta = personalMeta(args, translator(args)('complaintPages.details.title', { number: rmaNumber }));
  const viewer = await complaintViewer(args);
  if (!viewer) return { meta, data: { view: 'login' as const } };
  // Another customer's complaint and one that never existed are the same 404.
  const complaint = await orNotFound(() => complaintPages(args.services).details(viewer, rmaNumber));
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
