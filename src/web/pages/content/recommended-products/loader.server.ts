import { parseListParams } from '../../../../common/product-list';
import { itemsOfKind } from '../../../../common/recommendations';
import { localHref } from '../../../lib/locale';
import {
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
  const { view } = parseListParams(args.url.searchParams);
  const [recommendations, manufacturers] = await Promise.all([
    recommendationsOf(args),
    args.services.content.recommendedManufacturers(),
  ]);
  // The parametric view needs the lists' common parameters: a list of each group of slots.
  const listOf = (kind: 'week' | 'for_you') => {
    const ids = itemsOfKind(recommendations.items, kind).map((i) => i.product.productId);
    return args.services.catalog.productListOf(ids, ctx, {
      page: 1,
      pageSize: Math.max(ids.length, 1),
      total: ids.length,
      totalExact: true,
      view,
    });
  };
  const parametric =
    view === 'parametric'
      ? await Promise.all([listOf('week'), listOf('for_you')]).then(([week, forYou]) => ({ week, forYou }))
      : null;
  return {
    meta: publicMeta(
      args,
      t('recommended.pageTitle'),
      t('recommended.pageDescription'),
      localHref(args.locale, 'recommended-products_index'),
    ),
    data: { recommendations, manufacturers: manufacturers.manufacturers, parametric },
  };
});
