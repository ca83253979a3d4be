import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** Marketing's, as polls and the newsletter: sales and administrators. */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => ({
  meta: staffMeta(args, 'popups.desk.title'),
  data: { staff, popups: await args.services.popups.list() },
}));
