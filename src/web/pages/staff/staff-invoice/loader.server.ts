import { notFound } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

export default staffPage(page, ['support', 'admin'], async (args, staff) => {
  const details = await args.services.invoices.deskDetails(Number(args.match.params.id));
  if (!details) return notFound(args);
  return { meta: staffMeta(args, 'invoices.desk.title'), data: { staff, details } };
});
