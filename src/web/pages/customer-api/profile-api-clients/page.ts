import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The company's customer API clients, webhooks and deliveries (ADR 079). */
export default definePage({
  name: 'profile_api_clients',
  routes: ['profile_api_clients'],
  shared: false,
  component: lazyPage(
    () => import('./profile-api-clients-page'),
    (m) => m.ProfileApiClientsPage,
  ),
});
