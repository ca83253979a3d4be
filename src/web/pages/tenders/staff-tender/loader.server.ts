import { z } from 'zod';
import { MARKETS } from '../../../../common/markets';
import { IdParamsSchema } from '../../../../common/tenders';
import { notFound, orNotFound } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

const AddressSchema = z.object({ id: IdParamsSchema.shape.id.optional() });

/** `?id=` names the tender to edit; without it the page is the form for a new one. */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => {
  const asked = AddressSchema.safeParse(Object.fromEntries(args.url.searchParams));
  if (!asked.success) return notFound(args);
  const markets = MARKETS.map((market) => market.country);
  const { id } = asked.data;
  if (id === undefined)
    return {
      meta: staffMeta(args, 'tenders.desk.tender.newTitle'),
      data: { staff, markets, tender: null, country: args.locale.country },
    };
  const tender = await orNotFound(() => args.services.tenders.deskDetails(id));
  if (!tender) return notFound(args);
  return {
    meta: staffMeta(args, 'tenders.desk.tenders.title'),
    data: { staff, markets, tender, country: tender.country },
  };
});
