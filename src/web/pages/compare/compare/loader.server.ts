import { COMPARE_COOKIE, parseCompareCookie } from '../../../../common/compare-list';
import { localHref } from '../../../lib/locale';
import { pageLoader, priceContext, publicMeta, translator } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const t = translator(args);
  const symbols = parseCompareCookie(args.cookies[COMPARE_COOKIE]);
  const view = await args.services.compare.view(symbols, priceContext(args.locale));
  return {
    // The list is the visitor's own: nothing for search engines.
    meta: {
      ...publicMeta(
        args,
        t('compare.title'),
        t('compare.description'),
        localHref(args.locale, 'compare_index'),
      ),
      noindex: true,
    },
    data: { symbols, view },
  };
});
