import { notFound, num, orNotFound, pageLoader, publicMeta } from '../../loader-support.server';
import page from './page';

/** A draft, or an id that names nothing, is the shop's 404. */
export default pageLoader(page, async (args) => {
  const tender = await orNotFound(() => args.services.tenders.publicDetails(num(args.match.params.id)));
  if (!tender) return notFound(args);
  return {
    meta: publicMeta(args, tender.title, `${tender.reference} · ${tender.buyer}`),
    data: { tender },
  };
});
