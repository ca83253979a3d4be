import { redirect } from 'react-router';
import { notFound, pageLoader } from '../../loader-support.server';
import page from './page';

/** To its list in the locale form of the link followed, or the 404 page. */
export default pageLoader(page, async (args) => {
  const target = await args.services.tinyUrls.resolve(args.match.params.token, args.locale.prefix);
  // 302: the link stays the address people share; where it leads is the shop's to change.
  return target === null ? notFound(args) : redirect(target, 302);
});
