import { useLoginModal } from '../../../features/auth/login-modal';
import { VisitorCartView } from '../../../features/cart/visitor-cart-view';
import type { PageProps } from '../../page-types';

export interface VisitorCartPageData {
  /** A customer without an open cart (one with a cart is sent to it). */
  customer: boolean;
}

/** /cart: the visitor cart (ADR 087); its "log in" is the login dialog, after which the lines join the account's cart. */
export function VisitorCartPage({ locale }: PageProps<VisitorCartPageData>) {
  const openLogin = useLoginModal();
  return <VisitorCartView locale={locale} onLogin={() => openLogin({})} />;
}
