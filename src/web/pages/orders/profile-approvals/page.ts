import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Colleagues' orders above their limits, waiting for the viewer's approval (ADR 078). */
export default definePage({
  name: 'profile_approvals',
  routes: ['profile_approvals'],
  shared: false,
  component: lazyPage(
    () => import('./profile-approvals-page'),
    (m) => m.ProfileApprovalsPage,
  ),
});
