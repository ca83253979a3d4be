import { AppError } from '../../../../common/errors';
import { notFound } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

export default staffPage(page, ['support', 'sales', 'admin'], async (args, staff) => {
  const id = Number(args.match.params.id);
  try {
    const details = await args.services.enquiries.details(id);
    return { meta: staffMeta(args, 'enquiries.desk.inbox.title'), data: { staff, details } };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFound(args);
    throw error;
  }
});
