import { redirect } from 'react-router';
import { localHref } from '../../../lib/locale';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  // Spec §2: /favourites/ is a redirect to the customer's lists.
  if (args.match.name === 'favourites_redirect')
    return redirect(localHref(args.locale, 'favourites_home'), 301);
  const viewer = args.customer ? await args.services.favourites.viewerOf(args.customer) : null;
  return {
    meta: personalMeta(args, translator(args)('favourites.title')),
    data: { directories: viewer ? (await args.services.favourites.list(viewer)).directories : null },
  };
});
