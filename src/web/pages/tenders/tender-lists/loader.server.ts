import { TENDER_LIST_TITLE_MAX, TenderListPageQuerySchema } from '../../../../common/tenders';
import { pageLoader, personalMeta, translator } from '../../loader-support.server';
import { tenderViewer } from '../tenders-port.server';
import page from './page';

export default pageLoader(page, async (args) => {
  const meta = personalMeta(args, translator(args)('tenders.lists.title'));
  // A tender's page links here with its title to start the list with.
  const title = [...(args.url.searchParams.get('title') ?? '')].slice(0, TENDER_LIST_TITLE_MAX).join('');
  const viewer = await tenderViewer(args);
  if (!viewer) return { meta, data: { lists: null, title } };
  const asked = TenderListPageQuerySchema.safeParse(
    Object.fromEntries([...args.url.searchParams].filter(([key]) => key === 'page')),
  );
  // Scoped by the session's customer: nobody sees another customer's lists.
  const lists = await args.services.tenders.lists(viewer, asked.success ? asked.data.page : 1);
  return { meta, data: { lists, title } };
});
