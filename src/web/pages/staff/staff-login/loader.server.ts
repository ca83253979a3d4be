import { redirect } from 'react-router';
import { pageLoader } from '../../loader-support.server';
import { staffMeta } from '../../staff-page.server';
import page from './page';
import { deskHref } from '../../../lib/desk-href';

/** Open to anyone (it reveals nothing); a signed-in member goes straight to the desk. */
export default pageLoader(page, async (args) => {
  if (args.staff) return redirect(deskHref(args.locale, 'staff_home'), 302);
  return { meta: staffMeta(args, 'staff.login.title'), data: null };
});
