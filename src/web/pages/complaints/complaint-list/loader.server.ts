import { ComplaintListQuerySchema } from '../../../../common/contracts/complaints';
import { shopToday } from '../../../features/complaints/complaint-days';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import { complaintPages } from '../complaints-port.server';
import page from './page';

/** The page from the address; anything unreadable shows the first page. */
function listQuery(url: URL) {
  const raw = Object.fromEntries([...url.searchParams].filter(([key, v]) => v !== '' && key === 'page'));
  const parsed = ComplaintListQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : ComplaintListQuerySchema.parse({});
}

export default pageLoader(page, async (args) => {
  const meta = personalMeta(args, translator(args)('complaintPages.title'));
  const today = shopToday();
  if (!args.customer) return { meta, data: { list: null, today } };
  // Scoped by the session's customer: nobody sees another customer's complaints.
  const list = await complaintPages(args.services).list(args.customer.customerId, listQuery(args.url));
  return { meta, data: { list, today } };
});
