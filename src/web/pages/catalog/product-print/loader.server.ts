import { notFound, pageLoader } from '../../loader-support.server';
import { productMeta, productOf } from '../product-details/loader.server';
import page from './page';

/** The product page's print view: the same product, not for search engines. */
export default pageLoader(page, async (args) => {
  const product = await productOf(args);
  if (!product) return notFound(args);
  return { meta: { ...productMeta(args, product), noindex: true }, data: { product } };
});
