import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => ({
  meta: personalMeta(args, translator(args)('auth.logout.title')),
  data: null,
}));
