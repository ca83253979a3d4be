import { notFound, num, orNotFound } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** Shows the shop's "today" with the list, so the validity's default reads the same on both sides. */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => {
  const list = await orNotFound(() => args.services.tenders.deskItemList(num(args.match.params.id)));
  if (!list) return notFound(args);
  return {
    meta: staffMeta(args, 'tenders.desk.lists.title'),
    data: { staff, list, today: new Date().toISOString().slice(0, 10) },
  };
});
