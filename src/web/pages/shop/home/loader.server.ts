import { localHref } from '../../../lib/locale';
import {
  bannersOf,
  pageLoader,
  priceContext,
  publicMeta,
  recommendationsOf,
  translator,
} from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const t = translator(args);
  const ctx = priceContext(args.locale);
  const [home, tree, recommendations, banners, zones] = await Promise.all([
    args.services.catalog.homeContent(ctx),
    args.services.catalog.categoryTree(args.locale.language),
    recommendationsOf(args),
    bannersOf(args, 'home_main'),
    args.services.content.zones(args.locale.language),
  ]);
  return {
    meta: publicMeta(args, t('home.title'), t('home.description'), localHref(args.locale, 'home_index')),
    data: { home, categories: tree, recommendations, banners, zones },
  };
});
