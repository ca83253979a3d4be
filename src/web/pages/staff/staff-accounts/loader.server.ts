import { StaffAccountListQuerySchema } from '../../../../common/contracts/staff';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

export default staffPage(page, ['admin'], async (args, staff) => {
  const asked = StaffAccountListQuerySchema.safeParse(Object.fromEntries(args.url.searchParams));
  const { page: number } = asked.success ? asked.data : { page: 1 };
  return {
    meta: staffMeta(args, 'staff.accounts.title'),
    data: { staff, list: await args.services.staff.accounts(number) },
  };
});
