import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Registering a customer. */
export default definePage({
  name: 'registration',
  routes: ['registration'],
  shared: false,
  component: lazyPage(
    () => import('./registration-page'),
    (m) => m.RegistrationPage,
  ),
});
