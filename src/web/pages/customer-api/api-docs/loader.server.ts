import { localHref } from '../../../lib/locale';
import { pageLoader, publicMeta, translator } from '../../loader-support.server';
import type { ApiDocsData } from './api-docs-page';
import page from './page';

/** The same for everyone: the operations of the customer API v1, from the list its routes are made of. */
export default pageLoader(page, async (args) => {
  const t = translator(args);
  const data: ApiDocsData = args.services.customerApi.docs();
  return {
    meta: publicMeta(
      args,
      t('customerApi.docs.title'),
      t('customerApi.docs.intro'),
      localHref(args.locale, 'api_docs'),
    ),
    data,
  };
});
