import { AppError } from '../../../../common/errors';
import { localHref } from '../../../lib/locale';
import { notFound, num, orNotFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const t = translator(args);
  const ownList = args.match.name === 'favourites_print_view';
  if (ownList) {
    const directoryId = num(args.match.params.directoryId);
    const back = localHref(args.locale, 'favourites_directory', { directoryId });
    const viewer = args.customer ? await args.services.favourites.viewerOf(args.customer) : null;
    if (!viewer)
      return { meta: personalMeta(args, t('favourites.title')), data: { list: null, back, refusal: null } };
    // Priced as the list page prices it: in the customer's own market.
    const list = await orNotFound(() =>
      args.services.favourites.exportOf(viewer, directoryId, args.customer?.country ?? args.locale.country),
    );
    // Another customer's list, or a colleague's private one, is no list at all (404).
    if (!list) return notFound(args);
    return {
      meta: personalMeta(args, t('favouritesPrint.title', { name: list.name })),
      data: { list, back, refusal: null },
    };
  }
  const token = args.match.params.token ?? '';
  const back = localHref(args.locale, 'favourites_public', { token });
  try {
    const list = await orNotFound(() =>
      args.services.favourites.publicExportOf(
        token,
        args.customer?.country ?? args.locale.country,
        args.clientIp ?? 'no-request',
      ),
    );
    if (!list) return notFound(args);
    return {
      meta: personalMeta(args, t('favouritesPrint.title', { name: list.name })),
      data: { list, back, refusal: null },
    };
  } catch (error) {
    // Too many look-ups from this address: the page says so (with the limit's status), never a 500.
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    return {
      meta: personalMeta(args, t('favourites.title')),
      data: { list: null, back, refusal: t(error.key, error.options.params as Record<string, number>) },
      status: 429,
    };
  }
});
