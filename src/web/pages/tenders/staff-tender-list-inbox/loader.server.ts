import { TenderListDeskQuerySchema } from '../../../../common/tenders';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** The filters as the address holds them; an address with nonsense in it shows the whole inbox. */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => {
  const asked = TenderListDeskQuerySchema.safeParse(
    Object.fromEntries([...args.url.searchParams].filter(([, value]) => value !== '')),
  );
  const query = asked.success ? asked.data : TenderListDeskQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'tenders.desk.lists.title'),
    data: { staff, query, list: await args.services.tenders.inbox(query) },
  };
});
