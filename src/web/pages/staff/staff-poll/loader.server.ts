import { AppError } from '../../../../common/errors';
import { notFound } from '../../loader-support.server';
import { staffMeta, staffPage } from '../../staff-page.server';
import page from './page';

export default staffPage(page, ['sales', 'admin'], async (args, staff) => {
  const id = Number(args.match.params.id);
  try {
    const results = await args.services.polls.results(id);
    return { meta: staffMeta(args, 'polls.desk.results'), data: { staff, results } };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFound(args);
    throw error;
  }
});
