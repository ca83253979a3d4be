import { notFound, pageLoader } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => notFound(args));
