import { notFound } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

export default staffPage(page, ['support', 'admin'], async (args, staff) => {
  const details = await args.services.orderDesk.details(
    Number(args.match.params.id),
    args.locale.language,
    args.services.invoices,
  );
  if (!details) return notFound(args);
  return {
    meta: staffMeta(args, 'orderDesk.title'),
    data: { staff, details, today: new Date().toISOString().slice(0, 10) },
  };
});
