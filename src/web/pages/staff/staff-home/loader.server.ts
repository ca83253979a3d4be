import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

export default staffPage(page, ['sales', 'support', 'admin'], async (args, staff) => ({
  meta: staffMeta(args, 'staff.home.title'),
  data: { staff },
}));
