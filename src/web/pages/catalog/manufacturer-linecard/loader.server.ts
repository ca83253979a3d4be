import { notFound, num, pageLoader, publicMeta } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const manufacturer = await args.services.catalog.getManufacturer(
    num(args.match.params.producer_id),
    args.locale.language,
  );
  if (!manufacturer) return notFound(args);
  return {
    meta: publicMeta(args, manufacturer.name, manufacturer.description ?? manufacturer.name),
    data: { manufacturer },
  };
});
