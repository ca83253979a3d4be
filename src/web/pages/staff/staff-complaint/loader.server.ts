import { COMPLAINT_DESK_ROLES } from '../../../../common/complaints';
import { shopToday } from '../../../features/complaints/complaint-days';
import { complaintPages } from '../../complaints/complaints-port.server';
import { notFound, orNotFound } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

export default staffPage(page, COMPLAINT_DESK_ROLES, async (args, staff) => {
  const id = Number(args.match.params.complaintId);
  const complaint = await orNotFound(() => complaintPages(args.services).deskDetails(id));
  if (!complaint) return notFound(args);
  return {
    meta: staffMeta(args, 'complaintPages.desk.title'),
    data: { staff, complaint, today: shopToday() },
  };
});
