import { redirect } from 'react-router';
import { directoryQueryOf } from '../../../features/favourites/directory-view.server';
import { localHref } from '../../../lib/locale';
import { notFound, num, orNotFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const directoryId = num(args.match.params.directoryId);
  // Spec §2: the .html form is a redirect to the list's address.
  if (args.match.name === 'favourites_directory_html')
    return redirect(localHref(args.locale, 'favourites_directory', { directoryId }), 301);
  const viewer = args.customer ? await args.services.favourites.viewerOf(args.customer) : null;
  const view = directoryQueryOf(args.url.searchParams);
  const t = translator(args);
  if (!viewer)
    return {
      meta: personalMeta(args, t('favourites.title')),
      data: { list: null, lists: [], view, publicUrl: args.publicUrl },
    };
  const [list, lists] = await Promise.all([
    // Another customer's list, or a colleague's private one, is no list at all (404).
    orNotFound(() =>
      args.services.favourites.directory(viewer, directoryId, { ...view, perPage: 50 }, args.locale.country),
    ),
    args.services.favourites.list(viewer),
  ]);
  if (!list) return notFound(args);
  return {
    meta: personalMeta(args, `${list.directory.name} – ${t('favourites.title')}`),
    data: { list, lists: lists.directories, view, publicUrl: args.publicUrl },
  };
});
