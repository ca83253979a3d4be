import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** The same roles as the calls (modules/newsletter NEWSLETTER_DESK). */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => ({
  meta: staffMeta(args, 'newsletter.desk.title'),
  data: { staff, issues: await args.services.newsletter.issues() },
}));
