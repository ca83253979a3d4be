import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's live chat: open conversations, the visitor's page and cart, reply, close (issue 20, ADR 068). */
export default definePage({
  name: 'staff_chat',
  routes: ['staff_chat'],
  shared: false,
  component: lazyPage(
    () => import('./staff-chat-page'),
    (m) => m.StaffChatPage,
  ),
});
