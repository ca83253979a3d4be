import { TenderListQuerySchema } from '../../../../common/tenders';
import { pageLoader, publicMeta, translator } from '../../loader-support.server';
import page from './page';

/** The filters as the address holds them; an address with nonsense in it shows the whole list. */
export default pageLoader(page, async (args) => {
  const t = translator(args);
  // The address says `text` (the header's search box takes `q` of any page for its own).
  const params = args.url.searchParams;
  const raw = Object.fromEntries(
    (
      [
        ['q', params.get('text')],
        ['status', params.get('status')],
        ['page', params.get('page')],
      ] as const
    ).filter((entry): entry is readonly ['q' | 'status' | 'page', string] => Boolean(entry[1])),
  );
  const asked = TenderListQuerySchema.safeParse(raw);
  const query = asked.success ? asked.data : TenderListQuerySchema.parse({});
  const list = await args.services.tenders.publicList(query, args.locale.country);
  return {
    meta: publicMeta(args, t('tenders.title'), t('tenders.intro')),
    data: { query, list },
  };
});
