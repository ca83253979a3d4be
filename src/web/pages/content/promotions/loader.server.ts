import { parseListParams } from '../../../../common/product-list';
import { localHref } from '../../../lib/locale';
import { bannersOf, pageLoader, priceContext, publicMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const t = translator(args);
  const [list, promoted, recommended, banners] = await Promise.all([
    args.services.content.promotionList(parseListParams(args.url.searchParams), priceContext(args.locale)),
    args.services.content.promotedManufacturers(),
    args.services.content.recommendedManufacturers(),
    bannersOf(args, 'promotions_top'),
  ]);
  return {
    meta: publicMeta(
      args,
      t('promotions.title'),
      t('promotions.description'),
      localHref(args.locale, 'promotions_index'),
    ),
    data: {
      list,
      promotedManufacturers: promoted.manufacturers,
      recommendedManufacturers: recommended.manufacturers,
      banners,
    },
  };
});
