import { TenderListQuerySchema } from '../../../../common/tenders';
import { pageLoader, publicMeta, translator } from '../../loader-support.server';
import page from './page';

/** The filters as the address holds them; an address with nonsense in it shows the whole list. */
export default pageLoader(page, async (args) => {
  const t = translator(args);
  const raw = Object.fromEntries(
    [...args.url.searchParams].filter(([key, value]) => value !== '' && ['q', 'status', 'page'].includes(key)),
  );
  const asked = TenderListQuerySchema.safeParse(raw);
  const query = asked.success ? asked.data : TenderListQuerySchema.parse({});
  const list = await args.services.tenders.publicList(query, args.locale.country);
  return {
    meta: publicMeta(args, t('tenders.title'), t('tenders.intro')),
    data: { query, list },
  };
});
