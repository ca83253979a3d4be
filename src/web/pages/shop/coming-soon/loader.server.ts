import { comingSoon, pageLoader } from '../../loader-support.server';
import page from './page';

export default pageLoader(page, async (args) => comingSoon(args));
