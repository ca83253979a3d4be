import { z } from 'zod';
import { DiscountCodeIdParamsSchema, DiscountPageQuerySchema } from '../../../../common/contracts/discounts';
import { AppError } from '../../../../common/errors';
import { MARKETS } from '../../../../common/markets';
import { notFound } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

const AddressSchema = z.object({
  id: DiscountCodeIdParamsSchema.shape.id.optional(),
  page: DiscountPageQuerySchema.shape.page,
});

/** `?id=` names the code to edit; without it the page is the form for a new code. */
export default staffPage(page, ['sales', 'admin'], async (args, staff) => {
  const asked = AddressSchema.safeParse(Object.fromEntries(args.url.searchParams));
  if (!asked.success) return notFound(args);
  const { id, page: number } = asked.data;
  const markets = MARKETS.map((market) => ({ country: market.country, currency: market.currency }));
  if (id === undefined)
    return {
      meta: staffMeta(args, 'discounts.desk.createTitle'),
      data: { staff, markets, details: null },
    };
  const details = await args.services.discounts.details(id, number).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!details) return notFound(args);
  return { meta: staffMeta(args, 'discounts.desk.title'), data: { staff, markets, details } };
});
