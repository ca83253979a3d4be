import { redirect } from 'react-router';
import { AppError } from '../../../../common/errors';
import { directoryQueryOf } from '../../../features/favourites/directory-view.server';
import { localHref } from '../../../lib/locale';
import { notFound, orNotFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const token = args.match.params.token ?? '';
  // Spec §2: the .html form is a redirect to the shared list's address.
  if (args.match.name === 'favourites_public_html')
    return redirect(localHref(args.locale, 'favourites_public', { token }), 301);
  const t = translator(args);
  const view = directoryQueryOf(args.url.searchParams);
  // A logged-in customer sees their own market's prices; a visitor the market of the address.
  const country = args.customer?.country ?? args.locale.country;
  try {
    const list = await orNotFound(() =>
      args.services.favourites.publicDirectory(
        token,
        { ...view, perPage: 50 },
        country,
        args.clientIp ?? 'no-request',
      ),
    );
    if (!list) return notFound(args);
    return {
      // A shared list is for the people it was sent to, not for search engines.
      meta: personalMeta(args, `${list.name} – ${t('favourites.title')}`),
      data: { list, token, view, refusal: null },
    };
  } catch (error) {
    // Too many look-ups from this address: the page says so (with the limit's status), never a 500.
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    return {
      meta: personalMeta(args, t('favourites.title')),
      data: {
        list: null,
        token,
        view,
        refusal: t(error.key, error.options.params as Record<string, number>),
      },
      status: 429,
    };
  }
});
