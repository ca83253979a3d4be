import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

/** Visitors ask for a reset link; a logged-in customer changes the password here. */
export default pageLoader(page, async (args) => ({
  meta: personalMeta(args, translator(args)(args.customer ? 'auth.change.title' : 'auth.resetRequest.title')),
  data: null,
}));
