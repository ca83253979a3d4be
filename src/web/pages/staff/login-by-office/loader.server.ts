import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

export default staffPage(page, ['support', 'sales'], async (args, staff) => ({
  meta: staffMeta(args, 'staff.office.title'),
  data: { staff },
}));
