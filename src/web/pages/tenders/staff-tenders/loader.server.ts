import { TenderDeskQuerySchema } from '../../../../common/tenders';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** The filters as the address holds them; an address with nonsense in it shows every tender. */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => {
  const asked = TenderDeskQuerySchema.safeParse(
    Object.fromEntries([...args.url.searchParams].filter(([, value]) => value !== '')),
  );
  const query = asked.success ? asked.data : TenderDeskQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'tenders.desk.tenders.title'),
    data: { staff, query, list: await args.services.tenders.deskTenders(query) },
  };
});
