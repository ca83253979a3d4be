import { pageLoader } from '../../loader-support.server';
import { loadWizardPage } from '../wizard-loader.server';
import page from './page';

export default pageLoader(page, loadWizardPage);
