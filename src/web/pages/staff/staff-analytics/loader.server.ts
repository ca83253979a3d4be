import { ANALYTICS_DESK_ROLES, AnalyticsFunnelQuerySchema } from '../../../../common/analytics';
import { AppError } from '../../../../common/errors';
import { filledQuery, translator } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';
import type { StaffAnalyticsData } from './staff-analytics-page';

/**
 * The filters as the address holds them (a plain GET form: it works before hydration). An address
 * with nonsense in it shows the default period; a reversed or over-long period shows why, no table.
 */
export default staffPage(page, ANALYTICS_DESK_ROLES, async (args, staff) => {
  const asked = AnalyticsFunnelQuerySchema.safeParse(filledQuery(args.url));
  const query = asked.success ? asked.data : {};
  let data: StaffAnalyticsData;
  try {
    data = { staff, query, funnel: await args.services.analytics.funnel(query), problem: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 422) throw error;
    data = { staff, query, funnel: null, problem: translator(args)(error.key, error.options.params) };
  }
  return { meta: staffMeta(args, 'analyticsDesk.title'), data };
});
