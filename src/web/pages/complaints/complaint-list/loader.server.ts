import { redirect } from 'react-router';
import { RMA_PATTERN } from '../../../../common/complaints';
import { ComplaintListQuerySchema } from '../../../../common/contracts/complaints';
import { shopToday } from '../../../features/complaints/complaint-days';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import { complaintPages, complaintViewer } from '../complaints-port.server';
import { localHref } from '../../../lib/locale';
import page from './page';

/** The page from the address; anything unreadable shows the first page. */
function listQuery(url: URL) {
  const raw = Object.fromEntries([...url.searchParams].filter(([key, v]) => v !== '' && key === 'page'));
  const parsed = ComplaintListQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : ComplaintListQuerySchema.parse({});
}

export default pageLoader(page, async (args) => {
  const meta = personalMeta(args, translator(args)('complaintPages.title'));
  // Mails sent before session 15's fix linked a complaint as /complaint?rma=…; those links still
  // lead to its page /complaint/{rma} (the server now names that page itself).
  const rma = args.url.searchParams.get('rma') ?? '';
  if (RMA_PATTERN.test(rma))
    return redirect(localHref(args.locale, 'complaint_view', { rmaNumber: rma }), 301);
  const today = shopToday();
  const viewer = await complaintViewer(args);
  if (!viewer) return { meta, data: { list: null, today } };
  // Scoped by the session's customer: nobody sees another customer's complaints.
  const list = await complaintPages(args.services).list(viewer, listQuery(args.url));
  return { meta, data: { list, today } };
});
