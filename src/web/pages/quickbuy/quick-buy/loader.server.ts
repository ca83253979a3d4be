import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** A visitor may paste and see prices; a customer also gets their saved lists to load. */
export default pageLoader(page, async (args) => {
  const viewer = args.customer ? await args.services.favourites.viewerOf(args.customer) : null;
  return {
    meta: personalMeta(args, translator(args)('quickbuy.title')),
    data: { directories: viewer ? (await args.services.favourites.list(viewer)).directories : null },
  };
});
