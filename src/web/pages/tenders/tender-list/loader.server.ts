import { notFound, num, orNotFound, pageLoader, personalMeta, translator } from '../../loader-support.server';
import { tenderViewer } from '../tenders-port.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const t = translator(args);
  const viewer = await tenderViewer(args);
  if (!viewer) return { meta: personalMeta(args, t('tenders.lists.title')), data: { list: null } };
  // Another customer's list is no list to this one: the shop's 404.
  const list = await orNotFound(() => args.services.tenders.list(viewer, num(args.match.params.id)));
  if (!list) return notFound(args);
  return { meta: personalMeta(args, list.title), data: { list } };
});
