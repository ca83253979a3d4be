import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** The same roles as the calls (modules/polls POLLS_DESK). */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => ({
  meta: staffMeta(args, 'polls.desk.title'),
  data: { staff, polls: await args.services.polls.list() },
}));
