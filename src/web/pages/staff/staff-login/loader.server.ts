import { redirect } from 'react-router';
import { localHref } from '../../../lib/locale';
import { pageLoader } from '../../loader-support.server';
import { staffMeta } from '../../staff-page.server';
import page from './page';

/** Open to anyone (it reveals nothing); a signed-in member goes straight to the desk. */
export default pageLoader(page, async (args) => {
  if (args.staff) return redirect(localHref(args.locale, 'staff_home'), 302);
  return { meta: staffMeta(args, 'staff.login.title'), data: null };
});
