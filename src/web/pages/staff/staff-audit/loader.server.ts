import { filledQuery } from '../../loader-support.server';
import { AuditQuerySchema } from '../../../../common/contracts/staff';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

/** The filters as the address holds them; an address with nonsense in it shows the whole log. */
export default staffPage(page, ['admin'], async (args, staff) => {
  const asked = AuditQuerySchema.safeParse(filledQuery(args.url));
  const query = asked.success ? asked.data : AuditQuerySchema.parse({});
  return {
    meta: staffMeta(args, 'staff.audit.title'),
    data: { staff, query, list: await args.services.staff.auditLog(query) },
  };
});
