import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** Every member has a password of their own, so every role may change it. */
export default staffPage(page, ['sales', 'support', 'admin'], async (args, staff) => ({
  meta: staffMeta(args, 'staff.password.title'),
  data: { staff },
}));
